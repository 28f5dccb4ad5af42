package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RttPoint;
import io.logp.finding.BulkFinding;
import io.logp.transport.sim.LogpModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Breaks of T(n) found by the segmented regression ({@link StepBreaks}): a step up at rising bandwidth is a new
 * protocol path and is reported with its position and size; noise is not.
 */
class StepBreaksTest {

    static final int[] GRID = TransferTimeRegimesTest.GRID;

    @Test
    void theSmallMessagePathIsKeptApartAndTheBulkPathsStartUpIsMeasured() throws FitException {
        // Paragon's small messages; every bulk message pays 3.5 us on a path the 16-byte one does not take, and
        // o_s grows by 0.002 us per byte. Bandwidth still rises from 16 to 24 bytes (24/23.3 > 16/19.8); in one
        // regime with the small message R came out 7% low and T0 17% low. The small message is timed by the
        // small-message experiment: it stays out of the break search, and the bulk line at 16 bytes lies the
        // start-up above it.
        double startUp = 3.5;
        double oSPerByte = 0.002;
        double gPerByte = 1 / 140.0;
        LogpModel model = new LogpModel(1.4, 2.2, 7.6, 6.3, 32, 0.02, 0, 1, 41)
                .withBulk(new LogpModel.BulkCosts(oSPerByte, 0, gPerByte, startUp));
        BulkParameters bulk = BulkRecoveryTest.simulate(model).bulk();
        String context = bulk.times().breaks().toString();

        double rate = 1 / (oSPerByte + gPerByte);
        double t0 = model.rttUs() + startUp - 16 / rate;
        assertEquals(rate, bulk.rateMBps().value(), 0.05 * rate, "R " + context);
        assertEquals(t0, bulk.t0().value(), 0.15 * t0, "T0 " + context);
        assertEquals(0, bulk.times().breakPoints().size(), context);
        BulkFinding.BulkPathStartUp path = bulk.times().smallMessagePath().orElseThrow();
        assertEquals(16, path.smallBytes());
        assertEquals(24, path.firstBulkBytes());
        assertEquals(startUp, path.stepUs(), 0.05 * startUp, path.toString());
        assertTrue(path.stepCi95Us() > 0 && path.stepCi95Us() < 0.1 * startUp, path.toString());
        assertTrue(bulk.findings().contains(path), "the fit reports it: " + bulk.findings());
        assertEquals(24, bulk.times().headline().orElseThrow().fromBytes(), "the headline starts at 24 bytes");
    }

    /** T(n) = t0 + n/rate with relative Gaussian noise; CI as written: the noise, a quarter of it, or none. */
    static List<RttPoint> noisyLine(double t0, double rate, double noise, String ci, long seed) {
        Random random = new Random(seed);
        List<RttPoint> points = new ArrayList<>();
        for (int n : GRID) {
            double t = (t0 + n / rate) * (1 + noise * random.nextGaussian());
            double ci95 =
                    switch (ci) {
                        case "honest" -> 1.96 * noise * t / Math.sqrt(1);
                        case "narrow" -> 1.96 * noise / 4 * t;
                        default -> Double.NaN;
                    };
            points.add(new RttPoint(n, t, ci95, Double.isFinite(ci95) ? 100 : -1));
        }
        return points;
    }

    @ParameterizedTest(name = "noise {0}, CIs {1}")
    @CsvSource({
        "0.02, honest", "0.04, honest", "0.08, honest",
        "0.02, narrow", "0.04, narrow", "0.08, narrow",
        "0.02, none", "0.04, none", "0.08, none",
    })
    void noiseOfTwoToEightPercentMakesNoBreak(double noise, String ci) throws FitException {
        int falseBreaks = 0;
        StringBuilder seen = new StringBuilder();
        for (long seed = 1; seed <= 25; seed++) {
            TransferTimeRegimes fit = TransferTimeRegimes.fit(noisyLine(10, 800, noise, ci, seed));
            for (TransferBreak b : fit.breakPoints()) {
                if (b.evidence() == TransferBreak.Evidence.STEP) {
                    falseBreaks++;
                    seen.append(seed).append(": ").append(b).append('\n');
                }
            }
        }
        assertEquals(0, falseBreaks, seen.toString());
    }

