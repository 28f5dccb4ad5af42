package io.logp.job;

import io.logp.data.RankPlacement;
import io.logp.meta.Slurm;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** meta.json's {@code slurm} section from what Slurm tells a rank in its environment. */
final class SlurmJob {

    private SlurmJob() {}

    /** The job of this rank, with every rank's binding; empty outside Slurm (no SLURM_JOB_ID). */
    static Optional<Slurm> of(Map<String, String> env, List<RankPlacement> ranks) {
        String job = env.get("SLURM_JOB_ID");
        if (job == null || job.isBlank()) return Optional.empty();
        // A step's own variables only when srun started this rank: mpirun's ranks inherit the batch script's.
        boolean srun = env.containsKey("SLURM_STEP_ID") && !env.containsKey("OMPI_COMM_WORLD_SIZE");
        String bind = env.get("SLURM_CPU_BIND_TYPE");
        return Optional.of(new Slurm(
                job,
                srun ? env.get("SLURM_STEP_ID") : null,
                env.getOrDefault("SLURM_JOB_NODELIST", env.get("SLURM_NODELIST")),
                srun ? env.get("SLURM_MPI_TYPE") : null,
                srun && bind != null ? bind.replace(":", "") : null,
                ranks.stream()
                        .map(r -> new Slurm.Binding(r.rank(), r.host(), r.cpus()))
                        .toList()));
    }
}
