package io.logp.data;

import java.util.List;

/**
 * How the contention experiment measures every point.
 *
 * @param patterns      which patterns, in this order
 * @param kMax          largest K of every pattern (capped by what the ranks allow); 0 = as many as the ranks allow
 * @param nBytes        bytes every request carries (a store; 16 is the small message)
 * @param trialNs    target length of one trial: long enough that every requester is issuing for most of it,
 *                      even when ranks take turns on the processors
 * @param warmUpNs   untimed warm-up of every point (new pairs set up their connections lazily)
 * @param rule          when a point is measured well enough (its batches are trials of all requesters at once)
 * @param budgetNs   cap on the whole experiment; points not reached are left out and reported
 */
public record ContentionSettings(
        List<ContentionPattern> patterns,
        int kMax,
        int nBytes,
        long trialNs,
        long warmUpNs,
        StoppingRule rule,
        long budgetNs) {

    public ContentionSettings {
        if (patterns.isEmpty()) throw new IllegalArgumentException("no contention pattern chosen");
        if (kMax < 0) throw new IllegalArgumentException("K max must be >= 0, got " + kMax);
        if (nBytes < 1) throw new IllegalArgumentException("message size must be >= 1 byte, got " + nBytes);
        if (trialNs <= 0) throw new IllegalArgumentException("trial length must be > 0");
        if (budgetNs <= 0) throw new IllegalArgumentException("budget must be > 0");
        patterns = List.copyOf(patterns);
    }

    /** The defaults ({@link Defaults}) with these patterns and message size. */
    public static ContentionSettings defaults(List<ContentionPattern> patterns, int nBytes) {
        return new ContentionSettings(
                patterns,
                0,
                nBytes,
                Math.round(Defaults.CONTENTION_TRIAL_US * 1e3),
                Math.round(Defaults.CONTENTION_WARMUP_SECONDS * 1e9),
                new StoppingRule(
                        Defaults.CONTENTION_BATCH,
                        Defaults.CONTENTION_MIN_BATCHES,
                        Defaults.RELATIVE_CI,
                        Defaults.CONTENTION_MAX_TRIALS,
                        Math.round(Defaults.CONTENTION_POINT_SECONDS * 1e9)),
                Math.round(Defaults.CONTENTION_BUDGET_SECONDS * 1e9));
    }

    /** Every (pattern, K) point for this many ranks, in measuring order: per pattern, K = 1 upwards. */
    public List<Point> plan(int ranks) {
        List<Point> points = new java.util.ArrayList<>();
        for (ContentionPattern p : patterns) {
            int top = kMax == 0 ? p.maxK(ranks) : Math.min(kMax, p.maxK(ranks));
            for (int k = 1; k <= top; k++) points.add(new Point(p, k));
        }
        return points;
    }

    public record Point(ContentionPattern pattern, int k) {

        /** "k_to_1 K=3": the point's name in progress lines. */
        public String label() {
            return pattern.label() + " K=" + k;
        }
    }
}
