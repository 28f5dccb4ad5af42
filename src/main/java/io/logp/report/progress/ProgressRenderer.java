package io.logp.report.progress;

import io.logp.data.ProgressStep;

/**
 * Shows a run's progress to the person waiting, on standard error: {@link TerminalProgress} draws one line per phase
 * in place, {@link PlainProgress} writes throttled plain lines for pipes and logs. The words and the estimate of the
 * time left are made here, never by the experiments.
 */
public interface ProgressRenderer {

    /** Shows nothing (--quiet, and every rank but the one that shows progress). */
    ProgressRenderer NONE = new ProgressRenderer() {
        @Override
        public void show(Phase phase, ProgressStep step) {}

        @Override
        public void finish() {}
    };

    /**
     * One phase of a run (a measuring command runs one to six: signature, bulk, contention, ...).
     *
     * @param name  the phase's name, as the commands call it
     * @param index its place, {@code 1..count}
     * @param count the phases of the run
     */
    record Phase(String name, int index, int count) {
        public Phase {
            if (index < 1 || index > count) throw new IllegalArgumentException("phase " + index + " of " + count);
        }
    }

    /** A step of {@code phase}; a step of a new phase ends the previous phase's line. */
    void show(Phase phase, ProgressStep step);

    /** Ends the open line, if any, so that what is written next starts on a line of its own. */
    void finish();
}
