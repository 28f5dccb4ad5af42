package io.logp.cli;

import io.logp.exit.ExitCodes;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Bash (and zsh) completion of every subcommand and option, from picocli's own model of the command line. */
@Command(
        name = "completion",
        header = "Prints bash/zsh completion: source <(./run-logp.sh completion)",
        mixinStandardHelpOptions = true,
        description = {
            "Prints a bash/zsh completion script for logp's subcommands and options. Load it in the current shell "
                    + "with: source <(./run-logp.sh completion)"
        })
final class CompletionCommand implements Callable<Integer> {

    /** The names the script completes: the jar's own name and the script most users type. */
    static final String[] COMMANDS = {"run-logp.sh", "./run-logp.sh"};

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String script = AutoComplete.bash("logp", spec.root().commandLine());
        out.print(script);
        // picocli registers its function for "logp"; the script users run is run-logp.sh.
        for (String name : COMMANDS) out.println("complete -F _complete_logp -o default " + name);
        out.flush();
        return ExitCodes.OK;
    }
}
