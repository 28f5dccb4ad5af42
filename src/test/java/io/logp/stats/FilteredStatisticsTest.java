package io.logp.stats;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which trials Luecke et al.'s cut-off filter removes, and the statistics of those it keeps. */
class FilteredStatisticsTest {

    private static final double EXACT = 1e-9;

    /** Median 1.5 (the 4th of 7), so a cut of 2 keeps the trials up to 3.0 and drops 3.1 and 500. */
    private static final double[] TRIALS = {1.2, 1.4, 3.0, 1.5, 500, 1.3, 3.1};

    @Test
    void cutOfTwoRemovesTrialsAboveTwiceTheMedianAndKeepsOneExactlyAtIt() {
        FilteredStatistics f = FilteredStatistics.of(TRIALS, Defaults.CUT_COEF);
        PingPongStatistics kept = f.statistics();
        // Kept: 1.2, 1.3, 1.4, 1.5, 3.0 (sum 8.4, mean 1.68); squared deviations 0.2304 + 0.1444 + 0.0784 + 0.0324 +
        // 1.7424.
        double variance = 2.228 / 4;
        assertAll(
                () -> assertEquals(2, f.removed()),
                () -> assertEquals(2.0, f.cutCoef()),
                () -> assertEquals(5, kept.n()),
                () -> assertEquals(1.2, kept.minUs(), EXACT),
                () -> assertEquals(3.0, kept.maxUs(), EXACT, "a trial at exactly 2 x median is kept"),
                () -> assertEquals(1.4, kept.medianUs(), EXACT),
                () -> assertEquals(1.68, kept.meanUs(), EXACT),
                () -> assertEquals(100 * Math.sqrt(variance) / 1.68, kept.cvPercent(), EXACT),
                () -> assertEquals(variance, kept.variance(), EXACT),
                () -> assertEquals(Math.sqrt(variance) / Math.sqrt(5), kept.stderr(), EXACT));
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        // Median (3 + 4) / 2 = 3.5, so the limit is 7.0: 7 stays, 7.1 goes.
        FilteredStatistics f = FilteredStatistics.of(new double[] {7.1, 1, 2, 3, 4, 7}, 2);
        assertEquals(1, f.removed());
        assertEquals(7, f.statistics().maxUs(), EXACT);
        assertEquals(3, f.statistics().medianUs(), EXACT);
    }

    @Test
    void theDefaultIsLueckesTwo() {
        assertEquals(2.0, Defaults.CUT_COEF);
    }

    @Test
    void aLargerCutKeepsMore() {
        FilteredStatistics f = FilteredStatistics.of(TRIALS, 400);
        assertEquals(0, f.removed());
        assertEquals(7, f.statistics().n());
        assertEquals(PingPongStatistics.of(TRIALS), f.statistics());
    }

    @Test
    void aCutBelowOneCanRemoveTrialsAtTheMedian() {
        // limit 0.9 x 1.5 = 1.35: keeps 1.2 and 1.3.
        FilteredStatistics f = FilteredStatistics.of(TRIALS, 0.9);
        assertEquals(5, f.removed());
        assertEquals(1.25, f.statistics().meanUs(), EXACT);
    }

    @Test
    void aCutThatRemovesEveryTrialIsRefused() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> FilteredStatistics.of(new double[] {2, 2, 2}, 0.5));
        assertTrue(e.getMessage().contains("removes every trial"), e.getMessage());
    }

    @Test
    void keepsEveryTrialWhenTheMedianIsNotPositive() {
        // Timer overhead subtracted: half the trials are 0, so no multiple of the median separates anything.
        FilteredStatistics f = FilteredStatistics.of(new double[] {0, 0, 0, 0.2, 9}, 2);
        assertEquals(0, f.removed());
        assertEquals(5, f.statistics().n());
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -1, Double.NaN, Double.POSITIVE_INFINITY})
    void refusesACutThatIsNotFiniteAndPositive(double cut) {
        assertThrows(IllegalArgumentException.class, () -> FilteredStatistics.of(TRIALS, cut));
    }

    @Test
    void refusesNoTrials() {
        assertThrows(IllegalArgumentException.class, () -> FilteredStatistics.of(new double[0], 2));
    }
}
