package io.logp.cli;

import io.logp.app.View;
import picocli.CommandLine.Option;

/** What a command prints at its end: the one-screen summary, the full text, or one JSON object for programs. */
public final class SummaryOptions {

    @Option(
            names = "--verbose",
            description = "print the full text (every table, note and file) instead of the one-screen summary; "
                    + "'report DIR' prints it later from the files")
    boolean verbose;

    @Option(
            names = "--json",
            description = "print one JSON object, the command's main result (logp.json for the LogP commands), on "
                    + "stdout instead of the summary; progress and messages stay on stderr")
    boolean json;

    /** The view the options ask for; both at once is a usage error. */
    View view() {
        return View.of(verbose, json);
    }
}
