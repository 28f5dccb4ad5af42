package io.logp.cli;

import io.logp.exit.ExitCodes;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;

/**
 * A usage error as a user should see it: the message naming the command, a suggestion when picocli has one, and
 * where the options are, at most three lines. The whole help after the message (175 lines for run) pushed the
 * message off the screen.
 */
final class UsageHint {

    /** What users type; the help and the hints quote it so that every line shown can be copied. */
    static final String SCRIPT = "./run-logp.sh";

    /** Suggestions shown at most; picocli offers every option within its edit distance. */
    private static final int MAX_SUGGESTIONS = 3;

    private UsageHint() {}

    /** Prints the error of {@code command} on its stderr and returns {@link ExitCodes#USAGE}. */
    static int print(CommandLine command, String message, List<String> suggestions) {
        PrintWriter err = command.getErr();
        err.println(command.getCommandSpec().qualifiedName() + ": " + oneLine(message));
        if (!suggestions.isEmpty()) {
            List<String> shown = suggestions.subList(0, Math.min(MAX_SUGGESTIONS, suggestions.size()));
            err.println("Did you mean " + String.join(" or ", shown) + "?");
        }
        err.println("Try '" + helpCommand(command) + "' for the "
                + (command.getParent() == null ? "commands" : "options") + ".");
        err.flush();
        return ExitCodes.USAGE;
    }

    /** The command line that shows {@code command}'s help: "./run-logp.sh signature --help". */
    static String helpCommand(CommandLine command) {
        String qualified = command.getCommandSpec().qualifiedName();
        String path = qualified.substring(command.getCommandSpec().root().name().length());
        return SCRIPT + path + " --help";
    }

    /** The message on one line: a message of several lines would break the three-line promise. */
    private static String oneLine(String message) {
        if (message == null || message.isBlank()) return "bad command line";
        return message.strip().replaceAll("\\s*\\R\\s*", " ");
    }
}
