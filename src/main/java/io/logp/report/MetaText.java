package io.logp.report;

import io.logp.analysis.RunSummaries;
import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.RunSummary;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.RunMetadata;
import io.logp.meta.SimulatedModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * meta.json's typed parts in words, where a table, the page or a progress line shows them: the path the messages took
 * ("Open MPI default on one host: shared memory (btl vader)"), the simulated model, the machine. Nothing reads these
 * words back; readers use the records.
 */
public final class MetaText {

    /** The Open MPI settings that choose the path, named first in its words. */
    private static final Set<String> OPEN_MPI_PATH = Set.of("pml", "btl");

    private MetaText() {}

    /** A run read for a comparison or a history, its path in words. */
    public static RunSummary summary(RunSummaries.Summarised run) {
        return run.summary().withTransport(path(run.meta()));
    }

    /**
     * The path in words: what the user chose, else the implementation's default for the placement, then the other
     * settings; a path logp did not type in its own description; empty when meta.json has no path.
     */
    public static String path(RunMetadata meta) {
        if (meta.path().isEmpty()) return "";
        NetworkPath p = meta.path().get();
        if (p.description() != null) return p.description();
        if (p.medium() == NetworkPath.Medium.SIMULATED) return "simulated LogP network";
        if (p.transport() != null && p.transport().belowMpi()) return below(p, meta.hosts());
        MpiImplementation implementation = meta.mpi().map(Mpi::implementation).orElse(MpiImplementation.OTHER);
        Map<String, String> settings = meta.mpi().map(Mpi::settings).orElse(Map.of());
        int hosts = p.hosts() != null ? p.hosts() : meta.hosts().size();
        String where = hosts == 1 ? "one host" : hosts + " hosts";
        return switch (implementation) {
            case OPEN_MPI -> openMpi(p, settings, hosts, where, meta.hosts());
            case MPICH ->
                (hosts == 1 ? "MPICH default on one host: shared memory (ch4 shm)" : "MPICH default between " + where)
                        + tuned(settings, Set.of());
            case OTHER -> "MPI between " + where + tuned(settings, Set.of());
        };
    }

    private static String openMpi(
            NetworkPath p, Map<String, String> settings, int hosts, String where, List<String> names) {
        List<String> chosen = new ArrayList<>();
        if (settings.containsKey("pml")) chosen.add("pml " + p.pml());
        if (settings.containsKey("btl")) chosen.add("btl " + p.btl());
        String tuned = tuned(settings, OPEN_MPI_PATH);
        if (!chosen.isEmpty()) return String.join(", ", chosen) + " (" + where + ")" + tuned;
        if (hosts == 1) return "Open MPI default on one host: shared memory (btl " + p.btl() + ")" + tuned;
        return "Open MPI default between " + where + " (" + String.join(", ", names) + ")" + tuned;
    }

    /** A transport below MPI: the layer, what carried its messages, where ("UCX AM over sysv/memory, one host"). */
    private static String below(NetworkPath p, List<String> names) {
        int hosts = p.hosts() != null ? p.hosts() : names.size();
        String where = hosts == 1 ? "one host" : hosts + " hosts (" + String.join(", ", names) + ")";
        String layer = layer(p.transport());
        if (p.provider() == null) return layer + ", " + where;
        return layer + (p.transport() == io.logp.data.TransportChoice.OFI ? ", provider " : " over ") + p.provider()
                + ", " + where;
    }

    /** The layer below MPI in words. */
    private static String layer(io.logp.data.TransportChoice t) {
        return t == io.logp.data.TransportChoice.UCX_AM ? "UCX Active Messages" : "libfabric FI_EP_RDM";
    }

    /** "; with K V, K V" for the settings but those named already. */
    private static String tuned(Map<String, String> settings, Set<String> named) {
        String others = settings.entrySet().stream()
                .filter(e -> !named.contains(e.getKey()))
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        return others.isEmpty() ? "" : "; with " + others;
    }

    /** The simulated network's parameters in one line. */
    public static String model(SimulatedModel m) {
        return String.format(
                Locale.ROOT,
                "simulated: o_s %.3f, o_r %.3f, g %.3f, L %.3f us, RTT %.3f us, jitter %.1f%%",
                value(m.oSUs()),
                value(m.oRUs()),
                value(m.gUs()),
                value(m.latencyUs()),
                m.rttUs(),
                100 * value(m.jitter()));
    }