    @ParameterizedTest(name = "step of {0} of T")
    @CsvSource({"0.02", "0.05", "0.08", "-0.05", "-0.08"})
    void aStepOfAFewPercentIsNoProtocolBreak(double stepShare) throws FitException {
        // A real but small step at 1 KiB (a cache boundary, say), measured with 0.5% noise and honest CIs.
        Random random = new Random(3);
        List<RttPoint> points = new ArrayList<>();
        double t1k = 10 + 1024 / 800.0;
        for (int n : GRID) {
            double t = (10 + n / 800.0 + (n >= 1024 ? stepShare * t1k : 0)) * (1 + 0.005 * random.nextGaussian());
            points.add(new RttPoint(n, t, 1.96 * 0.005 * t, 100));
        }
        TransferTimeRegimes fit = TransferTimeRegimes.fit(points);
        assertEquals(0, fit.breakPoints().size(), fit.breaks().toString());
    }

    @Test
    void aFastPathToPlainEagerStepInTheMiddleIsFoundWithItsSize() throws FitException {
        // A fast path to 512 bytes, then 1.5 us more per message at the same per-byte cost; bandwidth keeps rising.
        Random random = new Random(9);
        List<RttPoint> points = new ArrayList<>();
        for (int n : GRID) {
            if (n > 65536) break;
            double t = (1.0 + n / 2000.0 + (n > 512 ? 1.5 : 0)) * (1 + 0.01 * random.nextGaussian());
            points.add(new RttPoint(n, t, 1.96 * 0.01 * t, 100));
        }
        TransferTimeRegimes fit = TransferTimeRegimes.fit(points);

        assertEquals(1, fit.breakPoints().size(), fit.breaks().toString());
        TransferBreak b = fit.breakPoints().get(0);
        assertEquals(512, b.lastBytes());
        assertEquals(768, b.firstBytes());
        assertTrue(Math.abs(b.stepUs().value() - 1.5) < b.stepUs().ci95(), b.toString());
        assertEquals(2000, fit.headline().orElseThrow().rateMBps().value(), 0.05 * 2000);
        assertEquals(2.5, fit.headline().orElseThrow().t0().value(), 0.15 * 2.5);
    }

    @Test
    void aStepDownWhereAFasterPathBeginsIsABreak() throws FitException {
        // Copy in and out of a FIFO to 24 KiB, one copy from 32 KiB: T falls by 11 us while bandwidth rises.
        Random random = new Random(13);
        List<RttPoint> points = new ArrayList<>();
        for (int n : GRID) {
            if (n < 1024) continue;
            double t = (n <= 24576 ? 1 + n / 2000.0 : 2 + n / 8000.0) * (1 + 0.01 * random.nextGaussian());
            points.add(new RttPoint(n, t, 1.96 * 0.01 * t, 100));
        }
        TransferTimeRegimes fit = TransferTimeRegimes.fit(points);

        assertEquals(1, fit.breakPoints().size(), fit.breaks().toString());
        TransferBreak b = fit.breakPoints().get(0);
        assertEquals(TransferBreak.Evidence.STEP, b.evidence());
        assertEquals(24576, b.lastBytes());
        double expected = (2 + 32768 / 8000.0) - (1 + 32768 / 2000.0);
        assertTrue(Math.abs(b.stepUs().value() - expected) < b.stepUs().ci95(), b + " against " + expected);
        assertTrue(
                fit.breaks().get(0).stepUs() + fit.breaks().get(0).stepCi95Us() < 0,
                "steps down beyond its CI: " + fit.breaks());
        assertEquals(8000, fit.headline().orElseThrow().rateMBps().value(), 0.05 * 8000);
    }

    @Test
    void theBandwidthFallBreakCarriesItsStepToo() throws FitException {
        List<RttPoint> points = new ArrayList<>();
        for (RttPoint p : TransferTimeRegimesTest.line(GRID, 0.5, 2500)) if (p.nBytes() <= 3072) points.add(p);
        for (RttPoint p : TransferTimeRegimesTest.line(GRID, 4.0, 10000)) if (p.nBytes() >= 4096) points.add(p);

        TransferBreak b = TransferTimeRegimes.fit(points).breakPoints().get(0);

        assertEquals(TransferBreak.Evidence.BANDWIDTH_FALL, b.evidence());
        assertEquals(4096, b.atBytes());
        double expected = (4.0 + 4096 / 10000.0) - (0.5 + 4096 / 2500.0);
        assertEquals(expected, b.stepUs().value(), 1e-6);
    }
}
