package io.logp.fit;

import java.util.List;

/**
 * Finds the steady part of one signature curve and its asymptotic message cost.
 *
 * <p>The total issue time T(M) = M * cost(M) grows by exactly the bottleneck time per message once the curve is
 * steady, so the steady part is a straight line in (M, T) and its slope is the asymptote: g for D = 0,
 * o_s + o_r + D when the requester is the bottleneck. Reading the slope instead of the last point matters because
 * cost(M) = slope + c/M approaches the asymptote slowly when the window first lets requests through cheaply
 * (Culler et al. note this for two of their platforms).
 *
 * <p>The steady part is grown from the last two points backwards while each earlier point lies on the line
 * fitted to the later ones, within {@value #LINEARITY_TOLERANCE} of its total or {@value #SIGMAS} standard errors.
 * The fit counts as converged when the steady part has at least {@value #MIN_STEADY_POINTS} points and spans at
 * least a factor {@value #MIN_STEADY_SPAN} in M.
 */
public final class SteadyStateFitter {

    /** Relative deviation of T(M) from the steady line still taken as steady: below what a regime change causes. */
    public static final double LINEARITY_TOLERANCE = 0.01;
    /** Deviations within this many standard errors are noise, not a regime change. */
    public static final double SIGMAS = 3;
    public static final int MIN_STEADY_POINTS = 3;
    public static final double MIN_STEADY_SPAN = 2;
    /** Converts a 95% CI half-width to a standard error for samples of 50 or more. */
    static final double Z95 = 1.959964;

    private SteadyStateFitter() {
    }

    /** @param curve the points of one curve (one n_bytes, one D), sorted by ascending M */
    public static CurveFit fit(List<SignaturePoint> curve) {
        if (curve.isEmpty()) throw new IllegalArgumentException("empty curve");
        int n = curve.size();
        double delay = curve.get(0).delayUs();
        if (n == 1) {
            SignaturePoint p = curve.get(0);
            return new CurveFit(delay, Estimate.of(p.costUs(), p.ci95Us()), p.m(), p.m(), 1, false, false);
        }
        double[] x = new double[n];
        double[] y = new double[n];
        double[] sigma = new double[n];
        for (int i = 0; i < n; i++) {
            SignaturePoint p = curve.get(i);
            x[i] = p.m();
            y[i] = p.totalUs();
            sigma[i] = p.m() * p.ci95Us() / Z95;
        }
        int first = n - 2;
        while (first > 0 && isOnLine(x, y, sigma, first - 1, first, n)) first--;
        LineFit line = fitRange(x, y, sigma, first, n);
        int points = n - first;
        boolean converged = points >= MIN_STEADY_POINTS && x[n - 1] >= MIN_STEADY_SPAN * x[first];
        return new CurveFit(delay, line.slopeEstimate(), (int) x[first], (int) x[n - 1], points, converged, false);
    }

    private static boolean isOnLine(double[] x, double[] y, double[] sigma, int j, int from, int to) {
        LineFit line = fitRange(x, y, sigma, from, to);
        double deviation = Math.abs(y[j] - line.at(x[j]));
        double noise = Double.isFinite(sigma[j]) ? Math.hypot(sigma[j], line.seAt(x[j])) : 0;
        if (!Double.isFinite(noise)) noise = 0;
        return deviation <= Math.max(LINEARITY_TOLERANCE * y[j], SIGMAS * noise);
    }

    private static LineFit fitRange(double[] x, double[] y, double[] sigma, int from, int to) {
        return LineFit.fit(java.util.Arrays.copyOfRange(x, from, to), java.util.Arrays.copyOfRange(y, from, to),
                java.util.Arrays.copyOfRange(sigma, from, to));
    }
}