    /**
     * The machine in one line, for citing it: processor, clock, cores, memory, system and kernel, as far as known
     * ("Intel(R) Xeon(R) Processor, 2600 MHz, 2 cores, 23.5 GiB; Debian GNU/Linux 12 (bookworm), kernel 6.1.0
     * amd64").
     */
    public static String machine(Machine m) {
        List<String> hardware = new ArrayList<>();
        if (m.cpuModel() != null) hardware.add(m.cpuModel());
        Double mhz = m.cpuMaxMhz() != null ? m.cpuMaxMhz() : m.cpuMhz();
        if (mhz != null) hardware.add(String.format(Locale.ROOT, "%.0f MHz", mhz));
        if (m.cores() != null) hardware.add(m.cores() + " cores");
        if (m.memoryBytes() != null)
            hardware.add(String.format(Locale.ROOT, "%.1f GiB", m.memoryBytes() / (double) (1L << 30)));
        List<String> system = new ArrayList<>();
        if (m.os() != null) system.add(m.os());
        if (m.kernel() != null) system.add("kernel " + m.kernel() + (m.arch() == null ? "" : " " + m.arch()));
        else if (m.arch() != null) system.add(m.arch());
        String soft = String.join(", ", system);
        if (hardware.isEmpty()) return soft;
        return String.join(", ", hardware) + (soft.isEmpty() ? "" : "; " + soft);
    }

    /**
     * What carried the messages: shared memory or the kernel on one host, else the network interfaces that are up
     * (name and speed), as far as meta.json tells; empty for the simulated network and when nothing is known.
     */
    public static String network(RunMetadata meta) {
        return switch (meta.medium()) {
            case SHARED_MEMORY -> "shared memory (no NIC)";
            case LOOPBACK -> "the kernel's network stack on one host (no NIC)";
            case SIMULATED -> ""; // the path says it
            case NETWORK, UNKNOWN -> {
                List<String> up = meta.machine().map(Machine::nics).orElse(List.of()).stream()
                        .filter(n -> "up".equals(n.state()))
                        .map(n -> n.name() + (n.speedMbps() == null ? "" : " " + n.speedMbps() + " Mbit/s"))
                        .toList();
                yield up.isEmpty() ? "" : "NICs up on rank 0's host: " + String.join(", ", up);
            }
        };
    }

    private static double value(Double d) {
        return d == null ? Double.NaN : d;
    }

    private static final java.util.regex.Pattern VERSION =
            java.util.regex.Pattern.compile("v?(\\d+\\.\\d+(?:\\.\\d+)?)");

    /**
     * MPI and version, the way in, the path and the ranks in one line ("Open MPI 4.1.4 (native transport); shared
     * memory (btl vader); 2 ranks on vm"); empty when meta.json says nothing. The version is MPI's own, cut from its
     * library's version line.
     */
    public static String where(RunMetadata meta) {
        List<String> parts = new ArrayList<>();
        java.util.Optional<String> transport =
                meta.path().map(NetworkPath::transport).map(io.logp.data.TransportChoice::label);
        java.util.Optional<Mpi> mpi = meta.mpi().filter(m -> m.implementation() != null);
        if (mpi.isPresent()) {
            String version = "";
            if (mpi.get().library() != null) {
                java.util.regex.Matcher m = VERSION.matcher(mpi.get().library());
                if (m.find()) version = " " + m.group(1);
            }
            boolean below = meta.path()
                    .map(NetworkPath::transport)
                    .filter(t -> t.belowMpi())
                    .isPresent();
            parts.add(
                    below
                            ? transport.get() + " transport (ranks started by "
                                    + mpi.get().implementation().label() + version + ")"
                            : mpi.get().implementation().label()
                                    + version
                                    + transport
                                            .map(t -> " (" + t + " transport)")
                                            .orElse(""));
        } else transport.ifPresent(t -> parts.add(t + " transport"));
        // A simulated run's model says more than its path ("simulated LogP network") and its hosts.
        String path = path(meta);
        if (meta.model().isPresent()) parts.add(model(meta.model().get()));
        else if (!path.isEmpty()) parts.add(path);
        if (meta.placement().isPresent()) {
            boolean named = !meta.simulated();
            parts.add(meta.ranks().size() + " ranks" + (named ? " on " + String.join(", ", meta.hosts()) : ""));
        }
        return String.join("; ", parts);
    }
}
