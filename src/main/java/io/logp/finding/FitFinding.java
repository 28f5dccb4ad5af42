package io.logp.finding;

/**
 * What the LogP fitter found about its own result: what kind of result a reader could misread, with the numbers that
 * show it. What it means can depend on the path the messages took (a negative L over shared memory is not TCP
 * loopback's), which only the renderer, given the run's path, says.
 */
public sealed interface FitFinding extends Finding {

    /**
     * No exact D = 0 curve: the lowest delay, far below its plateau, served as the gap curve (o_s is its send-only cost
     * minus D).
     *
     * @param gUs that curve's plateau
     */
    record LowestDelayAsZero(double delayUs, double gUs) implements FitFinding {}

    /** No RTT of the fitted size: that of {@code rttNBytes} was used. */
    record RttOfOtherSize(int nBytes, int rttNBytes) implements FitFinding {}

    /**
     * The D = 0 curve has not reached its asymptote by M = {@code toM}.
     *
     * @param issuedUs      issue time of the curve's largest M, present only when too short for replies to flow
     * @param minRoundTrips round trips a curve must last to be steady, present with {@code issuedUs}
     */
    record PlateauNotConverged(int toM, int steadyPoints, double gUs, Double issuedUs, Double minRoundTrips)
            implements FitFinding {}

    /** No curve rises clearly above the D = 0 plateau, so o_r and L are unknown. */
    record NoCurveAboveGap() implements FitFinding {}

    /** Steady cost grows with D at a slope far from 1. */
    record SlopeNotOne(double slope) implements FitFinding {}

    /** g below o_s, which LogP does not allow. */
    record GapBelowSendOverhead(double gUs, double oSUs) implements FitFinding {}

    /** g = o_s (o_r unknown): the send overhead is the bottleneck. */
    record SendOverheadLimited(double gUs) implements FitFinding {}

    /** g = o_s + o_r within the CIs: the requester's overheads are the bottleneck. Idle = g - o_s - o_r. */
    record OverheadLimited(double gUs, double idleUs, double idleCi95Us) implements FitFinding {}

    /** g below o_s + o_r beyond the CIs, which LogP does not allow. */
    record GapBelowOverheads(double gUs, double overheadsUs, double idleUs, double idleCi95Us) implements FitFinding {}

    /** L < 0: RTT/2 shorter than o_s + o_r under load. */
    record NegativeLatency(double lUs, double lCi95Us, double halfRttUs, double overheadsUs) implements FitFinding {}

    /** 0 <= L below 5% of RTT/2: the one-way time is overhead. */
    record ZeroLatency(double lUs) implements FitFinding {}

    /** L positive but its CI includes 0. */
    record UncertainLatency(double lUs, double lCi95Us) implements FitFinding {}

    /**
     * The plateau is within {@code windowFactor} of RTT/W: the window may set it.
     *
     * @param window requests the requester may have outstanding
     */
    record WindowLimited(double gUs, double rttOverWindowUs, int window, double windowFactor) implements FitFinding {}
}
