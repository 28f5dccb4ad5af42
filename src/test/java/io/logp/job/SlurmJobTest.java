package io.logp.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RankPlacement;
import io.logp.meta.Slurm;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** meta.json's slurm section from a rank's environment: srun's step and plugin only when srun started the rank. */
class SlurmJobTest {

    private static final List<RankPlacement> RANKS =
            List.of(new RankPlacement(0, "n1", 11, "0", "boot"), new RankPlacement(1, "n2", 12, "2", "boot"));

    @Test
    void aRankOfAnSrunStepRecordsTheStepThePluginAndTheBindings() {
        Slurm s = SlurmJob.of(
                        Map.of(
                                "SLURM_JOB_ID", "31",
                                "SLURM_STEP_ID", "0",
                                "SLURM_JOB_NODELIST", "n[1-2]",
                                "SLURM_MPI_TYPE", "pmi2",
                                "SLURM_CPU_BIND_TYPE", "mask_cpu:"),
                        RANKS)
                .orElseThrow();

        assertEquals(
                new Slurm(
                        "31",
                        "0",
                        "n[1-2]",
                        "pmi2",
                        "mask_cpu",
                        List.of(new Slurm.Binding(0, "n1", "0"), new Slurm.Binding(1, "n2", "2"))),
                s);
    }

    @Test
    void mpirunsRanksInheritTheJobButNotAStep() {
        // mpirun inside a batch step of srun: Open MPI's world size marks its ranks as mpirun's
        Slurm s = SlurmJob.of(
                        Map.of(
                                "SLURM_JOB_ID", "31",
                                "SLURM_NODELIST", "n1",
                                "SLURM_STEP_ID", "0",
                                "SLURM_MPI_TYPE", "pmix",
                                "OMPI_COMM_WORLD_SIZE", "2"),
                        RANKS)
                .orElseThrow();

        assertEquals("n1", s.nodelist());
        assertNull(s.stepId());
        assertNull(s.mpiPlugin());
        assertEquals(2, s.bindings().size());
    }

    @Test
    void outsideSlurmThereIsNoSection() {
        assertTrue(SlurmJob.of(Map.of("PMIX_RANK", "0"), RANKS).isEmpty());
    }
}
