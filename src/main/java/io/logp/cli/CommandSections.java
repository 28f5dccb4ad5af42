package io.logp.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The list of commands in {@code logp --help} under two headings: the commands that measure (they start MPI ranks
 * through the launcher) and the offline ones (files in, text and files out; no MPI). Each command shows its header,
 * a one-line summary; the header is the list's alone, so a command's own help still starts with its usage line.
 */
final class CommandSections implements CommandLine.IHelpSectionRenderer {

    static final String MEASURING = "Measuring commands (start MPI ranks through the MPI's launcher; any MPI):";
    static final String OFFLINE = "Offline commands (read files or simulate; no MPI):";

    /** Where the glossary is, under the lists: the one place every term on the screen is explained. */
    static final String GLOSSARY_POINTER = "Every term logp prints (o_s, G, npp, doubt...) is explained by:";

    static final String GLOSSARY_COMMAND = UsageHint.SCRIPT + " help " + HelpCommand.GLOSSARY;

    /** The option every measuring command has: the launcher it starts the ranks with. */
    static final String LAUNCHER_OPTION = "--mpirun";

    static void install(CommandLine root) {
        Map<String, CommandLine.IHelpSectionRenderer> sections = root.getHelpSectionMap();
        sections.put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING, help -> "");
        sections.put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, new CommandSections());
        for (CommandLine sub : root.getSubcommands().values()) {
            sub.getHelpSectionMap().remove(UsageMessageSpec.SECTION_KEY_HEADER_HEADING);
            sub.getHelpSectionMap().remove(UsageMessageSpec.SECTION_KEY_HEADER);
        }
    }

    /** Whether {@code command} measures: it takes the MPI launcher to start its ranks with, or picks its own. */
    static boolean measures(CommandSpec command) {
        return command.findOption(LAUNCHER_OPTION) != null || command.userObject() instanceof StartsRanks;
    }

    @Override
    public String render(Help help) {
        LogpHelp logp = help instanceof LogpHelp l ? l : new LogpHelp(help.commandSpec(), help.colorScheme());
        Map<String, Help> measuring = new LinkedHashMap<>();
        Map<String, Help> offline = new LinkedHashMap<>();
        for (Map.Entry<String, Help> command : help.subcommands().entrySet()) {
            (measures(command.getValue().commandSpec()) ? measuring : offline)
                    .put(command.getKey(), command.getValue());
        }
        int nameWidth = logp.nameWidth(help.subcommands());
        return help.createHeading("%n" + MEASURING + "%n")
                + logp.commandTable(measuring, nameWidth)
                + help.createHeading("%n" + OFFLINE + "%n")
                + logp.commandTable(offline, nameWidth)
                + help.createHeading("%n" + GLOSSARY_POINTER + "%n")
                + "  " + GLOSSARY_COMMAND + System.lineSeparator();
    }
}
