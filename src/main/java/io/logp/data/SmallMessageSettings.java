package io.logp.data;

/**
 * Parameters of the small-message experiment (RTT plus signature). Defaults live in {@link Defaults}.
 *
 * @param mMax          largest M of the initial grid
 * @param mCap          largest M a non-converged curve may be extended to
 * @param delaysUs      delays D in microseconds starting with 0, or null to choose them from the pilot gap
 * @param rule          stopping rule of every point
 * @param rttMinTrials  minimum RTT trials (the distribution needs more than the mean)
 * @param warmupSeconds untimed warm-up before anything is recorded
 * @param budgetSeconds cap on the whole sweep
 * @param seed          seed of the round shuffling
 */
public record SmallMessageSettings(
        int mMax,
        int mCap,
        double[] delaysUs,
        StoppingRule rule,
        int rttMinTrials,
        double warmupSeconds,
        double budgetSeconds,
        long seed) {

    public SmallMessageSettings {
        if (mMax < 2) throw new IllegalArgumentException("M max must be >= 2, got " + mMax);
        if (mCap < mMax) throw new IllegalArgumentException("M cap (" + mCap + ") must be >= M max (" + mMax + ")");
        if (rttMinTrials < 1) throw new IllegalArgumentException("RTT trials must be >= 1");
        if (warmupSeconds < 0) throw new IllegalArgumentException("warm-up must be >= 0 s");
        if (!(budgetSeconds > 0)) throw new IllegalArgumentException("budget must be > 0 s");
    }
}
