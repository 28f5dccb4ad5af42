package io.logp.stats;

import java.util.Arrays;

/**
 * Removes trials that an interruption, not the communication system, made long: those above {@code cut} times
 * the median, the filter of Luecke et al. (cut_coef). On a shared machine a preempted trial can take a thousand
 * times the median and would decide the mean on its own; the raw samples stay on disk for anyone who disagrees.
 */
public final class OutlierFilter {

    private OutlierFilter() {}

    /** The first n samples without those above cut x median (all of them when the median is not positive). */
    public static double[] keep(double[] samples, int n, double cut) {
        if (n == 0) return new double[0];
        double[] sorted = Arrays.copyOf(samples, n);
        Arrays.sort(sorted);
        double median = Median.ofSorted(sorted, n);
        if (!(median > 0)) return Arrays.copyOf(samples, n);
        double limit = cut * median;
        int kept = 0;
        while (kept < n && sorted[kept] <= limit) kept++;
        return Arrays.copyOf(sorted, kept);
    }
}
