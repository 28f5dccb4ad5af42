package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Parse-only, over every subcommand: its help names it, lists exactly the options its parser takes (each once,
 * under a heading), and the parser refuses the options only other commands take. So {@code signature --help} no
 * longer shows run's bulk, contention and collectives options, and no option of one command leaks into another.
 */
class CommandOptionsTest {

    /** The arguments a command cannot parse without. */
    private static final Map<String, List<String>> REQUIRED = Map.ofEntries(
            Map.entry("history", List.of("DIR")),
            Map.entry("reference", List.of("DIR")),
            Map.entry("simulate", List.of("--os", "1", "--or", "1", "--g", "4", "--L", "1")),
            Map.entry("fit", List.of("DIR")),
            Map.entry("plot", List.of("DIR")),
            Map.entry("stats", List.of("FILE")),
            Map.entry("report", List.of("DIR")),
            Map.entry("model", List.of("DIR")),
            Map.entry("predict", List.of("DIR")),
            Map.entry("profile", List.of("PROGRAM")));

    private static CommandLine cli() {
        return Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    static List<String> subcommands() {
        return HelpTest.subcommands();
    }

    /** Every visible option of a command by the first long name its help line shows. */
    private static Set<String> shownNames(CommandSpec spec) {
        return spec.options().stream()
                .filter(o -> !o.hidden())
                .map(o -> Arrays.stream(o.names())
                        .filter(n -> n.startsWith("--"))
                        .findFirst()
                        .orElseThrow())
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Every name of every visible option of a command, aliases included. */
    private static Set<String> allNames(CommandSpec spec) {
        return spec.options().stream()
                .filter(o -> !o.hidden())
                .flatMap(o -> Arrays.stream(o.names()))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subcommands")
    void helpNamesTheCommandAndListsExactlyItsOptions(String command) {
        CliRun help = CliRun.of(command, "--help");
        CommandSpec spec = cli().getSubcommands().get(command).getCommandSpec();

        assertEquals(0, help.exitCode(), help.toString());
        assertTrue(help.out().startsWith("Usage: logp " + command + " "), help.out());
        Set<String> listed = new TreeSet<>(HelpTest.entries(help.out()).keySet());
        assertEquals(shownNames(spec), listed, command + ": help lists what the parser takes");
        for (String option : listed) {
            long times = help.out()
                    .lines()
                    .filter(l -> l.matches("^ {2}(-\\w, | {4})" + option + "([=, ].*)?"))
                    .count();
            assertEquals(1, times, option + " listed once in " + command);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subcommands")
    void optionsOfOtherCommandsAreRefused(String command) {
        // picocli leaves a help command's arguments unchecked (helpCommand = true): help fit --L shows fit's help.
        Assumptions.assumeFalse(command.equals("help"), "help takes anything after its topic");
        CommandLine all = cli();
        Set<String> own = allNames(all.getSubcommands().get(command).getCommandSpec());
        Set<String> others = new TreeSet<>();
        for (CommandLine sub : all.getSubcommands().values()) others.addAll(allNames(sub.getCommandSpec()));
        others.removeAll(own);
        // What the command requires comes first, so that the only fault left is the foreign option.
        List<String> required = REQUIRED.getOrDefault(command, List.of());
        CommandLine fresh = cli();
        for (String option : others) {
            List<String> args = new java.util.ArrayList<>(List.of(command));
            args.addAll(required);
            args.add(option);
            assertThrows(
                    CommandLine.UnmatchedArgumentException.class,
                    () -> fresh.parseArgs(args.toArray(String[]::new)),
                    command + " must refuse " + option);
        }
    }

    @Test
    void signatureTakesTheSweepLaunchAndOutputOptionsOnly() {
        CliRun help = CliRun.of("signature", "--help");
        Map<String, String> entries = HelpTest.entries(help.out());

        for (String notHere : List.of("--bulk-max", "--op", "--patterns", "--no-bulk", "--no-pingpong", "--queues")) {
            assertFalse(entries.containsKey(notHere), notHere + " in signature --help");
        }
        for (String here : List.of("--window", "--delays", "--np", "--mpi", "--transport", "--out", "--verbose")) {
            assertTrue(entries.containsKey(here), here + " missing from signature --help");
        }
        assertEquals(
                List.of("Measurement (the small-message signature):", "MPI launch:", "Output:", "Help:", "Examples:"),
                headings(help.out()));
    }

    @Test
    void runGroupsItsOptionsUnderEveryHeading() {
        CliRun help = CliRun.of("run", "--help");

        assertTrue(help.out().startsWith("Usage: logp run [OPTIONS]\n"), help.out());
        assertEquals(
                List.of(
                        "Parts of the run:",
                        "Measurement (the small-message signature):",
                        "Bulk transfers:",
                        "Contention:",
                        "Collectives:",
                        "MPI launch:",
                        "Output:",
                        "Help:",
                        "Examples:"),
                headings(help.out()));
        int options = HelpTest.entries(help.out()).size();
        assertTrue(options > 60, "run takes every part's options: " + options);
    }

    @Test
    void completionCoversEverySubcommandAndTheScriptName() {
        CliRun completion = CliRun.of("completion");

        assertEquals(0, completion.exitCode(), completion.err());
        for (String command : subcommands()) {
            assertTrue(completion.out().contains(command), command + " missing from the completion script");
        }
        assertTrue(completion.out().contains("--bulk-signature-sizes"), "options of run are completed");
        assertTrue(
                completion.out().lines().anyMatch(l -> l.equals("complete -F _complete_logp -o default ./run-logp.sh")),
                "the script users type is completed");
        assertTrue(completion.out().contains("function _complete_logp"), "the function registered exists");
    }

    private static List<String> headings(String help) {
        int start = help.indexOf("\n\n") + 2;
        return Arrays.stream(help.substring(start).split("\n"))
                .filter(l -> l.endsWith(":") && !l.startsWith(" "))
                .toList();
    }
}
