package io.logp.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * One invocation of {@link Main#run} with its exit code and what it printed on stdout and stderr.
 *
 * @param exitCode the process exit code it would have
 * @param out      stdout
 * @param err      stderr
 */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code;
        try (PrintWriter o = new PrintWriter(out);
                PrintWriter e = new PrintWriter(err)) {
            code = Main.run(o, e, args);
        }
        return new CliRun(code, out.toString(), err.toString());
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
