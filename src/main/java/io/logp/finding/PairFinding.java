package io.logp.finding;

import java.util.List;

/** What the round trips of every pair of ranks say: slow pairs (a link or path), slow ranks (a node), gaps. */
public sealed interface PairFinding extends Finding {

    /**
     * A pair whose RTT exceeds the median of its kind (pairs on one host, or across hosts) beyond both CIs by the
     * margin: its RTT's lower bound is above (1 + margin) times the median's upper bound.
     *
     * @param sameHost     both ranks on one host
     * @param medianUs     the median RTT of the pairs of its kind
     * @param medianCi95Us the median of their CIs, the median's own
     * @param margin       the margin, 0.2 for 20%
     */
    record SlowPair(
            int i,
            int j,
            String hostI,
            String hostJ,
            boolean sameHost,
            double rttUs,
            double ci95Us,
            double medianUs,
            double medianCi95Us,
            double margin)
            implements PairFinding {}

    /**
     * A slow pair measured while other processes took the ranks' cores, by as much CPU time as its excess or more:
     * the load can explain it, so it is a doubt, not a slow link.
     *
     * @param pair             the pair, as it would have been reported
     * @param excessUs         its trials' time beyond the median's: (RTT - median) x the trials it kept
     * @param othersCpuSeconds the CPU time other processes took on the ranks' cores during the pairs
     * @param othersShare      that time's share of the cores' time (0.6: 60%)
     * @param processes        the busiest of them, most first
     */
    record SlowPairUnderLoad(
            SlowPair pair,
            double excessUs,
            double othersCpuSeconds,
            double othersShare,
            List<RunFinding.Competitor> processes)
            implements PairFinding {}

    /**
     * A rank slow with every partner: every pair it is in is a {@link SlowPair}, so the node (or its own link) is
     * slow, not one path.
     *
     * @param partners      its partners, all slow
     * @param medianRttUs   the median RTT of its pairs
     * @param othersMedianUs the median RTT of the pairs without it
     */
    record SlowRank(int rank, String host, int partners, double medianRttUs, double othersMedianUs)
            implements PairFinding {}

    /** Two ranks of a pair, requester first. */
    record Ranks(int i, int j) {}

    /** Pairs the budget did not reach. */
    record PairsNotReached(int notReached, int total, double budgetSeconds, List<Ranks> pairs) implements PairFinding {}

    /** The pairs were measured in rounds, {@code pairsAtOnce} at once: what they share they contend for. */
    record PairsContended(int pairsAtOnce, int rounds) implements PairFinding {}

    /** Two ranks, one pair: no median to stand out from. */
    record SinglePair() implements PairFinding {}
}
