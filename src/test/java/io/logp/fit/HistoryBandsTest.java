package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A series with a known step: the band of the runs before, where a run leaves it, and the level after. */
class HistoryBandsTest {

    /** Six runs at 1.40 with a spread of 0.01, then three at 1.60. */
    static final List<Estimate> STEP = List.of(
            Estimate.of(1.40, 0.005),
            Estimate.of(1.41, 0.005),
            Estimate.of(1.39, 0.005),
            Estimate.of(1.40, 0.005),
            Estimate.of(1.41, 0.005),
            Estimate.of(1.39, 0.005),
            Estimate.of(1.60, 0.005),
            Estimate.of(1.61, 0.005),
            Estimate.of(1.59, 0.005));

    @Test
    void theStepIsNamedOnceAtTheRunThatMadeIt() {
        List<HistoryBands.Point> points = HistoryBands.of(STEP);
        List<Integer> moved = IntStream.range(0, points.size())
                .filter(i -> points.get(i).moved())
                .boxed()
                .toList();
        assertEquals(List.of(6), moved);
        HistoryBands.Point step = points.get(6);
        assertEquals(6, step.baseline());
        assertEquals(1.40, step.band().mean(), 1e-12);
        // t(0.975, 5) = 2.5706 x sd 0.008944 x sqrt(1 + 1/6)
        assertEquals(2.570582 * 0.008944272 * Math.sqrt(7.0 / 6), step.band().betweenCi95(), 1e-5);
        // After the step the band is the new level's: runs 8 and 9 rest on fewer than 3 runs and are not judged.
        assertEquals(6, points.get(7).levelStart());
        assertFalse(points.get(7).judged());
        assertFalse(points.get(8).judged());
    }

    @Test
    void fewerThanThreeRunsGiveNoBand() {
        List<HistoryBands.Point> points = HistoryBands.of(STEP);
        for (int i = 0; i < HistoryBands.MIN_BASELINE; i++)
            assertFalse(points.get(i).judged(), "run " + i);
        assertTrue(points.get(HistoryBands.MIN_BASELINE).judged());
    }

    @Test
    void aRunWhoseCiReachesIntoTheBandHasNotMoved() {
        List<Estimate> values = new ArrayList<>(STEP.subList(0, 6));
        // 0.04 beyond the mean, the band's half-width is 0.0248: outside by its value, inside by its CI of 0.02.
        values.add(Estimate.of(1.44, 0.02));
        assertFalse(HistoryBands.of(values).get(6).moved());
        values.set(6, Estimate.of(1.44, 0.01));
        assertTrue(HistoryBands.of(values).get(6).moved());
    }

    @Test
    void unknownValuesAreSkippedNotJudged() {
        List<Estimate> values = new ArrayList<>(STEP.subList(0, 4));
        values.add(Estimate.unknown());
        values.add(Estimate.of(1.60, 0.005));
        List<HistoryBands.Point> points = HistoryBands.of(values);
        assertFalse(points.get(4).moved());
        assertEquals(4, points.get(5).baseline(), "the unknown run adds nothing to the band");
        assertTrue(points.get(5).moved());
    }
}
