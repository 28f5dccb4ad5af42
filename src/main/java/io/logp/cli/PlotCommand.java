package io.logp.cli;

import io.logp.app.ResultWriter;
import io.logp.app.View;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Re-renders a run's charts from its files alone. */
@Command(
        name = "plot",
        header = "Draws the charts of a run again from its files",
        mixinStandardHelpOptions = true,
        description =
                "Re-renders the charts of a run directory (signature, bulk, contention, collectives, ping-pong, queues) from its "
                        + "files (no MPI) into plots/<run-id>/, and the run's HTML page DIR/report.html with them.")
final class PlotCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Option(
            names = "--reference",
            split = ",",
            paramLabel = "FILE",
            description = "other suites' output files (osu_latency text, IMB PingPong/PingPing, NetPIPE np.out,"
                    + " Netgauge loggp) drawn beside the run: bulk_time_references.png (their round trips) and"
                    + " pingpong_sizes_references.png (their one-way times)")
    List<Path> references = new ArrayList<>();

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Option(
            names = "--json",
            description = "print one JSON object, the charts and the page written, instead of their lines")
    boolean json;

    @Override
    public Integer call() throws Exception {
        io.logp.app.ReadableRun.check(dir, "");
        for (Path r : references) if (!Files.isRegularFile(r)) throw new UsageException("no such file: " + r);
        PrintWriter out = spec.commandLine().getOut();
        String written;
        try (var watch =
                io.logp.app.ResultsInterrupt.during(dir, spec.commandLine().getErr())) {
            written = ResultWriter.plot(dir, references, this.charts.options(), json ? View.JSON : View.SUMMARY);
        }
        out.print(written);
        out.flush();
        return ExitCodes.OK;
    }
}
