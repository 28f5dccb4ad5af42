package io.logp.data;

import java.util.ArrayList;
import java.util.List;

/**
 * What a collectives run measures: the ops, the sizes, the group sizes P, the clock the launches are timed and
 * scheduled with, how the clocks are synchronised, and whether the timer checks run first.
 *
 * @param ops            collectives to time, in order
 * @param sizes          bytes per rank, ascending; the barrier is timed once per P (n = 0) and the reductions only
 *                       at whole numbers of doubles
 * @param ranks          group sizes P, ascending, each >= 2: the first P ranks of the job
 * @param wtime          time with MPI_Wtime instead of System.nanoTime
 * @param sync           clock synchronisation algorithm
 * @param patience       round trips without a smaller RTT after which a pair's synchronisation stops (MPIPerf's d)
 * @param timerChecks    run WaitPatternNull and WaitPatternUp with each clock first
 * @param perRank        also write every rank's own times
 * @param settings       launches, stopping rule, statistics
 * @param budgetSeconds  cap on the whole experiment; points not reached are listed in meta.json
 */
public record CollectivePlan(
        List<CollectiveOp> ops,
        int[] sizes,
        int[] ranks,
        TimerChoice timer,
        SyncAlgorithm sync,
        int patience,
        boolean timerChecks,
        boolean perRank,
        CollectiveSettings settings,
        double budgetSeconds) {

    /** Cap on one pair's synchronisation round trips, for links whose RTT keeps finding new minima. */
    public static final int MAX_SYNC_ROUNDS = 100_000;

    public CollectivePlan {
        ops = List.copyOf(ops);
        if (ops.isEmpty()) throw new IllegalArgumentException("no collective to time");
        for (int i = 0; i < ranks.length; i++) {
            if (ranks[i] < 2 || (i > 0 && ranks[i] <= ranks[i - 1]))
                throw new IllegalArgumentException("rank counts must be >= 2 and ascending");
        }
        if (patience < 1) throw new IllegalArgumentException("sync patience must be >= 1");
        if (!(budgetSeconds > 0)) throw new IllegalArgumentException("budget must be > 0 s");
    }

    /** The sizes {@code op} is timed at: 0 for the barrier, the whole-double sizes for a reduction. */
    public int[] sizesOf(CollectiveOp op) {
        if (!op.sized()) return new int[] {0};
        List<Integer> out = new ArrayList<>();
        for (int n : sizes) if (!op.reduction() || n % CollectiveOp.REDUCTION_ELEMENT_BYTES == 0) out.add(n);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Points to measure: every op at each of its sizes, for every P. */
    public int points() {
        int perP = 0;
        for (CollectiveOp op : ops) perP += sizesOf(op).length;
        return perP * ranks.length;
    }

    public String timerLabel() {
        return timer.clockName();
    }

    public int largestBytes() {
        return sizes.length == 0 ? 0 : sizes[sizes.length - 1];
    }
}
