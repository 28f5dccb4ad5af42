package io.logp.experiment;

import io.logp.fit.SignaturePoint;
import io.logp.stats.BatchMeans;

import java.util.Arrays;

/** One point of a sweep while it is being measured: its raw costs so far and why it stopped. */
final class PointState {

    final int m;
    final long delayNanos;
    final double effectiveDelayUs;
    private double[] costsUs;
    int n;
    boolean done;
    boolean precise;
    int gcDiscards;
    long nanosSpent;
    BatchMeans summary;

    PointState(int m, long delayNanos, double effectiveDelayUs, int capacity) {
        this.m = m;
        this.delayNanos = delayNanos;
        this.effectiveDelayUs = effectiveDelayUs;
        this.costsUs = new double[capacity];
    }

    double[] buffer(int needed) {
        if (costsUs.length < needed) costsUs = Arrays.copyOf(costsUs, needed);
        return costsUs;
    }

    void accept(int count, StoppingRule rule) {
        n += count;
        summary = BatchMeans.of(costsUs, n, rule.batch());
        precise = rule.isPrecise(summary);
        done = precise || rule.isCapped(n, nanosSpent);
    }

    boolean hasData() {
        return n > 0;
    }

    SignaturePoint toPoint(int nBytes) {
        return new SignaturePoint(nBytes, effectiveDelayUs, m, summary.mean(),
                Double.isFinite(summary.ci95()) ? summary.ci95() : Double.NaN, summary.kept());
    }

    double[] samples() {
        return Arrays.copyOf(costsUs, n);
    }
}
