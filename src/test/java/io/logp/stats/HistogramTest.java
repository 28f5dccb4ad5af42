package io.logp.stats;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bin edges, counts, the cap on bins, the automatic width and the frequency table of distinct times. */
class HistogramTest {

    private static final double EDGE = 1e-12;
    /** The tick of a 2^22 Hz wall-clock timer in microseconds, the granularity seen in Luecke et al.'s Appendix A. */
    private static final double TICK_US = 1e6 / (1 << 22);

    private static long[] counts(Histogram h) {
        return h.bins().stream().mapToLong(Histogram.Bin::count).toArray();
    }

    @Test
    void binsStartAtTheMultipleOfTheWidthBelowTheFastestTrial() {
        Histogram h = Histogram.of(new double[] {1.19, 0.95, 2.15, 1.91}, 0.2);
        List<Histogram.Bin> bins = h.bins();
        assertEquals(7, bins.size(), bins.toString());
        for (int k = 0; k < bins.size(); k++) {
            assertEquals(0.8 + 0.2 * k, bins.get(k).fromUs(), EDGE, "from of bin " + k);
            assertEquals(1.0 + 0.2 * k, bins.get(k).toUs(), EDGE, "to of bin " + k);
        }
        assertEquals("[1, 1, 0, 0, 0, 1, 1]", Arrays.toString(counts(h)));
        assertEquals(0, h.above());
        assertEquals(4, h.total());
    }

    @Test
    void aTrialOnAnEdgeBelongsToTheBinItStarts() {
        Histogram h = Histogram.of(new double[] {1.0, 1.5, 2.0}, 0.5);
        assertEquals("[1, 1, 1]", Arrays.toString(counts(h)));
        assertEquals(2.0, h.bins().get(2).fromUs(), EDGE);
        assertEquals(2.5, h.bins().get(2).toUs(), EDGE);
    }

    @Test
    void negativeTimesGetBinsOfTheirOwn() {
        // Timer overhead subtracted: a trial can be a little below 0.
        Histogram h = Histogram.of(new double[] {-0.3, 0.1}, 0.2);
        assertEquals(-0.4, h.bins().get(0).fromUs(), EDGE);
        assertEquals("[1, 0, 1]", Arrays.toString(counts(h)));
    }

    @Test
    void equalTrialsMakeOneBin() {
        Histogram h = Histogram.of(new double[] {1.3113, 1.3113}, 0.5);
        assertEquals(1, h.bins().size());
        assertEquals(1.0, h.bins().get(0).fromUs(), EDGE);
        assertEquals(2, h.bins().get(0).count());
    }

    @Test
    void aHugeOutlierIsCountedAboveTheCappedBins() {
        Histogram h = Histogram.of(new double[] {0, 0.5, 1e6}, 1);
        assertEquals(Histogram.MAX_BINS, h.bins().size());
        assertEquals(2, h.bins().get(0).count());
        assertEquals(Histogram.MAX_BINS, h.bins().get(Histogram.MAX_BINS - 1).toUs(), EDGE);
        assertEquals(1, h.above());
        assertEquals(3, h.total());
    }

    @Test
    void totalIsTheNumberOfTrialsForRandomDataWithOutliers() {
        Random random = new Random(20090304);
        double[] samples = new double[50_000];
        for (int i = 0; i < samples.length; i++) samples[i] = 1.3 * Math.exp(0.3 * random.nextGaussian());
        samples[17] = 12500.05; // Luecke et al.'s worst interruption, far beyond MAX_BINS bins of any sane width
        samples[4242] = 570.8072;
        for (double width : new double[] {0.01, 0.1, 1, 7.5}) {
            Histogram h = Histogram.of(samples, width);
            assertEquals(samples.length, h.total(), "width " + width);
            assertTrue(h.bins().size() <= Histogram.MAX_BINS, "width " + width);
        }
        Histogram auto = Histogram.auto(samples);
        assertEquals(samples.length, auto.total());
        assertTrue(auto.above() >= 2, "the outliers lie beyond the bins of the body: " + auto.above());
    }

    @Test
    void autoWidthIsFreedmanDiaconisRoundedToAStep() {
        // 0.00 .. 9.99: the body up to the 99th percentile has IQR 4.955 and 990 trials, 2 x 4.955 / 990^(1/3) = 0.994.
        double[] samples = new double[1000];
        for (int i = 0; i < samples.length; i++) samples[i] = i * 0.01;
        assertEquals(1.0, Histogram.autoBinWidth(samples));
    }

    @Test
    void autoWidthFallsBackToSturgesWhenMostTrialsShareOneValue() {
        double[] samples = new double[1000];
        Arrays.fill(samples, 0, 800, 1.0);
        Arrays.fill(samples, 800, 950, 1.01);
        Arrays.fill(samples, 950, 1000, 2.0);
        // IQR 0; range 1 us over ceil(log2 1000) + 1 = 11 bins: 0.091, rounded to 0.1.
        assertEquals(0.1, Histogram.autoBinWidth(samples));
        assertEquals(1.0, Histogram.autoBinWidth(new double[] {2.5, 2.5, 2.5}));
    }

