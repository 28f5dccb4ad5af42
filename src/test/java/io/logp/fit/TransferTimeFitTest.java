package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Ts and Tc recovered from sweeps made with known values, and the ranges each needs. */
class TransferTimeFitTest {

    private static final double TS_US = 0.2;
    private static final double BANDWIDTH_MBPS = 5000;
    private static final double TC_US_PER_BYTE = 1 / BANDWIDTH_MBPS;
    private static final int SMALL = Defaults.LATENCY_MAX_BYTES;
    private static final int LARGE = Defaults.BANDWIDTH_MIN_BYTES;

    /** 1 B to 4 MiB in powers of two, each size `repeats` times, as the Janus sweep. */
    private static int[] powersOfTwo(int repeats) {
        int[] sizes = new int[23 * repeats];
        for (int i = 0; i < sizes.length; i++) sizes[i] = 1 << (i / repeats);
        return sizes;
    }

    private static double[] exactTimes(int[] sizes) {
        return Arrays.stream(sizes).mapToDouble(n -> TS_US + TC_US_PER_BYTE * n).toArray();
    }

    @Test
    void recoversTsAndTcFromAnExactLine() {
        int[] sizes = powersOfTwo(1);
        TransferTimeFit fit = TransferTimeFit.fit(sizes, exactTimes(sizes), null, SMALL, LARGE);
        assertAll(
                () -> assertEquals(TS_US, fit.tsUs(), 1e-9),
                () -> assertEquals(TC_US_PER_BYTE, fit.tcUsPerByte(), 1e-9),
                () -> assertEquals(BANDWIDTH_MBPS, fit.bandwidthMBps(), 1e-6),
                () -> assertEquals(1, fit.tsFromBytes()),
                () -> assertEquals(1024, fit.tsToBytes()),
                () -> assertEquals(65536, fit.tcFromBytes()),
                () -> assertEquals(4194304, fit.tcToBytes()),
                () -> assertEquals(0, fit.tsCi95Us(), 1e-9, "no scatter, no uncertainty"),
                () -> assertEquals(TS_US + TC_US_PER_BYTE * 1e6, fit.timeUs(1e6), 1e-9));
    }

    @Test
    void recoversThemWithinTwoPercentFromOnePercentNoise() {
        Random random = new Random(42);
        int[] sizes = powersOfTwo(4);
        double[] times = exactTimes(sizes);
        double[] ci = new double[sizes.length];
        for (int i = 0; i < times.length; i++) {
            ci[i] = 1.959964 * 0.01 * times[i];
            times[i] *= 1 + 0.01 * random.nextGaussian();
        }
        for (double[] cis : new double[][] {null, ci}) {
            String how = cis == null ? "unweighted" : "weighted";
            TransferTimeFit fit = TransferTimeFit.fit(sizes, times, cis, SMALL, LARGE);
            assertAll(
                    how,
                    () -> assertEquals(TS_US, fit.tsUs(), 0.02 * TS_US),
                    () -> assertEquals(TC_US_PER_BYTE, fit.tcUsPerByte(), 0.02 * TC_US_PER_BYTE),
                    () -> assertEquals(BANDWIDTH_MBPS, fit.bandwidthMBps(), 0.02 * BANDWIDTH_MBPS),
                    () -> assertTrue(Math.abs(fit.tsUs() - TS_US) <= fit.tsCi95Us() * 2, "Ts CI covers: " + fit),
                    () -> assertTrue(
                            fit.bandwidthCi95MBps() > 0 && fit.bandwidthCi95MBps() < 0.05 * BANDWIDTH_MBPS,
                            "bandwidth CI: " + fit));
        }
    }

    @Test
    void bandwidthCiIsPropagatedFromTheSlope() {
        Random random = new Random(7);
        int[] sizes = powersOfTwo(3);
        double[] times = exactTimes(sizes);
        for (int i = 0; i < times.length; i++) times[i] *= 1 + 0.01 * random.nextGaussian();
        TransferTimeFit fit = TransferTimeFit.fit(sizes, times, null, SMALL, LARGE);
        double tc = fit.tcUsPerByte();
        assertEquals(1 / tc, fit.bandwidthMBps(), 1e-9);
        assertEquals(fit.tcCi95() / (tc * tc), fit.bandwidthCi95MBps(), 1e-9 * fit.bandwidthCi95MBps());
    }

