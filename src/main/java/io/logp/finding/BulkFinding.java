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
}
