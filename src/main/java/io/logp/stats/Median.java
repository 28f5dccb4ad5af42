package io.logp.stats;

import java.util.Arrays;

/** The median, the mean of the two middle values for an even count, as Luecke et al. define it. */
public final class Median {

    private Median() {}

    /** The median of the first n values of an ascending array. */
    public static double ofSorted(double[] sorted, int n) {
        if (n < 1) throw new IllegalArgumentException("no values for a median");
        return n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
    }

    /** The median of the values (not modified). */
    public static double of(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return ofSorted(sorted, sorted.length);
    }
}
