package io.logp.report.progress;

import io.logp.data.ProgressStep;

/**
 * The time left in a count, from how fast it has moved: the time since the count began times the units left per unit
 * done. A count begins with its phase, its stage or its size (each bulk size's signature is a count of its own), or
 * when its units done fall back.
 */
final class TimeLeft {

    /**
     * Less than this since a count began gives no estimate: its first units say little (a signature's first points
     * take one round trip each, its last ones hundreds).
     */
    static final long MIN_BASIS_NS = 2_000_000_000L;

    private record Count(int phase, ProgressStep.Stage stage, int nBytes) {}

    private Count count;
    private long startNs;
    private long lastDone;
    private boolean began;

    /** Nanoseconds left in the step's count, or -1 when there is nothing to go on yet (or nothing left). */
    long of(ProgressRenderer.Phase phase, ProgressStep step, long nowNs) {
        Count c = new Count(phase.index(), step.stage(), step.nBytes());
        began = !c.equals(count) || step.done() < lastDone;
        if (began) {
            count = c;
            startNs = nowNs;
        }
        lastDone = step.done();
        long elapsedNs = nowNs - startNs;
        if (step.done() == 0 || step.total() == 0 || step.complete() || elapsedNs < MIN_BASIS_NS) return -1;
        return (long) (elapsedNs * (double) (step.total() - step.done()) / step.done());
    }

    /** Whether the last step given to {@link #of} began a count (a new phase, stage or size). */
    boolean began() {
        return began;
    }
}
