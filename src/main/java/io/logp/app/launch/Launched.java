package io.logp.app.launch;

import java.util.List;
import java.util.Map;

/** Whether this process is one of a job's ranks: MPI launchers tell their processes so in the environment. */
public final class Launched {

    /**
     * Set by Open MPI's mpirun (OMPI_COMM_WORLD_RANK, PMIX_RANK), MPICH's Hydra and other PMI launchers (PMI_RANK),
     * and Slurm's PMI-2/PMIx plugins.
     */
    static final List<String> RANK_VARIABLES = List.of("OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK");

    private Launched() {}

    public static boolean isRank(Map<String, String> env) {
        return RANK_VARIABLES.stream().anyMatch(env::containsKey);
    }
}
