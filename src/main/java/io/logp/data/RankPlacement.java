package io.logp.data;

/**
 * Where one rank runs.
 *
 * @param rank     rank in the job
 * @param host     host name
 * @param pid      operating-system process id
 * @param cpus     CPUs the process may run on, as the OS lists them (e.g. "0" or "0-1"); empty when unknown
 * @param machine  the kernel's boot id: equal for "hosts" that are containers or network namespaces of one machine,
 *                 which share its processors; empty when unknown
 */
public record RankPlacement(int rank, String host, long pid, String cpus, String machine) {

    public RankPlacement(int rank, String host, long pid, String cpus) {
        this(rank, host, pid, cpus, "");
    }
}
