package io.logp.ranklaunch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** N singletons instead of one job of N: when a rank is one, and the fix its refusal names. */
class LaunchMismatchTest {

    private static final String MPICH = "MPICH Version:      4.0.2\nMPICH Release date: Thu May 19 2022";
    private static final String OPEN_MPI = "Open MPI v4.1.4, package: Debian OpenMPI";

    /** What srun --mpi=pmix gives each of 2 tasks. */
    private static final Map<String, String> SRUN_PMIX = Map.of(
            "SLURM_JOB_ID", "7",
            "SLURM_STEP_ID", "0",
            "SLURM_STEP_NUM_TASKS", "2",
            "SLURM_NTASKS", "2",
            "SLURM_MPI_TYPE", "pmix",
            "PMIX_RANK", "1");

    @Test
    void mpichUnderPmixIsRefusedNamingPmi2() {
        String why = LaunchMismatch.check(1, SRUN_PMIX, MPICH).orElseThrow();

        assertTrue(why.contains("MPI_Comm_size is 1, but the launcher started 2 ranks (SLURM_STEP_NUM_TASKS=2)"), why);
        assertTrue(why.contains("(--mpi=pmix) does not match"), why);
        assertTrue(why.contains("MPICH needs srun --mpi=pmi2"), why);
    }

    @Test
    void openMpiIsToldPmixAndAnUnknownMpiBoth() {
        assertTrue(
                LaunchMismatch.check(1, SRUN_PMIX, OPEN_MPI).orElseThrow().contains("Open MPI needs srun --mpi=pmix"));
        String unknown = LaunchMismatch.check(1, SRUN_PMIX, "Some MPI 1.0").orElseThrow();
        assertTrue(unknown.contains("--mpi=pmix for Open MPI") && unknown.contains("--mpi=pmi2 for MPICH"), unknown);
    }

    @Test
    void aWorldAsLargeAsTheLaunchOrAnUntoldOneGoesOn() {
        assertTrue(LaunchMismatch.check(2, SRUN_PMIX, MPICH).isEmpty());
        // one task asked for, one got
        assertTrue(LaunchMismatch.check(1, Map.of("SLURM_STEP_ID", "0", "SLURM_STEP_NUM_TASKS", "1"), MPICH)
                .isEmpty());
        // a batch script's own environment says the job's tasks, not this launch's
        assertTrue(LaunchMismatch.check(1, Map.of("SLURM_JOB_ID", "7", "SLURM_NTASKS", "2"), MPICH)
                .isEmpty());
    }

    @Test
    void theMostPreciseCountWins() {
        // mpirun -np 1 inside a step of 2: Open MPI's own world size says 1
        Map<String, String> env =
                Map.of("SLURM_STEP_ID", "0", "SLURM_STEP_NUM_TASKS", "2", "OMPI_COMM_WORLD_SIZE", "1");
        assertEquals(1, Launched.startedRanks(env));
        assertTrue(LaunchMismatch.check(1, env, OPEN_MPI).isEmpty());
        assertEquals(3, Launched.startedRanks(Map.of("PMI_SIZE", "3", "SLURM_STEP_NUM_TASKS", "2")));
        assertEquals(0, Launched.startedRanks(Map.of("PMI_SIZE", "x")));
    }

    @Test
    void aTaskOfAnSrunStepIsARankEvenWithoutPmi() {
        // srun --mpi=none: no PMI variable, but a step of 2 tasks must not start 2 launches of its own
        assertTrue(Launched.isRank(Map.of("SLURM_STEP_ID", "0", "SLURM_STEP_NUM_TASKS", "2")));
        // srun -n 1 ./run-logp.sh ..., a batch script and salloc's shell are launchers
        assertFalse(Launched.isRank(Map.of("SLURM_STEP_ID", "0", "SLURM_STEP_NUM_TASKS", "1")));
        assertFalse(Launched.isRank(Map.of("SLURM_JOB_ID", "7", "SLURM_NTASKS", "2", "SLURM_PROCID", "0")));
        assertTrue(Launched.isRank(Map.of("PMI_RANK", "0")));
    }

    @Test
    void anAllocationOfSeveralNodesSpreadsTheRanks() {
        assertTrue(Launched.spreadBySlurm(Map.of("SLURM_JOB_NUM_NODES", "2")));
        assertFalse(Launched.spreadBySlurm(Map.of("SLURM_JOB_NUM_NODES", "1")));
        assertFalse(Launched.spreadBySlurm(Map.of()));
    }
}
