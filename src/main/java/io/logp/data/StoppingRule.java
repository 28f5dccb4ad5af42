package io.logp.data;

/**
 * When a point of a sweep is measured well enough: trials come in batches (50 by default, as in Culler et al.,
 * so statistics are not computed between trials), and a point is done when the 95% confidence half-width of its
 * mean (by batch means, see stats.BatchMeans) is within {@code relativeCi} of the mean, or when a cap on trials
 * or time is reached.
 *
 * <p>A point needs at least {@code minBatches} batches, each from a different round of the sweep, so that its
 * confidence interval also covers the drift of the machine between rounds, not only the noise within one.
 *
 * @param batch           trials per batch, >= 2
 * @param minBatches      batches a point needs before it may stop, >= 1
 * @param relativeCi      target half-width relative to the mean, in (0, 1)
 * @param maxTrials       cap on trials per point (a multiple of the batch is best)
 * @param maxNanosPerPoint cap on time spent on one point, including handshakes and drains
 */
public record StoppingRule(int batch, int minBatches, double relativeCi, int maxTrials, long maxNanosPerPoint) {

    public StoppingRule {
        if (batch < 2) throw new IllegalArgumentException("batch must be >= 2, got " + batch);
        if (minBatches < 1) throw new IllegalArgumentException("min batches must be >= 1, got " + minBatches);
        if (maxTrials < batch * minBatches)
            throw new IllegalArgumentException(
                    "max trials (" + maxTrials + ") must allow the minimum of " + minBatches + " batches of " + batch);
        if (!(relativeCi > 0 && relativeCi < 1))
            throw new IllegalArgumentException("relative CI must be in (0, 1), got " + relativeCi);
        if (maxTrials < batch)
            throw new IllegalArgumentException("max trials (" + maxTrials + ") must be >= batch (" + batch + ")");
        if (maxNanosPerPoint <= 0) throw new IllegalArgumentException("max time per point must be > 0");
    }

    public boolean isPrecise(int batches, double relativeCiNow) {
        return batches >= minBatches && relativeCiNow <= relativeCi;
    }

    public boolean isCapped(int trials, long nanosSpent) {
        return trials + batch > maxTrials || nanosSpent >= maxNanosPerPoint;
    }
}
