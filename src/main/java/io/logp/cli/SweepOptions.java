package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import io.logp.data.StoppingRule;
import io.logp.exit.UsageException;
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

    /**
     * Checks every value before anything is measured; the message names the option, the value and the bound. The
     * bounds follow from the budgets: one batch of the largest point must fit in a point's time cap even at the
     * fastest request any MPI could issue, so no single trial can outlast the caps that end a run.
     */
    SmallMessageSettings settings() {
        require(
                window >= 1 && window <= Bounds.MAX_WINDOW,
                "--window must be in 1.." + Bounds.MAX_WINDOW + " (a posted receive per slot on both ranks), got "
                        + window);
        require(
                payloadWords >= 4 && payloadWords <= Bounds.MAX_PAYLOAD_WORDS,
                "--payload-words must be in 4.." + Bounds.MAX_PAYLOAD_WORDS
                        + " (handler, source, sequence, reply size; at most 64 KiB), got " + payloadWords);
        requireBudget("--budget-seconds", budgetSeconds);
        requirePointWithin("--max-point-seconds", maxPointSeconds, "--budget-seconds", budgetSeconds);
        require(batch >= 2, "--batch must be >= 2, got " + batch);
        require(minBatches >= 1, "--min-batches must be >= 1, got " + minBatches);
        require(
                maxTrials >= (long) batch * minBatches,
                "--max-trials (" + maxTrials + ") must allow --min-batches x --batch = " + (long) batch * minBatches);
        require(maxTrials >= batch, "--max-trials (" + maxTrials + ") must be >= --batch (" + batch + ")");
        require(
                maxTrials <= Bounds.MAX_SAMPLES,
                "--max-trials must be <= " + Bounds.MAX_SAMPLES + " (the samples a rank keeps per point), got "
                        + maxTrials);
        long mBound = Limits.largestM(batch, maxPointSeconds, 0);
        require(mMax >= 2, "--m-max must be >= 2, got " + mMax);
        require(
                mMax <= mBound,
                Limits.mMessage("--m-max", mMax, batch, "--max-point-seconds", maxPointSeconds, mBound));
        require(mCap >= mMax, "--m-cap (" + mCap + ") must be >= --m-max (" + mMax + ")");
        require(
                mCap <= mBound,
                Limits.mMessage("--m-cap", mCap, batch, "--max-point-seconds", maxPointSeconds, mBound));
        require(relCi > 0 && relCi < 1, "--rel-ci must be in (0, 1), got " + relCi);
        requireIn("--rtt-trials", rttTrials, 1, Bounds.MAX_SAMPLES);
        require(
                Bounds.within(warmupSeconds, 0, Bounds.MAX_WAIT_SECONDS),
                "--warmup-seconds must be in 0.." + Limits.text(Bounds.MAX_WAIT_SECONDS) + ", got "
                        + Limits.text(warmupSeconds));
        require(
                Bounds.within(timeoutSeconds, Bounds.MIN_TIMEOUT_SECONDS, Bounds.MAX_TIMEOUT_SECONDS),
                "--timeout must be >= " + Limits.text(Bounds.MIN_TIMEOUT_SECONDS)
                        + " (a healthy peer can pause that long) and <= " + Limits.text(Bounds.MAX_TIMEOUT_SECONDS)
                        + " (an hour), got "
                        + Limits.text(timeoutSeconds));
        if (delays != null) {
            require(delays.length > 0 && delays[0] == 0, "--delays must start with 0, got " + Arrays.toString(delays));
            for (int i = 1; i < delays.length; i++) {
                require(delays[i] > delays[i - 1], "--delays must be ascending, got " + Arrays.toString(delays));
            }
            double largest = Limits.largestDelayUs(batch, mMax, maxPointSeconds);
            double last = delays[delays.length - 1];
            require(
                    last <= largest,
                    "--delays " + Limits.text(last) + " us: one batch of " + batch + " trials at M = " + mMax
                            + " spends at least " + Limits.text(batch * (double) mMax * last / 1e6)
                            + " s in the delay alone, beyond --max-point-seconds " + Limits.text(maxPointSeconds)
                            + ": at most " + Limits.text(largest) + " us (or raise --max-point-seconds)");
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

    /** A whole number within its bound: "OPTION must be in LO..HI, got VALUE" otherwise. */
    static void requireIn(String option, long value, long lo, long hi) {
        require(value >= lo && value <= hi, option + " must be in " + lo + ".." + hi + ", got " + value);
    }

    /** A sweep's time budget: above 0 and at most a day. */
    static void requireBudget(String option, double seconds) {
        require(
                Bounds.within(seconds, Double.MIN_VALUE, Bounds.MAX_BUDGET_SECONDS),
                option + " must be > 0 and <= " + Limits.text(Bounds.MAX_BUDGET_SECONDS) + " (a day), got "
                        + Limits.text(seconds));
    }

    /** A cap on one point's time: above 0 and within its sweep's budget. */
    static void requirePointWithin(String option, double seconds, String budgetOption, double budgetSeconds) {
        require(
                Bounds.within(seconds, Double.MIN_VALUE, budgetSeconds),
                option + " must be > 0 and <= " + budgetOption + " (" + Limits.text(budgetSeconds) + "), got "
                        + Limits.text(seconds));
    }
}
