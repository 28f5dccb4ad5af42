package io.logp.cli;

import picocli.CommandLine.Option;

/** How much a run prints at its end: the one-screen summary, or the full text. */
public final class SummaryOptions {

    @Option(
            names = "--verbose",
            description = "print the full text (every table, note and file) instead of the one-screen summary; "
                    + "'report DIR' prints it later from the files")
    boolean verbose;
}
