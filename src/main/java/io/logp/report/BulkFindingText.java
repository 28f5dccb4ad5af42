package io.logp.report;

import io.logp.finding.BulkFinding;
import io.logp.format.run.Decimals;
import io.logp.presentation.NumberText;
import java.util.List;
import java.util.Locale;

/**
 * The bulk experiment's and the bulk fit's findings in words: a full sentence and one short line each. The regimes
 * of o_s(n), g(n) and T(n) have their words in {@link BulkRegimeText}.
 */
public final class BulkFindingText {

    private BulkFindingText() {}

    /** The full sentence of a bulk finding. */
    public static String words(BulkFinding finding) {
        return switch (finding) {
            case BulkFinding.BulkPointsCapped f ->
                fmt(
                        "%d of %d bulk signature points (at %s bytes) stopped at a cap before their 95%% CI reached"
                                + " the target",
                        f.capped(), f.points(), sizes(f.sizes()));
            case BulkFinding.BulkTimesCapped f ->
                fmt(
                        "%s T(n) of %s bytes stopped at a cap before its 95%% CI reached the target",
                        f.transfer().label(), sizes(f.sizes()));
            case BulkFinding.BulkTimesBudgetExhausted f ->
                fmt(
                        "the bulk budget ran out before every %s size was timed",
                        f.transfer().label());
            case BulkFinding.BulkSignaturesSkipped f ->
                fmt(
                        "the bulk budget (%.0f s) ran out before the signatures of %s bytes",
                        f.budgetSeconds(), sizes(f.sizes()));
            case BulkFinding.BulkRttDrift f ->
                fmt(
                        "during the bulk signatures at %s bytes the round trip measured between rounds left the CI of"
                                + " T(n) by up to %.0f%%: the machine changed performance state between the T(n) sweep"
                                + " and the signature; interleaved rounds spread it over all points of a size",
                        sizes(f.sizes()), 100 * f.worstFraction());
            case BulkFinding.BulkSizeWithoutRoundTrip f ->
                fmt("n_bytes = %d has signature rows but no round trip (rtt.csv): not fitted", f.nBytes());
            case BulkFinding.BulkSizeNotFitted f -> fmt("n_bytes = %d not fitted: %s", f.nBytes(), f.reason());
            case BulkFinding.T0NotAStartup f -> fmt("T(n) from %d to %d bytes: ", f.fromBytes(), f.toBytes()) + t0(f);
            case BulkFinding.GAcrossRegimes f ->
                fmt(
                        "G is the slope of g(n) from %d to %d bytes, across protocol regimes of T(n): fewer than two"
                                + " sizes of the large-message regime show their gap",
                        f.fromBytes(), f.toBytes());
            case BulkFinding.GOverheadLimited f ->
                fmt(
                        "G = %s us/byte is the slope of overhead-limited plateaus (from %d to %d bytes): the"
                                + " requester's per-byte overhead, an upper bound of the network's gap per byte",
                        Decimals.csv(f.gUsPerByte()), f.fromBytes(), f.toBytes());
            case BulkFinding.GUnknown f -> "G is unknown: fewer than two sizes have a converged D = 0 plateau g(n)";
            case BulkFinding.GapHidden f -> fmt("g(n) at %d bytes: ", f.nBytes()) + gapHidden(f);
            case BulkFinding.ReceiveOverheadHidden f -> BulkRegimeText.receiveOverhead(f);
            case BulkFinding.SizeRegime f -> BulkRegimeText.words(f);
            case BulkFinding.TimeBreak f -> BulkRegimeText.words(f);
            case BulkFinding.BulkPathStartUp f -> BulkRegimeText.words(f);
            case BulkFinding.PingPongRateDiffers f ->
                fmt(
                        "the ping-pong bandwidth, %s MB/s over %d..%d B, and the bulk R, %s MB/s over"
                                + " %d..%d B, differ by more than their CIs: ping-pong times blocking send/receive"
                                + " pairs of n bytes each way, bulk a window of n-byte requests with small replies,"
                                + " and over sizes of their own, so a protocol switch or a cache limit between the"
                                + " ranges (or the window's overlap) shows as a different rate",
                        NumberText.withCi(f.pingPongMBps(), f.pingPongCi95MBps()),
                        f.pingPongFromBytes(),
                        f.pingPongToBytes(),
                        NumberText.withCi(f.bulkMBps(), f.bulkCi95MBps()),
                        f.bulkFromBytes(),
                        f.bulkToBytes());
        };
    }

