package io.logp.cli;

import io.logp.fit.ContentionRatios;
import io.logp.report.ContentionCsv;
import io.logp.report.ContentionTable;
import io.logp.report.LogpJson;
import io.logp.report.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.Callable;

/** Fits a run directory's files again, without MPI; writes nothing. */
@Command(name = "fit", mixinStandardHelpOptions = true,
        description = "Fits the LogP parameters from DIR/signature.csv and DIR/rtt.csv (and DIR/meta.json when "
                + "present) and prints the table, or with --json the logp.json object; a directory with only "
                + "contention.csv gets its contention ratios, one with only collectives.csv its collectives table. Needs no MPI; writes nothing.")
final class FitCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "a run directory, e.g. signatures/<run-id>")
    Path dir;

    @Option(names = "--json", description = "print exactly the logp.json object instead of the table")
    boolean json;

    @Option(names = "--window", paramLabel = "W", description = "the window of the run, to check for a window-limited plateau (default: from meta.json)")
    Integer window;

    @Override
    public Integer call() throws Exception {
        if (!Files.isDirectory(dir)) throw new UsageException("no such run directory: " + dir);
        if (window != null && window < 1) throw new UsageException("--window must be >= 1, got " + window);
        RunDirectory run = RunDirectory.of(dir);
        PrintWriter out = spec.commandLine().getOut();
        if (!Files.exists(run.signatureCsv()) && Files.exists(run.contentionCsv())) {
            // Another tool's contention.csv on its own: the ratios need nothing else.
            ContentionRatios contention = ContentionRatios.of(ContentionCsv.read(run.contentionCsv()));
            out.println(json ? LogpJson.toJson(RunAnalysis.notMeasured(), java.util.Optional.empty(), contention)
                    : ContentionTable.text(contention, java.util.List.of()));
            out.flush();
            return ExitCodes.OK;
        }
        if (!Files.exists(run.signatureCsv()) && Files.exists(run.collectivesCsv())) {
            // Collectives on their own (collectives --no-reference, or another tool's file): nothing to predict from.
            io.logp.report.CollectivesAnalysis a = CollectivesReport.analyseAlone(run);
            out.println(json ? LogpJson.toJson(RunAnalysis.notMeasured(), java.util.Optional.empty(), ContentionRatios.of(java.util.List.of()))
                    : io.logp.report.CollectivesTable.text(a));
            out.flush();
            return ExitCodes.OK;
        }
        RunAnalysis.Result result = RunAnalysis.analyse(run,
                window == null ? OptionalInt.empty() : OptionalInt.of(window));
        out.println(json ? result.json() : result.table());
        out.flush();
        return ExitCodes.OK;
    }
}
