package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The Slurm job a run ran in, as its ranks saw it; absent outside Slurm.
 *
 * @param jobId     SLURM_JOB_ID
 * @param stepId    SLURM_STEP_ID, when srun started the ranks (a step of the job); absent when mpirun did
 * @param nodelist  the job's nodes, in Slurm's compressed form (SLURM_JOB_NODELIST, e.g. "node[01-04]")
 * @param mpiPlugin srun's PMI plugin (SLURM_MPI_TYPE: pmix, pmi2, none); absent when srun did not start the ranks
 * @param cpuBind   the binding srun applied (SLURM_CPU_BIND_TYPE without its colon: mask_cpu, cores, none, ...)
 * @param bindings  every rank's CPUs as it found them, in rank order
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Slurm(
        String jobId, String stepId, String nodelist, String mpiPlugin, String cpuBind, List<Binding> bindings) {

    public Slurm {
        bindings = bindings == null ? List.of() : bindings;
    }

    /**
     * One rank's binding.
     *
     * @param rank its rank in the job
     * @param host its host
     * @param cpus the CPUs it may run on, as the OS lists them ("0" or "0-1")
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Binding(Integer rank, String host, String cpus) {}
}