    /** One short line with the numbers that matter. */
    public static String brief(BulkFinding finding) {
        return switch (finding) {
            case BulkFinding.BulkPointsCapped f ->
                fmt("%d of %d bulk signature points stopped at a cap before their CI target", f.capped(), f.points());
            case BulkFinding.BulkTimesCapped f ->
                fmt(
                        "%s T(n) of %d sizes stopped at a cap before its CI target",
                        f.transfer().label(), f.sizes().size());
            case BulkFinding.BulkTimesBudgetExhausted f ->
                fmt("the bulk budget ran out timing %s sizes", f.transfer().label());
            case BulkFinding.BulkSignaturesSkipped f ->
                fmt(
                        "the bulk budget ran out: %d signature sizes not measured",
                        f.sizes().size());
            case BulkFinding.BulkRttDrift f ->
                fmt(
                        "round trip moved up to %.0f%% from the T(n) sweep to the bulk signatures",
                        100 * f.worstFraction());
            case BulkFinding.BulkSizeWithoutRoundTrip f -> fmt("bulk size %d bytes: no T(n), not fitted", f.nBytes());
            case BulkFinding.BulkSizeNotFitted f -> fmt("bulk size %d bytes not fitted", f.nBytes());
            case BulkFinding.T0NotAStartup f ->
                f.reason() == BulkFinding.T0Reason.NEGATIVE
                        ? fmt("T0 of %d..%d bytes is negative: not given", f.fromBytes(), f.toBytes())
                        : fmt("T0 of %d..%d bytes is no start-up time", f.fromBytes(), f.toBytes());
            case BulkFinding.GAcrossRegimes f ->
                fmt("G spans protocol regimes (%d..%d bytes)", f.fromBytes(), f.toBytes());
            case BulkFinding.GOverheadLimited f ->
                fmt("G = %s us/byte is an upper bound (overhead-limited)", Decimals.csv(f.gUsPerByte()));
            case BulkFinding.GUnknown f -> "G unknown: fewer than two converged g(n)";
            case BulkFinding.GapHidden f ->
                fmt(
                        "g(%d B) is not the network's gap (%s)",
                        f.nBytes(), f.reason().name().toLowerCase(Locale.ROOT).replace('_', ' '));
            case BulkFinding.ReceiveOverheadHidden f ->
                fmt("o_r(%d B) is negative: hidden in the bulk path's overlap, not given", f.nBytes());
            case BulkFinding.SizeRegime f -> BulkRegimeText.brief(f);
            case BulkFinding.TimeBreak f -> BulkRegimeText.brief(f);
            case BulkFinding.BulkPathStartUp f -> BulkRegimeText.brief(f);
            case BulkFinding.PingPongRateDiffers f ->
                fmt("ping-pong %.0f MB/s, bulk R %.0f MB/s: beyond their CIs", f.pingPongMBps(), f.bulkMBps());
        };
    }

    /** Why a regime's intercept is no start-up time, the clause the table and the warning share. */
    public static String t0(BulkFinding.T0NotAStartup f) {
        return switch (f.reason()) {
            case NO_GROWTH -> "T does not grow with n here: no rate, and T0 is only the mean time";
            case NEGATIVE ->
                fmt(
                        "the line's intercept comes out negative (%s us), which no start-up time can be, so"
                                + " T0 is not given: the line of the larger sizes does not extrapolate to a start-up"
                                + " time (nonlinear times; Culler et al. found the same for Myrinet); the smallest size"
                                + " here (%d bytes) takes %.3f us",
                        NumberText.withCi(f.t0Us(), f.t0Ci95Us()), f.smallestBytes(), f.smallestUs());
            case INDISTINGUISHABLE_FROM_ZERO ->
                fmt(
                        "T0 = %s us is indistinguishable from 0: the per-byte time dominates every size"
                                + " here, so the line fixes no start-up time",
                        NumberText.withCi(f.t0Us(), f.t0Ci95Us()));
            case ABOVE_SMALLEST ->
                fmt(
                        "T0 = %.3f us exceeds the time of this regime's smallest size (%d bytes, %.3f us): the times"
                                + " grow less than linearly, so the intercept is no start-up cost",
                        f.t0Us(), f.smallestBytes(), f.smallestUs());
        };
    }

    /** Why g(n) at a size is not the network's gap: the clause the bulk table's note column shows. */
    public static String gapHidden(BulkFinding.GapHidden f) {
        return switch (f.reason()) {
            case NOT_CONVERGED ->
                fmt("the D = 0 curve does not converge by M = %d: overhead-limited, g(n) not visible", f.largestM());
            case RECEIVE_OVERHEAD_UNKNOWN ->
                "o_r(n) unknown (no curve above the plateau, or withheld), so whether g(n) is the network's gap cannot"
                        + " be told";
            case OVERHEAD_LIMITED ->
                "g(n) = o_s(n) + o_r(n): the requester's overheads are the bottleneck; the network's gap is at most"
                        + " this";
        };
    }

    private static String sizes(List<Integer> sizes) {
        return sizes.toString();
    }

    static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
