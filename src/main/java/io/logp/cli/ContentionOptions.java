package io.logp.cli;

import io.logp.data.Bounds;
import io.logp.data.ContentionPattern;
import io.logp.data.ContentionSettings;
import io.logp.data.Defaults;
import io.logp.data.StoppingRule;
import io.logp.exit.UsageException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options of the contention experiment: patterns, K range, message size, trial length, window and budget. */
public final class ContentionOptions {

    @Option(
            names = "--patterns",
            split = ",",
            paramLabel = "PATTERN",
            description = "contention patterns, in order: k_to_1, 1_to_k, pairs (default: ${DEFAULT-VALUE})")
    List<String> patterns =
            Defaults.CONTENTION_PATTERNS.stream().map(ContentionPattern::label).toList();

    @Option(
            names = "--k-max",
            paramLabel = "K",
            description =
                    "largest K of every pattern; 0 means as many as the ranks allow: P-1, or P/2 pairs (default: ${DEFAULT-VALUE}, as many as the ranks allow)")
    int kMax;

    @Option(
            names = "--contention-bytes",
            paramLabel = "BYTES",
            description =
                    "bytes each contention request carries (default: the small message, 4 x --payload-words bytes)")
    Integer nBytes;

    @Option(
            names = "--trial-us",
            paramLabel = "US",
            description =
                    "length of one contention trial, in which all requesters issue at once (default: ${DEFAULT-VALUE})")
    double trialUs = Defaults.CONTENTION_TRIAL_US;

    @Option(
            names = "--contention-window",
            paramLabel = "W",
            description = "requests outstanding per requester (default: ${DEFAULT-VALUE})")
    int window = Defaults.WINDOW;

    @Option(
            names = "--point-seconds",
            paramLabel = "S",
            description = "cap on one contention point (default: ${DEFAULT-VALUE})")
    double pointSeconds = Defaults.CONTENTION_POINT_SECONDS;

    @Option(
            names = "--contention-budget-seconds",
            paramLabel = "S",
            description =
                    "cap on the whole contention experiment; points not reached are listed in meta.json (default: ${DEFAULT-VALUE})")
    double budgetSeconds = Defaults.CONTENTION_BUDGET_SECONDS;

    /** Checks every value before anything is measured; the message names the option. */
    ContentionSettings settings(int payloadBytes, int ranks) {
        List<ContentionPattern> chosen = new ArrayList<>();
        for (String p : patterns) {
            try {
                ContentionPattern pattern = ContentionPattern.of(p);
                SweepOptions.require(!chosen.contains(pattern), "--patterns names " + p + " twice");
                chosen.add(pattern);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--patterns: " + e.getMessage());
            }
        }
        SweepOptions.require(!chosen.isEmpty(), "--patterns must name at least one pattern");
        SweepOptions.require(
                kMax >= 0 && kMax < ranks,
                "--k-max must be in 1.." + (ranks - 1) + " with " + ranks + " ranks (or 0 for all), got " + kMax);
        int n = nBytes == null ? payloadBytes : nBytes;
        SweepOptions.require(
                n >= payloadBytes && n <= BulkOptions.LARGEST_ALLOWED_BYTES,
                "--contention-bytes must be in " + payloadBytes + ".." + BulkOptions.LARGEST_ALLOWED_BYTES
                        + " (the small message is " + payloadBytes + " bytes), got " + n);
        SweepOptions.requireBudget("--contention-budget-seconds", budgetSeconds);
        SweepOptions.requirePointWithin("--point-seconds", pointSeconds, "--contention-budget-seconds", budgetSeconds);
        double trialBound = Math.min(1e6, pointSeconds * 1e6);
        SweepOptions.require(
                Bounds.within(trialUs, 1, trialBound),
                "--trial-us must be in 1.." + Limits.text(trialBound)
                        + " (at most a second, and within --point-seconds), got " + Limits.text(trialUs));
        SweepOptions.requireIn("--contention-window", window, 1, Bounds.MAX_BULK_WINDOW);
        ContentionSettings d = ContentionSettings.defaults(chosen, n);
        StoppingRule rule = new StoppingRule(
                d.rule().batch(),
                d.rule().minBatches(),
                d.rule().relativeCi(),
                d.rule().maxTrials(),
                Math.round(pointSeconds * 1e9));
        return new ContentionSettings(
                chosen, kMax, n, Math.round(trialUs * 1e3), d.warmUpNs(), rule, Math.round(budgetSeconds * 1e9));
    }
}
