package io.logp.stats;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** MPIPerf's trimmed mean of the valid launches, checked against values worked out by hand. */
class TrimmedStatisticsTest {

    private static final double EXACT = 1e-12;
    private static final double T_QUANTILE = 1e-6;

    /** Student-t quantiles with 3 degrees of freedom, from tables. */
    private static final double T_975_3 = 3.182446305;

    private static final double T_95_3 = 2.353363435;
    private static final double T_995_3 = 5.840909309;

    private static final double[] ONE_TO_EIGHT = {1, 2, 3, 4, 5, 6, 7, 8};

    @Test
    void aQuarterTrimOfEightDropsTwoOnEachSide() {
        TrimmedStatistics s = TrimmedStatistics.of(ONE_TO_EIGHT, 0.25, 0.95);
        // Kept 3, 4, 5, 6: mean 4.5, squared deviations 2.25 + 0.25 + 0.25 + 2.25 = 5, variance 5/3.
        double sd = Math.sqrt(5.0 / 3);
        assertAll(
                () -> assertEquals(4.5, s.meanUs(), EXACT),
                () -> assertEquals(sd / 2, s.seUs(), EXACT),
                () -> assertEquals(T_975_3 * sd / 2, s.halfWidthUs(), T_QUANTILE),
                () -> assertEquals(4.5 - T_975_3 * sd / 2, s.ciLowUs(), T_QUANTILE),
                () -> assertEquals(4.5 + T_975_3 * sd / 2, s.ciHighUs(), T_QUANTILE),
                () -> assertEquals(1, s.minUs(), EXACT, "min over every valid launch, not the kept ones"),
                () -> assertEquals(8, s.maxUs(), EXACT, "max over every valid launch, not the kept ones"),
                () -> assertEquals(0.95, s.confidence()),
                () -> assertEquals(8, s.valid()),
                () -> assertEquals(4, s.kept()),
                () -> assertEquals(sd / 2 / 4.5, s.relativeError(), EXACT));
    }

    @Test
    void theOrderOfTheTimesDoesNotMatter() {
        double[] shuffled = {6, 1, 8, 3, 5, 2, 7, 4};
        assertEquals(TrimmedStatistics.of(ONE_TO_EIGHT, 0.25, 0.95), TrimmedStatistics.of(shuffled, 0.25, 0.95));
        TrimmedStatistics s = TrimmedStatistics.of(shuffled, 0.25, 0.95);
        assertEquals(4.5, s.meanUs(), EXACT);
        assertEquals(1, s.minUs(), EXACT);
        assertEquals(8, s.maxUs(), EXACT);
    }

    @Test
    void theInputIsNotModified() {
        double[] times = {6, 1, 8, 3, 5, 2, 7, 4};
        double[] copy = times.clone();
        TrimmedStatistics.of(times, 0.25, 0.95);
        assertArrayEquals(copy, times);
    }

    @Test
    void nineValuesDropTheFloorOfTwoAndAQuarter() {
        // floor(0.25 x 9) = 2 each side: kept 3..7, mean 5, squared deviations 4 + 1 + 0 + 1 + 4 = 10, variance 2.5.
        TrimmedStatistics s = TrimmedStatistics.of(new double[] {9, 8, 7, 6, 5, 4, 3, 2, 1}, 0.25, 0.95);
        assertEquals(9, s.valid());
        assertEquals(5, s.kept());
        assertEquals(5, s.meanUs(), EXACT);
        assertEquals(Math.sqrt(2.5) / Math.sqrt(5), s.seUs(), EXACT);
        assertEquals(1, s.minUs(), EXACT);
        assertEquals(9, s.maxUs(), EXACT);
    }

