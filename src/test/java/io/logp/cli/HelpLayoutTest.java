package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import io.logp.report.Glossary;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * How the help looks on a terminal: no line wider than the usage width, and no command or file name broken across
 * lines, at picocli's default width (80) and at 120. Picocli's own wrapping broke "rtt.csv" after the dot and
 * "source <(./run-logp.sh completion)" after "<(.".
 */
class HelpLayoutTest {

    static Stream<Arguments> commandsAndWidths() {
        List<Arguments> cases = new ArrayList<>();
        for (int width : new int[] {80, 120}) {
            cases.add(Arguments.of("", width));
            for (String command : HelpTest.subcommands()) cases.add(Arguments.of(command, width));
        }
        return cases.stream();
    }

    /** The help of {@code command} ("" for logp itself) at {@code width} columns, and the spec it renders. */
    static String help(String command, int width) {
        CommandLine cli = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        cli.setUsageHelpWidth(width);
        CommandLine shown = command.isEmpty() ? cli : cli.getSubcommands().get(command);
        return shown.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    private static CommandSpec spec(String command) {
        CommandLine cli = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        return command.isEmpty()
                ? cli.getCommandSpec()
                : cli.getSubcommands().get(command).getCommandSpec();
    }

    /**
     * The words of the help's sources that name a command or a file: ./run-logp.sh, anything with a '/', a .csv or
     * a .json. Words with a format or a variable are left out: picocli rewrites those before they are shown.
     */
    static Set<String> namesIn(String command) {
        CommandSpec spec = spec(command);
        List<String> texts = new ArrayList<>(Arrays.asList(spec.usageMessage().description()));
        for (ArgSpec arg : spec.args()) texts.addAll(Arrays.asList(arg.description()));
        for (Examples.Example e : Examples.of(command.isEmpty() ? "logp" : command)) {
            texts.add(e.purpose());
            texts.add(e.line());
        }
        if (command.isEmpty()) { // the list of commands shows each one's header
            for (CommandLine sub : spec.subcommands().values()) {
                var usage = sub.getCommandSpec().usageMessage();
                texts.add(usage.header().length > 0 ? usage.header()[0] : usage.description()[0]);
            }
        }
        Set<String> names = new LinkedHashSet<>();
        for (String text : texts) {
            for (String word : text.split("\\s+")) {
                if (word.contains("%") || word.contains("${")) continue;
                if (word.contains("run-logp.sh")
                        || word.contains("/")
                        || word.contains(".csv")
                        || word.contains(".json")) {
                    names.add(word);
                }
            }
        }
        return names;
    }

    @ParameterizedTest(name = "{0} --help at {1} columns")
    @MethodSource("commandsAndWidths")
    void noLineIsWiderThanTheWidthAndNoNameIsBroken(String command, int width) {
        String help = help(command, width);
        List<String> lines = help.lines().toList();

        for (String line : lines) assertTrue(line.length() <= width, line.length() + " > " + width + ": " + line);
        Set<String> names = namesIn(command);
        for (String name : names) {
            assertTrue(lines.stream().anyMatch(l -> l.contains(name)), "'" + name + "' broken or missing in\n" + help);
        }
    }

    /** The test above has names to check: commands whose help names files, and the one that broke. */
    @Test
    void theNamesCheckedIncludeTheOnesPicocliBroke() {
        assertTrue(
                namesIn("completion").contains("<(./run-logp.sh"),
                namesIn("completion").toString());
        assertTrue(namesIn("rtt").contains("rtt.csv"), namesIn("rtt").toString());
        assertTrue(
                namesIn("queues").stream().anyMatch(n -> n.contains("run-logp.sh")),
                namesIn("queues").toString());
    }

    /**
     * logp --help says any MPI and lists the commands under two headings, each command on one line at 80 columns:
     * the ones that start MPI ranks, and the offline ones.
     */
    @Test
    void mainHelpSeparatesTheMeasuringCommandsFromTheOfflineOnes() {
        String help = help("", 80);
        Map<String, List<String>> listed = commandLists(help);

        assertTrue(help.contains("any MPI"), help);
        assertFalse(help.contains("over Open MPI"), help);
        assertEquals(
                List.of(
                        "run",
                        "signature",
                        "rtt",
                        "bulk",
                        "contention",
                        "pairs",
                        "collectives",
                        "pingpong",
                        "queues",
                        "profile",
                        "tradeoffs",
                        "layers",
                        "overhead"),
                listed.get(CommandSections.MEASURING),
                help);
        assertTrue(
                listed.get(CommandSections.OFFLINE)
                        .containsAll(List.of("fit", "report", "plot", "stats", "compare", "simulate", "completion")),
                help);
        Set<String> all = new LinkedHashSet<>(listed.get(CommandSections.MEASURING));
        all.addAll(listed.get(CommandSections.OFFLINE));
        Set<String> expected = new java.util.TreeSet<>(HelpTest.subcommands());
        expected.add("help");
        assertEquals(expected, new java.util.TreeSet<>(all), "every command: " + help);
        assertEquals(
                expected.size(), listed.values().stream().mapToInt(List::size).sum(), "each once: " + help);
    }

    /** logp --help points to the glossary, and help glossary prints every term of it (exit 0, nothing on stderr). */
    @Test
    void mainHelpPointsToTheGlossaryWhichPrintsEveryTerm() {
        CliRun main = CliRun.of("--help");
        CliRun glossary = CliRun.of("help", "glossary");

        assertTrue(main.out().contains("\n  " + CommandSections.GLOSSARY_COMMAND + "\n"), main.out());
        assertEquals(ExitCodes.OK, glossary.exitCode(), glossary.toString());
        assertEquals("", glossary.err());
        List<String> lines = glossary.out().lines().toList();
        for (String line : lines) assertTrue(line.length() <= 80, line);
        for (Glossary.Entry e : Glossary.entries()) {
            assertTrue(
                    lines.stream().anyMatch(l -> l.equals(e.term()) || l.startsWith(e.term() + "  ")),
                    "'" + e.term() + "' not printed as a term:\n" + glossary.out());
            String start = e.meaning().substring(0, Math.min(15, e.meaning().length()));
            assertTrue(glossary.out().contains(start), "meaning of " + e.term() + " missing");
        }
    }

    /** The commands under each heading of the main help; a line that is not "  name  summary" fails. */
    private static Map<String, List<String>> commandLists(String help) {
        Map<String, List<String>> lists = new LinkedHashMap<>();
        List<String> current = null;
        for (String line : help.lines().toList()) {
            if (line.equals(CommandSections.MEASURING) || line.equals(CommandSections.OFFLINE)) {
                current = new ArrayList<>();
                lists.put(line, current);
            } else if (current != null && !line.isBlank() && line.startsWith("  ")) {
                Matcher m = Pattern.compile("^ {2}([a-z]+) {2,}\\S.*").matcher(line);
                assertTrue(m.matches(), "one line per command: '" + line + "' in\n" + help);
                current.add(m.group(1));
            } else {
                current = null;
            }
        }
        return lists;
    }

    @Test
    void linesBreakAtSpacesOnlyAndAWordWiderThanTheLineIsCut() {
        String text = "writes rtt.csv and source <(./run-logp.sh completion)";
        List<String> lines = SpaceWrappedTable.lines(text, 14, 11).stream()
                .map(s -> text.substring(s[0], s[1]))
                .toList();

        assertEquals(List.of("writes rtt.csv", "and source", "<(./run-log", "p.sh", "completion)"), lines);
        assertFalse(lines.stream().anyMatch(l -> l.startsWith(" ") || l.endsWith(" ")), lines.toString());
    }
}
