package io.logp.report;

import io.logp.data.NetworkPath;
import io.logp.meta.Machine;
import io.logp.meta.Mpi;
import io.logp.meta.Publication;
import io.logp.meta.RunMetadata;
import io.logp.presentation.ChartOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The titles of a run's charts: what the chart shows, then the system it was measured on, from meta.json (the
 * machine, the MPI and its version, the path, the way into MPI: "LogP signature: node1, Open MPI 4.1.4, shared
 * memory, native"), never the run id, which means nothing to a reader of a paper. {@code --title TEXT} names the
 * system instead; {@code --title ""} draws no title at all, for a figure whose caption says it.
 */
public final class ChartTitles {

    private final String system;
    private final boolean none;

    private ChartTitles(String system, boolean none) {
        this.system = system;
        this.none = none;
    }

    /** The titles of a run with this meta.json under these options. */
    public static ChartTitles of(RunMetadata meta, ChartOptions options) {
        if (options.title().isPresent()) {
            String t = options.title().get().strip();
            return new ChartTitles(t, t.isEmpty());
        }
        return new ChartTitles(system(meta), false);
    }

    /** "what: system", or "what" alone when nothing is known of the system; null for no title. */
    public String title(String what) {
        if (none) return null;
        return system.isEmpty() ? what : what + ": " + system;
    }

    /** The system in a few words, from meta.json; empty when it tells nothing. */
    public static String system(RunMetadata meta) {
        if (meta.reference().isPresent()) {
            Publication p = meta.reference().get();
            if (p.platform() != null) return p.platform() + " (published)";
        }
        if (meta.simulated()) return "simulated LogP network";
        List<String> parts = new ArrayList<>();
        meta.machine().map(Machine::host).filter(h -> !h.isBlank()).ifPresent(parts::add);
        meta.mpi().map(ChartTitles::mpi).filter(m -> !m.isBlank()).ifPresent(parts::add);
        meta.path().map(ChartTitles::path).filter(p -> !p.isBlank()).ifPresent(parts::add);
        return String.join(", ", parts);
    }

    /** "Open MPI 4.1.4" from the library's version line "Open MPI v4.1.4, package: Debian OpenMPI ...". */
    static String mpi(Mpi mpi) {
        String name =
                mpi.implementation() == null ? "MPI" : mpi.implementation().label();
        if (mpi.library() == null) return name;
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("v?(\\d+(?:\\.\\d+)+)").matcher(mpi.library());
        return m.find() ? name + " " + m.group(1) : name;
    }

    /** "shared memory, native": what carried the messages and the way into MPI. */
    static String path(NetworkPath p) {
        List<String> parts = new ArrayList<>();
        switch (p.medium()) {
            case SHARED_MEMORY -> parts.add("shared memory");
            case LOOPBACK -> parts.add("loopback TCP");
            case NETWORK -> parts.add(p.hosts() != null ? p.hosts() + " hosts" : "network");
            case SIMULATED, UNKNOWN -> {}
        }
        if (p.transport() != null) parts.add(p.transport().label().toLowerCase(Locale.ROOT));
        return String.join(", ", parts);
    }
}
