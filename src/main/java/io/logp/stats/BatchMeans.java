package io.logp.stats;

import java.util.Arrays;

/**
 * The mean of a measured point and its confidence interval by the method of batch means: trials come in batches
 * (each taken in a different round of a sweep), and the CI comes from the spread of the batch means with Student t
 * on (batches - 1) degrees of freedom. Pooling all trials as if independent would hide the drift of a shared
 * machine between rounds, which is larger than the noise within a batch; the batch means see it.
 * Trials above {@link OutlierFilter#DEFAULT_CUT} times the point's median are left out of every batch.
 *
 * @param trials   trials taken
 * @param kept     trials left after the outlier filter
 * @param batches  batches the mean is built from
 * @param mean     mean of the batch means
 * @param ci95     half-width of its 95% confidence interval; NaN for one batch
 */
public record BatchMeans(int trials, int kept, int batches, double mean, double ci95) {

    public static BatchMeans of(double[] samples, int n, int batch) {
        if (batch < 1 || n < batch || n % batch != 0) {
            throw new IllegalArgumentException(n + " samples are not whole batches of " + batch);
        }
        double[] sorted = Arrays.copyOf(samples, n);
        Arrays.sort(sorted);
        double median = n % 2 == 1 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
        double limit = median > 0 ? OutlierFilter.DEFAULT_CUT * median : Double.POSITIVE_INFINITY;
        int batches = n / batch;
        double[] means = new double[batches];
        int used = 0;
        int kept = 0;
        for (int b = 0; b < batches; b++) {
            double sum = 0;
            int count = 0;
            for (int i = b * batch; i < (b + 1) * batch; i++) {
                if (samples[i] <= limit) {
                    sum += samples[i];
                    count++;
                }
            }
            if (count > 0) means[used++] = sum / count;
            kept += count;
        }
        Summary s = Summary.of(means, used);
        return new BatchMeans(n, kept, used, s.mean(), s.ci95());
    }

    /** Half-width relative to the mean; infinite when it cannot be computed. */
    public double relativeCi() {
        return Double.isFinite(ci95) && mean > 0 ? ci95 / mean : Double.POSITIVE_INFINITY;
    }
}
