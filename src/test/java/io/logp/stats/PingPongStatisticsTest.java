package io.logp.stats;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Known-value tables: every statistic worked out by hand, and Appendix C's rates and ratios. */
class PingPongStatisticsTest {

    private static final double EXACT = 1e-9;

    @Test
    void evenCountHasTheMeanOfTheTwoMiddleTrialsAsMedian() {
        // Given out of order, to show the statistics do not rely on sorted input.
        PingPongStatistics s = PingPongStatistics.of(new double[] {3, 1, 4, 2});
        double variance = 5.0 / 3; // ((1.5^2 + 0.5^2) * 2) / 3
        double stddev = Math.sqrt(variance);
        assertAll(
                () -> assertEquals(4, s.n()),
                () -> assertEquals(1, s.minUs(), EXACT),
                () -> assertEquals(2.5, s.medianUs(), EXACT),
                () -> assertEquals(2.5, s.meanUs(), EXACT),
                () -> assertEquals(4, s.maxUs(), EXACT),
                () -> assertEquals(variance, s.variance(), EXACT),
                () -> assertEquals(stddev, s.stddev(), EXACT),
                () -> assertEquals(100 * stddev / 2.5, s.cvPercent(), EXACT),
                () -> assertEquals(stddev / 2, s.stderr(), EXACT),
                () -> assertEquals(stddev / 2 / 2.5, s.rse(), EXACT));
    }

    @Test
    void oddCountHasTheMiddleTrialAsMedian() {
        // mean 3, deviations -2, -1, -1, 0, 4: sum of squares 22, variance 22/4 = 5.5.
        PingPongStatistics s = PingPongStatistics.of(new double[] {7, 1, 2, 3, 2});
        assertAll(
                () -> assertEquals(5, s.n()),
                () -> assertEquals(1, s.minUs(), EXACT),
                () -> assertEquals(2, s.medianUs(), EXACT),
                () -> assertEquals(3, s.meanUs(), EXACT),
                () -> assertEquals(7, s.maxUs(), EXACT),
                () -> assertEquals(5.5, s.variance(), EXACT),
                () -> assertEquals(Math.sqrt(5.5), s.stddev(), EXACT),
                () -> assertEquals(100 * Math.sqrt(5.5) / 3, s.cvPercent(), EXACT),
                () -> assertEquals(Math.sqrt(5.5) / Math.sqrt(5), s.stderr(), EXACT),
                () -> assertEquals(Math.sqrt(5.5) / Math.sqrt(5) / 3, s.rse(), EXACT));
    }

    @Test
    void oneTrialHasOrderStatisticsButNoSpread() {
        PingPongStatistics s = PingPongStatistics.of(new double[] {1.3113});
        assertAll(
                () -> assertEquals(1, s.n()),
                () -> assertEquals(1.3113, s.minUs()),
                () -> assertEquals(1.3113, s.medianUs()),
                () -> assertEquals(1.3113, s.meanUs()),
                () -> assertEquals(1.3113, s.maxUs()),
                () -> assertTrue(Double.isNaN(s.variance()), "variance"),
                () -> assertTrue(Double.isNaN(s.stddev()), "stddev"),
                () -> assertTrue(Double.isNaN(s.cvPercent()), "cv"),
                () -> assertTrue(Double.isNaN(s.stderr()), "stderr"),
                () -> assertTrue(Double.isNaN(s.rse()), "rse"));
    }

    @Test
    void equalTrialsHaveZeroSpread() {
        PingPongStatistics s = PingPongStatistics.of(new double[] {0.954, 0.954, 0.954});
        assertEquals(0, s.variance(), EXACT);
        assertEquals(0, s.cvPercent(), EXACT);
        assertEquals(0, s.rse(), EXACT);
    }

    @Test
    void leavesTheCallersArrayAsItWas() {
        double[] samples = {3, 1, 2};
        PingPongStatistics.of(samples);
        assertArrayEquals(new double[] {3, 1, 2}, samples);
    }

    @Test
    void communicationRatesOfAppendixC() {
        // 8-byte messages (one double): minimum 1.2451 us -> 0.6425E+01, median 1.3113 -> 0.6101E+01,
        // average 1.3227 -> 0.6048E+01, maximum 570.8072 -> 0.1402E-01 MB/s.
        assertEquals(6.425, PingPongStatistics.rateMBps(8, 1.2451), 5e-4);
        assertEquals(6.101, PingPongStatistics.rateMBps(8, 1.3113), 5e-4);
        assertEquals(6.048, PingPongStatistics.rateMBps(8, 1.3227), 5e-4);
        assertEquals(0.01402, PingPongStatistics.rateMBps(8, 570.8072), 5e-6);
        assertEquals(8 / 1.2451, PingPongStatistics.rateMBps(8, 1.2451), EXACT);
    }

    @Test
    void rateIsUndefinedForANonPositiveTime() {
        assertTrue(Double.isNaN(PingPongStatistics.rateMBps(8, 0)));
        assertEquals(0, PingPongStatistics.rateMBps(0, 1.5), EXACT);
        assertThrows(IllegalArgumentException.class, () -> PingPongStatistics.rateMBps(-1, 1));
    }

    @Test
    void refusesNoTrialsAndNonFiniteTrials() {
        assertThrows(IllegalArgumentException.class, () -> PingPongStatistics.of(new double[0]));
        assertThrows(IllegalArgumentException.class, () -> PingPongStatistics.of(new double[] {1, Double.NaN}));
        assertThrows(
                IllegalArgumentException.class,
                () -> PingPongStatistics.of(new double[] {1, Double.POSITIVE_INFINITY}));
    }
}
