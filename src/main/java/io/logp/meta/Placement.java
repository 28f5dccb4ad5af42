package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.logp.data.RankPlacement;
import java.util.List;

/**
 * Where the ranks ran.
 *
 * @param ranks every rank with its host, process and CPUs, in rank order
 * @param hosts the distinct hosts, in the order of their first rank
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Placement(List<Rank> ranks, List<String> hosts) {

    public Placement {
        ranks = ranks == null ? List.of() : ranks;
        hosts = hosts == null ? List.of() : hosts;
    }

    /** The placement as the transport gathered it. */
    public static Placement of(List<RankPlacement> placement) {
        return new Placement(
                placement.stream().map(Rank::of).toList(),
                placement.stream().map(RankPlacement::host).distinct().toList());
    }

    /**
     * One rank.
     *
     * @param rank    its rank in the job
     * @param host    host name
     * @param pid     operating-system process id (0 on the simulated network)
     * @param cpus    CPUs it may run on, as the OS lists them ("0" or "0-1"); empty when unknown
     * @param machine the kernel's boot id, equal for "hosts" that are containers or network namespaces of one
     *                machine, which share its cores; empty when unknown
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Rank(Integer rank, String host, Long pid, String cpus, String machine) {

        public static Rank of(RankPlacement p) {
            return new Rank(p.rank(), p.host(), p.pid(), p.cpus(), p.machine());
        }
    }
}
