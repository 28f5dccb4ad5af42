package io.logp.fit;

import io.logp.data.SignaturePoint;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * The standard errors of the total issue times T(M) = M * cost(M) of one curve, by which {@link SteadyStateFitter}
 * judges whether a run of points is a line.
 *
 * <p>A point with a CI has the error its CI gives. A curve that comes without CIs (other tools often omit them) is
 * as uncertain as its own scatter shows: the relative scatter of T about the line through the rest of the run, taken
 * at the upper end of its 95% confidence range (a few points that happen to lie close to their line must not make
 * the next one look like a regime change), and never more than {@value SteadyStateFitter#RELATIVE_ERROR_FLOOR}
 * (what a careful timing of a message cost achieves, assumed when too few points are left to tell). Assuming that
 * half percent for smooth data would let a run take in the last transition point at small M, where T's error is
 * smallest and its weight largest, and tilt the slope. No error is below the resolution of the file's costs.
 */
final class TotalTimeErrors {

    /**
     * signature.csv keeps 6 decimals of cost_us, so a cost read back is only known to half of this, and T(M) to M
     * times that: the floor of every error, which keeps the weight of a zero CI (an exact simulation) finite.
     */
    static final double COST_RESOLUTION_US = 1e-6;
    /** The points whose CIs set a point's least trusted error: itself and two on either side. */
    static final int NEIGHBOURHOOD = 5;
    /** The scatter of a run is estimated as its one-sided 95% upper confidence limit. */
    static final double SCATTER_LOWER_TAIL = 0.05;

    private final double[] m;
    private final double[] total;
    /** The errors of a curve with CIs (those without one get the floor), or null for a curve without CIs. */
    private final double[] fromCis;

    private TotalTimeErrors(double[] m, double[] total, double[] fromCis) {
        this.m = m;
        this.total = total;
        this.fromCis = fromCis;
    }

    static TotalTimeErrors of(List<SignaturePoint> curve, double[] m, double[] total) {
        if (curve.stream().noneMatch(SignaturePoint::hasCi)) return new TotalTimeErrors(m, total, null);
        double[] typical = typicalRelativeCis(curve);
        double[] sigma = new double[curve.size()];
        for (int i = 0; i < sigma.length; i++) {
            SignaturePoint p = curve.get(i);
            double fromCi = p.hasCi()
                    ? p.m() * Math.max(p.ci95Us(), typical[i] * p.costUs()) / SteadyStateFitter.Z95
                    : SteadyStateFitter.RELATIVE_ERROR_FLOOR * total[i];
            sigma[i] = Math.max(fromCi, resolution(m[i]));
        }
        return new TotalTimeErrors(m, total, sigma);
    }

    /**
     * For each point, the median CI relative to cost of the {@value #NEIGHBOURHOOD} points with CIs nearest it in M
     * (itself among them): no point is trusted to be more precise than its neighbours. A CI from a few batches is
     * itself a rough estimate, and logp stops a point at three batches once its CI is within 5%, so the points that
     * stop early are those whose CI came out small by chance; a weighted line would let such a point outweigh its
     * neighbours, fail a straight run because of it, or set it aside as an outlier. Neighbours rather than the whole
     * curve, because a CI that genuinely shrinks with M (each trial times M messages) must keep its weight.
     */
    static double[] typicalRelativeCis(List<SignaturePoint> curve) {
        int n = curve.size();
        int[] withCi = IntStream.range(0, n)
                .filter(i -> curve.get(i).hasCi() && curve.get(i).costUs() > 0)
                .toArray();
        double[] relative = Arrays.stream(withCi)
                .mapToDouble(i -> curve.get(i).ci95Us() / curve.get(i).costUs())
                .toArray();
        double[] typical = new double[n];
        Median median = new Median();
        for (int q = 0; q < withCi.length; q++) {
            int from = Math.max(0, Math.min(q - NEIGHBOURHOOD / 2, withCi.length - NEIGHBOURHOOD));
            int length = Math.min(NEIGHBOURHOOD, withCi.length - from);
            typical[withCi[q]] = median.evaluate(relative, from, length);
        }
        return typical;
    }

    /** The errors of a curve with CIs, the same for every run; null for a curve without CIs. */
    double[] fixedSigmas() {
        return fromCis;
    }

    /** The errors to judge the run of points [from, to) by (all points get one; only the run's are used). */
    double[] forRun(int from, int to) {
        if (fromCis != null) return fromCis;
        double relative = Math.min(SteadyStateFitter.RELATIVE_ERROR_FLOOR, relativeScatter(from + 1, to));
        double[] sigma = new double[total.length];
        for (int i = 0; i < sigma.length; i++) sigma[i] = Math.max(relative * total[i], resolution(m[i]));
        return sigma;
    }

    /**
     * The upper 95% limit of the relative scatter of T about a line through [from, to), from the chi^2 of the line
     * weighted by 1/T^2; infinite with too few points.
     */
    private double relativeScatter(int from, int to) {
        int dof = to - from - 2;
        if (dof < 1) return Double.POSITIVE_INFINITY;
        double[] x = new double[to - from];
        double[] y = new double[to - from];
        double[] sigma = new double[to - from];
        for (int i = from; i < to; i++) {
            x[i - from] = m[i];
            y[i - from] = total[i];
            sigma[i - from] = Math.max(total[i], resolution(m[i]));
        }
        double lower = ChiSquaredQuantiles.EXACT.lower(dof);
        return Math.sqrt(LineFit.fit(x, y, sigma).chi2() / lower);
    }

    static double resolution(double m) {
        return m * COST_RESOLUTION_US / 2;
    }
}
