package io.logp.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** Where a run's files go. */
public final class OutputOptions {

    @Option(names = "--out", paramLabel = "DIR", description = "base directory of signatures/ and plots/ (default: current directory)")
    Path base = Path.of(".");

    @Option(names = "--label", paramLabel = "TEXT", description = "label appended to the run id (default: the command)")
    String label;

    @Option(names = "--quiet", description = "no progress lines")
    boolean quiet;
}
