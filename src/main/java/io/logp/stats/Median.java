package io.logp.stats;

import java.util.Arrays;
import org.apache.commons.math3.distribution.BinomialDistribution;

/** The median, the mean of the two middle values for an even count, as Luecke et al. define it. */
public final class Median {

    private Median() {}

    /** The median of the first n values of an ascending array. */
    public static double ofSorted(double[] sorted, int n) {
        if (n < 1) throw new IllegalArgumentException("no values for a median");
        return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
    }

    /**
     * The distribution-free confidence interval of the median (order statistics, as in Conover's "Practical
     * Nonparametric Statistics", 3.2): the number of values below the true median is Binomial(n, 1/2), so
     * [x(l), x(n + 1 - l)] (1-based) covers it with probability at least {@code confidence} when l is the smallest
     * count whose binomial distribution function reaches (1 - confidence) / 2. It assumes nothing about the shape of
     * the distribution, which is why it suits launch times with heavy tails. Returns {low, high}, both NaN when n is
     * too small for that probability (n = 5 at 95%).
     */
    public static double[] intervalOfSorted(double[] sorted, int n, double confidence) {
        if (!(confidence > 0 && confidence < 1))
            throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
        if (n < 1) return new double[] {Double.NaN, Double.NaN};
        BinomialDistribution below = new BinomialDistribution(null, n, 0.5);
        int l = below.inverseCumulativeProbability((1 - confidence) / 2);
        if (l < 1) return new double[] {Double.NaN, Double.NaN};
        return new double[] {sorted[l - 1], sorted[n - l]};
    }

    /** The median of the values (not modified). */
    public static double of(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return ofSorted(sorted, sorted.length);
    }
}
