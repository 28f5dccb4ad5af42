package io.logp.report;

import io.logp.data.NetworkPath;
import io.logp.data.TransportChoice;
import io.logp.meta.Jvm;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.meta.Tool;
import io.logp.report.HtmlReport.Fact;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The machine and software of a run, fact by fact as a paper would cite them: processor, clock, cores, memory,
 * system, kernel, network interfaces, the path the messages took, the MPI with its settings, the compiler, the JDK,
 * logp's version, the date and the command line, all from meta.json. A fact the file does not hold is kept, with no
 * value, so that the page says it was not recorded; on the simulated network the MPI's facts say there was none.
 */
public final class RunFacts {

    private static final String SIMULATED = "none: simulated network";

    /** Up to this many ranks are listed one by one with their CPUs; more are counted by host. */
    private static final int LISTED_RANKS = 8;

    private RunFacts() {}

    public static List<Fact> of(RunMetadata meta) {
        Optional<Machine> machine = meta.machine();
        Optional<Mpi> mpi = meta.mpi();
        boolean simulated = meta.simulated();
        List<Fact> facts = new ArrayList<>();
        facts.add(Fact.of("date", meta.date()));
        facts.add(Fact.of("command line", commandLine(meta)));
        facts.add(Fact.of("logp", meta.tool().map(RunFacts::tool)));
        facts.add(Fact.of("host", machine.map(Machine::host)));
        facts.add(Fact.of("CPU", machine.map(Machine::cpuModel)));
        facts.add(Fact.of("CPU clock", machine.map(RunFacts::clock)));
        facts.add(Fact.of("cores", machine.map(Machine::cores).map(c -> c + " online")));
        facts.add(Fact.of("memory", machine.map(Machine::memoryBytes).map(RunFacts::gib)));
        facts.add(Fact.of("operating system", machine.map(Machine::os)));
        facts.add(Fact.of("kernel", machine.map(RunFacts::kernel)));
        facts.add(Fact.of("network interfaces", machine.map(RunFacts::nics)));
        facts.add(Fact.of("messages carried by", carrier(meta)));
        facts.add(Fact.of("path", Optional.of(MetaText.path(meta))));
        facts.add(Fact.of("ranks", ranks(meta)));
        if (simulated && mpi.isEmpty()) {
            facts.add(new Fact("MPI", SIMULATED));
            meta.model().ifPresent(m -> facts.add(new Fact("model", MetaText.model(m))));
        } else {
            facts.add(Fact.of("MPI", mpi.map(RunFacts::library)));
            facts.add(Fact.of("MPI settings", mpi.map(RunFacts::settings)));
            facts.add(Fact.of(
                    "way into MPI", meta.path().map(NetworkPath::transport).map(TransportChoice::label)));
            facts.add(Fact.of("C compiler (the MPI's mpicc)", mpi.map(Mpi::compiler)));
        }
        facts.add(Fact.of("clock", meta.clock().map(RunFacts::clock)));
        facts.add(Fact.of("JDK", meta.jvm().map(RunFacts::jdk)));
        facts.add(Fact.of(
                "JVM flags",
                meta.jvm().map(Jvm::flags).filter(f -> !f.isEmpty()).map(f -> String.join(" ", f))));
        meta.reference().ifPresent(p -> facts.add(Fact.of("published in", Optional.ofNullable(p.source()))));
        return facts;
    }

    private static Optional<String> commandLine(RunMetadata meta) {
        if (!meta.arguments().isEmpty()) return Optional.of("logp " + String.join(" ", meta.arguments()));
        return meta.command().map(c -> "logp " + c);
    }

    private static String tool(Tool t) {
        String version = t.version() == null ? "version not recorded" : t.version();
        return t.commit() == null ? version : version + " (commit " + t.commit() + ")";
    }

    /** The clock at the start and the highest of the frequency scaling; null when neither is known. */
    private static String clock(Machine m) {
        List<String> parts = new ArrayList<>();
        if (m.cpuMhz() != null) parts.add(String.format(Locale.ROOT, "%.0f MHz at the start", m.cpuMhz()));
        if (m.cpuMaxMhz() != null) parts.add(String.format(Locale.ROOT, "%.0f MHz at most", m.cpuMaxMhz()));
        return parts.isEmpty() ? null : String.join(", ", parts);
    }

    /** The timer every time comes from: its source, resolution and the cost of one read. */
    private static String clock(io.logp.meta.Clock c) {
        List<String> parts = new ArrayList<>();
        if (c.resolutionNs() != null) parts.add("resolution " + c.resolutionNs() + " ns");
        if (c.overheadNs() != null) parts.add("one read costs " + c.overheadNs() + " ns");
        String source = c.source() == null ? "clock" : c.source();
        return parts.isEmpty() ? source : source + ": " + String.join(", ", parts);
    }

    private static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB (%d bytes)", bytes / (double) (1L << 30), bytes);
    }

    private static String kernel(Machine m) {
        if (m.kernel() == null) return m.arch();
        return m.arch() == null ? m.kernel() : m.kernel() + " (" + m.arch() + ")";
    }

    /** Every recorded interface: name, state, speed and MTU; null when the file lists none. */
    private static String nics(Machine m) {
        if (m.nics() == null || m.nics().isEmpty()) return null;
        return m.nics().stream()
                .map(n -> {
                    List<String> about = new ArrayList<>();
                    if (n.state() != null) about.add(n.state());
                    if (n.speedMbps() != null) about.add(n.speedMbps() + " Mbit/s");
                    if (n.mtu() != null) about.add("MTU " + n.mtu());
                    return n.name() + (about.isEmpty() ? "" : " (" + String.join(", ", about) + ")");
                })
                .collect(Collectors.joining("; "));
    }

    private static Optional<String> carrier(RunMetadata meta) {
        if (meta.medium() == NetworkPath.Medium.SIMULATED) return Optional.of("logp's simulated LogP network");
        return Optional.of(MetaText.network(meta));
    }

    private static Optional<String> ranks(RunMetadata meta) {
        List<Placement.Rank> ranks = meta.ranks();
        if (ranks.isEmpty()) return Optional.empty();
        if (meta.simulated()) return Optional.of(ranks.size() + " simulated ranks");
        if (ranks.size() > LISTED_RANKS) {
            List<String> hosts = meta.hosts();
            return Optional.of(ranks.size() + " ranks on " + hosts.size() + (hosts.size() == 1 ? " host: " : " hosts: ")
                    + String.join(", ", hosts));
        }
        String each = ranks.stream()
                .map(r -> "rank " + r.rank() + " on " + r.host()
                        + (r.cpus() == null || r.cpus().isBlank() ? "" : " (CPUs " + r.cpus() + ")"))
                .collect(Collectors.joining(", "));
        return Optional.of(ranks.size() + " ranks: " + each);
    }

    private static String library(Mpi m) {
        if (m.library() != null && !m.library().isBlank()) return m.library().strip();
        return m.implementation() == null ? null : m.implementation().label();
    }

    private static String settings(Mpi m) {
        if (m.settings().isEmpty()) return "none chosen: the MPI's defaults";
        return m.settings().entrySet().stream()
                .map(e -> e.getKey() + " = " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    private static String jdk(Jvm j) {
        return java.util.stream.Stream.of(j.vendor(), j.name(), j.version())
                .filter(s -> s != null && !s.isBlank())
                .collect(Collectors.joining(" "));
    }
}
