package io.logp.report;

import io.logp.fit.CollectiveModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The collectives of a run with what a reader needs to trust them: each point next to its LogP prediction, the timer
 * checks, the clock synchronisations, and the notes (placement, failed checks, clocks that moved).
 *
 * @param model  the LogP model of this machine, or null when the run has no LogP parameters
 * @param points every point of collectives.csv with its prediction
 * @param timers the timer checks (empty when not run)
 * @param sync   the clock synchronisations (empty when not recorded)
 * @param notes  what the numbers mean here
 */
public record CollectivesAnalysis(
        CollectiveModel model,
        List<Point> points,
        List<CollectivesCsv.TimerRow> timers,
        List<ClockSyncCsv.Row> sync,
        List<String> notes) {

    /** WaitPatternUp is trusted when within this much of P us (or this fraction of it, if more). */
    static final double TIMER_TOLERANCE_US = 0.5;

    static final double TIMER_TOLERANCE = 0.2;

    /** A point and what LogP predicts for it (prediction null without a model). */
    public record Point(CollectivesCsv.Row row, CollectiveModel.Prediction prediction) {

        public double predictedUs() {
            return prediction == null ? Double.NaN : prediction.us();
        }

        /** measured / predicted: above 1 the implementation (or the machine) costs more than LogP's algorithm. */
        public double ratio() {
            return CollectiveModel.ratio(row.stats().meanUs(), predictedUs());
        }
    }

    public CollectivesAnalysis {
        points = List.copyOf(points);
        timers = List.copyOf(timers);
        sync = List.copyOf(sync);
        notes = List.copyOf(notes);
    }

    /** Pure: predictions, timer verdicts and synchronisation summary from the files' rows. */
    public static CollectivesAnalysis of(
            List<CollectivesCsv.Row> rows,
            CollectiveModel model,
            List<CollectivesCsv.TimerRow> timers,
            List<ClockSyncCsv.Row> sync,
            List<String> placementNotes) {
        List<Point> points = new ArrayList<>();
        for (CollectivesCsv.Row r : rows) {
            points.add(new Point(r, model == null ? null : model.predict(r.op(), r.nBytes(), r.p())));
        }
        List<String> notes = new ArrayList<>(placementNotes);
        notes.addAll(timerNotes(timers));
        notes.addAll(syncNotes(sync));
        if (model == null) notes.add("no LogP parameters in this run (no signature.csv): nothing is predicted");
        else if (!Double.isFinite(model.costs().gPerByte())) {
            notes.add("no per-byte cost (G or R) in this run: only the barrier is predicted");
        }
        return new CollectivesAnalysis(model, points, timers, sync, notes);
    }

    /** A timer check that misses its expected time says the schedule (or the clock) cannot be trusted. */
    static List<String> timerNotes(List<CollectivesCsv.TimerRow> timers) {
        List<String> notes = new ArrayList<>();
        for (CollectivesCsv.TimerRow t : timers) {
            double tolerance = Math.max(TIMER_TOLERANCE_US, TIMER_TOLERANCE * t.expectedUs());
            if (!Double.isFinite(t.stats().meanUs())) {
                notes.add(String.format(
                        Locale.ROOT,
                        "timer check %s with %s at P = %d had no valid launch",
                        t.pattern(),
                        t.timer(),
                        t.p()));
            } else if (Math.abs(t.errorUs()) > tolerance) {
                notes.add(String.format(
                        Locale.ROOT,
                        "timer check failed: %s with %s at P = %d measured %.3f us, "
                                + "expected %.3f us: times taken with this clock (or launches started on it) are off by about that much",
                        t.pattern(),
                        t.timer(),
                        t.p(),
                        t.stats().meanUs(),
                        t.expectedUs()));
            }
        }
        return notes;
    }

    /** How well the launches were synchronised, and how far the clocks moved during the run. */
    static List<String> syncNotes(List<ClockSyncCsv.Row> sync) {
        List<String> notes = new ArrayList<>();
        for (ClockSyncCsv.Row start : sync) {
            if (!start.when().equals("start") || start.rank() == 0) continue;
            for (ClockSyncCsv.Row end : sync) {
                if (end.when().equals("end") && end.timer().equals(start.timer()) && end.rank() == start.rank()) {
                    double moved = end.offsetUs() - start.offsetUs();
                    double bound = start.accuracyUs() + end.accuracyUs();
                    if (Math.abs(moved) > bound) {
                        notes.add(String.format(
                                Locale.ROOT,
                                "rank %d's %s offset moved by %+.3f us during the run, more "
                                        + "than both synchronisations' bounds (%.3f us): its clock drifts against rank 0's, and "
                                        + "launches late in the run started up to that far from their schedule",
                                start.rank(),
                                start.timer(),
                                moved,
                                bound));
                    }
                }
            }
        }
        return notes;
    }

    /** The worst synchronisation bound of the launches' clock, in us; NaN when not recorded. */
    public double worstAccuracyUs(String timer) {
        double worst = Double.NaN;
        for (ClockSyncCsv.Row r : sync) {
            if (r.timer().equals(timer) && r.when().equals("start") && Double.isFinite(r.accuracyUs())) {
                worst = Double.isNaN(worst) ? r.accuracyUs() : Math.max(worst, r.accuracyUs());
            }
        }
        return worst;
    }
}
