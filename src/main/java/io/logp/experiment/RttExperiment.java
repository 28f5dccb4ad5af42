package io.logp.experiment;

import io.logp.data.Defaults;
import io.logp.data.StoppingRule;
import io.logp.engine.GcMonitor;
import io.logp.engine.IssueLoop;
import io.logp.stats.BatchMeans;
import java.util.Arrays;

/**
 * Round-trip time of a single request/reply, measured in batches until the stopping rule is met and at least
 * {@code minTrials} trials are in (the distribution deserves more samples than the mean needs). Batches that saw
 * a garbage collection are discarded.
 */
public final class RttExperiment {

    private final IssueLoop loop;
    private final StoppingRule rule;
    private final long clockOverheadNs;
    static final int REFERENCE_BATCHES = 4;

    /** After this many discarded batches a collecting JVM is the normal state; keep the batches then. */
    static final int MAX_GC_DISCARDS = 20;

    private final GcMonitor gc;

    public RttExperiment(IssueLoop loop, StoppingRule rule, long clockOverheadNs) {
        this.gc = GcMonitor.on(loop.transport().clock());
        this.loop = loop;
        this.rule = rule;
        this.clockOverheadNs = clockOverheadNs;
    }

    public RttResult measure(int minTrials) {
        int cap = Math.max(rule.maxTrials(), minTrials);
        double[] samples = new double[cap];
        int n = 0;
        long start = loop.transport().clock().nanos();
        BatchMeans summary = new BatchMeans(Defaults.OUTLIER_CUT);
        boolean precise = false;
        int discarded = 0;
        while (n + rule.batch() <= cap) {
            long before = gc.collections();
            batch(samples, n, rule.batch());
            if (gc.collections() != before && ++discarded <= MAX_GC_DISCARDS) continue;
            summary.add(samples, n, rule.batch());
            n += rule.batch();
            precise = rule.isPrecise(summary.batches(), summary.relativeCi());
            long spent = loop.transport().clock().nanos() - start;
            if (n >= minTrials && (precise || spent >= rule.maxNanosPerPoint())) break;
        }
        return new RttResult(loop.transfer().nBytes(), Arrays.copyOf(samples, n), summary, precise);
    }

    /**
     * The reference point during a sweep, for drift checks: {@value #REFERENCE_BATCHES} batches in a row, so it has
     * a confidence interval of its own. Returns the trials in microseconds.
     */
    public double[] referenceTrials() {
        double[] samples = new double[rule.batch() * REFERENCE_BATCHES];
        batch(samples, 0, samples.length);
        return samples;
    }

    public int batchSize() {
        return rule.batch();
    }

    /** {@code count} timed round trips into samples[from..], in microseconds, timer overhead subtracted. */
    void batch(double[] samples, int from, int count) {
        for (int i = from; i < from + count; i++) {
            samples[i] = (loop.roundTrip() - clockOverheadNs) / 1e3;
        }
    }
}
