package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RttPoint;
import io.logp.finding.BulkFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.junit.jupiter.api.Test;

class TransferTimeRegimesTest {

    static final int[] GRID = {
        16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288, 16384,
        24576, 32768, 49152, 65536, 131072, 262144, 524288, 1048576
    };

    /** T(n) = t0 + n / rate at every size, with a 2% CI. */
    static List<RttPoint> line(int[] sizes, double t0, double rate) {
        List<RttPoint> points = new ArrayList<>();
        for (int n : sizes) {
            double t = t0 + n / rate;
            points.add(new RttPoint(n, t, 0.02 * t, 500));
        }
        return points;
    }

    @Test
    void oneProtocolGivesOneRegimeWithItsExactT0AndR() throws FitException {
        TransferTimeRegimes fit = TransferTimeRegimes.fit(line(GRID, 20.0, 140));

        assertEquals(1, fit.regimes().size(), fit.breaks().toString());
        TransferRegime r = fit.headline().orElseThrow();
        assertEquals(20.0, r.t0().value(), 1e-6);
        assertEquals(140, r.rateMBps().value(), 1e-6);
        assertEquals(16, r.fromBytes());
        assertEquals(1048576, r.toBytes());
        assertEquals(java.util.Optional.empty(), r.t0Finding());
    }

    @Test
    void eagerToRendezvousJumpSplitsTheRegimesWhereBandwidthFalls() throws FitException {
        // Shared memory as measured here: an eager regime to 3 KiB, then a rendezvous regime with a 4 us start-up.
        List<RttPoint> points = new ArrayList<>();
        for (RttPoint p : line(GRID, 0.5, 2500)) if (p.nBytes() <= 3072) points.add(p);
        for (RttPoint p : line(GRID, 4.0, 10000)) if (p.nBytes() >= 4096) points.add(p);

        TransferTimeRegimes fit = TransferTimeRegimes.fit(points);

        assertEquals(2, fit.regimes().size(), fit.breaks().toString());
        assertEquals(3072, fit.regimes().get(0).toBytes());
        assertEquals(4096, fit.regimes().get(1).fromBytes());
        assertEquals(3072, fit.breaks().get(0).lastBytes(), fit.breaks().toString());
        assertEquals(4096, fit.breaks().get(0).firstBytes(), fit.breaks().toString());
        assertEquals(0.5, fit.regimes().get(0).t0().value(), 1e-6);
        assertEquals(2500, fit.regimes().get(0).rateMBps().value(), 1e-3);
        TransferRegime headline = fit.headline().orElseThrow();
        assertEquals(4096, headline.fromBytes());
        assertEquals(10000, headline.rateMBps().value(), 1e-2);
        assertEquals(4.0, headline.t0().value(), 1e-6);
        assertEquals(fit.regimes().get(1), fit.regimeOf(65536).orElseThrow());
    }

    @Test
    void aNegativeInterceptIsReportedAsNoStartUpTime() throws FitException {
        // A line with T0 = -0.2 us: bandwidth falls slowly with n (by less than the break threshold per step).
        TransferTimeRegimes fit = TransferTimeRegimes.fit(line(new int[] {4000, 6000, 8000, 12000, 16000}, -0.2, 1000));

        assertEquals(1, fit.regimes().size(), fit.breaks().toString());
        TransferRegime r = fit.regimes().get(0);
        assertEquals(-0.2, r.t0().value(), 1e-9);
        assertEquals(BulkFinding.T0Reason.NEGATIVE, r.t0Finding().orElseThrow().reason());
    }

    @Test
    void anInterceptWithinItsCiOfZeroSaysSo() throws FitException {
        List<RttPoint> points = new ArrayList<>();
        Random random = new Random(5);
        for (int n = 100_000; n <= 1_000_000; n += 100_000) {
            double t = n / 5000.0 * (1 + 0.01 * random.nextGaussian());
            points.add(new RttPoint(n, t, 0.02 * t, 500));
        }
        TransferRegime r = TransferTimeRegimes.fit(points).regimes().get(0);

        assertTrue(r.t0().value() - r.t0().ci95() <= 0 && r.t0().value() + r.t0().ci95() >= 0, r.toString());
        assertTrue(
                java.util.Set.of(BulkFinding.T0Reason.INDISTINGUISHABLE_FROM_ZERO, BulkFinding.T0Reason.NEGATIVE)
                        .contains(r.t0Finding().orElseThrow().reason()),
                r.toString());
        assertEquals(5000, r.rateMBps().value(), 0.02 * 5000);
    }

    @Test
    void timesWithoutConfidenceIntervalsGetTheOrdinaryLeastSquaresLine() throws FitException {
        // Another tool's rtt.csv with empty ci95_us: 3% noise at the bandwidth plateau must not make breaks, and
        // the line is Commons Math's ordinary least squares.
        Random random = new Random(11);
        List<RttPoint> points = new ArrayList<>();
        SimpleRegression reference = new SimpleRegression();
        for (int n : GRID) {
            double t = (10 + n / 800.0) * (1 + 0.03 * random.nextGaussian());
            points.add(new RttPoint(n, t, Double.NaN, -1));
            reference.addData(n, t);
        }
        TransferTimeRegimes fit = TransferTimeRegimes.fit(points);

        assertEquals(1, fit.regimes().size(), fit.breaks().toString());
        TransferRegime r = fit.headline().orElseThrow();
        assertEquals(reference.getIntercept(), r.t0().value(), 1e-9);
        assertEquals(reference.getSlope(), r.usPerByte().value(), 1e-15);
        assertEquals(800, r.rateMBps().value(), 0.05 * 800);
    }

    @Test
    void aDropWithinTheConfidenceIntervalsIsNoBreak() throws FitException {
        // 15% fall of bandwidth, but the two times' CIs (20%) cover it.
        List<RttPoint> points = List.of(
                new RttPoint(1000, 1.0, 0.2, 100),
                new RttPoint(2000, 2.35, 0.47, 100),
                new RttPoint(4000, 4.3, 0.1, 100));
        assertEquals(1, TransferTimeRegimes.fit(points).regimes().size());
    }

    @Test
    void aLoneSizeAfterABreakHasNoLineAndTheHeadlineComesFromTheLastFittedRegime() throws FitException {
        List<RttPoint> points = new ArrayList<>(line(new int[] {1024, 2048, 4096, 8192}, 1.0, 5000));
        points.add(new RttPoint(16384, 10.0, 0.1, 100));

        TransferTimeRegimes fit = TransferTimeRegimes.fit(points);

        assertEquals(2, fit.regimes().size());
        TransferRegime lone = fit.regimes().get(1);
        assertEquals(1, lone.points());
        assertTrue(!lone.t0().isKnown() && !lone.hasLine() && lone.t0Finding().isEmpty(), lone.toString());
        assertEquals(1024, fit.headline().orElseThrow().fromBytes());
    }

    @Test
    void repeatedSizesAndNoSizesAreRefused() {
        FitException twice = assertThrows(
                FitException.class,
                () -> TransferTimeRegimes.fit(List.of(new RttPoint(64, 1, 0.1, 10), new RttPoint(64, 1.1, 0.1, 10))));
        assertTrue(twice.getMessage().contains("n_bytes = 64"), twice.getMessage());
        assertThrows(FitException.class, () -> TransferTimeRegimes.fit(List.of()));
    }
}
