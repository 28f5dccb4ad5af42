package io.logp.ranklaunch;

import java.util.List;
import java.util.Map;

/** Whether this process is one of a job's ranks: MPI launchers tell their processes so in the environment. */
public final class Launched {

    /**
     * Set by Open MPI's mpirun (OMPI_COMM_WORLD_RANK, PMIX_RANK), MPICH's Hydra and other PMI launchers (PMI_RANK),
     * and Slurm's PMI-2/PMIx plugins.
     */
    static final List<String> RANK_VARIABLES = List.of("OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK");

    /** Set by srun in every task of a job step (absent in a batch script and in salloc's shell). */
    static final String SLURM_STEP = "SLURM_STEP_ID";
    /** The tasks of the step srun started. */
    static final String SLURM_STEP_TASKS = "SLURM_STEP_NUM_TASKS";

    private Launched() {}

    /**
     * True for a rank. A task of an srun step of several tasks is one even without any PMI variable
     * ({@code srun --mpi=none}): it must not start ranks of its own, one job per task; {@code srun -n 1 logp ...}
     * stays a launcher.
     */
    public static boolean isRank(Map<String, String> env) {
        return RANK_VARIABLES.stream().anyMatch(env::containsKey)
                || (env.containsKey(SLURM_STEP) && startedRanks(env) > 1);
    }

    /**
     * How many ranks the launcher says it started, from the most precise source it sets: Open MPI's world size,
     * a PMI launcher's size, the tasks of srun's step; 0 when none says.
     */
    public static int startedRanks(Map<String, String> env) {
        for (String variable : List.of("OMPI_COMM_WORLD_SIZE", "PMI_SIZE", SLURM_STEP_TASKS)) {
            int n = parse(env.get(variable));
            if (n > 0) return n;
        }
        return env.containsKey(SLURM_STEP) ? parse(env.get("SLURM_NTASKS")) : 0;
    }

    /** The variable {@link #startedRanks} took its number from, for messages. */
    static String startedRanksSource(Map<String, String> env) {
        for (String variable : List.of("OMPI_COMM_WORLD_SIZE", "PMI_SIZE", SLURM_STEP_TASKS)) {
            if (parse(env.get(variable)) > 0) return variable;
        }
        return "SLURM_NTASKS";
    }

    /**
     * True inside a Slurm allocation of several nodes: its launcher (srun, or an mpirun that reads the allocation)
     * spreads the ranks over them, as a hostfile would, so this host's cores do not bound them.
     */
    public static boolean spreadBySlurm(Map<String, String> env) {
        return parse(env.get("SLURM_JOB_NUM_NODES")) > 1;
    }

    private static int parse(String value) {
        if (value == null) return 0;
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
