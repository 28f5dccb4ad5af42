package io.logp.experiment;

import io.logp.data.Defaults;
import io.logp.data.StoppingRule;
import io.logp.stats.BatchMeans;
import java.util.function.LongSupplier;

/**
 * A per-message cost measured trial by trial until the stopping rule is met: each trial returns nanoseconds for
 * {@code messages} messages; the mean per message and its 95% CI come from batch means. The trial itself is the
 * timed part; this loop only stores its result.
 */
final class SteadyCost {

    /** A cost with its 95% CI half-width, in microseconds, and the trials it kept. */
    record Estimate(double us, double ci95Us, int trials, boolean precise) {}

    private SteadyCost() {}

    static Estimate measure(StoppingRule rule, io.logp.transport.Clock clock, double messages, LongSupplier trialNs) {
        double[] samples = new double[rule.maxTrials()];
        BatchMeans summary = new BatchMeans(Defaults.OUTLIER_CUT);
        long start = clock.nanos();
        int n = 0;
        boolean precise = false;
        while (n + rule.batch() <= samples.length) {
            for (int k = n; k < n + rule.batch(); k++) samples[k] = trialNs.getAsLong() / 1e3 / messages;
            summary.add(samples, n, rule.batch());
            n += rule.batch();
            precise = rule.isPrecise(summary.batches(), summary.relativeCi());
            if (precise || clock.nanos() - start >= rule.maxNanosPerPoint()) break;
        }
        return new Estimate(summary.mean(), summary.ci95(), summary.kept(), precise);
    }
}
