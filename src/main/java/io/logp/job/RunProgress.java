package io.logp.job;

import io.logp.experiment.Progress;
import io.logp.report.progress.ProgressRenderer;
import io.logp.report.progress.ProgressWords;

/**
 * One process's progress through a run: numbers its phases, shows their steps where this process shows them (rank 0,
 * or the ping-pong's source), and keeps the last step in words, shown or not, for meta.json's note of how far the run
 * came.
 */
public final class RunProgress {

    private final ProgressRenderer renderer;
    private final int phases;
    /** Called after every step: meta.json's mark learns how far the run came. */
    private final Runnable stepped;

    private int begun;
    private volatile String last;

    public RunProgress(ProgressRenderer renderer, int phases, Runnable stepped) {
        this.renderer = renderer;
        this.phases = phases;
        this.stepped = stepped;
    }

    /** The progress of the next phase, {@code name}; its steps are shown only when {@code shown}. */
    public Progress phase(String name, boolean shown) {
        ProgressRenderer.Phase phase = new ProgressRenderer.Phase(name, ++begun, phases);
        return step -> {
            last = ProgressWords.of(phase, step);
            stepped.run();
            if (shown) renderer.show(phase, step);
        };
    }

    /** The last step in words, or null before the first. */
    public String last() {
        return last;
    }

    /** Ends the open progress line, so what follows (a failure, the summary) starts on a line of its own. */
    public void finish() {
        renderer.finish();
    }
}