    @Test
    void autoWidthIsNeverBelowTheTimerTick() {
        double[] samples = new double[1000];
        Arrays.fill(samples, 0, 800, 4 * TICK_US);
        Arrays.fill(samples, 800, 950, 5 * TICK_US);
        Arrays.fill(samples, 950, 1000, 8 * TICK_US);
        // Sturges alone would give 0.1 us, and most bins of 0.1 us cannot hold any multiple of the 0.238 us tick.
        assertEquals(0.5, Histogram.autoBinWidth(samples));
    }

    @Test
    void quantisedTimesMakeNoCombOfEmptyBins() {
        Random random = new Random(3);
        double quantum = TICK_US / 8;
        double[] samples = new double[100_000];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = Math.round((1.3 + 0.05 * random.nextGaussian()) / quantum) * quantum;
        }
        // Freedman-Diaconis alone gives 0.002 us, a fifteenth of the 0.0298 us quantum.
        Histogram h = Histogram.auto(samples);
        Histogram.Bin first = h.bins().get(0);
        assertEquals(0.05, first.toUs() - first.fromUs(), EDGE);
        double p1 = new Percentile().evaluate(samples, 1);
        double p99 = new Percentile().evaluate(samples, 99);
        for (Histogram.Bin bin : h.bins()) {
            if (bin.fromUs() >= p1 && bin.toUs() <= p99) assertTrue(bin.count() > 0, "empty bin in the body: " + bin);
        }
    }

    @Test
    void autoWidthWidensUntilTheBinsReachThe99thPercentile() {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < 9000; i++) values.add(1 + 0.1 * i / 9000);
        for (int i = 1; i <= 1000; i++) values.add((double) i);
        double[] samples = values.stream().mapToDouble(Double::doubleValue).toArray();
        // Freedman-Diaconis alone gives 0.005 us; the 99th percentile (about 900 us) needs 5 us to stay in 200 bins.
        assertEquals(5.0, Histogram.autoBinWidth(samples));
        Histogram h = Histogram.auto(samples);
        assertTrue(h.above() <= samples.length / 100, "above: " + h.above());
        assertEquals(samples.length, h.total());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "0.13, 0.1",
        "0.15, 0.2",
        "0.3, 0.2",
        "0.33, 0.5",
        "0.7, 0.5",
        "0.75, 1",
        "12, 10",
        "0.0042, 0.005",
        "1, 1",
        "2, 2",
        "5, 5",
        "380, 500"
    })
    void stepsAreOneTwoOrFiveTimesAPowerOfTen(double raw, double step) {
        assertEquals(step, Histogram.step125(raw));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({"0.001, 0.002", "0.2, 0.5", "0.5, 1", "1, 2", "50, 100"})
    void theNextStepIsTheNextOfOneTwoFive(double step, double next) {
        assertEquals(next, Histogram.nextStep125(step));
    }

    @Test
    void frequenciesCountEachDistinctTimeInAscendingOrder() {
        double[] samples = new double[9];
        Arrays.fill(samples, 0, 3, 5 * TICK_US);
        Arrays.fill(samples, 3, 8, 4 * TICK_US);
        samples[8] = 8 * TICK_US;
        SortedMap<Double, Long> frequencies = Histogram.frequencies(samples);
        assertEquals(List.of(4 * TICK_US, 5 * TICK_US, 8 * TICK_US), new ArrayList<>(frequencies.keySet()));
        assertEquals(List.of(5L, 3L, 1L), new ArrayList<>(frequencies.values()));
        assertEquals(0.954, frequencies.firstKey(), 5e-4, "Appendix A's first time");
    }

    @Test
    void negativeZeroIsCountedAsZero() {
        assertEquals(Map.of(0.0, 2L), Histogram.frequencies(new double[] {-0.0, 0.0}));
    }

    @Test
    void refusesBadWidthsAndNoTrials() {
        double[] samples = {1, 2};
        assertAll(
                () -> assertThrows(IllegalArgumentException.class, () -> Histogram.of(samples, 0)),
                () -> assertThrows(IllegalArgumentException.class, () -> Histogram.of(samples, -0.2)),
                () -> assertThrows(IllegalArgumentException.class, () -> Histogram.of(samples, Double.NaN)),
                () -> assertThrows(IllegalArgumentException.class, () -> Histogram.of(new double[] {1e6}, 1e-12)),
                () -> assertThrows(IllegalArgumentException.class, () -> Histogram.of(new double[0], 1)),
                () -> assertThrows(IllegalArgumentException.class, () -> Histogram.auto(new double[0])));
    }

    /**
     * Issue 26: half round trips of a 10 ns timer lie on the edges of 0.01 us bins, and rounding put 7 in 100 a hair
     * below their edge: a comb. Each of 100 half round trips (0.50 to 0.995 us, in 5 ns steps) counted twice lands in
     * its own bin, so every bin of 0.01 us holds exactly 4 (2 times, each twice).
     */
    @Test
    void timesOnTheTimersStepsFillTheirBinsEvenly() {
        double[] samples = new double[200];
        for (int m = 0; m < 100; m++) {
            double halfRtt = ((100 + m) * 10) / 1000.0 / 2;
            samples[2 * m] = halfRtt;
            samples[2 * m + 1] = halfRtt;
        }
        Histogram h = Histogram.of(samples, 0.01);
        assertEquals(50, h.bins().size(), h.bins().toString());
        for (Histogram.Bin b : h.bins()) assertEquals(4, b.count(), b.toString());
    }
}
