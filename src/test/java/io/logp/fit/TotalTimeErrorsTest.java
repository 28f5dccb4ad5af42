package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.SignaturePoint;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The errors {@link TotalTimeErrors} gives the points of a curve with CIs. */
class TotalTimeErrorsTest {

    private static final int[] MS = {16, 24, 32, 48, 64, 96, 128};

    private static List<SignaturePoint> curve(double[] relativeCis) {
        List<SignaturePoint> points = new ArrayList<>();
        for (int i = 0; i < MS.length; i++) {
            double cost = 7.6 - 40.0 / MS[i];
            points.add(new SignaturePoint(0, 0, MS[i], cost, relativeCis[i] * cost, 150));
        }
        return points;
    }

    private static double[] sigmas(List<SignaturePoint> curve) {
        double[] x = SteadyStateFitter.ms(curve);
        double[] y = SteadyStateFitter.totals(curve);
        return TotalTimeErrors.of(curve, x, y).fixedSigmas();
    }

    @Test
    void aPointWhoseCiCameOutSmallByChanceGetsItsNeighboursError() {
        // The point at M = 64 claims 0.2% among neighbours at 2 to 4%: it is trusted to the median of its
        // neighbourhood (48..128: 2.5, 3, 0.2, 2, 4 % -> 2.5%), not ten times more than them.
        double[] relative = {0.03, 0.02, 0.03, 0.025, 0.002, 0.02, 0.04};
        List<SignaturePoint> curve = curve(relative);
        double[] sigma = sigmas(curve);

        SignaturePoint lucky = curve.get(4);
        assertEquals(lucky.m() * 0.025 * lucky.costUs() / SteadyStateFitter.Z95, sigma[4], 1e-12);
        // A point at or above its neighbourhood's median keeps its own error.
        SignaturePoint noisy = curve.get(6);
        assertEquals(noisy.m() * noisy.ci95Us() / SteadyStateFitter.Z95, sigma[6], 1e-12);
    }

    @Test
    void aCiThatShrinksSteadilyWithMKeepsTheErrorsOfAllButTheLastPoints() {
        // Each trial times M messages, so a CI may genuinely fall like 1/sqrt(M): a point's neighbourhood then has
        // its own value as median, and no weight is taken away. The neighbourhoods of the last two points are shifted
        // inwards (M = 48..128), so they get the median of M = 64, sqrt(2) and sqrt(1.5) times their own: a loss of
        // weight where a lucky CI would otherwise do the most harm, at the end of the steady part.
        double[] relative = new double[MS.length];
        for (int i = 0; i < MS.length; i++) relative[i] = 0.04 / Math.sqrt(MS[i]);
        List<SignaturePoint> curve = curve(relative);
        double[] expected = new double[MS.length];
        for (int i = 0; i < MS.length; i++) {
            SignaturePoint p = curve.get(i);
            double trusted = i < MS.length - 2 ? relative[i] : relative[4];
            expected[i] = p.m() * trusted * p.costUs() / SteadyStateFitter.Z95;
        }
        assertArrayEquals(expected, sigmas(curve), 1e-12);
    }
}
