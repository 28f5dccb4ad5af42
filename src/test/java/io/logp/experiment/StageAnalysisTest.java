package io.logp.experiment;

import static io.logp.experiment.LaunchStage.LATE;
import static io.logp.experiment.LaunchStage.OVERRAN;
import static io.logp.experiment.LaunchStage.VALID;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * A stage's gathered records (per rank: times x capacity, states x capacity, last end) combined by hand: a launch's
 * time is the largest rank time, it is valid only when valid on every rank, and the slot grows only when too many
 * launches were invalid.
 */
class StageAnalysisTest {

    private static final double EXACT = 1e-9;
    private static final int CAPACITY = 4;

    /**
     * Rank 0: 100, 200 (late), 300; rank 1: 150, 180 (overran), 250 (overran). The fourth slot is beyond the count
     * and holds values that must be ignored.
     */
    private static final double[] TWO_RANKS = gathered(
            rank(new double[] {100, 200, 300, 9_999}, new double[] {VALID, LATE, VALID, LATE}, 5_000),
            rank(new double[] {150, 180, 250, 9_999}, new double[] {VALID, OVERRAN, OVERRAN, OVERRAN}, 5_200));

    @Test
    void theStatesAreDistinct() {
        assertEquals(0, VALID);
        assertEquals(1, LATE);
        assertEquals(2, OVERRAN);
        assertNotEquals(LATE, OVERRAN);
    }

    @Test
    void aLaunchTakesItsSlowestRankAndIsValidOnlyWhenValidEverywhere() {
        StageAnalysis a = StageAnalysis.of(TWO_RANKS, CAPACITY, 3);

        assertArrayEquals(new double[] {150, 200, 300}, a.timesNs(), EXACT);
        assertArrayEquals(new boolean[] {true, false, false}, a.valid());
        assertEquals(5_200, a.endNs(), EXACT, "the latest end of any rank");
        assertEquals(2, a.rankTimesNs().length);
        assertArrayEquals(new double[] {100, 200, 300}, a.rankTimesNs()[0], EXACT);
        assertArrayEquals(new double[] {150, 180, 250}, a.rankTimesNs()[1], EXACT);
    }

    @Test
    void aLaunchLateOnOneRankAndOverrunOnAnotherCountsAsLate() {
        StageAnalysis a = StageAnalysis.of(TWO_RANKS, CAPACITY, 3);

        assertEquals(1, a.late(), "launch 1: late on rank 0, overran on rank 1");
        assertEquals(1, a.overran(), "launch 2: on time everywhere, overran on rank 1");
        assertEquals(2, a.invalid());
    }

    @Test
    void everyLaunchValidOnEveryRank() {
        double[] g = gathered(
                rank(new double[] {10, 20, 30, 40}, new double[] {VALID, VALID, VALID, VALID}, 700),
                rank(new double[] {15, 5, 35, 45}, new double[] {VALID, VALID, VALID, VALID}, 650));
        StageAnalysis a = StageAnalysis.of(g, CAPACITY, 4);

        assertArrayEquals(new double[] {15, 20, 35, 45}, a.timesNs(), EXACT);
        assertArrayEquals(new boolean[] {true, true, true, true}, a.valid());
        assertEquals(0, a.late());
        assertEquals(0, a.overran());
        assertEquals(700, a.endNs(), EXACT);
    }

    @Test
    void tooManyInvalidLaunchesAfterALateEndLengthenTheSlotToTheStageAverage() {
        StageAnalysis a = StageAnalysis.of(TWO_RANKS, CAPACITY, 3);
        // 2 invalid > 0.25 x 3; the stage took (5200 - 1000) / 3 = 1400 per launch, above the 1000 slot.
        assertEquals(1.1 * 1_400, a.nextSlotNs(1_000, 1_000, 0.25, 1.1), EXACT);
        assertEquals(1.1 * 1_400, a.nextSlotNs(1_000, 1_000, 0.5, 1.1), EXACT, "2 > 0.5 x 3 = 1.5");
    }

    @Test
    void tooManyInvalidLaunchesInAStageThatEndedOnScheduleStillLengthenTheSlot() {
        double[] g = gathered(
                rank(new double[] {100, 200, 300, 0}, new double[] {LATE, LATE, VALID, 0}, 3_800),
                rank(new double[] {100, 200, 300, 0}, new double[] {VALID, LATE, VALID, 0}, 3_900));
        StageAnalysis a = StageAnalysis.of(g, CAPACITY, 3);
        assertEquals(2, a.late());
        // (3900 - 1000) / 3 = 966.7 would shorten the 1000 slot: the slot itself is lengthened instead.
        assertEquals(1.1 * 1_000, a.nextSlotNs(1_000, 1_000, 0.25, 1.1), EXACT);
    }

    @Test
    void fewEnoughInvalidLaunchesKeepTheSlot() {
        StageAnalysis a = StageAnalysis.of(TWO_RANKS, CAPACITY, 3);
        assertEquals(1_000, a.nextSlotNs(1_000, 1_000, 0.7, 1.1), EXACT, "2 <= 0.7 x 3 = 2.1");

        double[] g = gathered(
                rank(new double[] {10, 20, 30, 40}, new double[] {VALID, VALID, OVERRAN, VALID}, 9_000),
                rank(new double[] {10, 20, 30, 40}, new double[] {VALID, VALID, VALID, VALID}, 9_000));
        StageAnalysis one = StageAnalysis.of(g, CAPACITY, 4);
        assertEquals(1, one.invalid());
        assertEquals(1_000, one.nextSlotNs(1_000, 1_000, 0.25, 1.1), EXACT, "1 <= 0.25 x 4 exactly");
        assertEquals(1.1 * 2_000, one.nextSlotNs(1_000, 1_000, 0.2, 1.1), EXACT, "1 > 0.2 x 4; (9000-1000)/4");
    }

    private static double[] rank(double[] times, double[] states, double lastEnd) {
        double[] r = new double[2 * CAPACITY + 1];
        System.arraycopy(times, 0, r, 0, CAPACITY);
        System.arraycopy(states, 0, r, CAPACITY, CAPACITY);
        r[2 * CAPACITY] = lastEnd;
        return r;
    }

    private static double[] gathered(double[]... ranks) {
        double[] g = new double[ranks.length * (2 * CAPACITY + 1)];
        for (int i = 0; i < ranks.length; i++) System.arraycopy(ranks[i], 0, g, i * ranks[i].length, ranks[i].length);
        return g;
    }
}
