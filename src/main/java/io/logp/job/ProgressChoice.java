package io.logp.job;

import io.logp.exit.UsageException;
import io.logp.report.progress.PlainProgress;
import io.logp.report.progress.ProgressRenderer;
import io.logp.report.progress.TerminalProgress;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * How progress is shown: drawn in place on a terminal, or as plain lines for a pipe or a log. Decided by the JVM the
 * user started, the only one that sees the user's standard error (a rank's is mpirun's pipe), and handed to the
 * ranks in their environment. {@value #ENV} = {@code plain} or {@code tty} overrides the check; {@code auto}, the
 * default, checks.
 *
 * @param terminal in place, on a terminal
 * @param width    the terminal's columns: no progress line is wider
 */
public record ProgressChoice(boolean terminal, int width) {

    /** The user's choice (auto, plain, tty); for the ranks, the launcher's decision (plain or tty). */
    public static final String ENV = "LOGP_PROGRESS";
    /** The terminal's columns, for the ranks. */
    static final String WIDTH_ENV = "LOGP_PROGRESS_WIDTH";
    /** Columns assumed when the terminal does not say. */
    static final int DEFAULT_WIDTH = 120;

    public static final ProgressChoice PLAIN = new ProgressChoice(false, DEFAULT_WIDTH);

    public ProgressChoice {
        if (width < 1) throw new IllegalArgumentException("width must be >= 1, got " + width);
    }

    /** Decided in this JVM, whose standard error is the user's. */
    public static ProgressChoice here() {
        return here(System.getenv(), TerminalProbe::ask);
    }

    /** @throws UsageException when {@value #ENV} is none of auto, plain, tty */
    static ProgressChoice here(Map<String, String> env, Supplier<TerminalProbe> probe) {
        String asked = env.getOrDefault(ENV, "").strip().toLowerCase(Locale.ROOT);
        return switch (asked) {
            case "plain" -> PLAIN;
            case "tty" -> new ProgressChoice(true, width(probe.get(), env));
            case "", "auto" -> checked(env, probe);
            default -> throw new UsageException(ENV + " must be auto, plain or tty, got '" + env.get(ENV) + "'");
        };
    }

    private static ProgressChoice checked(Map<String, String> env, Supplier<TerminalProbe> probe) {
        // A dumb terminal (an editor's shell buffer) shows a carriage return as a character of its own.
        if ("dumb".equals(env.get("TERM"))) return PLAIN;
        TerminalProbe answer = probe.get();
        return answer.terminal() ? new ProgressChoice(true, width(answer, env)) : PLAIN;
    }

    /** The launcher's decision, in a rank; plain when there is none (mpirun started by hand). */
    public static ProgressChoice ofRank(Map<String, String> env) {
        if (!"tty".equals(env.get(ENV))) return PLAIN;
        return new ProgressChoice(true, positive(env.get(WIDTH_ENV)));
    }

    /** What the ranks need to know of this choice. */
    public Map<String, String> rankEnv() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put(ENV, terminal ? "tty" : "plain");
        env.put(WIDTH_ENV, Integer.toString(width));
        return env;
    }

    /** The renderer of this choice, writing to {@code err}. */
    public ProgressRenderer renderer(PrintWriter err) {
        return terminal
                ? new TerminalProgress(err, width, System::nanoTime)
                : new PlainProgress(err, Job.PROGRESS_NS, System::nanoTime);
    }

    /** The terminal's own width, else $COLUMNS, else {@value #DEFAULT_WIDTH}. */
    private static int width(TerminalProbe probe, Map<String, String> env) {
        return probe.columns() > 0 ? probe.columns() : positive(env.get("COLUMNS"));
    }

    private static int positive(String columns) {
        try {
            int c = columns == null ? 0 : Integer.parseInt(columns.strip());
            return c > 0 ? c : DEFAULT_WIDTH;
        } catch (NumberFormatException e) {
            return DEFAULT_WIDTH;
        }
    }
}
