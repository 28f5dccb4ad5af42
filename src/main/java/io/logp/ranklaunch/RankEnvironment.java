package io.logp.ranklaunch;

/**
 * What the launcher ({@code app.launch}) and the ranks ({@code job}) agree on: the environment it sets for them and
 * the memory each rank is started with. Stated once here, below both, so neither imports the other.
 */
public final class RankEnvironment {

    private RankEnvironment() {}

    /** Set for the ranks: where rank 0 writes, and that the launcher will analyse the files afterwards. */
    public static final String RUN_DIR_ENV = "LOGP_RUN_DIR";

    /** The launcher of the MPI chosen with --mpi, as run-logp.sh sets it up. */
    public static final String LAUNCHER_ENV = "LOGP_MPI_LAUNCHER";
    /** logp's C twin for this MPI (scripts/setup.sh builds it beside the shim), for {@code overhead}. */
    public static final String TWIN_ENV = "LOGP_MPI_TWIN";
    /** logp's queue profiler for this MPI (scripts/setup.sh builds it beside the shim), for {@code profile}. */
    public static final String PROFILER_ENV = "LOGP_MPI_PROFILER";
    /** Where the ranks find the MPI shim of the native way (the launcher passes it on). */
    public static final String SHIM_ENV = "LOGP_MPI_SHIM";
    /** The shim of UCX's Active Messages (--transport ucx-am), built by scripts/setup.sh --transport ucx-am. */
    public static final String UCX_SHIM_ENV = "LOGP_UCX_SHIM";
    /** The shim of libfabric (--transport ofi), built by scripts/setup.sh --transport ofi. */
    public static final String OFI_SHIM_ENV = "LOGP_OFI_SHIM";
    /** Heap of every rank, MiB. */
    public static final int RANK_HEAP_MIB = 256;
    /**
     * Direct memory of every rank, MiB: the transports' receive rings hold whole transfers, and bulk transfers at
     * their largest (64 MiB, 17 buffers at the default window on 2 ranks) need 1088 MiB. The JVM's default, the heap
     * size, would end such a run with "Direct buffer memory".
     */
    public static final int RANK_DIRECT_MIB = 1280;
}
