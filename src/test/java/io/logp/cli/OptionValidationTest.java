package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Options are checked before anything is launched or written: a bad value exits with {@link ExitCodes#USAGE}, names
 * the command and the option on stderr and says where the options are, in at most three lines (not the whole help,
 * which buried the message). Parse-only: every run/rtt invocation also passes a
 * non-existent --mpirun and a temporary --out, so that an option that slipped through validation ends in exit code
 * 4 (MPI unavailable) instead of launching ranks.
 */
class OptionValidationTest {

    @TempDir
    Path tmp;

    private CliRun measure(String line) {
        List<String> args = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
        args.addAll(List.of("--mpirun", tmp.resolve("no-such-mpirun").toString(), "--out", tmp.toString()));
        return CliRun.of(args.toArray(String[]::new));
    }

    /**
     * A usage error of {@code command} (a path such as "signature", or "" for logp itself) on stderr: at most three
     * lines (the error, maybe a suggestion, the hint), the last one the hint; no help, nothing on stdout.
     */
    static void assertUsageHint(CliRun run, String command) {
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertEquals("", run.out(), "usage errors go to stderr only: " + run);
        List<String> lines = run.err().lines().toList();
        assertTrue(lines.size() >= 2 && lines.size() <= 3, "2 or 3 lines, got " + lines.size() + ": " + run);
        String where = command.isEmpty() ? "" : " " + command;
        assertTrue(lines.get(0).startsWith("logp" + where + ": "), run.toString());
        String what = command.isEmpty() ? "commands" : "options";
        assertEquals("Try './run-logp.sh" + where + " --help' for the " + what + ".", lines.getLast(), run.toString());
        assertTrue(!run.err().contains("Usage:"), "the hint, not the help: " + run);
    }

    private void assertNothingWritten() throws IOException {
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(), files.toList(), "a usage error must not create the run directory");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "run --window 0               | run | --window must be in 1..4096 (a posted receive per slot on both ranks), got 0",
                "run --np 1                   | run | --np must be >= 2",
                "run --delays 1,2             | run | --delays must start with 0",
                "run --delays 0,4,2           | run | --delays must be ascending",
                "run --batch 1                | run | --batch must be >= 2",
                "run --min-batches 0          | run | --min-batches must be >= 1",
                "run --payload-words 3        | run | --payload-words must be in 4..16384",
                "run --m-max 64 --m-cap 32    | run | --m-cap (32) must be >= --m-max (64)",
                "run --max-trials 100         | run | --max-trials (100) must allow --min-batches x --batch = 150",
                "run --rel-ci 1               | run | --rel-ci must be in (0, 1)",
                "run --max-point-seconds 0    | run | --max-point-seconds must be > 0 and <= --budget-seconds (90), got 0",
                "run --warmup-seconds -1      | run | --warmup-seconds must be in 0..600, got -1",
                "run --budget-seconds 0       | run | --budget-seconds must be > 0",
                "run --timeout 0              | run | --timeout must be >= 1 (a healthy peer can pause that long)",
                "run --timeout 0.2            | run | --timeout must be >= 1 (a healthy peer can pause that long) and <= 3600 (an hour), got 0.2",
                "signature --timeout 0.001    | signature | --timeout must be >= 1",
                "pingpong --timeout 0.999     | pingpong | --timeout must be >= 1",
                "signature --window 0         | signature | --window must be in 1..4096",
                "rtt --np 1                   | rtt | --np must be >= 2",
                "rtt --rtt-trials 0           | rtt | --rtt-trials must be in 1..4194304, got 0",
                "--np 1                       | run | --np must be >= 2",
                "--window 0                   | run | --window must be in 1..4096",
                "collectives --op bcastt      | collectives | --op: unknown collective 'bcastt' (expected one of barrier, bcast,",
                "collectives --op bcast,bcast | collectives | --op names bcast twice",
                "collectives --sizes 8,4      | collectives | --sizes must be ascending, got [8, 4]",
                "collectives --sizes 0        | collectives | --sizes must be in 1..16777216 bytes, got 0",
                "collectives --op allreduce --sizes 4,12 | collectives | --sizes has no multiple of 8 bytes",
                "collectives --ranks 2,5      | collectives | --ranks must be in 2..--np (4), got 5",
                "collectives --np 3 --ranks 3,2 | collectives | --ranks must be ascending",
                "collectives --confidence 0.8 | collectives | --confidence must be 0.90, 0.95 or 0.99, got 0.8",
                "collectives --trim 0.5       | collectives | --trim must be in [0, 0.5), got 0.5",
                "collectives --slot-factor 1  | collectives | --slot-factor must be in (1, 2], got 1.0",
                "collectives --min-valid 20 --max-valid 10 | collectives | --max-valid (10) must be >= --min-valid (20)",
                "collectives --max-launches 4 | collectives | --max-launches (4) must be >= --stage-launches (8)",
                "collectives --loop-k -1      | collectives | --loop-k must be in 0..1000000, got -1",
                "run --sizes 8,4              | run | --sizes must be ascending",
            })
    void badValueOfAMeasuringCommandIsAUsageErrorNamingTheOption(String line, String command, String message)
            throws IOException {
        CliRun run = measure(line);

        assertTrue(run.err().startsWith("logp " + command + ": " + message), run.toString());
        assertUsageHint(run, command);
        assertNothingWritten();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "run --bogus           | Unknown option: '--bogus'",
                "rtt --bogus 3         | '--bogus'",
                "run --window abc      | --window",
                "run --window          | --window",
                "run --np 2.5          | --np",
                "run --mca btl         | --mca",
                "--bogus               | Unknown option: '--bogus'",
                "collectives --timer tsc     | Invalid value for option '--timer': 'tsc' is not one of nanotime, wtime",
                "collectives --sync star     | Invalid value for option '--sync': 'star' is not one of linear, ring",
                "pingpong --clock tsc        | Invalid value for option '--clock': 'tsc' is not one of nanotime, wtime",
                "tradeoffs --variants shm,x  | Invalid value for option '--variants' (NAME): 'x' is not one of shm, tcp, no-fastbox, ucx",
            })
    void unparsableCommandLineIsAUsageErrorWithAHint(String line, String named) throws IOException {
        CliRun run = measure(line);

        assertTrue(run.err().contains(named), run.toString());
        assertUsageHint(run, line.startsWith("-") ? "run" : line.trim().split("\\s+")[0]);
        assertNothingWritten();
    }

    /**
     * The check: whatever the command and the kind of mistake (unknown option, a typo with a suggestion, a
     * value of the wrong type or not among the choices, a value out of its bounds, a missing argument), the answer
     * is at most three lines on stderr and exit code 2. Measuring commands get --mpirun and --out as above.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "signature --bogus            | signature   | unknown option",
                "signature --windw 8          | signature   | typo",
                "rtt --window abc             | rtt         | not a number",
                "run --window 0               | run         | out of bounds",
                "bulk --bulk-max 0            | bulk        | out of bounds",
                "contention --k-max -1        | contention  | out of bounds",
                "collectives --timer tsc      | collectives | not a choice",
                "collectives --trim 0.5       | collectives | out of bounds",
                "pingpong --cut-coef 0        | pingpong    | out of bounds",
                "queues --q-max 0             | queues      | out of bounds",
                "overhead --rounds 0          | overhead    | out of bounds",
                "tradeoffs --variants x       | tradeoffs   | not a choice",
            })
    void everyUsageErrorOfAMeasuringCommandIsAtMostThreeLines(String line, String command, String kind)
            throws IOException {
        CliRun run = measure(line);

        assertUsageHint(run, command);
        assertNothingWritten();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "stats --cut-coef 0 pom.xml   | stats       | out of bounds",
                "stats                        | stats       | missing FILE",
                "compare --format xml         | compare     | not a choice",
                "plot --bogus somewhere       | plot        | unknown option",
                "report                       | report      | missing DIR",
                "simulate --os 1.4            | simulate    | missing options",
                "completion extra             | completion  | extra argument",
                "fitt somewhere               | ''          | unknown command",
                "help nosuch                  | ''          | unknown command",
            })
    void everyUsageErrorOfAnOfflineCommandIsAtMostThreeLines(String line, String command, String kind) {
        CliRun run = CliRun.of(line.trim().split("\\s+"));

        assertUsageHint(run, command);
    }

    /** The same through a JVM of its own, as run-logp.sh starts it: what the terminal shows is 2 lines. */
    @Test
    void signatureBogusInItsOwnJvmPrintsTwoLinesAndExitsTwo() throws IOException, InterruptedException {
        Process p = new ProcessBuilder(CliRun.ownJvm("signature", "--bogus"))
                .redirectErrorStream(true)
                .start();
        String shown = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);

        assertEquals(ExitCodes.USAGE, p.waitFor(), shown);
        assertEquals(
                List.of(
                        "logp signature: Unknown option: '--bogus'",
                        "Try './run-logp.sh signature --help' for the options."),
                shown.lines().toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--os 0 --or 2.2 --g 7.6 --L 6.3                 | o_s must be > 0",
                "--os 1.4 --or -1 --g 7.6 --L 6.3                | --or must be in 0..1000000 us, got -1",
                "--os 1.4 --or 2.2 --g 7.6 --L 6.3 --jitter 0.5  | jitter must be in [0, 0.5)",
                "--os 1.4 --or 2.2 --g 7.6 --L 6.3 --outliers 1  | outlier rate must be in [0, 1)",
                "--os 1.4 --or 2.2 --g 7.6 --L 6.3 --window 0    | --window must be in 1..4096",
                "--os 1.4 --or 2.2 --g 7.6                       | Missing required option: '--L=US'",
            })
    void badSimulationParameterIsAUsageErrorAndWritesNothing(String line, String message) throws IOException {
        List<String> args = new ArrayList<>(List.of("simulate", "--out", tmp.toString(), "--quiet"));
        args.addAll(Arrays.asList(line.trim().split("\\s+")));

        CliRun run = CliRun.of(args.toArray(String[]::new));

        assertTrue(run.err().contains(message), run.toString());
        assertUsageHint(run, "simulate");
        assertNothingWritten();
    }

    @Test
    void fitWindowBelowOneIsAUsageError() throws IOException {
        Files.createDirectories(tmp.resolve("run"));

        CliRun run = CliRun.of("fit", tmp.resolve("run").toString(), "--window", "0");

        assertTrue(run.err().startsWith("logp fit: --window must be in 1..4096, got 0"), run.toString());
        assertUsageHint(run, "fit");
    }

    @Test
    void fitWithoutDirectoryIsAUsageError() {
        CliRun run = CliRun.of("fit");

        assertTrue(run.err().contains("Missing required parameter: 'DIR'"), run.toString());
        assertUsageHint(run, "fit");
    }

    @Test
    void optionFirstMeansRunButHelpAndVersionStayTopLevel() {
        assertArrayEquals(new String[] {"run", "--np", "4"}, Main.withDefaultCommand(new String[] {"--np", "4"}));
        assertArrayEquals(new String[] {"run", "--window=8"}, Main.withDefaultCommand(new String[] {"--window=8"}));
        assertArrayEquals(new String[] {"run"}, Main.withDefaultCommand(new String[0]));
        for (String top : List.of("-h", "--help", "-V", "--version")) {
            assertArrayEquals(new String[] {top}, Main.withDefaultCommand(new String[] {top}), top);
        }
        assertArrayEquals(
                new String[] {"fit", "--json", "d"}, Main.withDefaultCommand(new String[] {"fit", "--json", "d"}));
        assertArrayEquals(
                new String[] {"signature", "--np", "2"},
                Main.withDefaultCommand(new String[] {"signature", "--np", "2"}));
    }

    @Test
    void versionAndTopLevelHelpExitZero() {
        CliRun version = CliRun.of("--version");
        CliRun help = CliRun.of("--help");

        assertEquals(ExitCodes.OK, version.exitCode(), version.toString());
        assertTrue(version.out().startsWith("logp "), version.toString());
        assertEquals(ExitCodes.OK, help.exitCode(), help.toString());
        for (String command :
                List.of("run", "signature", "rtt", "fit", "plot", "report", "completion", "simulate", "help")) {
            assertTrue(help.out().contains("\n  " + command + " "), command + " listed in\n" + help.out());
        }
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        CliRun run = CliRun.of("fitt", "somewhere");

        assertTrue(run.err().contains("fitt"), run.toString());
        assertTrue(run.err().contains("Did you mean fit"), run.toString());
        assertUsageHint(run, "");
    }
}
