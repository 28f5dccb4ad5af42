package io.logp.app;

import io.logp.exit.UsageException;

/** What a command prints on stdout at its end; the files it writes are the same for every view. */
public enum View {
    /** The one screen: at most 40 lines and 120 columns. */
    SUMMARY,
    /** Everything: every table, note and file. */
    VERBOSE,
    /** One JSON object, the command's main result file, for programs; progress and messages stay on stderr. */
    JSON;

    /** {@code --verbose} and {@code --json} as given; both at once is a usage error. */
    public static View of(boolean verbose, boolean json) {
        if (verbose && json) throw new UsageException("--verbose and --json cannot be combined: choose one");
        return json ? JSON : verbose ? VERBOSE : SUMMARY;
    }
}
