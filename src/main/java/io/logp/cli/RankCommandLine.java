package io.logp.cli;

import java.util.Arrays;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line of an MPI rank: the one subcommand it runs under a root without the others. Building logp's whole
 * tree of commands (every option of every command, read by reflection) took 0.6 to 0.8 s of a rank's CPU at its
 * start, against 0.3 s for its own command; every rank of a launch paid it before MPI_Init, on cores the ranks share.
 * A rank's words were checked by the launcher that started it (the same command line), and a rank shows no help.
 */
final class RankCommandLine {

    /** The root as {@link Main} declares it, less the subcommands. */
    @Command(name = "logp", mixinStandardHelpOptions = true, versionProvider = Main.Version.class)
    static final class Root {}

    private RankCommandLine() {}

    /**
     * The root with only the subcommand {@code words[0]} names, or empty when it names none or the words ask for help
     * or the version: the whole tree answers those.
     */
    static Optional<CommandLine> of(String[] words) {
        if (words.length == 0) return Optional.empty();
        if (Arrays.stream(words)
                .anyMatch(w -> w.equals("-h") || w.equals("--help") || w.equals("-V") || w.equals("--version"))) {
            return Optional.empty();
        }
        for (Class<?> sub : Main.class.getAnnotation(Command.class).subcommands()) {
            Command command = sub.getAnnotation(Command.class);
            if (command == null || !command.name().equals(words[0]) || sub == HelpCommand.class) continue;
            CommandLine root = new CommandLine(new Root());
            root.addSubcommand(command.name(), sub);
            return Optional.of(root);
        }
        return Optional.empty();
    }
}
