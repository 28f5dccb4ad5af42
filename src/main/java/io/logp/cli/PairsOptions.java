package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.Defaults;
import io.logp.data.PairSchedule;
import io.logp.data.PairsSettings;
import io.logp.data.StoppingRule;
import io.logp.exit.UsageException;
import picocli.CommandLine.Option;

/** Options of the pairs experiment: schedule, short signature, per-pair stopping rule, budget and slow margin. */
public final class PairsOptions {

    @Option(
            names = "--schedule",
            paramLabel = "SCHEDULE",
            description = "sequential (one pair at a time, the others idle) or rounds (a round-robin tournament, P/2"
                    + " disjoint pairs at once, P - 1 steps; they contend) (default: sequential up to "
                    + Defaults.PAIRS_SEQUENTIAL_RANKS + " ranks, rounds above)")
    String schedule;

    @Option(
            names = "--signature",
            description =
                    "also a short signature per pair (o_s, g, o_r and L, each with its CI): a few times the RTT's cost")
    boolean signature;

    @Option(
            names = "--pairs-budget-seconds",
            paramLabel = "S",
            description =
                    "cap on the whole experiment; the pairs not reached are listed in meta.json and the report (default: ${DEFAULT-VALUE})")
    double budgetSeconds = Defaults.PAIRS_BUDGET_SECONDS;

    @Option(
            names = "--slow-margin",
            paramLabel = "PERCENT",
            description = "a pair is slow when its RTT exceeds the median of its kind (same host, across hosts) beyond"
                    + " both CIs by this much (default: ${DEFAULT-VALUE})")
    double slowMarginPercent = 100 * Defaults.PAIRS_SLOW_MARGIN;

    @Option(
            names = "--pair-trials",
            paramLabel = "N",
            description = "round trips a pair's RTT needs at least (default: ${DEFAULT-VALUE})")
    int minTrials = Defaults.PAIRS_MIN_TRIALS;

    @Option(
            names = "--pair-seconds",
            paramLabel = "S",
            description = "cap on one pair's RTT and on each point of its short signature (default: ${DEFAULT-VALUE})")
    double pairSeconds = Defaults.PAIRS_POINT_SECONDS;

    /** Checks every value before anything is measured; the message names the option. */
    PairsSettings settings(int ranks, double relCi, double warmupSeconds) {
        PairSchedule chosen;
        try {
            chosen = schedule == null ? PairSchedule.defaultFor(ranks) : PairSchedule.of(schedule);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--schedule: " + e.getMessage());
        }
        SweepOptions.requireBudget("--pairs-budget-seconds", budgetSeconds);
        SweepOptions.requirePointWithin("--pair-seconds", pairSeconds, "--pairs-budget-seconds", budgetSeconds);
        SweepOptions.require(
                Bounds.within(slowMarginPercent, 0, 1000),
                "--slow-margin must be in 0..1000 (percent), got " + Limits.text(slowMarginPercent));
        SweepOptions.requireIn("--pair-trials", minTrials, 1, Bounds.MAX_SAMPLES);
        SweepOptions.require(relCi > 0 && relCi < 1, "--rel-ci must be in (0, 1), got " + Limits.text(relCi));
        SweepOptions.require(
                Bounds.within(warmupSeconds, 0, Bounds.MAX_WAIT_SECONDS),
                "--warmup-seconds must be in 0.." + Limits.text(Bounds.MAX_WAIT_SECONDS) + ", got "
                        + Limits.text(warmupSeconds));
        PairsSettings d = PairsSettings.defaults(ranks);
        int maxTrials = Math.max(minTrials, d.rule().maxTrials());
        return new PairsSettings(
                chosen,
                new StoppingRule(
                        d.rule().batch(), d.rule().minBatches(), relCi, maxTrials, Math.round(pairSeconds * 1e9)),
                minTrials,
                Math.round(warmupSeconds * 1e9),
                d.pairWarmUpNs(),
                Math.round(budgetSeconds * 1e9),
                signature,
                slowMarginPercent / 100);
    }
}
