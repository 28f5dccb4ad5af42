package io.logp.report;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.CollectiveDoubt;
import io.logp.data.Defaults;
import io.logp.finding.CollectiveFinding;
import io.logp.presentation.NumberText;
import java.util.Locale;

/** The collectives' findings in words: a full sentence and one short line each, and the doubt legend. */
final class CollectiveFindingText {

    private CollectiveFindingText() {}

    static String words(CollectiveFinding finding) {
        return switch (finding) {
            case CollectiveFinding.TimerCheckEmpty f ->
                fmt("timer check %s with %s at P = %d had no valid launch", f.pattern(), f.timer(), f.p());
            case CollectiveFinding.TimerCheckFailed f ->
                fmt(
                        "timer check failed: %s with %s at P = %d measured %.3f us, expected %.3f us: times taken"
                                + " with this clock (or launches started on it) are off by about that much",
                        f.pattern(), f.timer(), f.p(), f.measuredUs(), f.expectedUs());
            case CollectiveFinding.FirstPointAgrees f ->
                "first-point check: " + point(f.point()) + (f.known() ? ": they agree" : " (an interval is unknown)");
            case CollectiveFinding.FirstPointStartUpCost f ->
                "first-point check failed: " + point(f.point()) + ": the first carried a start-up cost";
            case CollectiveFinding.FirstPointStateChanged f ->
                f.firstSlower()
                        ? fmt(
                                "first-point check: %s: the first is slower, but so was the loop of k then (%.2f x its"
                                        + " time at the repeat): the machine's state changed, not the launches",
                                point(f.point()), f.point().stateRatio())
                        : "first-point check failed: " + point(f.point())
                                + ": the repeat is slower, so the machine's state changed during the run (load,"
                                + " frequency)";
            case CollectiveFinding.DoubtfulRows f ->
                f.rows() + (f.rows() == 1 ? " row" : " rows") + " marked " + legend(f);
            case CollectiveFinding.ClockDrift f ->
                fmt(
                        "rank %d's %s offset moved by %+.3f us during the run, more than both synchronisations'"
                                + " bounds (%.3f us): its clock drifts against rank 0's, and launches late in the run"
                                + " started up to that far from their schedule",
                        f.rank(), f.timer(), f.movedUs(), f.boundUs());
            case CollectiveFinding.NoLogpParameters f ->
                "no LogP parameters in this run (no signature.csv): nothing is predicted";
            case CollectiveFinding.NoPerByteCost f ->
                "no per-byte cost (G or R) in this run: only the barrier is predicted";
            case CollectiveFinding.ModelWithoutG f ->
                fmt(
                        "n/a: logp's model has no G without the bulk transfers, so it prices no message beyond %d B"
                                + " (the size o_s, o_r, g and L were measured with); a run with the bulk part (the"
                                + " full run) gives G",
                        f.referenceBytes());
        };
    }

    static String brief(CollectiveFinding finding) {
        return switch (finding) {
            case CollectiveFinding.TimerCheckEmpty f ->
                fmt("timer check %s (%s, P = %d): no valid launch", f.pattern(), f.timer(), f.p());
            case CollectiveFinding.TimerCheckFailed f ->
                fmt(
                        "%s with %s at P = %d: %.3f us, expected %.3f us",
                        f.pattern(), f.timer(), f.p(), f.measuredUs(), f.expectedUs());
            case CollectiveFinding.FirstPointAgrees f -> fmt("%s: first point and repeat agree", at(f.point()));
            case CollectiveFinding.FirstPointStartUpCost f ->
                fmt("%s: the first point paid a start-up cost", at(f.point()));
            case CollectiveFinding.FirstPointStateChanged f ->
                fmt("%s: first point and repeat differ: the machine's state changed", at(f.point()));
            case CollectiveFinding.DoubtfulRows f ->
                fmt(
                        "%d collective rows marked %s (see the doubt column)",
                        f.rows(), f.doubt().mark());
            case CollectiveFinding.ClockDrift f ->
                fmt("rank %d's %s offset moved %+.3f us during the run", f.rank(), f.timer(), f.movedUs());
            case CollectiveFinding.NoLogpParameters f -> "no LogP parameters: collectives not predicted";
            case CollectiveFinding.NoPerByteCost f -> "no G or R in this run: only the barrier is predicted";
            case CollectiveFinding.ModelWithoutG f ->
                fmt("model n/a beyond %d B: no G without the bulk transfers", f.referenceBytes());
        };
    }

    /** The legend line of a doubt: its mark and what it means, with its bound. */
    static String legend(CollectiveFinding.DoubtfulRows f) {
        return f.doubt().mark() + ": " + meaning(f.doubt(), f);
    }

    /** What a doubt means; the bound is filled in where the finding carries one. */
    static String meaning(CollectiveDoubt doubt, CollectiveFinding.DoubtfulRows f) {
        return switch (doubt) {
            case TIMER ->
                f == null || f.timerErrorUs() == null
                        ? fmt(
                                "mean at most %.0f x a failed timer check's error: the launch's own cost may be much"
                                        + " of it, so measured/LogP is withheld",
                                CollectivesAnalysis.DOUBT_MULTIPLE)
                        : fmt(
                                "mean at most %.0f x the failed timer check's error of %.3f us: the launch's own cost"
                                        + " may be much of it, so measured/LogP is withheld",
                                f.timerMultiple(), f.timerErrorUs());
            case SKEW ->
                "trimmed mean and median disagree beyond their intervals: the launch times are skewed or two-peaked";
            case FIRST ->
                "measured again after the last point it read otherwise, beyond both intervals: a start-up cost"
                        + " (connection, protocol, JIT) the initialisation did not absorb";
            case FEW_VALID ->
                fmt(
                        "fewer than %d valid launches: the point ran out of launches or of its time budget",
                        f == null || f.minValid() == null ? Defaults.MIN_VALID : f.minValid());
        };
    }

    private static String point(CollectiveFinding.FirstPoint p) {
        return fmt(
                "%s %d B at P = %d read %s first and %s after the last point",
                p.op(), p.nBytes(), p.p(), time(p.firstUs(), p.firstCi95Us()), time(p.againUs(), p.againCi95Us()));
    }

    /** A time with its CI; never NaN: "n/a (no valid launch)" for a point without one. */
    private static String time(double us, double ci95Us) {
        if (!Double.isFinite(us)) return "n/a (no valid launch)";
        return Double.isFinite(ci95Us) ? fmt("%s us", NumberText.withCi(us, ci95Us)) : fmt("%.3f us (no CI)", us);
    }

    private static String at(CollectiveFinding.FirstPoint p) {
        return fmt("%s %d B at P = %d", p.op(), p.nBytes(), p.p());
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
