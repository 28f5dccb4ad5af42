package io.logp.cli;

import io.logp.app.ExitCodes;
import io.logp.app.RunCharts;
import io.logp.app.RunReport;
import io.logp.app.UsageException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Re-renders a run's charts from its files alone. */
@Command(
        name = "plot",
        mixinStandardHelpOptions = true,
        description =
                "Re-renders the charts of a run directory (signature, bulk, contention, collectives, ping-pong, queues) from its "
                        + "files (no MPI) into plots/<run-id>/, and the run's HTML page DIR/report.html with them.")
final class PlotCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(dir)) throw new UsageException("no such run directory: " + dir);
        PrintWriter out = spec.commandLine().getOut();
        for (Path p : RunCharts.redraw(dir)) out.println("chart: " + p);
        out.println("report: " + RunReport.writePage(dir));
        out.flush();
        return ExitCodes.OK;
    }
}
