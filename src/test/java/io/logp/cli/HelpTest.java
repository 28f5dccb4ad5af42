package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Defaults;
import io.logp.exit.ExitCodes;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

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
    @ValueSource(strings = {"run", "signature", "rtt", "overhead"})
    void measuringCommandsShowEveryDefault(String command) {
        Map<String, String> help = help(command);

        assertEntry(help, "--window", "=W", "(default: " + Defaults.WINDOW + ")");
        assertEntry(help, "--np", "=P", "(default: " + Defaults.NP + ")");
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
        assertEntry(help, "--seed", "(default: " + Defaults.SEED + ")");
        assertEntry(help, "--delays", "starting with 0", "(default: 0 and 0.5, 1, 2, 4 x the pilot gap)");
        assertEntry(help, "--mpirun", "(default: ", "else " + Defaults.MPIRUN + " on PATH)");
        assertEntry(help, "--out", "(default: " + Defaults.OUTPUT_DIR + ", the current directory)");
        assertEntry(help, "--label", "(default: the command)");
        assertEntry(help, "--mca", "=KEY VALUE ", "repeatable");
        assertTrue(!help.get("--mca").contains("KEY VALUE KEY VALUE"), "one pair per --mca: " + help.get("--mca"));
        for (String passThrough : List.of("--hostfile", "--map-by", "--bind-to", "--quiet")) {
            assertEntry(help, passThrough);
        }
    }

    @Test
    void overheadHelpNamesItsWaysAndRounds() {
        Map<String, String> help = help("overhead");
        assertEntry(help, "--rounds", "(default: " + Defaults.OVERHEAD_ROUNDS + ")");
        assertEntry(help, "--ways", "c, native, bindings", "(default: all three");
    }

    @Test
    void fitHelpShowsItsOptionsAndThatItWritesNothing() {
        CliRun run = CliRun.of("fit", "--help");
        Map<String, String> help = entries(run.out());

        assertEquals(ExitCodes.OK, run.exitCode());
        assertTrue(run.out().startsWith("Usage: logp fit [-hV] [--json] [--verbose] [--window=W] DIR"), run.out());
        assertTrue(run.out().replaceAll("\\s+", " ").contains("writes nothing"), run.out());
        assertEntry(help, "--json", "logp.json");
        assertEntry(help, "--window", "=W", "(default: from meta.json)");
    }

    @Test
    void simulateHelpShowsTheModelParametersAndTheirDefaults() {
        Map<String, String> help = help("simulate");

        for (String required : List.of("--os", "--or", "--g", "--L")) assertEntry(help, required, "=US", "us");
        assertEntry(help, "--jitter", "(default: " + Defaults.SIM_JITTER + ")");
        assertEntry(help, "--outliers", "(default: " + Defaults.SIM_OUTLIER_RATE + ")");
        assertEntry(help, "--outlier-factor", "(default: " + Defaults.SIM_OUTLIER_FACTOR + ")");
        assertEntry(help, "--model-seed", "(default: " + Defaults.SIM_MODEL_SEED + ")");
        assertEntry(help, "--ranks", "(default: " + Defaults.SIM_RANKS + ")");
        assertEntry(help, "--window", "(default: " + Defaults.WINDOW + ")");
        assertEntry(help, "--out", "(default: " + Defaults.OUTPUT_DIR + ", the current directory)");
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
        assertEntry(help, "--min-valid", "default: 30");
        assertEntry(help, "--relative-error", "default: 0.05");
        assertEntry(help, "--trim", "default: 0.25");
        assertEntry(help, "--confidence", "0.90, 0.95 or 0.99", "default: 0.95");
        assertEntry(help, "--sync", "linear or ring", "default: linear");
        assertEntry(help, "--timer", "nanotime", "wtime", "default: nanotime");
        assertEntry(help, "--loop-k", "default: 100");
        assertEntry(help, "--op", "default: [barrier, bcast, reduce, allreduce, gather, scatter, allgather, alltoall]");
        assertEntry(help, "--sizes", "default: [8, 64, 512, 4096, 32768]");
        assertEntry(help, "--ranks", "default: 2 up to --np");
        assertEntry(help, "--np", "default: " + Defaults.COLLECTIVE_RANKS);
    }

    @Test
    void contentionHelpShowsItsDefaultsAndFourRanks() {
        Map<String, String> help = help("contention");
        assertEntry(help, "--np", "default: " + Defaults.CONTENTION_RANKS);
        assertEntry(help, "--patterns", "default: [k_to_1, 1_to_k, pairs]");
        assertEntry(help, "--k-max", "default: 0, as many as the ranks allow");
        assertEntry(help, "--contention-bytes", "default: the small message");
        assertEntry(help, "--trial-us", "default: " + Defaults.CONTENTION_TRIAL_US);
        assertEntry(help, "--point-seconds", "default: " + Defaults.CONTENTION_POINT_SECONDS);
        assertEntry(help, "--contention-budget-seconds", "default: " + Defaults.CONTENTION_BUDGET_SECONDS);
    }

    @Test
    void pingPongAndQueuesHelpShowLueckesAndBrightwellsDefaults() {
        Map<String, String> pingPong = help("pingpong");
        assertEntry(pingPong, "--res-npp", "default: " + Defaults.RES_NPP);
        assertEntry(pingPong, "--cut-coef", "default: " + Defaults.CUT_COEF);
        assertEntry(pingPong, "--timer-reads", "default: " + Defaults.TIMER_READS + " = 2^24");
        assertEntry(pingPong, "--max-size", "default: " + Defaults.PING_PONG_MAX_SIZE + " = 4 MiB");
        assertEntry(pingPong, "--npp", "default: 0, estimated");
        assertEntry(pingPong, "--source", "default: " + Defaults.PING_PONG_SOURCE);
        assertEntry(pingPong, "--dest", "default: the last rank");
        Map<String, String> queues = help("queues");
        assertEntry(queues, "--q-max", "default: " + Defaults.QUEUE_MAX_DEPTH);
        assertEntry(queues, "--long-bytes", "default: " + Defaults.QUEUE_LONG_BYTES);
        assertEntry(queues, "--curves", "default: [posted-tail, posted-head, unexpected-eager, unexpected-long]");
    }

    /** Every subcommand once (an alias such as signature shares run's spec). */
    static List<String> subcommands() {
        CommandLine cli = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        Set<String> names = new LinkedHashSet<>();
        for (CommandLine sub : cli.getSubcommands().values()) names.add(sub.getCommandName());
        return new ArrayList<>(names);
    }

    /**
     * Every option whose field starts with a value (not a flag, not required) shows it in its help as "default: X",
     * X as picocli's ${DEFAULT-VALUE} renders it, or for enums their command-line labels, comma separated. Options
     * without a value (null, or an empty list) are computed or absent by default; their help says so in words.
     */
    @ParameterizedTest(name = "{0} --help")
    @MethodSource("subcommands")
    void everyOptionWithADefaultQuotesIt(String command) {
        CommandLine cli = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        CommandSpec spec = cli.getSubcommands().get(command).getCommandSpec();
        Map<String, String> help = help(command);
        List<String> checked = new ArrayList<>();
        for (OptionSpec option : spec.options()) {
            if (option.usageHelp() || option.versionHelp() || option.hidden() || option.required()) continue;
            if (option.arity().max() == 0) continue;
            // The help line starts with the option's first long name (--op of --op, --ops).
            String name = java.util.Arrays.stream(option.names())
                    .filter(help::containsKey)
                    .findFirst()
                    .orElse(option.longestName());
            String shown = shownDefault(option);
            if (shown == null) continue;
            assertEntry(help, name, "default: " + shown);
            checked.add(name);
        }
        assertTrue(
                List.of("fit", "plot", "report", "completion", "help").contains(command) || !checked.isEmpty(),
                command + " has no option with a default: " + help.keySet());
    }

    /** How the help shows this option's default; null when the option has none to show. */
    private static String shownDefault(OptionSpec option) {
        if (option.defaultValue() != null) return option.defaultValueString();
        Object initial = option.initialValue();
        if (initial == null) return null;
        if (initial instanceof Enum<?> e) return label(e);
        if (initial instanceof Collection<?> c) {
            if (c.isEmpty()) return null;
            if (c.iterator().next() instanceof Enum<?>) {
                return c.stream().map(v -> label((Enum<?>) v)).collect(Collectors.joining(","));
            }
        }
        if (initial.getClass().isArray() && Array.getLength(initial) == 0) return null;
        return option.defaultValueString();
    }

    /** An enum constant as the command line names it: its label(), optionName() or lower-case name. */
    private static String label(Enum<?> e) {
        for (String accessor : List.of("label", "optionName")) {
            try {
                Method m = e.getClass().getMethod(accessor);
                return String.valueOf(m.invoke(e));
            } catch (ReflectiveOperationException ignored) {
                // try the next one
            }
        }
        return e.name().toLowerCase(Locale.ROOT);
    }

    @Test
    void plotHelpNamesItsDirectory() {
        CliRun run = CliRun.of("plot", "--help");

        assertEquals(ExitCodes.OK, run.exitCode());
        assertTrue(
                run.out()
                        .replaceAll("\\s+", " ")
                        .startsWith("Usage: logp plot [-hV] [--json] [--style=STYLE] [--title=TEXT]"
                                + " [--reference=FILE[,FILE...]]... DIR"),
                run.out());
        assertTrue(run.out().contains("plots/<run-id>/"), run.out());
    }

    @Test
    void helpSubcommandShowsTheSameHelp() {
        CliRun viaHelp = CliRun.of("help", "fit");

        assertEquals(ExitCodes.OK, viaHelp.exitCode());
        assertEquals(CliRun.of("fit", "--help").out(), viaHelp.out());
    }
}
