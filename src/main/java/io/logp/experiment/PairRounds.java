package io.logp.experiment;

import io.logp.data.PairSchedule;
import java.util.ArrayList;
import java.util.List;

/**
 * The order in which the pairs of P ranks are measured, as rounds of disjoint pairs. One pair at a time: P(P - 1)/2
 * rounds of one pair, (0,1), (0,2) ... (P-2,P-1). A tournament: the P - 1 rounds of the circle method (P rounds when
 * P is odd, one rank resting in each), every rank in at most one pair of a round, every pair in exactly one round.
 * The lower rank of a pair is its requester.
 */
public final class PairRounds {

    private PairRounds() {}

    public static List<List<RankPair>> of(PairSchedule schedule, int ranks) {
        if (ranks < 2) throw new IllegalArgumentException("pairs need at least 2 ranks, got " + ranks);
        return schedule == PairSchedule.SEQUENTIAL ? sequential(ranks) : tournament(ranks);
    }

    static List<List<RankPair>> sequential(int ranks) {
        List<List<RankPair>> rounds = new ArrayList<>();
        for (int i = 0; i < ranks; i++) for (int j = i + 1; j < ranks; j++) rounds.add(List.of(new RankPair(i, j)));
        return rounds;
    }

    /** The circle method: rank n-1 stays put, the others turn one place a round; an odd P gets a resting seat. */
    static List<List<RankPair>> tournament(int ranks) {
        int n = ranks % 2 == 0 ? ranks : ranks + 1;
        List<List<RankPair>> rounds = new ArrayList<>();
        for (int r = 0; r < n - 1; r++) {
            List<RankPair> round = new ArrayList<>();
            add(round, n - 1, r, ranks);
            for (int k = 1; k < n / 2; k++) add(round, (r + k) % (n - 1), (r - k + n - 1) % (n - 1), ranks);
            round.sort(java.util.Comparator.comparingInt(RankPair::requester));
            rounds.add(List.copyOf(round));
        }
        return rounds;
    }

    private static void add(List<RankPair> round, int a, int b, int ranks) {
        if (a >= ranks || b >= ranks) return;
        round.add(new RankPair(Math.min(a, b), Math.max(a, b)));
    }

    /** The pair of {@code round} that has {@code rank}, or null when the rank rests. */
    public static RankPair pairOf(List<RankPair> round, int rank) {
        for (RankPair p : round) if (p.has(rank)) return p;
        return null;
    }

    /** Whether {@code rank} takes part in no round before {@code round}. */
    public static boolean firstFor(List<List<RankPair>> rounds, int round, int rank) {
        for (int r = 0; r < round; r++) if (pairOf(rounds.get(r), rank) != null) return false;
        return true;
    }

    /** Every pair of the rounds, in order. */
    public static int pairs(List<List<RankPair>> rounds) {
        return rounds.stream().mapToInt(List::size).sum();
    }
}
