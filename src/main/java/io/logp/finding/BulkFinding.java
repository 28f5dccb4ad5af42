package io.logp.finding;

import io.logp.data.Transfer;
import java.util.List;

/** What the bulk experiment and the bulk fit found: caps and budgets over sizes, sizes not fitted, T0, G. */
public sealed interface BulkFinding extends Finding {

    /** Bulk signature points that stopped at a cap, over all sizes; {@code sizes} are those with such points. */
    record BulkPointsCapped(int capped, int points, List<Integer> sizes) implements BulkFinding {}

    /** T(n) of these sizes (stores or gets) stopped at a cap before its CI target. */
    record BulkTimesCapped(Transfer.Kind transfer, List<Integer> sizes) implements BulkFinding {}

    /** The bulk budget ran out before every size of T(n) was timed. */
    record BulkTimesBudgetExhausted(Transfer.Kind transfer) implements BulkFinding {}

    /** The bulk budget ran out before the signatures of these sizes. */
    record BulkSignaturesSkipped(double budgetSeconds, List<Integer> sizes) implements BulkFinding {}

    /** The round trip between rounds left the CI of T(n) at these sizes, by up to {@code worstFraction}. */
    record BulkRttDrift(List<Integer> sizes, double worstFraction) implements BulkFinding {}

    /** A size has signature rows but no round trip (rtt.csv), so it is not fitted. */
    record BulkSizeWithoutRoundTrip(int nBytes) implements BulkFinding {}

    /** A size's signature could not be fitted; {@code reason} is the fitter's. */
    record BulkSizeNotFitted(int nBytes, String reason) implements BulkFinding {}

    /** Why the intercept of a T(n) regime is no start-up time. */
    enum T0Reason {
        /** T does not grow with n: no rate, T0 is only the mean time. */
        NO_GROWTH,
        /** T0 < 0: the line of the larger sizes does not extrapolate to a start-up time. */
        NEGATIVE,
        /** T0's CI includes 0: the per-byte time dominates every size. */
        INDISTINGUISHABLE_FROM_ZERO,
        /** T0 exceeds the time of the regime's smallest size: the times grow less than linearly. */
        ABOVE_SMALLEST
    }

    /**
     * The intercept T0 of the T(n) regime from {@code fromBytes} to {@code toBytes} is no start-up time.
     *
     * @param smallestBytes the regime's smallest size, which takes {@code smallestUs}
     */
    record T0NotAStartup(
            int fromBytes,
            int toBytes,
            T0Reason reason,
            double t0Us,
            double t0Ci95Us,
            int smallestBytes,
            double smallestUs)
            implements BulkFinding {}

    /** G is the slope of g(n) across protocol regimes: fewer than two sizes of the large-message regime show a gap. */
    record GAcrossRegimes(int fromBytes, int toBytes) implements BulkFinding {}

    /** G is the slope of overhead-limited plateaus: the requester's per-byte overhead, an upper bound. */
    record GOverheadLimited(double gUsPerByte, int fromBytes, int toBytes) implements BulkFinding {}

    /** Fewer than two sizes have a converged D = 0 plateau g(n), so G is unknown. */
    record GUnknown() implements BulkFinding {}

    /** Why g(n) at one size is not the network's gap. */
    enum GapHiddenReason {
        /** The D = 0 curve does not converge by the largest M: overhead-limited, no plateau to read. */
        NOT_CONVERGED,
        /** o_r(n) is unknown or withheld, so whether the plateau is the requester's overheads cannot be told. */
        RECEIVE_OVERHEAD_UNKNOWN,
        /** g(n) = o_s(n) + o_r(n): the requester's overheads are the bottleneck. */
        OVERHEAD_LIMITED
    }

    /**
     * g(n) at {@code nBytes} is not the network's gap ({@code largestM}: the largest M of the D = 0 curve, for
     * {@link GapHiddenReason#NOT_CONVERGED}).
     */
    record GapHidden(int nBytes, GapHiddenReason reason, int largestM) implements BulkFinding {}

