package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.SignaturePoint;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * Finds the steady part of one signature curve and its asymptotic message cost.
 *
 * <p>The total issue time T(M) = M * cost(M) grows by exactly the bottleneck time per message once the curve is
 * steady, so the steady part is a straight line in (M, T) and its slope is the asymptote: g for D = 0,
 * o_s + o_r + D when the requester is the bottleneck. Reading the slope instead of the last point matters because
 * cost(M) = slope + c/M approaches the asymptote slowly when the window first lets requests through cheaply
 * (Culler et al. note this for two of their platforms).
 *
 * <p>The steady part is the longest run of last points that a straight line fits, judged on the whole run at once
 * (rather than grown point by point, so that one noisy point at the end does not decide where it starts):
 * <ul>
 *   <li>weighted by each point's standard error: from its CI, or for a curve without CIs from the curve's own
 *       scatter, at most {@value #RELATIVE_ERROR_FLOOR} of T ({@link TotalTimeErrors});</li>
 *   <li>chi^2 below its {@value #ACCEPT_QUANTILE} quantile;</li>
 *   <li>the run's first point on the line through the others, within the same 0.1% tail of its own and the line's
 *       error: T's error grows with M, so the small-M points weigh most, and a free intercept would otherwise take
 *       the last point of the transition into the steady part and tilt it;</li>
 *   <li>one point of a run of at least {@value #MIN_POINTS_FOR_OUTLIER} may be an outlier (a GC pause or an
 *       interrupt during that point) and is set aside when the rest is a line, but never one of the run's first
 *       {@value #MIN_STEADY_POINTS}, which mark where the steady part starts (setting aside a good point there would
 *       let the line through the others reach back to a transition point). An outlier at the last point may as
 *       well be the curve leaving its plateau, so it leaves the curve unconverged: measure larger M to tell.</li>
 * </ul>
 * The fit counts as converged when the steady part has at least {@value #MIN_STEADY_POINTS} points and spans at
 * least a factor {@value #MIN_STEADY_SPAN} in M.
 */
public final class SteadyStateFitter {

    /**
     * The largest standard error assumed for a point whose file gives no CI, relative to T: other tools often omit
     * it, and half a percent is what a careful timing of a message cost achieves.
     */
    public static final double RELATIVE_ERROR_FLOOR = 0.005;
    /** A run needs this many points before one of them may be set aside, so that the rest is still tested. */
    public static final int MIN_POINTS_FOR_OUTLIER = 5;
    /** A run of points is a line unless its chi^2 is in the top 0.1% of what noise alone gives. */
    public static final double ACCEPT_QUANTILE = 0.999;

    public static final int MIN_STEADY_POINTS = 3;
    public static final double MIN_STEADY_SPAN = 2;
    /** Converts a 95% CI half-width to a standard error. */
    static final double Z95 = 1.959964;
    /** A run's first point is on the line through the others within this many standard errors (two-sided). */
    static final double FIRST_POINT_SIGMAS =
            new NormalDistribution(null, 0, 1).inverseCumulativeProbability(1 - (1 - ACCEPT_QUANTILE) / 2);
    /** Results of {@link #outlierOfLine}: no point set aside, and no line even with one set aside. */
    static final int NONE = -1;

    static final int NOT_A_LINE = -2;

    private SteadyStateFitter() {}

    /** @param curve the points of one curve (one n_bytes, one D), sorted by ascending M */
    public static CurveFit fit(List<SignaturePoint> curve) {
        if (curve.isEmpty()) throw new IllegalArgumentException("empty curve");
        int n = curve.size();
        double delay = curve.get(0).delayUs();
        if (n == 1) {
            SignaturePoint p = curve.get(0);
            return new CurveFit(delay, Estimate.of(p.costUs(), p.ci95Us()), p.m(), p.m(), 1, false, false);
        }
        double[] x = ms(curve);
        double[] y = totals(curve);
        TotalTimeErrors errors = TotalTimeErrors.of(curve, x, y);
        SteadyRunSearch.Outcome run = SteadyRunSearch.search(x, y, errors);
        int first = run.first();
        int outlier = run.outlier();
        boolean accepted = run.accepted();
        if (outlier == NOT_A_LINE) outlier = NONE;
        LineFit line = fitRange(x, y, errors.forRun(first, n), first, n, outlier);
        boolean converged = accepted && outlier != n - 1 && x[n - 1] >= MIN_STEADY_SPAN * x[first];
        int points = n - first - (outlier == NONE ? 0 : 1);
        return new CurveFit(delay, line.slopeEstimate(), (int) x[first], (int) x[n - 1], points, converged, false);
    }

    /**
     * Whether points [from, to) are a line: {@link #NONE} when all of them are, the index of the one point (not
     * among the first {@value #MIN_STEADY_POINTS}) without which they are, or {@link #NOT_A_LINE}.
     */
    static int outlierOfLine(double[] x, double[] y, double[] sigma, int from, int to) {
        if (isLine(x, y, sigma, from, to, NONE)) return NONE;
        if (to - from < MIN_POINTS_FOR_OUTLIER) return NOT_A_LINE;
        int best = NOT_A_LINE;
        double bestChi2 = Double.POSITIVE_INFINITY;
        for (int skip = from + MIN_STEADY_POINTS; skip < to; skip++) {
            double chi2 = fitRange(x, y, sigma, from, to, skip).chi2();
            if (chi2 < bestChi2) {
                bestChi2 = chi2;
                best = skip;
            }
        }
        return isLine(x, y, sigma, from, to, best) ? best : NOT_A_LINE;
    }

    /**
     * Whether points [from, to) without {@code skip} (or {@link #NONE}) pass the chi^2 test of a line, and the first
     * of them lies on the line through the rest.
     */
    static boolean isLine(double[] x, double[] y, double[] sigma, int from, int to, int skip) {
        int dof = to - from - 2 - (skip == NONE ? 0 : 1);
        if (dof < 1) return true;
        LineFit line = fitRange(x, y, sigma, from, to, skip);
        if (line.chi2() > ChiSquaredQuantiles.EXACT.upper(dof)) {
            return false;
        }
        LineFit rest = fitRange(x, y, sigma, from + 1, to, skip);
        double deviation = Math.abs(y[from] - rest.at(x[from]));
        return deviation <= FIRST_POINT_SIGMAS * Math.hypot(sigma[from], rest.seAt(x[from]));
    }

    static LineFit fitRange(double[] x, double[] y, double[] sigma, int from, int to, int skip) {
        int k = to - from - (skip == NONE ? 0 : 1);
        double[] xs = new double[k];
        double[] ys = new double[k];
        double[] ss = new double[k];
        for (int i = from, j = 0; i < to; i++) {
            if (i == skip) continue;
            xs[j] = x[i];
            ys[j] = y[i];
            ss[j++] = sigma[i];
        }
        return LineFit.fit(xs, ys, ss);
    }

    /** Each point's M: the x of the total-time line. */
    static double[] ms(List<SignaturePoint> curve) {
        return curve.stream().mapToDouble(SignaturePoint::m).toArray();
    }

    /** Each point's total time M x cost, microseconds: the y of the total-time line. */
    static double[] totals(List<SignaturePoint> curve) {
        return curve.stream().mapToDouble(SignaturePoint::totalUs).toArray();
    }
}
