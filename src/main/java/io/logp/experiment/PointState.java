package io.logp.experiment;

import io.logp.data.Defaults;
import io.logp.data.SignaturePoint;
import io.logp.data.StoppingRule;
import io.logp.stats.BatchMeans;
import java.util.Arrays;

/** One point of a sweep while it is being measured: its raw costs so far and why it stopped. */
final class PointState {

    /** Most points stop after a few batches; the buffer grows for the rest. */
    private static final int INITIAL_CAPACITY = 1024;

    final int m;
    final long delayNs;
    final double effectiveDelayUs;
    private double[] costsUs;
    int n;
    boolean done;
    boolean precise;
    int gcDiscards;
    long nanosSpent;
    final BatchMeans summary = new BatchMeans(Defaults.OUTLIER_CUT);

    PointState(int m, long delayNs, double effectiveDelayUs, int capacity) {
        this.m = m;
        this.delayNs = delayNs;
        this.effectiveDelayUs = effectiveDelayUs;
        this.costsUs = new double[Math.min(capacity, INITIAL_CAPACITY)];
    }

    double[] buffer(int needed) {
        if (costsUs.length < needed) costsUs = Arrays.copyOf(costsUs, Math.max(needed, 2 * costsUs.length));
        return costsUs;
    }

    void accept(int count, StoppingRule rule) {
        summary.add(costsUs, n, count);
        n += count;
        precise = rule.isPrecise(summary.batches(), summary.relativeCi());
        done = precise || rule.isCapped(n, nanosSpent);
    }

    boolean hasData() {
        return summary.batches() > 0;
    }

    SignaturePoint toPoint(int nBytes) {
        return new SignaturePoint(
                nBytes,
                effectiveDelayUs,
                m,
                summary.mean(),
                Double.isFinite(summary.ci95()) ? summary.ci95() : Double.NaN,
                summary.kept());
    }

    double[] samples() {
        return Arrays.copyOf(costsUs, n);
    }
}
