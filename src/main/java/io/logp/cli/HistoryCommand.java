package io.logp.cli;

import io.logp.app.RunHistory;
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

/** A machine's LogP over time: many runs, by system, each against the band of the runs before it. Needs no MPI. */
@Command(
        name = "history",
        header = "Follows each system's LogP parameters over its runs",
        mixinStandardHelpOptions = true,
        description = {
            "Reads run directories of any systems (a system: the hosts, the MPI and its version, the path and the"
                    + " transport of meta.json), puts each system's runs in time order (meta.json's date) and follows"
                    + " o_s, o_r, g, L, RTT, T0 and R: each run against the band of the runs before it (their"
                    + " between-launch interval, the 95%% prediction interval of one more run). A run whose value,"
                    + " its CI included, leaves the band is named with PARAMETER_MOVED (docs/warnings.md). Needs no"
                    + " MPI.",
            "Prints one table of runs and one of bands per system, and writes history.json, history.md,"
                    + " history-N.png/.svg (one chart per system) and history.html into --out (default: history/"
                    + " beside the runs). Exit codes: 2 for a RUN_DIR that does not exist; 3 when a directory"
                    + " could not be read or repeats a run id (named on stderr; the others' history is still"
                    + " written)."
        })
final class HistoryCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            paramLabel = "RUN_DIR",
            arity = "1..*",
            description = "run directories (signatures/<run-id>), or directories of them (signatures/), in any order")
    List<Path> runDirs = new ArrayList<>();

    @Option(names = "--json", description = "print history.json's object on stdout instead of the tables")
    boolean json;

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = "directory for the files (default: history/ in the directory of the first run); files"
                    + " there are replaced")
    Path out;

    @Option(
            names = "--index",
            paramLabel = "FILE",
            description = "the index of the runs, an SQLite database (default: logp.db in the directory of the first"
                    + " run); made when missing, rebuilt from the runs when damaged")
    Path index;

    @Option(names = "--no-index", description = "read every run from its directory and keep no index")
    boolean noIndex;

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Override
    public Integer call() throws Exception {
        return RunHistory.run(
                runDirs,
                out,
                java.util.Optional.ofNullable(index),
                noIndex,
                json,
                charts.options(),
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }
}
