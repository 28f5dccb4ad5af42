package io.logp.cli;

import io.logp.app.launch.RankJvm;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * One invocation of {@link Main#run} with its exit code and what it printed on stdout and stderr.
 *
 * @param exitCode the process exit code it would have
 * @param out      stdout
 * @param err      stderr
 */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code;
        try (PrintWriter o = new PrintWriter(out);
                PrintWriter e = new PrintWriter(err)) {
            code = Main.run(o, e, args);
        }
        return new CliRun(code, out.toString(), err.toString());
    }

    /**
     * {@code simulate} of Culler et al.'s Paragon (o_s 1.4, o_r 2.2, g 7.6, L 6.3 us), the run most tests read, with
     * {@code more} options.
     */
    public static CliRun paragon(String... more) {
        List<String> args = new java.util.ArrayList<>(
                List.of("simulate", "--os", "1.4", "--or", "2.2", "--g", "7.6", "--L", "6.3"));
        args.addAll(List.of(more));
        return of(args.toArray(String[]::new));
    }

    /** The command that runs logp with {@code args} in a JVM of its own, as run-logp.sh does (this class path). */
    public static List<String> ownJvm(String... args) {
        List<String> cmd = new ArrayList<>(List.of(
                RankJvm.javaBinary(),
                "--enable-native-access=ALL-UNNAMED",
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /**
     * Stdout with every wrapped note under a table joined back into one line: a line that starts with two spaces and
     * then a word continues the line before it.
     */
    String unwrapped() {
        return out.replaceAll("\n  (?=\\S)", " ");
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
