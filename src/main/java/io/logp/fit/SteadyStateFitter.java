package io.logp.fit;

import org.apache.commons.math3.distribution.ChiSquaredDistribution;

import java.util.Arrays;
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
 * <p>The steady part is the longest run of last points that a straight line fits: weighted by each point's
 * standard error (from its CI, or {@value #RELATIVE_ERROR_FLOOR} of T for points that come without one), accepted when chi^2 is below its {@value #ACCEPT_QUANTILE} quantile. Judging the whole run at once, rather
 * than growing it point by point, keeps one noisy point at the end from deciding where the steady part starts.
 * The fit counts as converged when the steady part has at least {@value #MIN_STEADY_POINTS} points and spans at
 * least a factor {@value #MIN_STEADY_SPAN} in M.
 */
public final class SteadyStateFitter {

    /**
     * The standard error assumed for a point whose file gives no CI: other tools often omit it, and half a percent
     * is what a careful timing of a message cost achieves.
     */
    public static final double RELATIVE_ERROR_FLOOR = 0.005;
    /** Keeps the weight of a point with a zero CI (an exact simulation) finite. */
    static final double NUMERICAL_FLOOR = 1e-9;
    /** A run of points is a line unless its chi^2 is in the top 0.1% of what noise alone gives. */
    public static final double ACCEPT_QUANTILE = 0.999;
    public static final int MIN_STEADY_POINTS = 3;
    public static final double MIN_STEADY_SPAN = 2;
    /** Converts a 95% CI half-width to a standard error. */
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
            sigma[i] = p.hasCi() ? Math.max(p.m() * p.ci95Us() / Z95, NUMERICAL_FLOOR * y[i])
                    : RELATIVE_ERROR_FLOOR * y[i];
        }
        int first = Math.max(0, n - MIN_STEADY_POINTS);
        for (int s = first - 1; s >= 0; s--) {
            if (isLine(x, y, sigma, s, n)) first = s;
        }
        boolean accepted = n - first >= MIN_STEADY_POINTS && isLine(x, y, sigma, first, n);
        LineFit line = fitRange(x, y, sigma, first, n);
        boolean converged = accepted && x[n - 1] >= MIN_STEADY_SPAN * x[first];
        return new CurveFit(delay, line.slopeEstimate(), (int) x[first], (int) x[n - 1], n - first, converged, false);
    }

    private static boolean isLine(double[] x, double[] y, double[] sigma, int from, int to) {
        int dof = to - from - 2;
        if (dof < 1) return true;
        LineFit line = fitRange(x, y, sigma, from, to);
        return line.chi2() <= new ChiSquaredDistribution(null, dof).inverseCumulativeProbability(ACCEPT_QUANTILE);
    }

    private static LineFit fitRange(double[] x, double[] y, double[] sigma, int from, int to) {
        return LineFit.fit(Arrays.copyOfRange(x, from, to), Arrays.copyOfRange(y, from, to),
                Arrays.copyOfRange(sigma, from, to));
    }
}
