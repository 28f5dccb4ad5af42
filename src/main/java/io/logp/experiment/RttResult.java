package io.logp.experiment;

import io.logp.data.RttPoint;
import io.logp.stats.BatchMeans;
import io.logp.stats.PingPongStatistics;

/**
 * Round-trip times of single request/replies: the raw samples (microseconds, timer overhead subtracted, every
 * trial) and their mean by batch means over the trials the outlier filter kept.
 */
public record RttResult(int nBytes, double[] samplesUs, BatchMeans summary, boolean precise) {

    public RttPoint point() {
        return new RttPoint(nBytes, summary.mean(), summary.ci95(), summary.kept());
    }

    /** Statistics of every trial, interruptions included. */
    public PingPongStatistics raw() {
        return PingPongStatistics.of(samplesUs);
    }
}
