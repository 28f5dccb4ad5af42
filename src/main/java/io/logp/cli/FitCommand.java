package io.logp.cli;

import io.logp.app.ForeignFit;
import io.logp.app.RunAnalysis;
import io.logp.data.Bounds;
import io.logp.exit.UsageException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Fits a run directory's files again, without MPI; writes nothing. */
@Command(
        name = "fit",
        header = "Fits LogP from a run directory, or reads another suite's file",
        mixinStandardHelpOptions = true,
        description = {
            "Fits the LogP parameters from DIR/signature.csv and DIR/rtt.csv (and DIR/meta.json when "
                    + "present) and prints the table, or with --json the logp.json object; a directory with only "
                    + "contention.csv gets its contention ratios, one with only collectives.csv its collectives table. Needs no MPI; writes nothing.",
            "FILE may instead be another suite's output or a job's log holding it (OSU osu_latency, osu_bw,"
                    + " osu_bibw; IMB-MPI1 PingPong, PingPing, Sendrecv, Exchange, Uniband, Biband; NetPIPE 3.7 or"
                    + " 5.x; Netgauge loggp): every table in it, each with its start-up time Ts, its large-message"
                    + " rate R, its regimes and breaks, and how the tool's method differs from logp's; --json gives"
                    + " one object per table (docs/foreign-formats.md)."
        })
final class FitCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            paramLabel = "DIR",
            description = "a run directory, e.g. signatures/<run-id>, or another suite's output file")
    Path dir;

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Option(
            names = "--window",
            paramLabel = "W",
            description = "the window of the run, to check for a window-limited plateau (default: from meta.json)")
    Integer window;

    @Override
    public Integer call() throws Exception {
        String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
        // logp's own files (signature.csv, logp.json, ...) belong to a run directory; other suites write neither.
        boolean logpFile = name.endsWith(".csv") || name.endsWith(".json");
        if (Files.isRegularFile(dir) && !logpFile) {
            return ForeignFit.print(dir, spec.commandLine().getOut(), summary.view());
        }
        if (!Files.isDirectory(dir)) {
            throw new UsageException("no such run directory: " + dir
                    + (logpFile && Files.isRegularFile(dir) ? " (a file of a run: give its directory)" : ""));
        }
        if (window != null && (window < 1 || window > Bounds.MAX_WINDOW)) {
            throw new UsageException("--window must be in 1.." + Bounds.MAX_WINDOW + ", got " + window);
        }
        return RunAnalysis.fit(
                dir,
                summary.view(),
                window == null ? OptionalInt.empty() : OptionalInt.of(window),
                spec.commandLine().getOut());
    }
}
