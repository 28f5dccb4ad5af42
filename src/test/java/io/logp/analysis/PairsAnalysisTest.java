package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.PairRtt;
import io.logp.finding.Finding;
import io.logp.finding.PairFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PairsAnalysisTest {

    private static final List<String> HOSTS = List.of("a", "a", "b", "b");

    /** Every pair of 4 ranks (a, a, b, b): 1 us CIs, 10 us on a host, 50 us across, {@code slow} us more on some. */
    private static List<PairRtt> pairs(int slowI, int slowJ, int slowRank, double slowUs) {
        List<PairRtt> pairs = new ArrayList<>();
        for (int i = 0; i < 4; i++)
            for (int j = i + 1; j < 4; j++) {
                boolean same = HOSTS.get(i).equals(HOSTS.get(j));
                double rtt = (same ? 10 : 50) + 0.1 * i + 0.05 * j;
                if ((i == slowI && j == slowJ) || i == slowRank || j == slowRank) rtt += slowUs;
                pairs.add(new PairRtt(i, j, HOSTS.get(i), HOSTS.get(j), rtt, 1, 300, 1, Optional.empty()));
            }
        return pairs;
    }

    private static List<Finding> slow(PairsAnalysis a) {
        return a.findings().stream()
                .filter(f -> f instanceof PairFinding.SlowPair || f instanceof PairFinding.SlowRank)
                .toList();
    }

    @Test
    void table3SplitsThePairsOnOneHostFromThoseAcrossHosts() {
        PairsAnalysis a = PairsAnalysis.of(pairs(-1, -1, -1, 0), HOSTS, 0.2, PairsAnalysis.Notes.NONE);
        assertEquals(
                List.of(PairsAnalysis.Kind.ALL, PairsAnalysis.Kind.SAME_HOST, PairsAnalysis.Kind.ACROSS_HOSTS),
                a.spreads().stream().map(PairsAnalysis.Spread::kind).toList());
        PairsAnalysis.Spread same = a.spreads().get(1);
        assertEquals(2, same.count());
        assertEquals(List.of(0, 1), List.of(same.min().i(), same.min().j()));
        assertEquals(List.of(2, 3), List.of(same.max().i(), same.max().j()));
        PairsAnalysis.Spread across = a.spreads().get(2);
        assertEquals(4, across.count());
        assertEquals(List.of(), slow(a), "the two kinds differ, but no pair stands out from its own");
        assertEquals(List.of(0, 1, 2, 3), a.ranks());
    }

    @Test
    void aSlowLinkIsExactlyThatPair() {
        PairsAnalysis a = PairsAnalysis.of(pairs(1, 3, -1, 30), HOSTS, 0.2, PairsAnalysis.Notes.NONE);
        List<Finding> slow = slow(a);
        assertEquals(1, slow.size(), slow.toString());
        PairFinding.SlowPair s = (PairFinding.SlowPair) slow.get(0);
        assertEquals(List.of(1, 3, "a", "b"), List.of(s.i(), s.j(), s.hostI(), s.hostJ()));
    }

    @Test
    void aSlowNodeIsEveryPairWithItAndTheRankNamed() {
        List<String> four = List.of("a", "b", "c", "d");
        List<PairRtt> pairs = new ArrayList<>();
        for (int i = 0; i < 4; i++)
            for (int j = i + 1; j < 4; j++)
                pairs.add(new PairRtt(
                        i, j, four.get(i), four.get(j), i == 2 || j == 2 ? 260 : 60, 3, 300, 1, Optional.empty()));
        PairsAnalysis a = PairsAnalysis.of(pairs, four, 0.2, PairsAnalysis.Notes.NONE);
        List<Finding> slow = slow(a);
        assertEquals(new PairFinding.SlowRank(2, "c", 3, 260, 60), slow.get(0));
        assertEquals(
                List.of("0-2", "1-2", "2-3"),
                slow.subList(1, slow.size()).stream()
                        .map(f -> ((PairFinding.SlowPair) f).i() + "-" + ((PairFinding.SlowPair) f).j())
                        .toList());
        assertEquals(
                200, a.spreads().get(0).max().rttUs() - a.spreads().get(0).min().rttUs(), 1e-9);
    }

    @Test
    void aPairWithinTheMarginOrItsCiIsNotSlow() {
        List<PairRtt> pairs = new ArrayList<>(
                pairs(-1, -1, -1, 0).stream().filter(p -> !p.sameHost()).toList());
        // 50.x us across hosts: 64 us is 28% above, but its CI of 5 us brings it within 20% of the median's bound.
        pairs.set(0, new PairRtt(0, 2, "a", "b", 64, 5, 300, 1, Optional.empty()));
        PairsAnalysis a = PairsAnalysis.of(pairs, HOSTS, 0.2, PairsAnalysis.Notes.NONE);
        assertEquals(List.of(), slow(a));
        PairsAnalysis tighter = PairsAnalysis.of(pairs, HOSTS, 0.05, PairsAnalysis.Notes.NONE);
        assertEquals(1, slow(tighter).size(), "a 5% margin flags it");
    }

    @Test
    void roundsAndTheBudgetAreSaid() {
        PairsAnalysis a = PairsAnalysis.of(
                pairs(-1, -1, -1, 0).subList(0, 4),
                HOSTS,
                0.2,
                new PairsAnalysis.Notes(3, 2, List.of(List.of(1, 2), List.of(0, 3)), 10));
        assertTrue(
                a.findings().contains(new PairFinding.PairsContended(2, 3)),
                a.findings().toString());
        assertTrue(
                a.findings()
                        .contains(new PairFinding.PairsNotReached(
                                2, 6, 10, List.of(new PairFinding.Ranks(1, 2), new PairFinding.Ranks(0, 3)))),
                a.findings().toString());
    }
}
