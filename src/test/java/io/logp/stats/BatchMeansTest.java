package io.logp.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import org.junit.jupiter.api.Test;

/**
 * {@link BatchMeans} on inputs small enough to compute by hand: every stopping decision of the experiments reads its
 * mean, CI and relative CI, so each is checked against a known value. The Student t quantiles are from tables
 * (t(0.975, 1) = 12.7062, t(0.975, 2) = 4.3027, t(0.975, 4) = 2.7764), not from the code under test.
 */
class BatchMeansTest {

    /** The experiments' cut: trials above three batch medians are interruptions. */
    private static final double CUT = Defaults.OUTLIER_CUT;

    private static final double T_975_1 = 12.706204736174707;
    private static final double T_975_2 = 4.302652729911275;
    private static final double T_975_4 = 2.7764451051977987;

    @Test
    void threeBatchesOfThree() {
        // Batch means 2, 5, 8: mean 5, s = sqrt((9 + 0 + 9) / 2) = 3, half-width t(0.975, 2) * 3 / sqrt(3).
        BatchMeans b = BatchMeans.of(new double[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, 9, 3, CUT);

        assertEquals(3, b.batches());
        assertEquals(9, b.trials());
        assertEquals(9, b.kept());
        assertEquals(5.0, b.mean(), 1e-12);
        assertEquals(T_975_2 * Math.sqrt(3), b.ci95(), 1e-9);
        assertEquals(7.4524, b.ci95(), 1e-4);
        assertEquals(T_975_2 * Math.sqrt(3) / 5, b.relativeCi(), 1e-9);
    }

    @Test
    void twoBatchesUseTOnOneDegreeOfFreedom() {
        // Means 1 and 3: s = sqrt(2), half-width t(0.975, 1) * sqrt(2) / sqrt(2) = 12.706.
        BatchMeans b = BatchMeans.of(new double[] {1, 1, 3, 3}, 4, 2, CUT);

        assertEquals(2.0, b.mean(), 1e-12);
        assertEquals(T_975_1, b.ci95(), 1e-9);
        assertEquals(T_975_1 / 2, b.relativeCi(), 1e-9);
    }

    @Test
    void fiveBatchesOfOne() {
        // Means 1.0, 1.2, 0.9, 1.1, 1.3: mean 1.1, s = sqrt(0.1 / 4) = 0.158114, half-width 2.7764 * s / sqrt(5).
        BatchMeans b = BatchMeans.of(new double[] {1.0, 1.2, 0.9, 1.1, 1.3}, 5, 1, CUT);

        assertEquals(5, b.batches());
        assertEquals(1.1, b.mean(), 1e-12);
        assertEquals(T_975_4 * Math.sqrt(0.1 / 4) / Math.sqrt(5), b.ci95(), 1e-9);
        assertEquals(0.196324, b.ci95(), 1e-6);
        assertEquals(0.178477, b.relativeCi(), 1e-6);
    }

    @Test
    void oneBatchHasAMeanButNoCi() {
        BatchMeans b = BatchMeans.of(new double[] {2, 4, 6}, 3, 3, CUT);

        assertEquals(1, b.batches());
        assertEquals(4.0, b.mean(), 1e-12);
        assertTrue(Double.isNaN(b.ci95()), "one batch mean has no spread: " + b.ci95());
        assertEquals(Double.POSITIVE_INFINITY, b.relativeCi(), "a stopping rule never stops on one batch");
    }

    @Test
    void noBatchHasNeitherMeanNorCi() {
        BatchMeans b = new BatchMeans(CUT);

        assertEquals(0, b.batches());
        assertEquals(0, b.trials());
        assertTrue(Double.isNaN(b.mean()));
        assertTrue(Double.isNaN(b.ci95()));
        assertEquals(Double.POSITIVE_INFINITY, b.relativeCi());
    }

    @Test
    void identicalBatchesHaveAZeroCi() {
        BatchMeans b = BatchMeans.of(new double[] {0.5, 0.5, 0.5, 0.5, 0.5, 0.5}, 6, 2, CUT);

        assertEquals(0.5, b.mean(), 1e-12);
        assertEquals(0.0, b.ci95(), 0.0);
        assertEquals(0.0, b.relativeCi(), 0.0);
    }

    @Test
    void relativeCiOfANonPositiveMeanIsInfinite() {
        // A relative accuracy of a mean at or below 0 means nothing: the rule must keep measuring (or hit its cap).
        assertEquals(
                Double.POSITIVE_INFINITY,
                BatchMeans.of(new double[] {-1, -3}, 2, 1, CUT).relativeCi());
        assertEquals(
                Double.POSITIVE_INFINITY,
                BatchMeans.of(new double[] {-1, 1}, 2, 1, CUT).relativeCi());
    }

    @Test
    void trialsAboveThreeMediansOfTheirBatchAreLeftOut() {
        // Batch {1, 1, 1, 10}: median 1, 10 > 3 x 1 is an interruption, batch mean 1. Batch {2, 2, 2, 5}: median 2,
        // 5 <= 6 stays, batch mean 11/4. Over both: mean (1 + 2.75) / 2.
        BatchMeans b = BatchMeans.of(new double[] {1, 1, 1, 10, 2, 2, 2, 5}, 8, 4, CUT);

        assertEquals(8, b.trials());
        assertEquals(7, b.kept());
        assertEquals((1 + 2.75) / 2, b.mean(), 1e-12);
        assertEquals(T_975_1 * Math.abs(2.75 - 1) / Math.sqrt(2) / Math.sqrt(2), b.ci95(), 1e-9);
    }

    @Test
    void aBatchWithoutPositiveMedianKeepsEveryTrial() {
        BatchMeans b = new BatchMeans(CUT);
        b.add(new double[] {0, 0, 5}, 0, 3);

        assertEquals(3, b.kept());
        assertEquals(5.0 / 3, b.mean(), 1e-12);
    }

    @Test
    void addReadsOnlyItsRangeOfTheArray() {
        double[] samples = {100, 100, 1, 2, 3, 100};
        BatchMeans b = new BatchMeans(CUT);
        b.add(samples, 2, 3);

        assertEquals(2.0, b.mean(), 1e-12);
        assertEquals(3, b.trials());
        assertEquals(100, samples[0], "the caller's samples are not reordered");
        assertEquals(1, samples[2]);
    }

    @Test
    void manyBatchesGrowBeyondTheInitialCapacity() {
        // 40 batches of one trial each, values 1..40: mean 20.5, s^2 = 40 * 41 / 12 = 136.667 (variance of 1..n).
        double[] samples = new double[40];
        for (int i = 0; i < 40; i++) samples[i] = i + 1;
        BatchMeans b = BatchMeans.of(samples, 40, 1, CUT);

        assertEquals(40, b.batches());
        assertEquals(20.5, b.mean(), 1e-12);
        double t39 = 2.0226909; // t(0.975, 39), to the 7 decimals of a table
        assertEquals(t39 * Math.sqrt(40.0 * 41 / 12) / Math.sqrt(40), b.ci95(), 1e-6);
    }

    @Test
    void copyIsASnapshotThatLaterBatchesDoNotChange() {
        BatchMeans b = BatchMeans.of(new double[] {1, 1, 3, 3}, 4, 2, CUT);
        BatchMeans snapshot = b.copy();

        b.add(new double[] {20, 20}, 0, 2);

        assertEquals(2, snapshot.batches());
        assertEquals(4, snapshot.trials());
        assertEquals(2.0, snapshot.mean(), 1e-12);
        assertEquals(T_975_1, snapshot.ci95(), 1e-9);
        assertEquals(3, b.batches());
        assertEquals(8.0, b.mean(), 1e-12);
        // and the other way round: adding to the copy leaves the original alone
        snapshot.add(new double[] {5}, 0, 1);
        assertEquals(3, b.batches());
        assertEquals(8.0, b.mean(), 1e-12);
    }

    @Test
    void invalidBatchesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new BatchMeans(CUT).add(new double[] {1}, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new BatchMeans(0), "no cut");
        assertThrows(
                IllegalArgumentException.class,
                () -> BatchMeans.of(new double[] {1, 2, 3}, 3, 2, CUT),
                "not whole batches");
        assertThrows(
                IllegalArgumentException.class,
                () -> BatchMeans.of(new double[] {1}, 1, 2, CUT),
                "fewer than one batch");
        assertThrows(IllegalArgumentException.class, () -> BatchMeans.of(new double[] {1}, 1, 0, CUT), "empty batches");
    }
}
