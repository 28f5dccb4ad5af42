package io.logp.report.progress;

import io.logp.data.ProgressStep;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * Progress on a terminal: one line per phase, redrawn in place (carriage return, the line, clear to its end) with the
 * phase counter and the time left, and ended with a newline when the next phase begins or the run ends. A line is cut
 * to the terminal's width, never wrapped: a wrapped line would no longer be redrawn in place.
 */
public final class TerminalProgress implements ProgressRenderer {

    /** The least time between redraws: steps may come faster (a collective point a millisecond) than anyone reads. */
    static final long REDRAW_NS = 100_000_000L;

    private static final String CLEAR_TO_END = "\033[K";

    private final PrintWriter out;
    private final int width;
    private final LongSupplier nanos;
    private final TimeLeft timeLeft = new TimeLeft();
    /** The phase whose line is on the screen and not yet ended, or null. */
    private Phase open;
    /** The latest line not drawn yet (it came within {@link #REDRAW_NS} of the last), or null. */
    private String pending;

    private long drawnNs;

    /**
     * @param width the terminal's columns; no line is longer
     * @param nanos the clock of the estimates and of the redraw interval
     */
    public TerminalProgress(PrintWriter out, int width, LongSupplier nanos) {
        if (width < 1) throw new IllegalArgumentException("terminal width must be >= 1, got " + width);
        this.out = out;
        this.width = width;
        this.nanos = nanos;
    }

    @Override
    public synchronized void show(Phase phase, ProgressStep step) {
        long now = nanos.getAsLong();
        if (open != null && !open.equals(phase)) endLine();
        long left = timeLeft.of(phase, step, now);
        String line = fit(ProgressWords.line(phase, timeLeft.counted(step), left));
        if (open == null || now - drawnNs >= REDRAW_NS) {
            draw(line, now);
        } else {
            pending = line;
        }
        open = phase;
    }

    @Override
    public synchronized void finish() {
        if (open != null) endLine();
    }

    private void endLine() {
        if (pending != null) draw(pending, drawnNs);
        out.print('\n');
        out.flush();
        open = null;
    }

    private void draw(String line, long now) {
        out.print('\r');
        out.print(line);
        out.print(CLEAR_TO_END);
        out.flush();
        drawnNs = now;
        pending = null;
    }

    /**
     * The line cut to one column less than the width: a character in the last column leaves some terminals waiting to
     * wrap, and the next carriage return would then land on a new line.
     */
    private String fit(String line) {
        int columns = Math.max(1, width - 1);
        if (line.codePointCount(0, line.length()) <= columns) return line;
        return line.substring(0, line.offsetByCodePoints(0, columns));
    }
}
