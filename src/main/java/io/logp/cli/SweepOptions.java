package io.logp.cli;

import io.logp.app.JobPlan;
import io.logp.app.UsageException;
import io.logp.data.Defaults;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import java.util.Arrays;
import picocli.CommandLine.Option;

/** Options of the small-message experiment: window, payload, grid, stopping rule, budgets. */
public final class SweepOptions {

    @Option(
            names = "--window",
            paramLabel = "W",
            description = "requests outstanding before issue stalls (default: ${DEFAULT-VALUE})")
    int window = Defaults.WINDOW;

    @Option(
            names = "--payload-words",
            paramLabel = "N",
            description = "32-bit words of the small request and reply, >= 4 (default: ${DEFAULT-VALUE})")
    int payloadWords = Defaults.PAYLOAD_WORDS;

    @Option(
            names = "--m-max",
            paramLabel = "M",
            description = "largest M of the initial grid (default: ${DEFAULT-VALUE})")
    int mMax = Defaults.M_MAX;

    @Option(
            names = "--m-cap",
            paramLabel = "M",
            description = "largest M a curve that has not converged is extended to (default: ${DEFAULT-VALUE})")
    int mCap = Defaults.M_CAP;

    @Option(
            names = "--delays",
            split = ",",
            paramLabel = "D",
            description =
                    "delays D in us, comma separated, starting with 0 (default: 0 and 0.5, 1, 2, 4 x the pilot gap)")
    double[] delays;

    @Option(names = "--batch", paramLabel = "N", description = "trials per batch (default: ${DEFAULT-VALUE})")
    int batch = Defaults.BATCH;

    @Option(
            names = "--min-batches",
            paramLabel = "N",
            description = "batches (from different rounds) a point needs at least (default: ${DEFAULT-VALUE})")
    int minBatches = Defaults.MIN_BATCHES;

    @Option(
            names = "--rel-ci",
            paramLabel = "F",
            description = "target 95%% CI half-width relative to the mean (default: ${DEFAULT-VALUE})")
    double relCi = Defaults.RELATIVE_CI;

    @Option(
            names = "--max-trials",
            paramLabel = "N",
            description = "cap on trials per point (default: ${DEFAULT-VALUE})")
    int maxTrials = Defaults.MAX_TRIALS;

    @Option(
            names = "--max-point-seconds",
            paramLabel = "S",
            description = "cap on time per point (default: ${DEFAULT-VALUE})")
    double maxPointSeconds = Defaults.MAX_POINT_SECONDS;

    @Option(names = "--rtt-trials", paramLabel = "N", description = "minimum RTT trials (default: ${DEFAULT-VALUE})")
    int rttTrials = Defaults.RTT_TRIALS;

    @Option(names = "--warmup-seconds", paramLabel = "S", description = "untimed warm-up (default: ${DEFAULT-VALUE})")
    double warmupSeconds = Defaults.WARMUP_SECONDS;

    @Option(
            names = "--budget-seconds",
            paramLabel = "S",
            description = "cap on the whole signature sweep (default: ${DEFAULT-VALUE})")
    double budgetSeconds = Defaults.BUDGET_SECONDS;

    @Option(
            names = "--timeout",
            paramLabel = "S",
            description = "seconds to wait for a reply before giving up (default: ${DEFAULT-VALUE})")
    double timeoutSeconds = Defaults.TIMEOUT_SECONDS;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the round order (default: ${DEFAULT-VALUE})")
    long seed = Defaults.SEED;

    /** Bytes of the small message. */
    int payloadBytes() {
        return 4 * payloadWords;
    }

    /** Checks every value before anything is measured; the message names the option. */
    SmallMessageSettings settings() {
        require(window >= 1, "--window must be >= 1, got " + window);
        require(
                payloadWords >= 4,
                "--payload-words must be >= 4 (handler, source, sequence, reply size), got " + payloadWords);
        require(mMax >= 2, "--m-max must be >= 2, got " + mMax);
        require(mCap >= mMax, "--m-cap (" + mCap + ") must be >= --m-max (" + mMax + ")");
        require(batch >= 2, "--batch must be >= 2, got " + batch);
        require(minBatches >= 1, "--min-batches must be >= 1, got " + minBatches);
        require(
                maxTrials >= batch * minBatches,
                "--max-trials (" + maxTrials + ") must allow --min-batches x --batch = " + batch * minBatches);
        require(relCi > 0 && relCi < 1, "--rel-ci must be in (0, 1), got " + relCi);
        require(maxTrials >= batch, "--max-trials (" + maxTrials + ") must be >= --batch (" + batch + ")");
        require(maxPointSeconds > 0, "--max-point-seconds must be > 0");
        require(rttTrials >= 1, "--rtt-trials must be >= 1");
        require(warmupSeconds >= 0, "--warmup-seconds must be >= 0");
        require(budgetSeconds > 0, "--budget-seconds must be > 0");
        require(timeoutSeconds > 0, "--timeout must be > 0");
        if (delays != null) {
            require(delays.length > 0 && delays[0] == 0, "--delays must start with 0, got " + Arrays.toString(delays));
            for (int i = 1; i < delays.length; i++) {
                require(delays[i] > delays[i - 1], "--delays must be ascending, got " + Arrays.toString(delays));
            }
        }
        return new SmallMessageSettings(
                mMax,
                mCap,
                delays,
                new StoppingRule(batch, minBatches, relCi, maxTrials, (long) (maxPointSeconds * 1e9)),
                rttTrials,
                warmupSeconds,
                budgetSeconds,
                seed);
    }

    /** The pair's part of a job: this transport and {@code settings}, the whole signature or the RTT alone. */
    JobPlan.Pair pair(SmallMessageSettings settings, boolean rttOnly) {
        return new JobPlan.Pair(new JobPlan.PairTransport(window, payloadWords, timeoutNs()), settings, rttOnly);
    }

    long timeoutNs() {
        return (long) (timeoutSeconds * 1e9);
    }

    static void require(boolean ok, String message) {
        if (!ok) throw new UsageException(message);
    }
}
