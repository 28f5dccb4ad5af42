package io.logp.experiment;

import io.logp.stats.TrimmedStatistics;
import java.util.List;

/**
 * One collective at one size over one group, timed the MPIPerf way, with the loop-of-k time beside it.
 *
 * @param name          the op's label (or the wait pattern's)
 * @param nBytes        bytes per rank (0 for the barrier and the wait patterns)
 * @param ranks         P, the group's size
 * @param stats         trimmed statistics of the valid launches' times (the largest rank time of each)
 * @param launches      launches timed (stage 0 excluded)
 * @param rankStats     per rank, the same statistics of its own times in the valid launches
 * @param stages        stages run after stage 0
 * @param slotUs        slot length of the last stage
 * @param late          launches some rank started late
 * @param overran       launches that ended after their slot
 * @param stopReason    why the stages stopped
 * @param loopUs        loop of k launches after a barrier: rank 0's mean time per launch (NaN when not run)
 * @param loopMaxUs     the same, the largest over the ranks
 * @param jitMs         the JIT compiler's run time during the timed stages, the largest over the ranks (ms)
 * @param compiledStages stages left out because the compiler ran during them on some rank (counted in launches)
 */
public record CollectiveTiming(
        String name,
        int nBytes,
        int ranks,
        TrimmedStatistics stats,
        int launches,
        List<TrimmedStatistics> rankStats,
        int stages,
        double slotUs,
        int late,
        int overran,
        String stopReason,
        double loopUs,
        double loopMaxUs,
        double jitMs,
        int compiledStages) {

    public CollectiveTiming {
        rankStats = List.copyOf(rankStats);
    }

    public int valid() {
        return stats.valid();
    }
}
