package io.logp.report;

import io.logp.finding.MeasurementFinding;
import io.logp.presentation.NumberText;
import java.util.Locale;

/** The measurement's findings in words: a full sentence and one short line each. */
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
            case MeasurementFinding.PingPongOutliers f ->
                fmt(
                        "%d of %d ping-pong trials at %d B took more than %.0f x the median (%.3f us), up to %.3f us:"
                                + " interruptions (preemption, other load), not communication. The mean (%.3f us) and"
                                + " the maximum carry them; the filtered statistics and the line leave them out",
                        f.removed(), f.trials(), f.nBytes(), f.cutCoef(), f.medianUs(), f.maxUs(), f.meanUs());
            case MeasurementFinding.TimedLoopAllocates f ->
                fmt(
                        "%d bytes were allocated inside %d timed trials (%d-byte messages): the timed loop allocates"
                                + " on this JVM, so collections may have touched the timings",
                        f.allocatedBytes(), f.trials(), f.nBytes());
            case MeasurementFinding.RttDrift f ->
                fmt(
                                "the RTT measured between rounds left the confidence interval of the RTT before the"
                                        + " sweep (%s us) in %d of %d rounds, by up to %.0f%% (range %.3f to"
                                        + " %.3f us)",
                                NumberText.withCi(f.initialUs(), f.initialCi95Us()),
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
            case MeasurementFinding.PingPongOutliers f ->
                fmt(
                        "%d of %d trials above %.0f x the median, max %.3f us",
                        f.removed(), f.trials(), f.cutCoef(), f.maxUs());
            case MeasurementFinding.TimedLoopAllocates f ->
                fmt("the timed loop allocated %d bytes in %d trials", f.allocatedBytes(), f.trials());
            case MeasurementFinding.RttDrift f ->
                fmt(
                        "the RTT left its CI in %d of %d rounds, by up to %.0f%%",
                        f.driftedRounds(), f.rounds(), 100 * f.worstFraction());
        };
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
