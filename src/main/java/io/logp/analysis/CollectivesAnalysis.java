package io.logp.analysis;

import io.logp.data.CollectiveDoubt;
import io.logp.data.CollectiveOp;
import io.logp.data.Defaults;
import io.logp.data.TimerChoice;
import io.logp.finding.CollectiveFinding;
import io.logp.finding.Finding;
import io.logp.fit.CallCost;
import io.logp.fit.CollectiveModel;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.stats.TrimmedStatistics;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The collectives of a run with what a reader needs to trust them: each point next to its LogP prediction, the timer
 * checks, the clock synchronisations, and the notes (placement, failed checks, clocks that moved).
 *
 * @param model  the LogP model of this machine, or null when the run has no LogP parameters
 * @param points every point of collectives.csv with its prediction
 * @param timers the timer checks (empty when not run)
 * @param sync   the clock synchronisations (empty when not recorded)
 * @param repeats the first point of each P measured again after the last (empty when not run)
 * @param findings what the numbers mean here: placement, failed checks, repeats, doubts, clocks that moved
 */
public record CollectivesAnalysis(
        CollectiveModel model,
        List<Point> points,
        List<CollectivesCsv.TimerRow> timers,
        List<ClockSyncCsv.Row> sync,
        List<Repeat> repeats,
        List<Finding> findings) {

    /** WaitPatternUp is trusted when within this much of P us (or this fraction of it, if more). */
    public static final double TIMER_TOLERANCE_US = 0.5;

    public static final double TIMER_TOLERANCE = 0.2;
    /**
     * After a failed timer check, a row whose mean is at most this many times the check's error is doubted: its
     * launch cost may be a fifth of it or more.
     */
    public static final double DOUBT_MULTIPLE = 5;

    /** collectives_timers.csv's name of the empty launch (MPIPerf's WaitPatternNull). */
    static final String EMPTY_LAUNCH = "wait_null";

    /**
     * A point, what LogP predicts for it (prediction null without a model), and why it should not be taken at face
     * value (empty when nothing is known against it).
     */
    public record Point(CollectivesCsv.Row row, CollectiveModel.Prediction prediction, Set<CollectiveDoubt> doubts) {

        public Point {
            doubts = doubts.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(doubts));
        }

        public double predictedUs() {
            return prediction == null ? Double.NaN : prediction.us();
        }

        /**
         * measured / predicted: above 1 the implementation (or the machine) costs more than LogP's algorithm. NaN
         * (withheld) when a failed timer check may account for much of the measured time.
         */
        public double ratio() {
            if (doubts.contains(CollectiveDoubt.TIMER)) return Double.NaN;
            return CollectiveModel.ratio(row.stats().meanUs(), predictedUs());
        }

        /** The doubts' marks in a fixed order ("t", "tm", ...), empty when none. */
        public String marks() {
            StringBuilder out = new StringBuilder();
            for (CollectiveDoubt d : CollectiveDoubt.values()) if (doubts.contains(d)) out.append(d.mark());
            return out.toString();
        }
    }

    /**
     * A point measured first and again after the last point of its P: they agree when their trimmed-mean intervals
     * meet. Unknown (null) while either interval is.
     */
    public record Repeat(CollectivesCsv.Row first, CollectivesCsv.Row again) {

        public Boolean agree() {
            TrimmedStatistics a = first.stats();
            TrimmedStatistics b = again.stats();
            if (!Double.isFinite(a.halfWidthUs()) || !Double.isFinite(b.halfWidthUs())) return null;
            return a.ciLowUs() <= b.ciHighUs() && b.ciLowUs() <= a.ciHighUs();
        }

        /**
         * The first is slower than its repeat beyond both intervals, and beyond what the system itself changed in
         * between: a cost the first paid. The loop of k, timed right after each, is the independent witness of the
         * system's state: when it too was slower at the first point, the repeat's interval is scaled by that ratio
         * (never shrunk) before the comparison. A slower repeat is the machine's.
         */
        public boolean startUpCost() {
            if (!Boolean.FALSE.equals(agree())) return false;
            return first.stats().ciLowUs() > again.stats().ciHighUs() * stateRatio();
        }

        /** The loop of k's time at the first point over its time at the repeat, at least 1; 1 without loops. */
        public double stateRatio() {
            double ratio = first.loopUs() / again.loopUs();
            return Double.isFinite(ratio) && ratio > 1 ? ratio : 1;
        }
    }

    public CollectivesAnalysis {
        repeats = List.copyOf(repeats);
        points = List.copyOf(points);
        timers = List.copyOf(timers);
        sync = List.copyOf(sync);
        findings = List.copyOf(findings);
    }

    /** Pure: predictions, timer verdicts and synchronisation summary from the files' rows. */
    public static CollectivesAnalysis of(
            List<CollectivesCsv.Row> rows,
            CollectiveModel model,
            List<CollectivesCsv.TimerRow> timers,
            List<ClockSyncCsv.Row> sync,
            List<Finding> placementNotes) {
        return of(rows, model, timers, sync, List.of(), placementNotes);
    }

    /** The same, with the repeated first points ({@code collectives_repeat.csv}) matched to their rows. */
    public static CollectivesAnalysis of(
            List<CollectivesCsv.Row> rows,
            CollectiveModel model,
            List<CollectivesCsv.TimerRow> timers,
            List<ClockSyncCsv.Row> sync,
            List<CollectivesCsv.Row> repeatRows,
            List<Finding> placementNotes) {
        double launchErrorUs = launchClockErrorUs(timers, sync);
        if (model != null) model = model.withCall(callCost(rows, timers, sync, model));
        List<Repeat> repeats = new ArrayList<>();
        List<Point> points = new ArrayList<>();
        for (CollectivesCsv.Row r : rows) {
            Set<CollectiveDoubt> doubts = doubts(r, launchErrorUs);
            for (CollectivesCsv.Row again : repeatRows) {
                if (again.op() != r.op() || again.nBytes() != r.nBytes() || again.p() != r.p()) continue;
                Repeat repeat = new Repeat(r, again);
                repeats.add(repeat);
                if (repeat.startUpCost()) doubts.add(CollectiveDoubt.FIRST);
            }
            points.add(new Point(r, model == null ? null : model.predict(r.op(), r.nBytes(), r.p()), doubts));
        }
        List<Finding> findings = new ArrayList<>(placementNotes);
        findings.addAll(timerFindings(timers));
        findings.addAll(repeatFindings(repeats));
        findings.addAll(doubtFindings(points, launchErrorUs));
        findings.addAll(syncFindings(sync));
        if (model == null) findings.add(new CollectiveFinding.NoLogpParameters());
        else if (!model.costs().hasPerByteCost()) findings.add(new CollectiveFinding.NoPerByteCost());
        return new CollectivesAnalysis(model, points, timers, sync, repeats, findings);
    }

    /**
     * The cost every launch reads beside its messages ({@link CallCost}): the empty launch (WaitPatternNull) on the
     * launch clock, and the barrier at the smallest P the run timed it without a doubt, beyond that and the model's
     * barrier. None without a model.
     */
    public static CallCost callCost(
            List<CollectivesCsv.Row> rows,
            List<CollectivesCsv.TimerRow> timers,
            List<ClockSyncCsv.Row> sync,
            CollectiveModel model) {
        if (model == null) return CallCost.NONE;
        String launchClock = launchClock(sync);
        double empty = Double.NaN;
        int emptyP = Integer.MAX_VALUE;
        for (CollectivesCsv.TimerRow t : timers) {
            if (!t.pattern().equals(EMPTY_LAUNCH)) continue;
            if (launchClock != null && !launchClock.equals(t.timer())) continue;
            if (launchClock == null && !t.timer().equals(TimerChoice.NANOTIME.clockName())) continue;
            // A failed check reads the scheduler, not the timing's floor: no floor from it.
            if (t.p() < emptyP && Double.isFinite(t.stats().meanUs()) && !failed(t)) {
                empty = t.stats().meanUs();
                emptyP = t.p();
            }
        }
        // A doubted barrier (few valid launches, a mean far from its median, a failed timer check) does not
        // calibrate: preempted launches would pass for a cost of the call (seen under load: a barrier of 1.6 ms).
        double launchErrorUs = launchClockErrorUs(timers, sync);
        CollectivesCsv.Row barrier = null;
        for (CollectivesCsv.Row r : rows) {
            if (r.op() != CollectiveOp.BARRIER || !Double.isFinite(r.stats().meanUs()) || r.p() < 2) continue;
            if (!doubts(r, launchErrorUs).isEmpty()) continue;
            if (barrier == null || r.p() < barrier.p()) barrier = r;
        }
        if (barrier == null) return CallCost.measured(empty, Double.NaN, Double.NaN, Double.NaN, 0);
        double modelUs = model.messages(CollectiveOp.BARRIER, 0, barrier.p()).us();
        return CallCost.measured(
                empty, barrier.stats().meanUs(), barrier.stats().halfWidthUs(), modelUs, barrier.p());
    }

    private static String launchClock(List<ClockSyncCsv.Row> sync) {
        return sync.stream()
                .filter(r -> r.when().equals("end"))
                .map(ClockSyncCsv.Row::timer)
                .findFirst()
                .orElse(null);
    }

    /** A timer check that misses its expected time says the schedule (or the clock) cannot be trusted. */
    public static List<Finding> timerFindings(List<CollectivesCsv.TimerRow> timers) {
        List<Finding> findings = new ArrayList<>();
        for (CollectivesCsv.TimerRow t : timers) {
            if (!Double.isFinite(t.stats().meanUs())) {
                findings.add(new CollectiveFinding.TimerCheckEmpty(t.pattern(), t.timer(), t.p()));
            } else if (failed(t)) {
                findings.add(new CollectiveFinding.TimerCheckFailed(
                        t.pattern(), t.timer(), t.p(), t.stats().meanUs(), t.expectedUs()));
            }
        }
        return findings;
    }

    /** What each repeated first point says: agreement within the intervals, a start-up cost, or a state change. */
    public static List<Finding> repeatFindings(List<Repeat> repeats) {
        List<Finding> findings = new ArrayList<>();
        for (Repeat r : repeats) {
            Boolean agree = r.agree();
            TrimmedStatistics a = r.first().stats();
            TrimmedStatistics b = r.again().stats();
            CollectiveFinding.FirstPoint point = new CollectiveFinding.FirstPoint(
                    r.first().op().label(),
                    r.first().nBytes(),
                    r.first().p(),
                    a.meanUs(),
                    a.halfWidthUs(),
                    b.meanUs(),
                    b.halfWidthUs(),
                    r.stateRatio());
            if (agree == null || agree) findings.add(new CollectiveFinding.FirstPointAgrees(point, agree != null));
            else if (r.startUpCost()) findings.add(new CollectiveFinding.FirstPointStartUpCost(point));
            else findings.add(new CollectiveFinding.FirstPointStateChanged(point, a.meanUs() > b.meanUs()));
        }
        return findings;
    }

    /**
     * The largest error of a failed timer check on the clock the collectives were launched on (the one synchronised
     * again at the end; every clock when that is not recorded), 0 when every check held or none ran.
     */
    public static double launchClockErrorUs(List<CollectivesCsv.TimerRow> timers, List<ClockSyncCsv.Row> sync) {
        String launchClock = launchClock(sync);
        double worst = 0;
        for (CollectivesCsv.TimerRow t : timers) {
            if (launchClock != null && !launchClock.equals(t.timer())) continue;
            if (failed(t)) worst = Math.max(worst, Math.abs(t.errorUs()));
        }
        return worst;
    }

    public static boolean failed(CollectivesCsv.TimerRow t) {
        double tolerance = Math.max(TIMER_TOLERANCE_US, TIMER_TOLERANCE * t.expectedUs());
        return Double.isFinite(t.stats().meanUs()) && Math.abs(t.errorUs()) > tolerance;
    }

    public static Set<CollectiveDoubt> doubts(CollectivesCsv.Row r, double launchErrorUs) {
        Set<CollectiveDoubt> doubts = EnumSet.noneOf(CollectiveDoubt.class);
        double mean = r.stats().meanUs();
        // Another tool's file may not say how many launches were valid (-1): nothing is known against it then. A row
        // with none valid (no mean) is the most doubtful of all, as the glossary's "v" says.
        if (r.stats().valid() >= 0 && r.stats().valid() < Defaults.MIN_VALID) doubts.add(CollectiveDoubt.FEW_VALID);
        if (!Double.isFinite(mean)) return doubts;
        if (launchErrorUs > 0 && mean <= DOUBT_MULTIPLE * launchErrorUs) doubts.add(CollectiveDoubt.TIMER);
        if (r.stats().meanAndMedianDisagree()) doubts.add(CollectiveDoubt.SKEW);
        return doubts;
    }

    /** How many rows carry each doubt, with the doubt's bound. */
    public static List<Finding> doubtFindings(List<Point> points, double launchErrorUs) {
        List<Finding> findings = new ArrayList<>();
        for (CollectiveDoubt d : CollectiveDoubt.values()) {
            long n = points.stream().filter(p -> p.doubts().contains(d)).count();
            if (n == 0) continue;
            boolean timer = d == CollectiveDoubt.TIMER;
            findings.add(new CollectiveFinding.DoubtfulRows(
                    d,
                    n,
                    timer ? launchErrorUs : null,
                    timer ? DOUBT_MULTIPLE : null,
                    d == CollectiveDoubt.FEW_VALID ? Defaults.MIN_VALID : null));
        }
        return findings;
    }

    /** How far the clocks moved during the run, where more than both synchronisations' bounds. */
    public static List<Finding> syncFindings(List<ClockSyncCsv.Row> sync) {
        List<Finding> findings = new ArrayList<>();
        for (ClockSyncCsv.Row start : sync) {
            if (!start.when().equals("start") || start.rank() == 0) continue;
            for (ClockSyncCsv.Row end : sync) {
                if (end.when().equals("end") && end.timer().equals(start.timer()) && end.rank() == start.rank()) {
                    double moved = end.offsetUs() - start.offsetUs();
                    double bound = start.accuracyUs() + end.accuracyUs();
                    if (Math.abs(moved) > bound)
                        findings.add(new CollectiveFinding.ClockDrift(start.rank(), start.timer(), moved, bound));
                }
            }
        }
        return findings;
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
