package io.logp.stats;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * The Student-t confidence interval of a mean: half-width t(1 - alpha/2, n - 1) * s / sqrt(n), NaN for fewer than
 * two samples. Every CI of the tool is at {@link #CONFIDENCE}.
 */
public final class ConfidenceInterval {

    public static final double CONFIDENCE = 0.95;

    private ConfidenceInterval() {}

    /** Half-width of the two-sided interval of a mean of n samples with standard deviation sd. */
    public static double halfWidth(double sd, int n, double confidence) {
        if (n < 2 || !Double.isFinite(sd)) return Double.NaN;
        return tQuantile(confidence, n - 1) * sd / Math.sqrt(n);
    }

    /** Half-width of the 95% interval of the mean of the given statistics. */
    public static double halfWidth95(PingPongStatistics s) {
        return halfWidth(s.stddev(), s.n(), CONFIDENCE);
    }

    /** The two-sided Student-t quantile t(1 - (1 - confidence)/2, dof). */
    public static double tQuantile(double confidence, double dof) {
        return new TDistribution(null, dof).inverseCumulativeProbability(1 - (1 - confidence) / 2);
    }
}