    @Test
    void threeValuesWithAQuarterTrimDropNone() {
        // floor(0.75) = 0: kept 1, 2, 6; mean 3, squared deviations 4 + 1 + 9 = 14, variance 7.
        TrimmedStatistics s = TrimmedStatistics.of(new double[] {6, 1, 2}, 0.25, 0.95);
        assertEquals(3, s.valid());
        assertEquals(3, s.kept());
        assertEquals(3, s.meanUs(), EXACT);
        assertEquals(Math.sqrt(7) / Math.sqrt(3), s.seUs(), EXACT);
    }

    @Test
    void trimZeroKeepsEveryTime() {
        // mean 4.5, squared deviations 2 x (12.25 + 6.25 + 2.25 + 0.25) = 42, variance 6.
        TrimmedStatistics s = TrimmedStatistics.of(ONE_TO_EIGHT, 0, 0.95);
        assertEquals(8, s.kept());
        assertEquals(8, s.valid());
        assertEquals(4.5, s.meanUs(), EXACT);
        assertEquals(Math.sqrt(6) / Math.sqrt(8), s.seUs(), EXACT);
    }

    @Test
    void aTrimThatLeavesOneTimeHasNoStandardError() {
        // floor(0.49 x 3) = 1 each side: only the middle time, 2, is kept.
        TrimmedStatistics s = TrimmedStatistics.of(new double[] {5, 2, 1}, 0.49, 0.95);
        assertEquals(1, s.kept());
        assertEquals(3, s.valid());
        assertEquals(2, s.meanUs(), EXACT);
        assertEquals(1, s.minUs(), EXACT);
        assertEquals(5, s.maxUs(), EXACT);
        assertTrue(Double.isNaN(s.seUs()));
        assertTrue(Double.isNaN(s.halfWidthUs()));
    }

    @Test
    void oneTimeIsItsOwnMeanWithoutStandardErrorOrInterval() {
        TrimmedStatistics s = TrimmedStatistics.of(new double[] {7.25}, 0.25, 0.95);
        assertAll(
                () -> assertEquals(7.25, s.meanUs(), EXACT),
                () -> assertEquals(7.25, s.minUs(), EXACT),
                () -> assertEquals(7.25, s.maxUs(), EXACT),
                () -> assertTrue(Double.isNaN(s.seUs())),
                () -> assertTrue(Double.isNaN(s.halfWidthUs())),
                () -> assertTrue(Double.isNaN(s.ciLowUs())),
                () -> assertTrue(Double.isNaN(s.ciHighUs())),
                () -> assertTrue(Double.isNaN(s.relativeError())),
                () -> assertEquals(1, s.valid()),
                () -> assertEquals(1, s.kept()));
    }

    @Test
    void theIntervalUsesTheQuantileOfTheChosenConfidence() {
        double se = Math.sqrt(5.0 / 3) / 2;
        TrimmedStatistics ninety = TrimmedStatistics.of(ONE_TO_EIGHT, 0.25, 0.90);
        TrimmedStatistics ninetyNine = TrimmedStatistics.of(ONE_TO_EIGHT, 0.25, 0.99);
        assertEquals(T_95_3 * se, ninety.halfWidthUs(), T_QUANTILE);
        assertEquals(T_995_3 * se, ninetyNine.halfWidthUs(), T_QUANTILE);
        assertEquals(0.90, ninety.confidence());
        assertEquals(0.99, ninetyNine.confidence());
        assertEquals(se, ninety.seUs(), EXACT, "the standard error does not depend on the confidence");
        assertEquals(se, ninetyNine.seUs(), EXACT);
    }

    @Test
    void noTimesGiveNone() {
        assertEquals(TrimmedStatistics.none(0.95), TrimmedStatistics.of(new double[0], 0.25, 0.95));
    }

    @Test
    void noneHasNaNValuesAndZeroCounts() {
        TrimmedStatistics s = TrimmedStatistics.none(0.99);
        assertAll(
                () -> assertTrue(Double.isNaN(s.meanUs())),
                () -> assertTrue(Double.isNaN(s.seUs())),
                () -> assertTrue(Double.isNaN(s.minUs())),
                () -> assertTrue(Double.isNaN(s.maxUs())),
                () -> assertTrue(Double.isNaN(s.halfWidthUs())),
                () -> assertTrue(Double.isNaN(s.relativeError())),
                () -> assertEquals(0.99, s.confidence()),
                () -> assertEquals(0, s.valid()),
                () -> assertEquals(0, s.kept()));
    }

