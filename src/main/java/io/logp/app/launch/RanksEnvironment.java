package io.logp.app.launch;

import io.logp.ranklaunch.RankEnvironment;
import io.logp.transport.mpi.Placement;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The environment the launcher gives logp's ranks: where they write, the shims, and what UCX must leave alone. */
final class RanksEnvironment {

    static final String UCX_SIGNALS_ENV = "UCX_ERROR_SIGNALS";
    static final String UCX_HOOK_MODE_ENV = "UCX_MEM_MMAP_HOOK_MODE";
    /**
     * How UCX hooks munmap in a rank JVM unless the user says otherwise: by its relocation tables. UCX's default
     * (bistro) rewrites the first bytes of libc's munmap while the JVM's own threads (GC, compiler) may be running
     * it, and the rank dies with SIGSEGV at __munmap+0x9 (Open MPI pml ucx: 1 launch in 8 here, 2 of 3 in one
     * study; UCX pull request 5855 fixed the same race for its own threads only).
     */
    static final String UCX_HOOK_MODE = "reloc";

    private RanksEnvironment() {}

    /** The ranks' environment for a launch by {@code dialect} of {@code mpi} into {@code runDir}. */
    static Map<String, String> of(LaunchSettings mpi, Path runDir, LauncherDialect dialect, Map<String, String> env) {
        Map<String, String> rankEnv = new LinkedHashMap<>();
        if (dialect == LauncherDialect.SRUN) mpi.mca().forEach((key, value) -> rankEnv.put("OMPI_MCA_" + key, value));
        rankEnv.put(RankEnvironment.RUN_DIR_ENV, runDir.toAbsolutePath().toString());
        rankEnv.put(Placement.USER_MCA_ENV, Placement.encodeUserMca(userMca(mpi, env)));
        mpi.shim().ifPresent(shim -> rankEnv.put(RankEnvironment.SHIM_ENV, shim.toString()));
        // The shims of the transports below MPI, where setup built them: a rank loads one only when asked to.
        for (String below : List.of(RankEnvironment.UCX_SHIM_ENV, RankEnvironment.OFI_SHIM_ENV)) {
            String file = env.get(below);
            if (file != null && !file.isBlank()) rankEnv.put(below, file);
        }
        // UCX (MPICH's ch4:ucx, Open MPI's pml ucx) catches SIGSEGV and SIGBUS to print a backtrace, but the JVM
        // raises them on purpose (implicit null checks, safepoint polls): UCX must leave them to the JVM.
        rankEnv.put(UCX_SIGNALS_ENV, env.getOrDefault(UCX_SIGNALS_ENV, ""));
        return rankEnv;
    }

    /**
     * The hook mode above, for Open MPI's ranks (pml ucx) only. With reloc hooks MPICH's ch4:ucx ranks and logp's own
     * UCX AM endpoint ({@code below}: the transports beneath MPI) never got past their start here (each 2 of 2
     * launches, and both start with the default), so they keep UCX's default.
     */
    static Map<String, String> ucxHooks(LauncherDialect dialect, boolean below, Map<String, String> env) {
        if (below || dialect != LauncherDialect.OPEN_MPI) return Map.of();
        return Map.of(UCX_HOOK_MODE_ENV, env.getOrDefault(UCX_HOOK_MODE_ENV, UCX_HOOK_MODE));
    }

    /** The MCA settings the user chose: OMPI_MCA_ variables of this shell, overridden by --mca pairs. */
    static Map<String, String> userMca(LaunchSettings mpi, Map<String, String> env) {
        Map<String, String> mca = Placement.mcaVariables(env);
        mca.putAll(mpi.mca());
        return mca;
    }
}
