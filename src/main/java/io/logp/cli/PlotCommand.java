package io.logp.cli;

import io.logp.plot.SignatureChart;
import io.logp.report.CollectivesAnalysis;
import io.logp.report.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;

/** Re-renders a run's charts from its files alone. */
@Command(name = "plot", mixinStandardHelpOptions = true,
        description = "Re-renders the charts of a run directory (signature, ping-pong, collectives) from its files (no MPI) into plots/<run-id>/.")
final class PlotCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(dir)) throw new UsageException("no such run directory: " + dir);
        RunDirectory run = RunDirectory.of(dir);
        PrintWriter out = spec.commandLine().getOut();
        boolean hasSignature = Files.exists(run.signatureCsv());
        Optional<CollectivesAnalysis> collectives = Optional.empty();
        if (hasSignature) {
            RunAnalysis.Result result = RunAnalysis.analyse(run, OptionalInt.empty());
            for (Path p : SignatureChart.render(result.signature(), result.parameters(),
                    "LogP signature: " + run.runId(), run.signaturePng())) {
                out.println("chart: " + p);
            }
            collectives = result.collectives();
        } else if (Files.exists(run.collectivesCsv())) {
            collectives = Optional.of(CollectivesReport.analyseAlone(run));
        }
        List<Path> pingPong = PingPongReport.charts(run);
        for (Path p : pingPong) out.println("chart: " + p);
        boolean hasCollectives = collectives.isPresent();
        if (hasCollectives) {
            for (Path p : CollectivesReport.charts(run, collectives.get())) out.println("chart: " + p);
        }
        if (!hasSignature && pingPong.isEmpty() && !hasCollectives) {
            throw new java.nio.file.NoSuchFileException(run.signatureCsv().toString());
        }
        out.flush();
        return ExitCodes.OK;
    }
}
