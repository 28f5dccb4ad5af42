package io.logp.transport.mpi;

import io.logp.data.RankPlacement;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Which MPI implementation the ranks run, the settings the user chose for it, and the path its messages take, for
 * reports. Open MPI is tuned with MCA parameters (OMPI_MCA_* variables, or --mca); MPICH and its derivatives with
 * control variables (MPIR_CVAR_* variables).
 *
 * @param implementation the implementation, from MPI_Get_library_version
 * @param env            the rank's environment, where the launcher passes the settings
 */
public record MpiPath(Implementation implementation, Map<String, String> env) {

    /** The implementations whose settings and defaults logp knows. */
    public enum Implementation {
        OPEN_MPI("Open MPI"),
        MPICH("MPICH"),
        OTHER("MPI");

        private final String label;

        Implementation(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /** From the library's own version string: Intel MPI and MVAPICH are MPICH derivatives. */
        public static Implementation of(String libraryVersion) {
            String v = libraryVersion.toLowerCase(Locale.ROOT);
            if (v.contains("open mpi")) return OPEN_MPI;
            if (v.contains("mpich") || v.contains("intel(r) mpi") || v.contains("mvapich")) return MPICH;
            return OTHER;
        }
    }

    private static final String CVAR_PREFIX = "MPIR_CVAR_";
    /** Control variables MPICH's Hydra sets for its own processes, not the user's choices. */
    static final java.util.Set<String> LAUNCHER_CVARS = java.util.Set.of("CH3_INTERFACE_HOSTNAME");

    public static MpiPath of(MpiCalls mpi) {
        return new MpiPath(Implementation.of(mpi.libraryVersion()), System.getenv());
    }

    /** The settings the user chose: MCA parameters for Open MPI, control variables for MPICH. */
    public Map<String, String> settings() {
        return switch (implementation) {
            case OPEN_MPI -> Placement.mcaSettings(env);
            case MPICH -> cvars(env);
            case OTHER -> Map.of();
        };
    }

    /** meta.json's key for {@link #settings()}. */
    public String settingsKey() {
        return implementation == Implementation.OPEN_MPI ? "mca" : "cvars";
    }

    /** The path between the ranks: what the user chose, else the implementation's default for the placement. */
    public String describe(List<RankPlacement> ranks) {
        if (implementation == Implementation.OPEN_MPI) return Placement.describePath(ranks, env);
        long hosts = ranks.stream().map(RankPlacement::host).distinct().count();
        String where = hosts == 1 ? "one host" : hosts + " hosts";
        Map<String, String> chosen = settings();
        String tuned = chosen.isEmpty()
                ? ""
                : "; with "
                        + chosen.entrySet().stream()
                                .map(e -> e.getKey() + " " + e.getValue())
                                .collect(Collectors.joining(", "));
        if (implementation == Implementation.OTHER) return "MPI between " + where + tuned;
        return (hosts == 1 ? "MPICH default on one host: shared memory (ch4 shm)" : "MPICH default between " + where)
                + tuned;
    }

    /** The MPIR_CVAR_ variables of an environment, by variable name without the prefix. */
    static Map<String, String> cvars(Map<String, String> env) {
        Map<String, String> cvars = new TreeMap<>();
        env.forEach((k, v) -> {
            String name = k.startsWith(CVAR_PREFIX) ? k.substring(CVAR_PREFIX.length()) : null;
            if (name != null && !LAUNCHER_CVARS.contains(name)) cvars.put(name, v);
        });
        return cvars;
    }
}
