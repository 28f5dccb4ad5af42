package io.logp.cli;

import io.logp.app.ExitCodes;
import io.logp.data.Defaults;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --help} of every subcommand exits 0 and describes each option with the default it really has (the values
 * of {@link Defaults}, which the help quotes).
 */
class HelpTest {

    /** An option line of picocli's help: "  -h, --help  text" or "      --window=W  text". */
    private static final Pattern OPTION_LINE = Pattern.compile("^ {2}(?:-\\w, | {4})(--[\\w-]+)(.*)$");

    /** Each option's help entry, its wrapped lines joined with single spaces, by option name. */
    static Map<String, String> entries(String help) {
        Map<String, String> entries = new LinkedHashMap<>();
        String current = null;
        for (String line : help.split("\n")) {
            Matcher m = OPTION_LINE.matcher(line);
            if (m.matches()) {
                current = m.group(1);
                entries.put(current, m.group(2).trim());
            } else if (current != null && line.startsWith("          ")) {
                entries.merge(current, line.trim(), (a, b) -> a + " " + b);
            } else {
                current = null;
            }
        }
        return entries;
    }

    private static Map<String, String> help(String command) {
        CliRun run = CliRun.of(command, "--help");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertEquals("", run.err(), run.toString());
        assertTrue(run.out().startsWith("Usage: logp " + command + " "), run.toString());
        return entries(run.out());
    }

    private static void assertEntry(Map<String, String> entries, String option, String... texts) {
        String entry = entries.get(option);
        assertTrue(entry != null, option + " missing from " + entries.keySet());
        for (String text : texts) assertTrue(entry.contains(text), option + ": '" + entry + "' lacks '" + text + "'");
    }

    @ParameterizedTest(name = "{0} --help")
    @ValueSource(strings = {"run", "signature", "rtt"})
    void measuringCommandsShowEveryDefault(String command) {
        Map<String, String> help = help(command.equals("signature") ? "run" : command);
        if (command.equals("signature")) {
            CliRun alias = CliRun.of("signature", "--help");
            assertEquals(ExitCodes.OK, alias.exitCode());
            assertEquals(help, entries(alias.out()), "the alias has the same options");
        }

        assertEntry(help, "--window", "=W", "(default: " + Defaults.WINDOW + ")");
        assertEntry(help, "--np", "=P", "(default: 2)");
        assertEntry(help, "--batch", "(default: " + Defaults.BATCH + ")");
        assertEntry(help, "--min-batches", "(default: " + Defaults.MIN_BATCHES + ")");
        assertEntry(help, "--rel-ci", "95% CI", "(default: " + Defaults.RELATIVE_CI + ")");
        assertEntry(help, "--max-trials", "(default: " + Defaults.MAX_TRIALS + ")");
        assertEntry(help, "--max-point-seconds", "(default: " + Defaults.MAX_POINT_SECONDS + ")");
        assertEntry(help, "--m-max", "(default: " + Defaults.M_MAX + ")");
        assertEntry(help, "--m-cap", "(default: " + Defaults.M_CAP + ")");
        assertEntry(help, "--payload-words", "(default: " + Defaults.PAYLOAD_WORDS + ")");
        assertEntry(help, "--rtt-trials", "(default: " + Defaults.RTT_TRIALS + ")");
        assertEntry(help, "--warmup-seconds", "(default: " + Defaults.WARMUP_SECONDS + ")");
        assertEntry(help, "--budget-seconds", "(default: " + Defaults.BUDGET_SECONDS + ")");
        assertEntry(help, "--timeout", "(default: " + Defaults.TIMEOUT_SECONDS + ")");
        assertEntry(help, "--seed", "(default: 1)");
        assertEntry(help, "--delays", "starting with 0", "(default: 0 and 0.5, 1, 2, 4 x the pilot gap)");
        assertEntry(help, "--mpirun", "(default: mpirun on PATH)");
        assertEntry(help, "--out", "(default: current directory)");
        assertEntry(help, "--label", "(default: the command)");
        assertEntry(help, "--mca", "=KEY VALUE ", "repeatable");
        assertTrue(!help.get("--mca").contains("KEY VALUE KEY VALUE"), "one pair per --mca: " + help.get("--mca"));
        for (String passThrough : List.of("--hostfile", "--map-by", "--bind-to", "--quiet")) {
            assertEntry(help, passThrough);
        }
    }

    @Test
    void fitHelpShowsItsOptionsAndThatItWritesNothing() {
        CliRun run = CliRun.of("fit", "--help");
        Map<String, String> help = entries(run.out());

        assertEquals(ExitCodes.OK, run.exitCode());
        assertTrue(run.out().startsWith("Usage: logp fit [-hV] [--json] [--window=W] DIR"), run.out());
        assertTrue(run.out().replaceAll("\\s+", " ").contains("writes nothing"), run.out());
        assertEntry(help, "--json", "logp.json");
        assertEntry(help, "--window", "=W", "(default: from meta.json)");
    }

    @Test
    void simulateHelpShowsTheModelParametersAndTheirDefaults() {
        Map<String, String> help = help("simulate");

        for (String required : List.of("--os", "--or", "--g", "--L")) assertEntry(help, required, "=US", "us");
        assertEntry(help, "--jitter", "(default: 0.0)");
        assertEntry(help, "--outliers", "(default: 0.0)");
        assertEntry(help, "--outlier-factor", "(default: 10.0)");
        assertEntry(help, "--model-seed", "(default: 1)");
        assertEntry(help, "--window", "(default: " + Defaults.WINDOW + ")");
        assertEntry(help, "--out", "(default: current directory)");
        assertTrue(!help.containsKey("--np") && !help.containsKey("--mpirun"), "no MPI options: " + help.keySet());
    }

    /** The help prints cleanly (picocli warns on stderr about an unescaped %) and quotes MPIPerf's defaults. */
    @Test
    void collectivesHelpShowsMpiperfDefaults() {
        Map<String, String> help = help("collectives");
        assertEntry(help, "--sync-patience", "default: 100");
        assertEntry(help, "--stage-launches", "default: 8");
        assertEntry(help, "--init-launches", "default: 4");
        assertEntry(help, "--slot-factor", "default: 1.1");
        assertEntry(help, "--invalid-limit", "default: 0.25");
        assertEntry(help, "--max-launches", "default: 100");
        assertEntry(help, "--max-valid", "default: 30");
        assertEntry(help, "--min-valid", "default: 10");
        assertEntry(help, "--relative-error", "default: 0.05");
        assertEntry(help, "--trim", "default: 0.25");
        assertEntry(help, "--confidence", "0.90, 0.95 or 0.99", "default: 0.95");
        assertEntry(help, "--sync", "linear or ring", "default: linear");
        assertEntry(help, "--timer", "nanotime", "wtime");
        assertEntry(help, "--loop-k", "default: 100");
    }

    @Test
    void plotHelpNamesItsDirectory() {
        CliRun run = CliRun.of("plot", "--help");

        assertEquals(ExitCodes.OK, run.exitCode());
        assertTrue(run.out().startsWith("Usage: logp plot [-hV] DIR"), run.out());
        assertTrue(run.out().contains("plots/<run-id>/"), run.out());
    }

    @Test
    void helpSubcommandShowsTheSameHelp() {
        CliRun viaHelp = CliRun.of("help", "fit");

        assertEquals(ExitCodes.OK, viaHelp.exitCode());
        assertEquals(CliRun.of("fit", "--help").out(), viaHelp.out());
    }
}
