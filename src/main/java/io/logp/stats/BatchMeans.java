package io.logp.stats;

import java.util.Arrays;

/**
 * The mean of a measured point and its confidence interval by the method of batch means: trials come in batches
 * (each taken in a different round of a sweep), and the CI comes from the spread of the batch means with Student t
 * on (batches - 1) degrees of freedom. Pooling all trials as if independent would hide the drift of a shared
 * machine between rounds, which is larger than the noise within a batch; the batch means see it.
 * Within each batch, trials above {@code cut} times the batch's median are left out (the experiments pass Defaults.OUTLIER_CUT, three).
 * Adding a batch costs O(batch log batch) however many came before, so a stopping rule may ask after every batch.
 */
public final class BatchMeans {

    private final double cut;
    private double[] means = new double[16];
    private int batches;
    private int trials;
    private int kept;

    /** @param cut trials above this multiple of their batch's median are left out */
    public BatchMeans(double cut) {
        if (!(cut > 0)) throw new IllegalArgumentException("cut must be > 0, got " + cut);
        this.cut = cut;
    }

    /** Adds one batch: {@code count} trials of {@code samples} starting at {@code from}. */
    public void add(double[] samples, int from, int count) {
        if (count < 1) throw new IllegalArgumentException("empty batch");
        double[] kept = OutlierFilter.keep(Arrays.copyOfRange(samples, from, from + count), count, cut);
        double sum = 0;
        for (double v : kept) sum += v;
        if (batches == means.length) means = Arrays.copyOf(means, 2 * batches);
        means[batches++] = sum / kept.length;
        this.trials += count;
        this.kept += kept.length;
    }

    /** An independent copy, for a snapshot that later batches must not change. */
    public BatchMeans copy() {
        BatchMeans c = new BatchMeans(cut);
        c.means = Arrays.copyOf(means, means.length);
        c.batches = batches;
        c.trials = trials;
        c.kept = kept;
        return c;
    }

    public int batches() {
        return batches;
    }

    /** Trials taken. */
    public int trials() {
        return trials;
    }

    /** Trials left after the outlier filter. */
    public int kept() {
        return kept;
    }

    /** Mean of the batch means. */
    public double mean() {
        double sum = 0;
        for (int i = 0; i < batches; i++) sum += means[i];
        return sum / batches;
    }

    /** Half-width of the 95% confidence interval of the mean; NaN for one batch. */
    public double ci95() {
        if (batches < 2) return Double.NaN;
        double mean = mean();
        double squares = 0;
        for (int i = 0; i < batches; i++) squares += (means[i] - mean) * (means[i] - mean);
        return ConfidenceInterval.halfWidth(Math.sqrt(squares / (batches - 1)), batches, ConfidenceInterval.CONFIDENCE);
    }

    /** Half-width relative to the mean; infinite when it cannot be computed. */
    public double relativeCi() {
        double ci = ci95();
        double mean = mean();
        return Double.isFinite(ci) && mean > 0 ? ci / mean : Double.POSITIVE_INFINITY;
    }

    /** All batches of {@code samples[0..n)}, {@code batch} trials each, without the trials above cut x median. */
    public static BatchMeans of(double[] samples, int n, int batch, double cut) {
        if (batch < 1 || n < batch || n % batch != 0) {
            throw new IllegalArgumentException(n + " samples are not whole batches of " + batch);
        }
        BatchMeans b = new BatchMeans(cut);
        for (int from = 0; from < n; from += batch) b.add(samples, from, batch);
        return b;
    }
}
