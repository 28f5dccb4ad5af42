package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.AnalyseCommand;
import io.logp.exit.ExitCodes;
import io.logp.format.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hint of a run that ended early ("analyse it with: ...") names a command that works on that directory, whatever
 * kind of run it holds: each kind is what a run of that command keeps when interrupted (the fixture's real files of
 * one kind, meta.json beside them; the pairs of a simulated run), and each hint is run. An interrupted {@code pairs}
 * was sent to {@code fit}, which then failed for want of signature.csv.
 */
class AnalyseHintTest {

    private static final Path FIXTURE = Path.of("src/test/resources/io/logp/cli/fixture-run");

    @Test
    void everyKindOfRunGetsAHintThatRuns(@TempDir Path tmp) throws Exception {
        check(kept(tmp, "signature", "signature.csv", "rtt.csv"), "fit");
        check(
                kept(tmp, "collectives", "collectives.csv", "collectives_repeat.csv", "collectives_timers.csv"),
                "report");
        check(kept(tmp, "contention", "contention.csv", "contention_ranks.csv"), "report");
        check(
                kept(
                        tmp,
                        "pingpong",
                        "pingpong_params.json",
                        "pingpong_samples.txt",
                        "pingpong_trials.csv",
                        "timer_mpi_wtime.csv",
                        "timer_system_nanotime.csv"),
                "report");
        check(kept(tmp, "queues", "queues_params.json", "queues_trials.csv"), "report");
        check(kept(tmp, "rtt", "rtt_samples.txt", "rtt.csv"), "stats");

        // pairs: what an interrupted pairs keeps, pairs.csv complete and meta.json, no signature
        CliRun pairs = CliRun.of(
                "simulate",
                "--os",
                "1",
                "--or",
                "1.5",
                "--g",
                "4",
                "--L",
                "5",
                "--pairs",
                "--ranks",
                "4",
                "--quiet",
                "--run-id",
                "pairs",
                "--out",
                tmp.resolve("pairs").toString());
        assertEquals(ExitCodes.OK, pairs.exitCode(), pairs.toString());
        Path dir = tmp.resolve("pairs/signatures/pairs");
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                String name = f.getFileName().toString();
                if (!name.equals("pairs.csv") && !name.equals("meta.json") && Files.isRegularFile(f)) Files.delete(f);
            }
        }
        assertEquals(
                Optional.of("./run-logp.sh report " + dir), AnalyseCommand.of(RunDirectory.of(dir)), "pairs alone");
        check(dir, "report");

        // nothing any command reads: no command is named
        Path empty = Files.createDirectories(tmp.resolve("none/signatures/fixture"));
        Files.copy(FIXTURE.resolve("meta.json"), empty.resolve("meta.json"));
        assertEquals(Optional.empty(), AnalyseCommand.of(RunDirectory.of(empty)));
    }

    /** A run directory holding only {@code files} of the fixture, and its meta.json. */
    private static Path kept(Path tmp, String kind, String... files) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(kind).resolve("signatures/fixture"));
        Files.copy(FIXTURE.resolve("meta.json"), dir.resolve("meta.json"));
        for (String f : files) Files.copy(FIXTURE.resolve(f), dir.resolve(f));
        return dir;
    }

    /** The hint for {@code dir} names {@code command}, and running it exits 0. */
    private static void check(Path dir, String command) {
        String hint = AnalyseCommand.of(RunDirectory.of(dir)).orElseThrow(() -> new AssertionError("no hint: " + dir));
        List<String> words = List.of(hint.split(" "));
        assertEquals("./run-logp.sh", words.get(0), hint);
        assertEquals(command, words.get(1), hint);
        CliRun run = CliRun.of(words.subList(1, words.size()).toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), hint + "\n" + run);
        assertTrue(!run.out().isBlank(), hint + " printed nothing");
    }
}
