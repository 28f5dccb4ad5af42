package io.logp.transport.mpi;

import io.logp.data.MpiImplementation;
import io.logp.data.NetworkPath;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Which MPI implementation the ranks run, the settings the user chose for it, and the path its messages take. Open
 * MPI is tuned with MCA parameters (OMPI_MCA_* variables, or --mca); MPICH and its derivatives with control variables
 * (MPIR_CVAR_* variables).
 *
 * @param implementation the implementation, from MPI_Get_library_version
 * @param library        the library's own version line
 * @param env            the rank's environment, where the launcher passes the settings
 */
public record MpiPath(MpiImplementation implementation, String library, Map<String, String> env) {

    private static final String CVAR_PREFIX = "MPIR_CVAR_";
    /** Control variables MPICH's Hydra sets for its own processes, not the user's choices. */
    static final java.util.Set<String> LAUNCHER_CVARS = java.util.Set.of("CH3_INTERFACE_HOSTNAME");

    public static MpiPath of(MpiCalls mpi) {
        return new MpiPath(MpiImplementation.of(mpi.libraryVersion()), mpi.libraryVersion(), System.getenv());
    }

    /** The settings the user chose: MCA parameters for Open MPI, control variables for MPICH. */
    public Map<String, String> settings() {
        return switch (implementation) {
            case OPEN_MPI -> Placement.mcaSettings(env);
            case MPICH -> cvars(env);
            case OTHER -> Map.of();
        };
    }

    /**
     * The path between {@code ranks} through {@code way}: the PML, BTL or netmod the user chose, else the
     * implementation's default for the placement (shared memory on one host; between hosts the MPI picks).
     */
    public NetworkPath path(List<RankPlacement> ranks, TransportChoice way) {
        int hosts = (int) ranks.stream().map(RankPlacement::host).distinct().count();
        Map<String, String> chosen = settings();
        if (hosts == 0) return new NetworkPath(Medium.UNKNOWN, way, 0, null, null, null, null);
        boolean oneHost = hosts == 1;
        return switch (implementation) {
            case OPEN_MPI -> {
                String pml = chosen.get("pml");
                String btl = chosen.containsKey("btl") ? chosen.get("btl") : oneHost ? sharedMemoryBtl() : null;
                Medium medium = oneHost ? openMpiOnOneHost(pml, chosen.get("btl")) : Medium.NETWORK;
                yield new NetworkPath(medium, way, hosts, pml, btl, null, null);
            }
            case MPICH ->
                new NetworkPath(
                        oneHost ? Medium.SHARED_MEMORY : Medium.NETWORK,
                        way,
                        hosts,
                        null,
                        null,
                        chosen.get("CH4_NETMOD"),
                        null);
            case OTHER ->
                new NetworkPath(oneHost ? Medium.UNKNOWN : Medium.NETWORK, way, hosts, null, null, null, null);
        };
    }

    /**
     * What carries Open MPI's messages on one host. A PML other than ob1 (ucx, cm) does not use the BTLs and takes
     * shared memory there. With ob1, "btl a,b" allows a and b and "btl ^a,b" every BTL but a and b; Open MPI prefers
     * a shared-memory BTL when one is allowed, and TCP carries the messages only when none is (self serves only a
     * rank's messages to itself). smcuda exists only in CUDA builds, so it counts only when named.
     */
    static Medium openMpiOnOneHost(String pml, String btl) {
        if (btl == null || pml != null && !pml.equals("ob1")) return Medium.SHARED_MEMORY;
        boolean excluding = btl.startsWith("^");
        List<String> listed =
                Arrays.stream(btl.replace("^", "").split(",")).map(String::trim).toList();
        Predicate<String> allowed = name -> listed.contains(name) != excluding;
        boolean shm = allowed.test("vader") || allowed.test("sm") || !excluding && listed.contains("smcuda");
        return !shm && allowed.test("tcp") ? Medium.LOOPBACK : Medium.SHARED_MEMORY;
    }

    /** Open MPI's shared-memory BTL: vader up to 4.x, sm from 5.0 (where vader is its old name). */
    private String sharedMemoryBtl() {
        return library.contains("Open MPI v5.") || library.contains("Open MPI v6.") ? "sm" : "vader";
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
