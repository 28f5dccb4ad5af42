package io.logp.cli;

import io.logp.app.Measurement;
import io.logp.data.Defaults;
import io.logp.exit.UsageException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a run's files go. */
public final class OutputOptions {

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "base directory of signatures/ and plots/ (default: ${DEFAULT-VALUE}, the current directory)")
    Path base = Path.of(Defaults.OUTPUT_DIR);

    @Option(names = "--label", paramLabel = "TEXT", description = "label appended to the run id (default: the command)")
    String label;

    @Option(names = "--quiet", description = "no progress lines")
    boolean quiet;

    @Option(
            names = "--run-id",
            paramLabel = "ID",
            description = "name of the run directory (default: <date>-<time>-<label>)")
    String runId;

    /** The run id to use: the one given, else a new one from the date and the label. */
    String runId(String label) {
        if (runId == null) return Measurement.newRunId(label);
        if (!runId.matches("[A-Za-z0-9._-]+") || runId.startsWith(".")) {
            throw new UsageException("--run-id may hold letters, digits, '.', '_' and '-' only, got '" + runId + "'");
        }
        return runId;
    }
}