    @Test
    void relativeErrorIsStandardErrorOverMean() {
        TrimmedStatistics s = new TrimmedStatistics(20, 0.5, 19, 22, 1, 0.95, 10, 6, 20, 19.5, 20.5);
        assertEquals(0.025, s.relativeError(), EXACT);
        assertEquals(19, s.ciLowUs(), EXACT);
        assertEquals(21, s.ciHighUs(), EXACT);
    }

    @ParameterizedTest(name = "trim {0}")
    @ValueSource(doubles = {-0.01, 0.5, 0.75, Double.NaN})
    void aTrimOutsideZeroToAHalfIsRejected(double trim) {
        assertThrows(IllegalArgumentException.class, () -> TrimmedStatistics.of(ONE_TO_EIGHT, trim, 0.95));
    }

    @ParameterizedTest(name = "confidence {0}")
    @ValueSource(doubles = {0, 1, -0.5, 1.5, Double.NaN})
    void aConfidenceOutsideZeroToOneIsRejected(double confidence) {
        assertThrows(IllegalArgumentException.class, () -> TrimmedStatistics.of(ONE_TO_EIGHT, 0.25, confidence));
    }

    @ParameterizedTest(name = "time {0}")
    @ValueSource(doubles = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY})
    void aNonFiniteTimeIsRejected(double bad) {
        assertThrows(
                IllegalArgumentException.class, () -> TrimmedStatistics.of(new double[] {1, 2, bad, 4}, 0.25, 0.95));
        assertThrows(IllegalArgumentException.class, () -> TrimmedStatistics.of(new double[] {bad}, 0, 0.95));
    }

    @Test
    void theDefaultTrimIsAQuarter() {
        assertEquals(0.25, Defaults.COLLECTIVE_TRIM);
    }

    @Test
    void theMediansIntervalIsTheOrderStatisticsABinomialCountAllows() {
        // 30 launches 1..30 at 95%: P(Binomial(30, 1/2) <= 9) = 0.0214 < 0.025 <= P(<= 10) = 0.0494, so the
        // interval runs from the 10th to the 21st value, and covers the median with probability 1 - 2 x 0.0214.
        double[] times = new double[30];
        for (int i = 0; i < times.length; i++) times[i] = i + 1;
        TrimmedStatistics s = TrimmedStatistics.of(times, 0.25, 0.95);
        assertEquals(15.5, s.medianUs(), EXACT);
        assertEquals(10, s.medianLowUs(), EXACT);
        assertEquals(21, s.medianHighUs(), EXACT);
        // At 99%: P(<= 7) = 0.0026 < 0.005 <= P(<= 8) = 0.0081: the 8th to the 23rd.
        TrimmedStatistics wide = TrimmedStatistics.of(times, 0.25, 0.99);
        assertEquals(8, wide.medianLowUs(), EXACT);
        assertEquals(23, wide.medianHighUs(), EXACT);
    }

    @Test
    void tooFewLaunchesHaveAMedianButNoInterval() {
        // Five launches: even the widest interval [x(1), x(5)] covers the median with only 1 - 2/32 = 0.9375 < 0.95.
        TrimmedStatistics s = TrimmedStatistics.of(new double[] {5, 1, 4, 2, 3}, 0.25, 0.95);
        assertEquals(3, s.medianUs(), EXACT);
        assertTrue(Double.isNaN(s.medianLowUs()));
        assertTrue(Double.isNaN(s.medianHighUs()));
        assertTrue(!s.meanAndMedianDisagree(), "an unknown interval disagrees with nothing");
    }
}
