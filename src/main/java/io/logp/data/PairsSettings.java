package io.logp.data;

/**
 * The settings of the all-pairs experiment.
 *
 * @param schedule        one pair at a time, or the rounds of a tournament
 * @param rule            stopping rule of every pair's RTT (and of every point of its short signature)
 * @param minTrials       round trips a pair's RTT needs at least
 * @param firstWarmUpNs   untimed round trips before the first pair of a rank, so the JIT has compiled the loop
 * @param pairWarmUpNs    untimed round trips before every pair: a new pair sets its connection up lazily
 * @param budgetNs        cap on the whole experiment; the pairs of rounds not started are listed
 * @param signature       whether every pair also gets its short signature (o_s, g, L)
 * @param slowMargin      how far beyond both CIs a pair's RTT must exceed the median of its kind to be slow (0.2: 20%)
 */
public record PairsSettings(
        PairSchedule schedule,
        StoppingRule rule,
        int minTrials,
        long firstWarmUpNs,
        long pairWarmUpNs,
        long budgetNs,
        boolean signature,
        double slowMargin) {

    public PairsSettings {
        if (schedule == null) throw new IllegalArgumentException("schedule is missing");
        if (minTrials < 1) throw new IllegalArgumentException("pair trials must be >= 1, got " + minTrials);
        if (firstWarmUpNs < 0 || pairWarmUpNs < 0) throw new IllegalArgumentException("warm-up must be >= 0");
        if (budgetNs <= 0) throw new IllegalArgumentException("budget must be > 0");
        if (!(slowMargin >= 0 && slowMargin <= 10))
            throw new IllegalArgumentException("slow margin must be in 0..10, got " + slowMargin);
    }

    /** The defaults of {@link Defaults} for {@code ranks} ranks. */
    public static PairsSettings defaults(int ranks) {
        return new PairsSettings(
                PairSchedule.defaultFor(ranks),
                new StoppingRule(
                        Defaults.BATCH,
                        Defaults.MIN_BATCHES,
                        Defaults.RELATIVE_CI,
                        Defaults.PAIRS_MAX_TRIALS,
                        Math.round(Defaults.PAIRS_POINT_SECONDS * 1e9)),
                Defaults.PAIRS_MIN_TRIALS,
                Math.round(Defaults.PAIRS_FIRST_WARMUP_SECONDS * 1e9),
                Math.round(Defaults.PAIRS_WARMUP_SECONDS * 1e9),
                Math.round(Defaults.PAIRS_BUDGET_SECONDS * 1e9),
                false,
                Defaults.PAIRS_SLOW_MARGIN);
    }
}
