package io.logp.report.progress;

import io.logp.data.ProgressStep;
import java.util.ArrayList;
import java.util.List;

/**
 * The units done of a count and the time left in it. A count begins with its phase, its stage or its size (each bulk
 * size's signature is a count of its own).
 *
 * <p>Units done never go back within a count: a point that met its target and then lost it (its CI widened in a
 * later round) stays counted as finished once, so the line counts points finished, not points still in play.
 *
 * <p>The time left is re-estimated at every step from the rate measured lately: the units finished since the last
 * rise at least half the count's time ago (and at least {@link #MIN_BASIS_NS} ago), over the time since then. A
 * signature's last points take hundreds of round trips where its first take one, so the rate since the start would
 * keep promising "about 5 s left" for minutes; the recent rate falls as the points slow, and a stall (no unit
 * finished for a while) lengthens the estimate as it goes on.
 */
final class TimeLeft {

    /**
     * Less than this since a count began gives no estimate: its first units say little (a signature's first points
     * take one round trip each, its last ones hundreds).
     */
    static final long MIN_BASIS_NS = 2_000_000_000L;

    private record Count(int phase, ProgressStep.Stage stage, int nBytes) {}

    /** When the units done rose, and to how many. */
    private record Rise(long ns, long done) {}

    private Count count;
    private long startNs;
    private long highWater;
    /** Every rise of the count: at most one per unit, so a few hundred. */
    private final List<Rise> rises = new ArrayList<>();

    private boolean began;

    /** The step as it is shown: its units done at least as many as any step of its count before. */
    ProgressStep counted(ProgressStep step) {
        if (step.done() >= highWater || step.complete()) return step;
        return new ProgressStep(
                step.stage(), step.what(), step.nBytes(), highWater, step.total(), step.round(), step.readingUs());
    }

    /**
     * Nanoseconds left in the step's count, or -1 when there is nothing to go on yet (or nothing left). Call it before
     * {@link #counted} for the same step: it keeps the count's high-water mark.
     */
    long of(ProgressRenderer.Phase phase, ProgressStep step, long nowNs) {
        Count c = new Count(phase.index(), step.stage(), step.nBytes());
        began = !c.equals(count);
        if (began) {
            count = c;
            startNs = nowNs;
            highWater = 0;
            rises.clear();
            rises.add(new Rise(nowNs, 0));
        }
        if (step.done() > highWater) {
            highWater = step.done();
            rises.add(new Rise(nowNs, highWater));
        }
        long done = highWater;
        long elapsedNs = nowNs - startNs;
        if (done == 0 || step.total() == 0 || step.complete() || elapsedNs < MIN_BASIS_NS) return -1;
        long windowNs = Math.max(MIN_BASIS_NS, elapsedNs / 2);
        // The latest rise at least a window ago: the rate is measured from there to now. When nothing rose since
        // (a stall longer than the window), from the rise before it, so that the stall lowers the rate as it lasts.
        Rise from = rises.get(0);
        Rise before = from;
        for (Rise r : rises) {
            if (nowNs - r.ns() < windowNs) break;
            before = from;
            from = r;
        }
        if (from.done() == done) from = before;
        long unitsSince = done - from.done();
        long left = Math.max(0, step.total() - done);
        if (unitsSince <= 0) return -1;
        return (long) ((nowNs - from.ns()) * (double) left / unitsSince);
    }

    /** Whether the last step given to {@link #of} began a count (a new phase, stage or size). */
    boolean began() {
        return began;
    }
}