    /**
     * o_r(n) at {@code nBytes} came out negative (beyond its CI, or within it of 0), so it is withheld: with D
     * between requests, a request costs less than o_s(n) + D, so part of the send overlaps the computation and hides
     * the reply's receive overhead. The model's steady cost o_s(n) + o_r(n) + D does not hold at this size.
     *
     * @param steadySlope the slope of steady cost against D (1 in the model), NaN when unknown
     */
    record ReceiveOverheadHidden(int nBytes, double oRUs, double oRCi95Us, double oSUs, double steadySlope)
            implements BulkFinding {}

    /** Which per-size parameter a regime of sizes describes. */
    enum SizeQuantity {
        /** o_s(n), the send overhead. */
        SEND_OVERHEAD,
        /** g(n), the D = 0 plateau. */
        GAP
    }

    /** How a per-size parameter behaves over one regime. */
    enum SizeShape {
        /** Level within the CIs of every size: a network interface or a single copy moves the data. */
        CONSTANT,
        /** Grows (or falls) linearly with n beyond its CI: the processor handles every byte. */
        LINEAR,
        /** One size alone: no line. */
        SINGLE
    }

    /**
     * One regime of o_s(n) or g(n), found from the values themselves: every size in it lies within a few of its CIs
     * of the regime's level or line.
     *
     * @param afterBytes the last size of the previous regime, 0 for the first
     * @param levelUs    the level (CONSTANT), the value at {@code fromBytes} (LINEAR) or the lone value (SINGLE)
     * @param perByteUs  the slope in us per byte (LINEAR), else 0
     */
    record SizeRegime(
            SizeQuantity quantity,
            int fromBytes,
            int toBytes,
            int points,
            SizeShape shape,
            double levelUs,
            double levelCi95Us,
            double perByteUs,
            double perByteCi95Us,
            int afterBytes,
            double previousUs)
            implements BulkFinding {}

    /** What shows a break of T(n). */
    enum BreakEvidence {
        /** Delivered bandwidth n/T(n) falls, which no single line with T0 >= 0 allows. */
        BANDWIDTH_FALL,
        /** A segmented regression: two lines fit significantly better than one. */
        STEP
    }

    /**
     * A break between two regimes of T(n): the last size before it and the first after, with their times, and the
     * step of T at {@code atBytes} (the later regime minus the earlier, with its CI).
     *
     * @param pValue the F test's p-value (Bonferroni-corrected); NaN for a break the bandwidth fall found alone
     */
    record TimeBreak(
            int lastBytes,
            int firstBytes,
            BreakEvidence evidence,
            double lastUs,
            double firstUs,
            int atBytes,
            double stepUs,
            double stepCi95Us,
            double pValue)
            implements BulkFinding {}

    /**
     * The small message was timed by the small-message experiment, on its own path, and is kept out of the bulk
     * regimes: how far the first bulk regime's line at the small size lies from it ({@code stepUs}: line minus
     * measured, with its CI), the bulk path's own start-up.
     */
    record BulkPathStartUp(
            int smallBytes, double smallUs, int firstBulkBytes, double lineUs, double stepUs, double stepCi95Us)
            implements BulkFinding {}

    /**
     * The ping-pong sweep's bandwidth (1/Tc of its large sizes, one-way, filtered means) and the bulk R of the same run
     * (its large-message regime) differ by more than their CIs combined. They time different things: ping-pong
     * blocking send/receive pairs of n bytes each way, bulk a window of outstanding n-byte requests with small
     * replies, over their own size ranges.
     */
    record PingPongRateDiffers(
            double pingPongMBps,
            double pingPongCi95MBps,
            int pingPongFromBytes,
            int pingPongToBytes,
            double bulkMBps,
            double bulkCi95MBps,
            int bulkFromBytes,
            int bulkToBytes)
            implements BulkFinding {}
}
