package io.logp.report;

import io.logp.finding.BulkFinding;
import io.logp.finding.MeasurementFinding;
import io.logp.format.run.Decimals;
import java.util.List;
import java.util.Locale;

/** The measurement's and the bulk experiment's findings in words: a full sentence and one short line each. */
public final class MeasurementFindingText {

    private MeasurementFindingText() {}

    public static String words(MeasurementFinding finding) {
        return switch (finding) {
            case MeasurementFinding.PointsCapped f ->
                fmt(
                        "%d of %d signature points (%d-byte messages) stopped at a cap (%d trials or %.1f s) before"
                                + " their 95%% CI reached %.0f%% of the mean",
                        f.capped(), f.points(), f.nBytes(), f.maxTrials(), f.maxPointSeconds(), 100 * f.relativeCi());
            case MeasurementFinding.DelayMerged f ->
                fmt(
                        "delay %.4f us left out of the %d-byte signature: it takes %.6f us, as a shorter one already"
                                + " does",
                        f.delayUs(), f.nBytes(), f.takesUs());
            case MeasurementFinding.SweepBudgetExhausted f ->
                fmt(
                        "the sweep's time budget ran out before every point of the %d-byte signature was measured",
                        f.nBytes());
            case MeasurementFinding.GcRemeasured f ->
                fmt(
                        "%d batches of the %d-byte signature saw a garbage collection and were measured again",
                        f.batches(), f.nBytes());
            case MeasurementFinding.TimedLoopAllocates f ->
                fmt(
                        "%d bytes were allocated inside %d timed trials (%d-byte messages): the timed loop allocates"
                                + " on this JVM, so collections may have touched the timings",
                        f.allocatedBytes(), f.trials(), f.nBytes());
            case MeasurementFinding.RttDrift f ->
                fmt(
                                "the RTT measured between rounds left the confidence interval of the RTT before the"
                                        + " sweep (%.3f ± %.3f us) in %d of %d rounds, by up to %.0f%% (range %.3f to"
                                        + " %.3f us)",
                                f.initialUs(),
                                f.initialCi95Us(),
                                f.driftedRounds(),
                                f.rounds(),
                                100 * f.worstFraction(),
                                f.lowUs(),
                                f.highUs())
                        + (f.stateChange()
                                ? ": the machine changed performance state, or the sweep's traffic changed the state of"
                                        + " the path (socket buffers, queues); interleaved rounds spread either over all"
                                        + " points, and their CIs include it"
                                : "")
                        + "; L uses the RTT measured between rounds, under the sweep's conditions";
        };
    }

    public static String brief(MeasurementFinding finding) {
        return switch (finding) {
            case MeasurementFinding.PointsCapped f ->
                fmt("%d of %d signature points stopped at a cap before their CI target", f.capped(), f.points());
            case MeasurementFinding.DelayMerged f ->
                fmt("delay %.4f us left out: it takes as long as a shorter one", f.delayUs());
            case MeasurementFinding.SweepBudgetExhausted f ->
                "the sweep budget ran out before every point was measured";
            case MeasurementFinding.GcRemeasured f -> fmt("%d batches saw a GC and were measured again", f.batches());
            case MeasurementFinding.TimedLoopAllocates f ->
                fmt("the timed loop allocated %d bytes in %d trials", f.allocatedBytes(), f.trials());
            case MeasurementFinding.RttDrift f ->
                fmt(
                        "the RTT left its CI in %d of %d rounds, by up to %.0f%%",
                        f.driftedRounds(), f.rounds(), 100 * f.worstFraction());
        };
    }

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
        };
    }

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
                fmt("T0 of %d..%d bytes is no start-up time", f.fromBytes(), f.toBytes());
            case BulkFinding.GAcrossRegimes f ->
                fmt("G spans protocol regimes (%d..%d bytes)", f.fromBytes(), f.toBytes());
            case BulkFinding.GOverheadLimited f ->
                fmt("G = %s us/byte is an upper bound (overhead-limited)", Decimals.csv(f.gUsPerByte()));
            case BulkFinding.GUnknown f -> "G unknown: fewer than two converged g(n)";
        };
    }

    /** Why a regime's intercept is no start-up time, the clause the table and the warning share. */
    public static String t0(BulkFinding.T0NotAStartup f) {
        return switch (f.reason()) {
            case NO_GROWTH -> "T does not grow with n here: no rate, and T0 is only the mean time";
            case NEGATIVE ->
                fmt(
                        "T0 = %.3f us is negative: the line of the larger sizes does not extrapolate to a start-up"
                                + " time (nonlinear times; Culler et al. found the same for Myrinet); the smallest size"
                                + " here (%d bytes) takes %.3f us",
                        f.t0Us(), f.smallestBytes(), f.smallestUs());
            case INDISTINGUISHABLE_FROM_ZERO ->
                fmt(
                        "T0 = %.3f ± %.3f us is indistinguishable from 0: the per-byte time dominates every size"
                                + " here, so the line fixes no start-up time",
                        f.t0Us(), f.t0Ci95Us());
            case ABOVE_SMALLEST ->
                fmt(
                        "T0 = %.3f us exceeds the time of this regime's smallest size (%d bytes, %.3f us): the times"
                                + " grow less than linearly, so the intercept is no start-up cost",
                        f.t0Us(), f.smallestBytes(), f.smallestUs());
        };
    }

    private static String sizes(List<Integer> sizes) {
        return sizes.toString();
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
