package io.logp.ranklaunch;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A launcher and an MPI library that did not find each other: the launcher started several ranks, but each one's
 * MPI_Init found no process manager it speaks and made a job of one (a "singleton"). Under Slurm this is srun's PMI
 * plugin not matching the MPI: MPICH under {@code --mpi=pmix} gives N singletons, each measuring alone and writing
 * its own run. Checked on every rank right after MPI_Init, before anything is written.
 */
public final class LaunchMismatch {

    private LaunchMismatch() {}

    /**
     * Why this job must not go on; empty when the MPI's world is as large as what the launcher started (or the
     * launcher did not say).
     *
     * @param worldSize      MPI_Comm_size of MPI_COMM_WORLD
     * @param env            this rank's environment
     * @param libraryVersion MPI_Get_library_version's text, which names the MPI whose fix is shown
     */
    public static Optional<String> check(int worldSize, Map<String, String> env, String libraryVersion) {
        int started = Launched.startedRanks(env);
        if (worldSize != 1 || started <= 1) return Optional.empty();
        String source = Launched.startedRanksSource(env);
        String plugin = env.get("SLURM_MPI_TYPE");
        StringBuilder s = new StringBuilder("MPI_Comm_size is 1, but the launcher started ")
                .append(started)
                .append(" ranks (")
                .append(source)
                .append('=')
                .append(started)
                .append("): each rank's MPI found no process manager it speaks and runs alone. ");
        if (env.containsKey(Launched.SLURM_STEP)) {
            s.append("srun's PMI plugin")
                    .append(plugin == null ? "" : " (--mpi=" + plugin + ")")
                    .append(" does not match this MPI: ")
                    .append(fix(libraryVersion))
                    .append(" ('srun --mpi=list' shows this Slurm's plugins).");
        } else {
            s.append("Start the ranks with the launcher of the MPI logp was set up with (LOGP_MPI_LAUNCHER), "
                            + "or under Slurm with ")
                    .append(fix(libraryVersion))
                    .append('.');
        }
        return Optional.of(s.toString());
    }

    /** The srun option that starts this MPI's ranks as one job. */
    static String fix(String libraryVersion) {
        String v = libraryVersion == null ? "" : libraryVersion.toLowerCase(Locale.ROOT);
        if (v.contains("open mpi")) return "Open MPI needs srun --mpi=pmix";
        if (v.contains("mpich") || v.contains("intel(r) mpi") || v.contains("mvapich")) {
            return "MPICH needs srun --mpi=pmi2";
        }
        return "use srun --mpi=pmix for Open MPI, srun --mpi=pmi2 for MPICH";
    }
}
