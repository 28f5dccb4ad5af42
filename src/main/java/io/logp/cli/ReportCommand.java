package io.logp.cli;

import io.logp.app.RunReport;
import io.logp.app.View;
import io.logp.exit.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Prints a run's full text again from its files and writes its HTML page again. */
@Command(
        name = "report",
        header = "Prints the full text of a run and writes its report.html again",
        mixinStandardHelpOptions = true,
        description = {
            "Prints the full text of a run from its files (every table, note and warning with its code: what "
                    + "--verbose prints at the end of a run) and writes DIR/report.html again: the one-page view of "
                    + "the run with its tables, warnings, charts and machine. Needs no MPI; writes nothing else."
        })
final class ReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Option(names = "--brief", description = "print the one-screen summary instead of the full text")
    boolean brief;

    @Option(
            names = "--json",
            description = "print one JSON object (logp.json's, or the run's main result) instead of the full text")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(dir)) throw new UsageException("no such run directory: " + dir);
        if (brief && json) throw new UsageException("--brief and --json cannot be combined: choose one");
        View view = json ? View.JSON : brief ? View.SUMMARY : View.VERBOSE;
        try (var watch =
                io.logp.app.ResultsInterrupt.during(dir, spec.commandLine().getErr())) {
            return RunReport.reprint(dir, spec.commandLine().getOut(), view);
        }
    }
}
