package io.logp.report.progress;

import io.logp.data.ProgressStep;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * Progress for a pipe or a log file: whole lines, no carriage return and no escape code, at most one per interval so
 * long sweeps are visible but quiet. The first step of every count (a new phase, stage or size) is always written, so
 * a log names every phase and every bulk size.
 */
public final class PlainProgress implements ProgressRenderer {

    private final PrintWriter out;
    private final long intervalNs;
    private final LongSupplier nanos;
    private final TimeLeft timeLeft = new TimeLeft();
    private long writtenNs;
    private boolean written;

    public PlainProgress(PrintWriter out, long intervalNs, LongSupplier nanos) {
        this.out = out;
        this.intervalNs = intervalNs;
        this.nanos = nanos;
    }

    @Override
    public synchronized void show(Phase phase, ProgressStep step) {
        long now = nanos.getAsLong();
        long left = timeLeft.of(phase, step, now);
        if (written && !timeLeft.began() && now - writtenNs < intervalNs) return;
        out.println(ProgressWords.line(phase, timeLeft.counted(step), left));
        out.flush();
        writtenNs = now;
        written = true;
    }

    @Override
    public synchronized void finish() {
        out.flush();
    }
}
