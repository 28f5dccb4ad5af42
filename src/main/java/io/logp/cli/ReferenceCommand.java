package io.logp.cli;

import io.logp.app.ReferenceBlock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** A set of runs to the references of a regression check (ReFrame), with bounds from the runs themselves. */
@Command(
        name = "reference",
        header = "Turns a set of runs into a ReFrame reference block",
        mixinStandardHelpOptions = true,
        description = {
            "Reads run directories as history does (by system, in time order) and prints a ReFrame 4.x reference"
                    + " block: per system:partition and per parameter (o_s, o_r, g, L, RTT, T0, R) the value where it"
                    + " stands now (the mean of the runs since it last moved) with lower and upper bounds that are"
                    + " their between-launch interval as fractions of the value, and the unit. Paste it into"
                    + " contrib/reframe/logp_check.py (docs/cluster.md). Needs no MPI.",
            "Exit codes: 2 for a RUN_DIR that does not exist or systems without a --partition; 3 when a"
                    + " directory could not be read or repeats a run id (the block is still printed from the"
                    + " others)."
        })
final class ReferenceCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(
            paramLabel = "RUN_DIR",
            arity = "1..*",
            description = "run directories (signatures/<run-id>), or directories of them")
    List<Path> runDirs = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", description = "the block's format: reframe (default: reframe)")
    Format format = Format.reframe;

    /** The formats of a reference block. */
    enum Format {
        reframe
    }

    @Option(
            names = "--partition",
            paramLabel = "SYSTEM:PARTITION",
            description = "ReFrame's name of each system among the runs, in the order history lists them;"
                    + " repeatable (default for a single system: '*', any)")
    List<String> partitions = new ArrayList<>();

    @Option(names = "--out", paramLabel = "FILE", description = "also write the block into FILE (atomically)")
    Path out;

    @Option(
            names = "--index",
            paramLabel = "FILE",
            description = "the index of the runs (default: logp.db in the directory of the first run)")
    Path index;

    @Option(names = "--no-index", description = "read every run from its directory and keep no index")
    boolean noIndex;

    @Override
    public Integer call() throws Exception {
        return ReferenceBlock.run(
                runDirs,
                partitions,
                Optional.ofNullable(index),
                noIndex,
                out,
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }
}