    @Test
    void theMiddleSizesDoNotEnterEitherLine() {
        int[] sizes = powersOfTwo(1);
        double[] times = exactTimes(sizes);
        // A protocol switch: 2 KiB .. 32 KiB take 10 us longer. Neither line may see it.
        for (int i = 0; i < sizes.length; i++) if (sizes[i] > SMALL && sizes[i] < LARGE) times[i] += 10;
        TransferTimeFit fit = TransferTimeFit.fit(sizes, times, null, SMALL, LARGE);
        assertEquals(TS_US, fit.tsUs(), 1e-9);
        assertEquals(TC_US_PER_BYTE, fit.tcUsPerByte(), 1e-9);
    }

    @Test
    void weightsFavourTheTighterPoints() {
        // Small range: 1 B and 1024 B are on the line, 512 B is 1 us off but with a CI 100 times wider.
        int[] sizes = {1, 512, 1024, 65536, 131072};
        double[] times = exactTimes(sizes);
        times[1] += 1;
        double[] ci = {0.001, 0.1, 0.001, 0.01, 0.01};
        TransferTimeFit weighted = TransferTimeFit.fit(sizes, times, ci, SMALL, LARGE);
        TransferTimeFit unweighted = TransferTimeFit.fit(sizes, times, null, SMALL, LARGE);
        assertTrue(Math.abs(weighted.tsUs() - TS_US) < 0.01, "weighted Ts: " + weighted.tsUs());
        assertTrue(Math.abs(unweighted.tsUs() - TS_US) > 0.3, "unweighted Ts: " + unweighted.tsUs());
    }

    @Test
    void anUnknownCiInARangeMakesThatLineUnweighted() {
        int[] sizes = {1, 512, 1024, 65536, 131072};
        double[] times = exactTimes(sizes);
        times[1] += 1;
        double[] ci = {0.001, Double.NaN, 0.001, 0.01, 0.01};
        TransferTimeFit partly = TransferTimeFit.fit(sizes, times, ci, SMALL, LARGE);
        TransferTimeFit none = TransferTimeFit.fit(sizes, times, null, SMALL, LARGE);
        assertEquals(none.tsUs(), partly.tsUs(), 1e-12);
    }

    @Test
    void tooFewSizesInARangeIsNamed() {
        int[] sizes = {8, 8, 65536, 131072};
        double[] times = exactTimes(sizes);
        IllegalArgumentException small = assertThrows(
                IllegalArgumentException.class, () -> TransferTimeFit.fit(sizes, times, null, SMALL, LARGE));
        assertTrue(small.getMessage().contains("latency range (n_bytes <= 1024"), small.getMessage());
        assertTrue(small.getMessage().contains("got 1 [8]"), small.getMessage());

        int[] fewLarge = {8, 64, 65536};
        IllegalArgumentException large = assertThrows(
                IllegalArgumentException.class,
                () -> TransferTimeFit.fit(fewLarge, exactTimes(fewLarge), null, SMALL, LARGE));
        assertTrue(large.getMessage().contains("bandwidth range (n_bytes >= 65536"), large.getMessage());
    }

    @Test
    void aFlatLargeRangeHasNoBandwidth() {
        int[] sizes = {1, 2, 65536, 131072};
        double[] times = {1, 1, 5, 5};
        TransferTimeFit fit = TransferTimeFit.fit(sizes, times, null, SMALL, LARGE);
        assertEquals(0, fit.tcUsPerByte(), 1e-15);
        assertTrue(Double.isNaN(fit.bandwidthMBps()));
        assertTrue(Double.isNaN(fit.bandwidthCi95MBps()));
    }

    @Test
    void refusesMismatchedOrInvalidInput() {
        assertAll(
                () -> assertThrows(
                        IllegalArgumentException.class,
                        () -> TransferTimeFit.fit(new int[] {1, 2}, new double[] {1}, null, SMALL, LARGE)),
                () -> assertThrows(
                        IllegalArgumentException.class,
                        () -> TransferTimeFit.fit(
                                new int[] {1, 2}, new double[] {1, 2}, new double[] {1}, SMALL, LARGE)),
                () -> assertThrows(
                        IllegalArgumentException.class,
                        () -> TransferTimeFit.fit(
                                new int[] {-1, 2, 70000, 80000}, new double[] {1, 2, 3, 4}, null, SMALL, LARGE)),
                () -> assertThrows(
                        IllegalArgumentException.class,
                        () -> TransferTimeFit.fit(
                                new int[] {1, 2, 70000, 80000},
                                new double[] {1, Double.NaN, 3, 4},
                                null,
                                SMALL,
                                LARGE)));
    }
}
