package io.logp.finding;

/**
 * What a signature sweep found about its own points while measuring: caps, a budget, collections, allocation in the
 * timed loop, a drifting round trip. Each names the message size of the sweep ({@code nBytes}), so a bulk run's
 * sweeps say which size they are about.
 */
public sealed interface MeasurementFinding extends Finding {

    /**
     * Points that stopped at a cap (trials or time) before their 95% CI reached the target.
     *
     * @param relativeCi the target half-width as a fraction of the mean
     */
    record PointsCapped(int nBytes, int capped, int points, long maxTrials, double maxPointSeconds, double relativeCi)
            implements MeasurementFinding {}

    /**
     * A delay left out of the sweep: it takes {@code takesUs}, as a shorter one already does, so its points would
     * repeat that curve's.
     */
    record DelayMerged(int nBytes, double delayUs, double takesUs) implements MeasurementFinding {}

    /** The sweep's time budget ran out before every point was measured. */
    record SweepBudgetExhausted(int nBytes) implements MeasurementFinding {}

    /** Batches that saw a garbage collection and were measured again. */
    record GcRemeasured(int nBytes, int batches) implements MeasurementFinding {}

    /**
     * Ping-pong trials far beyond the median at the main size: interruptions (preemption, other load), not
     * communication. The mean and the maximum carry them; the filtered statistics leave out every trial above
     * {@code cutCoef} times the median.
     *
     * @param removed how many trials the filter left out
     * @param trials  all trials
     */
    record PingPongOutliers(
            int nBytes, int removed, int trials, double medianUs, double meanUs, double maxUs, double cutCoef)
            implements MeasurementFinding {}

    /** Bytes allocated by the measuring thread inside timed trials: the timed loop allocates on this JVM. */
    record TimedLoopAllocates(int nBytes, long allocatedBytes, long trials) implements MeasurementFinding {}

    /**
     * The RTT re-measured between rounds left the CI of the RTT before the sweep.
     *
     * @param worstFraction the largest relative departure from the initial RTT
     * @param stateChange   whether that departure is beyond noise: the machine or the path changed state
     */
    record RttDrift(
            int nBytes,
            double initialUs,
            double initialCi95Us,
            int driftedRounds,
            int rounds,
            double worstFraction,
            double lowUs,
            double highUs,
            boolean stateChange)
            implements MeasurementFinding {}
}
