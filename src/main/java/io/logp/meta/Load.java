package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The load on the ranks' machine around every phase, sampled by rank 0 between phases (never inside a timed loop):
 * how many processes were runnable, and how much CPU time other processes took on the cores the ranks may run on. Rank
 * 0 sees its own machine only, so ranks on other hosts are not covered.
 *
 * @param cores  the CPUs the ranks on rank 0's machine may run on, as Linux lists them ("0-1")
 * @param phases one entry per phase, in the order they ran
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Load(String cores, List<Phase> phases) {

    public Load {
        phases = phases == null ? List.of() : List.copyOf(phases);
    }

    /** This record with {@code phase} added at the end. */
    public Load with(Phase phase) {
        List<Phase> all = new java.util.ArrayList<>(phases);
        all.add(phase);
        return new Load(cores, all);
    }

    /**
     * One phase.
     *
     * @param phase            its name (signature, rtt, bulk, contention, collectives, pingpong, queues)
     * @param seconds          its wall-clock time
     * @param before           the machine when it started
     * @param after            the machine when it ended
     * @param coreCount        how many CPUs {@link Load#cores()} lists
     * @param ranksCpuSeconds  the CPU time the ranks on this machine used during it
     * @param othersCpuSeconds the CPU time other processes used on the ranks' cores during it: the cores' busy time
     *                         (/proc/stat) less the ranks' own
     * @param competitors      the other processes allowed on the ranks' cores that used CPU time during it, most first
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Phase(
            String phase,
            double seconds,
            Sample before,
            Sample after,
            int coreCount,
            double ranksCpuSeconds,
            double othersCpuSeconds,
            List<Competitor> competitors) {

        public Phase {
            competitors = competitors == null ? List.of() : List.copyOf(competitors);
        }

        /** The share of the ranks' cores' time other processes took, 0 when unknown. */
        public double othersShare() {
            double available = seconds * coreCount;
            return available > 0 ? othersCpuSeconds / available : 0;
        }
    }

    /**
     * The machine at one moment.
     *
     * @param loadAverage the one-minute load average (/proc/loadavg)
     * @param runnable    the processes runnable or running then, this rank's sampling thread included (/proc/stat
     *                    procs_running)
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Sample(Double loadAverage, Integer runnable) {}

    /**
     * Another process that ran where the ranks may run.
     *
     * @param pid        its process id
     * @param comm       its name as the kernel keeps it (/proc/PID/comm, at most 15 characters)
     * @param cpuSeconds the CPU time it used during the phase
     * @param cpus       the CPUs it may run on
     * @param logp       true when it is another logp run's process (its command line names io.logp)
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Competitor(long pid, String comm, double cpuSeconds, String cpus, boolean logp) {}
}
