package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.launch.RankJvm;
import io.logp.cli.Main;
import io.logp.data.Signature;
import io.logp.format.run.SignatureCsv;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Faults during a real sweep: Ctrl-C reaching mpirun alone. The run must end within seconds (no rank left waiting),
 * exit non-zero, and leave every point measured so far as a valid CSV file. A responder killed in the same sweep is
 * MpiJobEndTest's aRankKilledBySigkillIsNamedAsMpirunReportedIt, which checks the same and the message.
 */
@Tag("mpi")
class MpiFaultTest {

    /**
     * A sweep that would run for minutes: the CI target is unreachable and the caps are far away (10^5 trials a point:
     * over a minute for the points of M >= 64 alone). The cap holds the RTT before the sweep too, which stops only
     * there: at 10^6 trials it took 3 to 13 s of every launch before the first round.
     */
    static final String[] ENDLESS = {
        "--rel-ci",
        "0.00001",
        "--max-trials",
        "100000",
        "--max-point-seconds",
        "600",
        "--budget-seconds",
        "600",
        "--warmup-seconds",
        "0.2",
        "--rtt-trials",
        "200",
        "--quiet"
    };

    static final long ENDS_WITHIN_SECONDS = 20;

    static final long FIRST_ROUND_SECONDS = 150;

    Process startRun(Path out) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(
                RankJvm.javaBinary(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "run",
                "--out",
                out.toString()));
        cmd.addAll(List.of(ENDLESS));
        return new ProcessBuilder(cmd)
                .redirectError(out.resolve("stderr.txt").toFile())
                .redirectOutput(out.resolve("stdout.txt").toFile())
                .start();
    }

    /** Waits until rank 0 has written a signature with at least one round and returns the run directory. */
    static Path awaitFirstRound(Path out, Process launcher) throws Exception {
        // Generous: on a busy machine the first round of an endless run took over 60 s once (the deadline is not a
        // claim about speed, only how long a test waits before it calls the run stuck).
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(FIRST_ROUND_SECONDS);
        while (System.nanoTime() < deadline) {
            assertTrue(launcher.isAlive(), "the run ended before its first round: " + stderr(out));
            Path signatures = out.resolve("signatures");
            if (Files.isDirectory(signatures)) {
                try (Stream<Path> runs = Files.list(signatures)) {
                    Optional<Path> run = runs.filter(r -> Files.exists(r.resolve("signature.csv")))
                            .findFirst();
                    if (run.isPresent()) return run.get();
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no signature.csv within " + FIRST_ROUND_SECONDS + " s: " + stderr(out));
    }

    /** A launcher killed outright cannot stop its mpirun: stop the whole tree, so no test leaves ranks behind. */
    static void stopAll(Process launcher) {
        launcher.descendants().forEach(ProcessHandle::destroyForcibly);
        launcher.destroyForcibly();
    }

    static String stderr(Path out) {
        try {
            return Files.readString(out.resolve("stderr.txt"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no stderr)";
        }
    }

    static void assertEndsWithValidData(Process launcher, Path run, Path out) throws Exception {
        assertTrue(
                launcher.waitFor(ENDS_WITHIN_SECONDS, TimeUnit.SECONDS),
                "the run did not end within " + ENDS_WITHIN_SECONDS + " s: " + stderr(out));
        assertNotEquals(0, launcher.exitValue(), "a broken run must not exit 0");
        Signature kept = SignatureCsv.read(run.resolve("signature.csv"));
        assertTrue(
                kept.points().size() >= 5,
                "the first round's points are kept: " + kept.points().size());
        assertTrue(stderr(out).contains("kept in"), "says where the data is: " + stderr(out));
    }

    @Test
    @Timeout(240)
    void interruptEndsTheRunAndKeepsThePoints(@TempDir Path out) throws Exception {
        Process launcher = startRun(out);
        try {
            Path run = awaitFirstRound(out, launcher);
            ProcessHandle mpirun = launcher.toHandle()
                    .children()
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no mpirun under the launcher"));
            // Ctrl-C in a terminal reaches mpirun (and the launcher, which waits for it).
            Process kill = new ProcessBuilder("kill", "-INT", Long.toString(mpirun.pid())).start();
            assertTrue(kill.waitFor(5, TimeUnit.SECONDS) && kill.exitValue() == 0, "SIGINT sent");
            assertEndsWithValidData(launcher, run, out);
        } finally {
            stopAll(launcher);
        }
    }
}
