package io.logp.app;

import io.logp.files.InFlightFiles;
import io.logp.report.ShellWords;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Ctrl-C, SIGTERM or SIGHUP while the results are written (the fit's files, the charts, report.html), after the data
 * was measured: the JVM ends with the signal's code (130, 143, 129) once this hook has removed every temporary file
 * still being written and said what was kept and how to finish it. Without it the JVM ended silently, leaving
 * {@code plots/<id>/.signature.svg.<rand>.tmp} and no report.html.
 */
public final class ResultsInterrupt implements AutoCloseable {

    private final Thread hook;

    private ResultsInterrupt(Path data, PrintWriter err) {
        hook = new Thread(
                () -> {
                    InFlightFiles.deleteAll();
                    err.println("logp: interrupted while writing the results (charts, report.html); the measured data"
                            + " is kept in " + data + "; write them again with: ./run-logp.sh plot "
                            + ShellWords.quote(data));
                    err.flush();
                },
                "logp-results-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Watches for an interruption until closed; {@code data} is the run's data directory. */
    public static ResultsInterrupt during(Path data, PrintWriter err) {
        return new ResultsInterrupt(data, err);
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running: it says what was kept
        }
    }
}
