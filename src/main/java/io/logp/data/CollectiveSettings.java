package io.logp.data;

/**
 * How a collective is timed: MPIPerf's method and defaults (Kurnosov 2012, section 5), plus the loop of k launches
 * the other suites time with, kept for comparison.
 *
 * @param initLaunches    launches of the untimed stage 0, back to back (MPIPerf: 4); they set up lazy connections
 *                        and give the first slot length
 * @param stageLaunches   launches per stage (8)
 * @param invalidLimit    fraction of a stage's launches that may be invalid before the slot is lengthened (0.25)
 * @param slotFactor      the lengthening: next slot = factor x (stage end - stage start) / launches (1.1)
 * @param maxLaunches     stop after this many launches of the stages kept (100; a stage the compiler ran in is not) ...
 * @param maxValid        ... or this many valid ones (30) ...
 * @param minValid        ... or when at least this many are valid (10) ...
 * @param relativeError   ... and SE / mean is at most this (0.05)
 * @param trim            fraction of the valid launches dropped on each side before averaging (0.25)
 * @param confidence      probability of the reported interval (0.90, 0.95 or 0.99)
 * @param loopLaunches    launches of the loop-of-k timing; 0 leaves it out
 * @param pointSeconds    cap on one point's stages, for machines where slots keep growing
 */
public record CollectiveSettings(
        int initLaunches,
        int stageLaunches,
        double invalidLimit,
        double slotFactor,
        int maxLaunches,
        int maxValid,
        int minValid,
        double relativeError,
        double trim,
        double confidence,
        int loopLaunches,
        double pointSeconds) {

    public static final double[] CONFIDENCES = {0.90, 0.95, 0.99};

    public CollectiveSettings {
        if (initLaunches < 1)
            throw new IllegalArgumentException("initialisation launches must be >= 1, got " + initLaunches);
        if (stageLaunches < 1)
            throw new IllegalArgumentException("launches per stage must be >= 1, got " + stageLaunches);
        if (!(invalidLimit >= 0 && invalidLimit < 1))
            throw new IllegalArgumentException("invalid limit must be in [0, 1), got " + invalidLimit);
        if (!(slotFactor > 1 && slotFactor <= 2))
            throw new IllegalArgumentException("slot factor must be in (1, 2], got " + slotFactor);
        if (maxLaunches < stageLaunches)
            throw new IllegalArgumentException("max launches must be >= launches per stage");
        if (minValid < 2 || maxValid < minValid) throw new IllegalArgumentException("need 2 <= min valid <= max valid");
        if (!(relativeError > 0))
            throw new IllegalArgumentException("relative error must be > 0, got " + relativeError);
        if (!(trim >= 0 && trim < 0.5)) throw new IllegalArgumentException("trim must be in [0, 0.5), got " + trim);
        if (!(confidence > 0 && confidence < 1))
            throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
        if (loopLaunches < 0) throw new IllegalArgumentException("loop launches must be >= 0, got " + loopLaunches);
        if (!(pointSeconds > 0)) throw new IllegalArgumentException("point budget must be > 0 s, got " + pointSeconds);
    }

    /** MPIPerf's defaults, a 95% interval and a loop of 100 launches beside them: the values of {@link Defaults}. */
    public static CollectiveSettings mpiperf() {
        return new CollectiveSettings(
                Defaults.INIT_LAUNCHES,
                Defaults.STAGE_LAUNCHES,
                Defaults.INVALID_LIMIT,
                Defaults.SLOT_FACTOR,
                Defaults.MAX_LAUNCHES,
                Defaults.MAX_VALID,
                Defaults.MIN_VALID,
                Defaults.COLLECTIVE_RELATIVE_ERROR,
                Defaults.COLLECTIVE_TRIM,
                Defaults.COLLECTIVE_CONFIDENCE,
                Defaults.LOOP_LAUNCHES,
                Defaults.COLLECTIVE_POINT_SECONDS);
    }

    /**
     * MPIPerf's stopping rule: enough launches (more than the maximum, or more valid ones than the maximum), or a
     * precise enough mean from enough valid launches. Returns why the point stops, or null while it goes on.
     *
     * @param relativeErrorNow SE / mean of the valid launches so far; NaN while unknown
     */
    public String stopReason(int launches, int valid, double relativeErrorNow) {
        if (valid >= minValid && relativeErrorNow <= relativeError) {
            return String.format(java.util.Locale.ROOT, "relative error %.3f <= %.3f", relativeErrorNow, relativeError);
        }
        if (valid >= maxValid) return valid + " valid launches";
        if (launches >= maxLaunches) return launches + " launches";
        return null;
    }

    public boolean done(int launches, int valid, double relativeErrorNow) {
        return stopReason(launches, valid, relativeErrorNow) != null;
    }
}
