package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.PairSchedule;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PairRoundsTest {

    @Test
    void everyScheduleMeasuresEveryPairOnceInDisjointRounds() {
        for (PairSchedule schedule : PairSchedule.values()) {
            for (int p = 2; p <= 17; p++) {
                List<List<RankPair>> rounds = PairRounds.of(schedule, p);
                Set<String> seen = new HashSet<>();
                for (List<RankPair> round : rounds) {
                    Set<Integer> busy = new HashSet<>();
                    for (RankPair pair : round) {
                        assertTrue(pair.requester() < pair.responder(), pair.toString());
                        assertTrue(pair.responder() < p, pair.toString());
                        assertTrue(busy.add(pair.requester()) && busy.add(pair.responder()), schedule + " P=" + p);
                        assertTrue(seen.add(pair.requester() + "-" + pair.responder()), "twice: " + pair);
                    }
                }
                assertEquals(p * (p - 1) / 2, seen.size(), schedule + " P=" + p);
                assertEquals(p * (p - 1) / 2, PairRounds.pairs(rounds));
            }
        }
    }

    @Test
    void aTournamentTakesPMinusOneRoundsOfHalfThePairsAndOneMoreWhenPIsOdd() {
        for (int p = 2; p <= 16; p += 2) {
            List<List<RankPair>> rounds = PairRounds.of(PairSchedule.ROUNDS, p);
            assertEquals(p - 1, rounds.size(), "P=" + p);
            for (List<RankPair> round : rounds) assertEquals(p / 2, round.size());
        }
        List<List<RankPair>> odd = PairRounds.of(PairSchedule.ROUNDS, 5);
        assertEquals(5, odd.size());
        for (List<RankPair> round : odd) assertEquals(2, round.size());
    }

    @Test
    void oneAtATimeGoesInRankOrder() {
        List<List<RankPair>> rounds = PairRounds.of(PairSchedule.SEQUENTIAL, 3);
        assertEquals(
                List.of(List.of(new RankPair(0, 1)), List.of(new RankPair(0, 2)), List.of(new RankPair(1, 2))), rounds);
        assertNull(PairRounds.pairOf(rounds.get(0), 2), "rank 2 rests in the first round");
        assertTrue(PairRounds.firstFor(rounds, 1, 2));
        assertFalse(PairRounds.firstFor(rounds, 2, 2));
    }

    @Test
    void theDefaultIsOneAtATimeUpTo32Ranks() {
        assertEquals(PairSchedule.SEQUENTIAL, PairSchedule.defaultFor(32));
        assertEquals(PairSchedule.ROUNDS, PairSchedule.defaultFor(33));
    }
}
