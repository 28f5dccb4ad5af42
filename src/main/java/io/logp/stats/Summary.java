package io.logp.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.Variance;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

import java.util.Arrays;

/**
 * Summary statistics of a set of timing samples: mean with its Student-t confidence interval, spread and order
 * statistics. Variance is the sample variance (n - 1); the CI half-width is t(1 - alpha/2, n - 1) * s / sqrt(n)
 * and is NaN for fewer than two samples.
 */
public record Summary(int n, double mean, double ci95, double stddev, double min, double median, double max) {

    public static final double CONFIDENCE = 0.95;

    /** Summarises the first {@code n} values of {@code samples}. */
    public static Summary of(double[] samples, int n) {
        if (n < 1) throw new IllegalArgumentException("no samples to summarise");
        double mean = new Mean().evaluate(samples, 0, n);
        double sd = n > 1 ? Math.sqrt(new Variance(true).evaluate(samples, 0, n)) : Double.NaN;
        double[] sorted = Arrays.copyOf(samples, n);
        Arrays.sort(sorted);
        double median = n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
        return new Summary(n, mean, halfWidth(sd, n, CONFIDENCE), sd, sorted[0], median, sorted[n - 1]);
    }

    public static Summary of(double[] samples) {
        return of(samples, samples.length);
    }

    /** Half-width of the two-sided confidence interval of a mean of n samples with standard deviation sd. */
    public static double halfWidth(double sd, int n, double confidence) {
        if (n < 2 || !Double.isFinite(sd)) return Double.NaN;
        return tQuantile(confidence, n - 1) * sd / Math.sqrt(n);
    }

    /** The two-sided Student-t quantile t(1 - (1 - confidence)/2, dof). */
    public static double tQuantile(double confidence, double dof) {
        return new TDistribution(null, dof).inverseCumulativeProbability(1 - (1 - confidence) / 2);
    }

    /** Half-width relative to the mean; infinite when it cannot be computed. */
    public double relativeCi() {
        return Double.isFinite(ci95) && mean > 0 ? ci95 / mean : Double.POSITIVE_INFINITY;
    }

    /** The p-th percentile (0..100), for callers that keep the raw samples. */
    public static double percentile(double[] samples, int n, double p) {
        return new Percentile().evaluate(samples, 0, n, p);
    }
}
