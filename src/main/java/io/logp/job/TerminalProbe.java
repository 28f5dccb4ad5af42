package io.logp.job;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Whether this JVM's standard error is a terminal, and how many columns it has. Java cannot ask isatty of standard
 * error ({@code System.console()} speaks of standard input and output), so a shell is asked on the descriptor it
 * inherits: this JVM's own standard error.
 *
 * @param terminal whether standard error is a terminal
 * @param columns  the terminal's columns, 0 when unknown
 */
record TerminalProbe(boolean terminal, int columns) {

    static final TerminalProbe NONE = new TerminalProbe(false, 0);

    /** `test -t 2` is isatty(2); `stty size` reads the window size of the terminal it is given. */
    private static final String SCRIPT = "test -t 2 || exit 1; stty size <&2 2>/dev/null; exit 0";

    private static final long WAIT_SECONDS = 5;

    /** Asks; any failure (no shell, no stty) answers "not a terminal", which costs only the in-place line. */
    static TerminalProbe ask() {
        try {
            Process p = new ProcessBuilder("sh", "-c", SCRIPT)
                    .redirectInput(ProcessBuilder.Redirect.PIPE)
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            p.getOutputStream().close();
            String size = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
            if (!p.waitFor(WAIT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return NONE;
            }
            return p.exitValue() == 0 ? new TerminalProbe(true, columnsOf(size)) : NONE;
        } catch (IOException e) {
            return NONE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return NONE;
        }
    }

    /** The columns of stty's "rows columns", 0 when it said nothing usable. */
    static int columnsOf(String sttySize) {
        String[] f = sttySize.strip().split("\\s+");
        if (f.length != 2) return 0;
        try {
            return Math.max(0, Integer.parseInt(f[1]));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
