package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * Every command's help ends with examples that can be copied and run: 2 to 4 of them, each a command line that
 * logp's parser accepts, and together a sequence that works from the checkout (a run directory one example reads
 * is one that another writes).
 */
class ExamplesTest {

    /** logp itself ("logp") and every subcommand. */
    static Stream<String> commands() {
        List<String> all = new ArrayList<>(List.of("logp"));
        all.addAll(HelpTest.subcommands());
        return all.stream();
    }

    private static CommandLine cli() {
        return Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    /** The arguments logp gets from an example line: the words after ./run-logp.sh up to a shell operator. */
    static String[] invocation(String line) {
        List<String> words = Arrays.asList(line.split("\\s+"));
        int start = -1;
        for (int i = 0; i < words.size() && start < 0; i++) {
            if (words.get(i).endsWith(UsageHint.SCRIPT)) start = i + 1;
        }
        assertTrue(start > 0, "no " + UsageHint.SCRIPT + " in '" + line + "'");
        List<String> args = new ArrayList<>();
        for (String word : words.subList(start, words.size())) {
            if (Set.of(">", ">>", "|", "&&", ";").contains(word)) break;
            boolean closes = word.endsWith(")"); // the end of <( ... )
            String arg = closes ? word.substring(0, word.length() - 1) : word;
            if (!arg.isEmpty()) args.add(arg);
            if (closes) break;
        }
        return args.toArray(String[]::new);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void helpShowsTwoToFourExamplesWholeUnderTheirHeading(String command) {
        CliRun run = command.equals("logp") ? CliRun.of("--help") : CliRun.of(command, "--help");
        List<Examples.Example> examples = Examples.of(command);

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(examples.size() >= 2 && examples.size() <= 4, command + " has " + examples.size() + " examples");
        List<String> lines = run.out().lines().toList();
        int heading = lines.indexOf(Examples.HEADING);
        assertTrue(heading > 0, "no '" + Examples.HEADING + "' in\n" + run.out());
        List<String> section = lines.subList(heading + 1, lines.size());
        for (Examples.Example e : examples) {
            assertTrue(section.contains("    " + e.line()), "'" + e.line() + "' not on a line of its own:\n" + section);
            assertTrue(String.join(" ", section).replaceAll("\\s+", " ").contains(e.purpose()), e.purpose());
        }
    }

    /** Each example parses as logp would parse it; a command's examples include at least one of itself. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void everyExampleParses(String command) {
        boolean itself = false;
        for (Examples.Example e : Examples.of(command)) {
            String[] args = Main.withDefaultCommand(invocation(e.line()));
            ParseResult parsed = assertDoesNotThrow(() -> cli().parseArgs(args), e.line());
            String name =
                    parsed.hasSubcommand() ? parsed.subcommand().commandSpec().name() : "logp";
            itself |= name.equals(command) || command.equals("logp");
            assertTrue(parsed.errors().isEmpty(), e.line() + ": " + parsed.errors());
        }
        assertTrue(itself, command + "'s examples never run " + command);
    }

    /**
     * Copied in order, the examples work: every run directory an example reads (signatures/ID) is written by an
     * example (--run-id ID) or is in the checkout (signatures/reference-*).
     */
    @Test
    void everyRunDirectoryAnExampleReadsIsOneAnExampleWrites() {
        Set<String> written = new HashSet<>();
        List<String> read = new ArrayList<>();
        for (List<Examples.Example> examples : Examples.BY_COMMAND.values()) {
            for (Examples.Example e : examples) {
                List<String> args = Arrays.asList(invocation(e.line()));
                int id = args.indexOf("--run-id");
                if (id >= 0) written.add(args.get(id + 1));
                for (String arg : args) {
                    if (arg.startsWith("signatures/")) read.add(arg.split("/")[1]);
                }
            }
        }
        assertTrue(!read.isEmpty(), "the offline examples read runs");
        for (String dir : read) {
            assertTrue(
                    written.contains(dir) || Files.isDirectory(Path.of("signatures", dir)),
                    "signatures/" + dir + " is neither written by an example nor in the checkout; written: " + written);
        }
    }

    /**
     * Beyond parsing, every measuring example passes logp's own checks of the options: given a launcher that does
     * not exist (and a temporary --out), it gets as far as starting MPI, exit code 4, instead of a usage error. The
     * file "hosts" the cluster examples name is the user's; a readable one stands in. overhead is left out: its C
     * twin is built by run-logp.sh, so --ways c is a usage error in a bare JVM.
     */
    @Test
    void everyMeasuringExamplePassesTheOptionChecks(@TempDir Path tmp) throws IOException {
        Path hosts = Files.writeString(tmp.resolve("hosts"), "localhost slots=8\n");
        int checked = 0;
        for (List<Examples.Example> examples : Examples.BY_COMMAND.values()) {
            for (Examples.Example e : examples) {
                List<String> args = new ArrayList<>(Arrays.asList(Main.withDefaultCommand(invocation(e.line()))));
                CommandLine command = cli().getSubcommands().get(args.get(0));
                boolean measures = command != null && CommandSections.measures(command.getCommandSpec());
                // overhead: see above; layers has no --mpirun to point nowhere (it picks each MPI's launcher);
                // --help shows the help and measures nothing
                if (!measures
                        || args.get(0).equals("overhead")
                        || args.get(0).equals("layers")
                        || args.contains("--help")) continue;
                args.replaceAll(a -> a.equals("hosts") ? hosts.toString() : a);
                // The program after "--" is the user's too (lmp: LAMMPS, which logp does not install); logp checks
                // that it exists and never runs it here, so an executable of its name stands in on every machine.
                int program = args.indexOf("--") + 1;
                if (program > 0)
                    args.set(program, standIn(tmp, args.get(program)).toString());
                // Before "--": what follows it is the profiled program's own command line.
                int end = args.contains("--") ? args.indexOf("--") : args.size();
                args.addAll(
                        end, List.of("--mpirun", tmp.resolve("no-such-mpirun").toString(), "--out", tmp.toString()));

                CliRun run = CliRun.of(args.toArray(String[]::new));

                assertEquals(ExitCodes.MPI_UNAVAILABLE, run.exitCode(), e.line() + "\n" + run);
                checked++;
            }
        }
        assertTrue(checked >= 15, "measuring examples checked: " + checked);
    }

    /** An executable named like {@code program} that does nothing. */
    private static Path standIn(Path dir, String program) throws IOException {
        Path file = dir.resolve("stand-in").resolve(Path.of(program).getFileName());
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\nexit 0\n");
        assertTrue(file.toFile().setExecutable(true), "cannot make " + file + " executable");
        return file;
    }

    @Test
    void theInvocationIsWhatFollowsTheScriptUpToTheShell() {
        assertEquals(List.of("completion"), List.of(invocation("source <(./run-logp.sh completion)")));
        assertEquals(List.of("completion"), List.of(invocation("./run-logp.sh completion > ~/x.bash")));
        assertEquals(List.of(), List.of(invocation("./run-logp.sh")));
    }
}
