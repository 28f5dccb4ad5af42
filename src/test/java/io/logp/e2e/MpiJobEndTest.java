package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.app.launch.HeldSignalGrace;
import io.logp.app.launch.StoppedLauncher;
import io.logp.cli.CliRun;
import io.logp.cli.Main;
import io.logp.data.Signature;
import io.logp.exit.ExitCodes;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.RttCsv;
import io.logp.format.run.SignatureCsv;
import io.logp.ranklaunch.RankEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * How a job on real ranks ends when it cannot complete: a stopped peer (in the request/reply waits, in the collectives
 * and in the ping-pong, which wait inside MPI), a full disk, Ctrl-C, SIGTERM, the launcher
 * killed, and launches that never start. Each must end within a bound, with a message that says what happened and
 * what is kept, the documented exit code (docs/failures.md), meta.json marked incomplete where data is kept, and no
 * process of the job left behind. The launcher runs in a session of its own (setsid), so a signal to its process
 * group reaches what Ctrl-C in a terminal reaches and nothing of the test's JVM.
 */
@Tag("mpi")
class MpiJobEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The peer's watchdog in these runs, seconds. */
    private static final int TIMEOUT_SECONDS = 5;
    /** The stopped launcher's grace past the timeout in these runs, seconds ({@link StoppedLauncher#GRACE_ENV}). */
    private static final int STOPPED_GRACE_SECONDS = 1;

    /** A running launcher, its output directory and every process seen under it. */
    private record Run(Process launcher, Path out, Path log, Set<ProcessHandle> seen) {

        String stderr() {
            try {
                return Files.readString(log, StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "(no stderr: " + e.getMessage() + ")";
            }
        }

        /** Adds the launcher's current descendants (mpirun, the ranks, the guard) to those to check at the end. */
        void look() {
            launcher.toHandle().descendants().forEach(seen::add);
        }

        /** Waits for the end; returns the seconds it took from {@code sinceNs}. */
        double awaitEnd(long sinceNs, int withinSeconds) throws InterruptedException {
            long deadline = sinceNs + TimeUnit.SECONDS.toNanos(withinSeconds);
            while (launcher.isAlive() && System.nanoTime() < deadline) {
                look();
                Thread.sleep(50);
            }
            assertFalse(launcher.isAlive(), "still running " + withinSeconds + " s after the event: " + stderr());
            return (System.nanoTime() - sinceNs) / 1e9;
        }

        /** No process of the job within {@code seconds}: every one seen under the launcher, or naming the output. */
        void assertNothingLeft(int seconds) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            List<String> left = left();
            while (!left.isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(100);
                left = left();
            }
            assertEquals(List.of(), left, "processes left behind " + seconds + " s after the end");
        }

        private List<String> left() {
            List<String> left = new ArrayList<>();
            for (ProcessHandle h : seen)
                if (running(h)) left.add(h.pid() + " " + h.info().commandLine().orElse("?"));
            ProcessHandle.allProcesses()
                    .filter(h -> h.info()
                            .commandLine()
                            .map(c -> c.contains(out.toString()))
                            .orElse(false))
                    .filter(h -> !seen.contains(h))
                    .filter(Run::running)
                    .forEach(
                            h -> left.add(h.pid() + " " + h.info().commandLine().orElse("?")));
            return left;
        }

        /**
         * Alive and not a zombie: a process of a killed launcher has ended once it is a zombie, which only waits for
         * PID 1 to reap it (in some containers that init reaps seconds later; isAlive() still counts it).
         */
        private static boolean running(ProcessHandle h) {
            if (!h.isAlive()) return false;
            try {
                String stat = Files.readString(Path.of("/proc", Long.toString(h.pid()), "stat"));
                char state = stat.charAt(stat.lastIndexOf(')') + 2);
                return state != 'Z' && state != 'X';
            } catch (IOException | RuntimeException e) {
                return false; // gone while read
            }
        }

        void stopAll() {
            for (ProcessHandle h : seen) {
                signal("CONT", h.pid());
                h.destroyForcibly();
            }
            launcher.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            launcher.destroyForcibly();
        }
    }

    private static Run start(Path tmp, Path out, Map<String, String> env, String... args) throws IOException {
        return start(Main.class.getName(), tmp, out, env, args);
    }

    /** As {@link #start(Path, Path, Map, String...)}, with another main class (a test's seam) in the JVM. */
    private static Run start(String mainClass, Path tmp, Path out, Map<String, String> env, String... args)
            throws IOException {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/setsid")), "setsid (util-linux) is needed");
        Path log = tmp.resolve("stderr-" + System.nanoTime() + ".txt");
        List<String> cmd = new ArrayList<>(List.of("/usr/bin/setsid"));
        List<String> jvm = new ArrayList<>(CliRun.ownJvm(args));
        jvm.set(jvm.indexOf(Main.class.getName()), mainClass);
        cmd.addAll(jvm);
        cmd.addAll(List.of("--out", out.toString()));
        ProcessBuilder pb =
                new ProcessBuilder(cmd).redirectError(log.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.environment().putAll(env);
        return new Run(pb.start(), out, log, new HashSet<>());
    }

    /** A signature that would run for minutes, whose peer gives up after {@link #TIMEOUT_SECONDS}. */
    private static Run endless(Path tmp) throws IOException {
        return endless(tmp, Map.of());
    }

    private static Run endless(Path tmp, Map<String, String> env) throws IOException {
        List<String> args = new ArrayList<>(List.of("signature", "--timeout", Integer.toString(TIMEOUT_SECONDS)));
        args.addAll(List.of(MpiFaultTest.ENDLESS));
        return start(tmp, tmp.resolve("out"), env, args.toArray(String[]::new));
    }

    /** Waits for rank 0's first round in signature.csv and in meta.json's progress; returns the run directory. */
    private static Path awaitFirstRound(Run run) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(MpiFaultTest.FIRST_ROUND_SECONDS);
        while (System.nanoTime() < deadline) {
            assertTrue(run.launcher().isAlive(), "the run ended before its first round: " + run.stderr());
            run.look();
            Path signatures = run.out().resolve("signatures");
            if (Files.isDirectory(signatures)) {
                try (Stream<Path> runs = Files.list(signatures)) {
                    Optional<Path> dir = runs.filter(r -> Files.exists(r.resolve("signature.csv")))
                            .findFirst();
                    // meta.json takes the progress lines at most every 0.5 s: until it names the signature, an end
                    // would be marked at the RTT phase before it.
                    if (dir.isPresent()
                            && incomplete(dir.get()).path("progress").asText().startsWith("signature: ")) {
                        return dir.get();
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no signature.csv within " + MpiFaultTest.FIRST_ROUND_SECONDS + " s: " + run.stderr());
    }

    /**
     * A Ctrl-C can only be tested where it reaches logp: a JVM started with SIGINT ignored (a job sent to the
     * background of a shell without job control, as by `cmd &` in a script) passes that on to every process it
     * starts, logp's JVM included, which then never sees the signal.
     */
    private static void assumeSigintReachesLogp() throws IOException {
        String ignored = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("SigIgn:"))
                .map(l -> l.substring("SigIgn:".length()).strip())
                .findFirst()
                .orElse("0");
        int sigint = 2; // bit n - 1 of the mask is signal n
        Assumptions.assumeFalse(
                new java.math.BigInteger(ignored, 16).testBit(sigint - 1),
                "this JVM was started with SIGINT ignored (SigIgn " + ignored + "): no Ctrl-C can reach logp");
    }

    private static boolean signal(String name, long pid) {
        try {
            Process kill = new ProcessBuilder("kill", "-" + name, "--", Long.toString(pid)).start();
            return kill.waitFor(5, TimeUnit.SECONDS) && kill.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static JsonNode incomplete(Path dir) throws IOException {
        return JSON.readTree(dir.resolve("meta.json").toFile()).path("incomplete");
    }

    /** The points measured before the end are kept, as a valid file. */
    private static void assertDataKept(Path dir) throws Exception {
        Signature kept = SignatureCsv.read(dir.resolve("signature.csv"));
        assertTrue(
                kept.points().size() >= 5,
                "the first round's points are kept: " + kept.points().size());
    }

    @Test
    @Timeout(270)
    void aStoppedPeerEndsTheJobWithinItsTimeoutAndKeepsTheData(@TempDir Path tmp) throws Exception {
        Run run = endless(tmp);
        try {
            Path dir = awaitFirstRound(run);
            long responder = JSON.readTree(dir.resolve("meta.json").toFile())
                    .get("placement")
                    .get("ranks")
                    .get(1)
                    .get("pid")
                    .asLong();
            long stoppedNs = System.nanoTime();
            assertTrue(signal("STOP", responder), "rank 1 (pid " + responder + ") stopped");
            double seconds = run.awaitEnd(stoppedNs, TIMEOUT_SECONDS + 10);
            String err = run.stderr();
            assertEquals(1, run.launcher().exitValue(), err);
            assertTrue(seconds >= TIMEOUT_SECONDS - 0.5, "not before the timeout: " + seconds + " s");
            assertTrue(err.contains("logp: rank 0: no reply for 5 s (--timeout)"), err);
            assertFalse(err.contains("rank 0: rank 0:"), err);
            assertTrue(err.contains("logp: the measurement failed: rank 0: no reply for 5 s"), err);
            assertTrue(err.contains("the data measured so far is kept in " + dir), err);
            assertDataKept(dir);
            JsonNode mark = incomplete(dir);
            assertEquals("failed", mark.path("reason").asText(), mark.toString());
            assertTrue(mark.path("cause").asText().startsWith("rank 0: no reply"), mark.toString());
            run.assertNothingLeft(5);
        } finally {
            run.stopAll();
        }
    }

    /**
     * Collectives on 2 ranks whose points end after 1 s each, enough of them to run for a minute: the stopped rank
     * finds the other inside MPI_Bcast or MPI_Barrier (or a gather between stages).
     */
    private static final String[] LONG_COLLECTIVES = {
        "collectives",
        "--np",
        "2",
        "--no-reference",
        "--no-timer-check",
        "--ops",
        "bcast",
        "--sizes",
        "8,16,32,64,128,256,512,1024,2048,4096,8192,16384,32768,65536",
        "--collective-point-seconds",
        "1",
        "--timeout",
        Integer.toString(TIMEOUT_SECONDS)
    };

    /** Waits until {@code file} exists in the run directory and {@code ready} holds for it; returns the directory. */
    private static Path awaitFile(Run run, String file, FileCheck ready) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(MpiFaultTest.FIRST_ROUND_SECONDS);
        while (System.nanoTime() < deadline) {
            assertTrue(run.launcher().isAlive(), "the run ended before " + file + ": " + run.stderr());
            run.look();
            Path signatures = run.out().resolve("signatures");
            if (Files.isDirectory(signatures)) {
                try (Stream<Path> runs = Files.list(signatures)) {
                    for (Path dir : runs.toList()) {
                        Path f = dir.resolve(file);
                        if (Files.exists(f) && Files.exists(dir.resolve("meta.json")) && ready.test(f)) return dir;
                    }
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no " + file + " within " + MpiFaultTest.FIRST_ROUND_SECONDS + " s: " + run.stderr());
    }

    private interface FileCheck {
        boolean test(Path file) throws Exception;
    }

    private static long rankPid(Path dir, int rank) throws IOException {
        return JSON.readTree(dir.resolve("meta.json").toFile())
                .get("placement")
                .get("ranks")
                .get(rank)
                .get("pid")
                .asLong();
    }

    /**
     * Stops rank 1 and checks the end: exit 1 within the timeout and 10 s, the rank watchdog's line naming the limit
     * and the phase,
     * the launcher's summary with it as the cause, meta.json marked failed with it, nothing left. Returns stderr.
     */
    private static String assertStoppedPeerEndsTheJob(Run run, Path dir, String limit, String phase) throws Exception {
        long stoppedNs = System.nanoTime();
        assertTrue(signal("STOP", rankPid(dir, 1)), "rank 1 stopped");
        double seconds = run.awaitEnd(stoppedNs, TIMEOUT_SECONDS + 10);
        String err = run.stderr();
        assertEquals(1, run.launcher().exitValue(), err);
        assertTrue(seconds >= TIMEOUT_SECONDS - 0.5, "not before the timeout: " + seconds + " s");
        String line = "rank 0: no progress for " + limit;
        assertTrue(err.contains("logp: " + line), err);
        assertTrue(err.contains(" in " + phase), err);
        assertTrue(err.contains("; a peer seems stopped or gone"), err);
        assertTrue(err.contains("logp: the measurement failed: " + line), err);
        JsonNode mark = incomplete(dir);
        assertEquals("failed", mark.path("reason").asText(), mark.toString());
        assertTrue(mark.path("cause").asText().startsWith(line), mark.toString());
        assertTrue(mark.path("cause").asText().contains(" in " + phase), mark.toString());
        run.assertNothingLeft(5);
        return err;
    }

    @Test
    @Timeout(270)
    void aPeerStoppedInTheCollectivesEndsTheJobWithinItsTimeoutAndKeepsThePoints(@TempDir Path tmp) throws Exception {
        Run run = start(tmp, tmp.resolve("out"), Map.of(), LONG_COLLECTIVES);
        try {
            Path dir = awaitFile(
                    run, "collectives.csv", f -> !CollectivesCsv.read(f).isEmpty());
            String err = assertStoppedPeerEndsTheJob(run, dir, "5 s (--timeout)", "the collectives (MPI_Bcast ");
            assertTrue(err.contains("the data measured so far is kept in " + dir), err);
            // Every point finished before the stop is kept, whole: collectives.csv is written after each point.
            int kept = CollectivesCsv.read(dir.resolve("collectives.csv")).size();
            assertTrue(kept >= 1 && kept < 14, "points kept: " + kept);
        } finally {
            run.stopAll();
        }
    }

    /** Hydra's mpiexec ends the job, the stopped rank included, when the watchdog halts a rank, as mpirun does. */
    @Test
    @Timeout(270)
    void aPeerStoppedInTheCollectivesEndsTheJobOnMpich(@TempDir Path tmp) throws Exception {
        Run run = start(tmp, tmp.resolve("out"), mpich(), LONG_COLLECTIVES);
        try {
            Path dir = awaitFile(
                    run, "collectives.csv", f -> !CollectivesCsv.read(f).isEmpty());
            assertStoppedPeerEndsTheJob(run, dir, "5 s (--timeout)", "the collectives (MPI_Bcast ");
            assertTrue(CollectivesCsv.read(dir.resolve("collectives.csv")).size() >= 1);
        } finally {
            run.stopAll();
        }
    }

    /** The ping-pong's data is written once every series is measured: a run that ends inside it keeps meta.json. */
    @Test
    @Timeout(270)
    void aPeerStoppedInThePingPongEndsTheJobWithinItsTimeout(@TempDir Path tmp) throws Exception {
        // 10^8 ping-pongs at the main size: minutes.
        Run run = start(
                tmp,
                tmp.resolve("out"),
                Map.of(),
                "pingpong",
                "--np",
                "2",
                "--timer-reads",
                "200000",
                "--npp",
                "100",
                "--trials",
                "1000000",
                "--timeout",
                Integer.toString(TIMEOUT_SECONDS));
        try {
            // Progress lines are throttled, so the phase's first, before the timer check, is the one sure to show; the
            // trials follow the timer check at once.
            Path dir = awaitFile(run, "meta.json", f -> run.stderr().contains("pingpong: 0/"));
            Thread.sleep(1000);
            String err = assertStoppedPeerEndsTheJob(
                    run,
                    dir,
                    // 0.1 s allowed for the source's timer check: 200000 reads of each clock at 100 ns.
                    "5.1 s (--timeout, and 0.1 s this phase may take more)",
                    "the ping-pong (MPI_Send, MPI_Recv");
            assertTrue(err.contains("nothing was measured yet; " + dir.resolve("meta.json")), err);
        } finally {
            run.stopAll();
        }
    }

    @Test
    @Timeout(270)
    void ctrlCMarksTheRunIncompleteSaysWhereTheDataIsAndFitWarns(@TempDir Path tmp) throws Exception {
        assumeSigintReachesLogp();
        Run run = endless(tmp);
        try {
            Path dir = awaitFirstRound(run);
            long sentNs = System.nanoTime();
            // What Ctrl-C does in a terminal: SIGINT to the whole foreground process group.
            assertTrue(signal("INT", -run.launcher().pid()), "SIGINT sent to the process group");
            run.awaitEnd(sentNs, 15);
            String err = run.stderr();
            assertEquals(130, run.launcher().exitValue(), err);
            assertTrue(err.contains("logp: interrupted"), err);
            assertTrue(err.contains("the data measured so far is kept in " + dir), err);
            assertTrue(err.contains("analyse it with: ./run-logp.sh fit " + dir), err);
            assertDataKept(dir);
            JsonNode mark = incomplete(dir);
            assertEquals("interrupted", mark.path("reason").asText(), mark.toString());
            assertTrue(mark.path("progress").asText().startsWith("signature: "), mark.toString());
            run.assertNothingLeft(5);

            MpiEndToEndTest.Outcome fit = MpiEndToEndTest.logp("fit", dir.toString(), "--verbose");
            assertEquals(0, fit.code(), fit.err());
            assertTrue(fit.out().contains("this run did not complete (interrupted; at signature: "), fit.out());
        } finally {
            run.stopAll();
        }
    }

    @Test
    @Timeout(270)
    void sigtermOfTheLauncherAloneStopsTheRanksAndSaysWhatIsKept(@TempDir Path tmp) throws Exception {
        Run run = endless(tmp);
        try {
            Path dir = awaitFirstRound(run);
            long sentNs = System.nanoTime();
            assertTrue(signal("TERM", run.launcher().pid()), "SIGTERM sent to the launcher");
            run.awaitEnd(sentNs, 15);
            String err = run.stderr();
            assertEquals(128 + 15, run.launcher().exitValue(), err);
            assertTrue(err.contains("logp: interrupted"), err);
            assertTrue(err.contains("kept in " + dir), err);
            assertEquals("interrupted", incomplete(dir).path("reason").asText());
            run.assertNothingLeft(5);
        } finally {
            run.stopAll();
        }
    }

    /**
     * mpirun stopped alone (kill -STOP): the ranks go on or end by their watchdog, but a stopped mpirun never exits,
     * and the launcher waited on it for over 150 s. It must end within --timeout + 20 s, having killed mpirun and the
     * ranks, and say why.
     */
    @Test
    @Timeout(270)
    void aStoppedMpirunIsKilledWithItsRanksWithinTheTimeoutAndAGrace(@TempDir Path tmp) throws Exception {
        // The grace set short: the default 10 s is waiting, the same in any length (StoppedLauncherTest).
        Run run = endless(tmp, Map.of(StoppedLauncher.GRACE_ENV, Integer.toString(STOPPED_GRACE_SECONDS)));
        try {
            Path dir = awaitFirstRound(run);
            ProcessHandle mpirun = child(run, "mpirun");
            long sentNs = System.nanoTime();
            assertTrue(signal("STOP", mpirun.pid()), "SIGSTOP sent to mpirun");
            double seconds = run.awaitEnd(sentNs, TIMEOUT_SECONDS + 20);
            String err = run.stderr();
            assertEquals(ExitCodes.FAILURE, run.launcher().exitValue(), err);
            int limit = TIMEOUT_SECONDS + STOPPED_GRACE_SECONDS;
            assertTrue(err.contains("the launcher was stopped (SIGSTOP) for more than " + limit + " s"), err);
            assertTrue(seconds > limit, "not before the ranks' own timeout and the grace: " + seconds + " s");
            assertEquals("failed", incomplete(dir).path("reason").asText());
            run.assertNothingLeft(5);
        } finally {
            run.stopAll();
        }
    }

    /**
     * Rank 0 killed alone with SIGTERM is a rank that ended, not the user's interruption: it read "logp:
     * interrupted", exit 130.
     */
    @Test
    @Timeout(270)
    void aRankKilledAloneIsAFailureThatNamesItsSignal(@TempDir Path tmp) throws Exception {
        Run run = endless(tmp);
        try {
            Path dir = awaitFirstRound(run);
            ProcessHandle rank0 = child(run, "mpirun")
                    .children()
                    .filter(h -> rankOf(h) == 0)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no rank 0 under mpirun"));
            long sentNs = System.nanoTime();
            assertTrue(signal("TERM", rank0.pid()), "SIGTERM sent to rank 0");
            run.awaitEnd(sentNs, 15);
            String err = run.stderr();
            assertEquals(ExitCodes.FAILURE, run.launcher().exitValue(), err);
            assertTrue(err.contains("logp: the measurement failed: rank 0 ended (SIGTERM)"), err);
            assertFalse(err.contains("logp: interrupted"), err);
            assertEquals("failed", incomplete(dir).path("reason").asText());
            run.assertNothingLeft(5);
        } finally {
            run.stopAll();
        }
    }

    /**
     * kill -9 of a rank: mpirun exits 137 as if it had been killed itself, and the rank it then ends with SIGTERM said
     * "rank 0 ended (SIGTERM)"; the launcher's own report names the rank that got the signal (issue 40). The first
     * round's points are kept and the message says where (for the killed responder this was MpiFaultTest's own
     * launch of the same endless sweep).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {0, 1})
    @Timeout(270)
    void aRankKilledBySigkillIsNamedAsMpirunReportedIt(int rank, @TempDir Path tmp) throws Exception {
        Run run = endless(tmp);
        try {
            Path dir = awaitFirstRound(run);
            ProcessHandle victim = child(run, "mpirun")
                    .children()
                    .filter(h -> rankOf(h) == rank)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no rank " + rank + " under mpirun"));
            long sentNs = System.nanoTime();
            assertTrue(signal("KILL", victim.pid()), "SIGKILL sent to rank " + rank);
            run.awaitEnd(sentNs, 20);
            String err = run.stderr();
            String said = "rank " + rank + " was killed by SIGKILL (signal 9), as the MPI's launcher reported";
            assertEquals(ExitCodes.FAILURE, run.launcher().exitValue(), err);
            assertTrue(err.contains("logp: the measurement failed: " + said), err);
            assertFalse(err.contains("the launcher was killed"), err);
            assertEquals("failed", incomplete(dir).path("reason").asText());
            assertEquals(said, incomplete(dir).path("cause").asText());
            assertTrue(err.contains("kept in " + dir), err);
            assertDataKept(dir);
            run.assertNothingLeft(5);
        } finally {
            run.stopAll();
        }
    }

    /** The launcher's child {@code name}: mpirun, the one beside the guard's shell (mpirun may be a link). */
    private static ProcessHandle child(Run run, String name) {
        return run.launcher()
                .toHandle()
                .children()
                .filter(h -> !h.info().commandLine().orElse("logp-guard").contains("logp-guard"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " under the launcher"));
    }

    /** The MPI rank of a process started by Open MPI's mpirun, from its environment; -1 when unreadable. */
    private static int rankOf(ProcessHandle h) {
        try {
            String env = Files.readString(Path.of("/proc", Long.toString(h.pid()), "environ"));
            for (String v : env.split("\0")) {
                if (v.startsWith("OMPI_COMM_WORLD_RANK=")) return Integer.parseInt(v.substring(21));
            }
        } catch (IOException | RuntimeException e) {
            // gone, or not ours
        }
        return -1;
    }

    @Test
    @Timeout(270)
    void aKilledLauncherLeavesNoRankBehind(@TempDir Path tmp) throws Exception {
        Run run = endless(tmp);
        try {
            Path dir = awaitFirstRound(run);
            run.look();
            assertTrue(run.seen().size() >= 3, "mpirun and two ranks under the launcher: " + run.seen());
            long sentNs = System.nanoTime();
            assertTrue(signal("KILL", run.launcher().pid()), "SIGKILL sent to the launcher");
            run.awaitEnd(sentNs, 5);
            // mpirun and the ranks do not notice their launcher going; the guard beside mpirun does.
            run.assertNothingLeft(5);
            assertDataKept(dir);
            JsonNode mark = incomplete(dir);
            // Nobody is left to mark the run but a rank that mpirun ends as the launcher goes: it names the signal.
            String reason = mark.path("reason").asText();
            assertTrue(
                    reason.equals("running")
                            || reason.equals("failed")
                                    && mark.path("cause").asText().matches("rank \\d+ ended \\(SIG[A-Z]+\\)"),
                    "running, or a rank's signal: " + mark);
            assertTrue(mark.path("progress").asText().startsWith("signature: "), mark.toString());
        } finally {
            run.stopAll();
        }
    }

    /** Hydra's mpiexec stops its ranks on the guard's SIGTERM as Open MPI's mpirun does. */
    @Test
    @Timeout(270)
    void aKilledLauncherLeavesNoRankBehindOnMpich(@TempDir Path tmp) throws Exception {
        Run run = endless(tmp, mpich());
        try {
            awaitFirstRound(run);
            run.look();
            long sentNs = System.nanoTime();
            assertTrue(signal("KILL", run.launcher().pid()), "SIGKILL sent to the launcher");
            run.awaitEnd(sentNs, 5);
            run.assertNothingLeft(5);
        } finally {
            run.stopAll();
        }
    }

    @Test
    @Timeout(270)
    void aDiskThatFillsMidRunEndsTheJobWithTheCause(@TempDir Path tmp) throws Exception {
        Path full = Files.createDirectories(tmp.resolve("full"));
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=40k", "tmpfs", full.toString())
                .redirectErrorStream(true)
                .start();
        String why = new String(mount.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        Assumptions.assumeTrue(
                mount.waitFor(10, TimeUnit.SECONDS) && mount.exitValue() == 0,
                "a 40 KB tmpfs cannot be mounted here (it needs root): " + why.strip());
        Run run = null;
        try {
            run = start(tmp, full, Map.of(), MpiEndToEndTest.with(new String[] {"signature"}, MpiEndToEndTest.SHORT));
            run.awaitEnd(System.nanoTime(), 90);
            String err = run.stderr();
            assertTrue(err.contains("No space left on device"), err);
            // The run's data takes 25 to 70 KB here (the RTT samples vary with the rounds), so 40 KB fills either
            // while the measurements are written (exit 1, the rank's cause relayed) or, when they fit, at the charts
            // (exit 5, the chart named, the data complete). Smaller disks fill before meta.json can carry the cause.
            if (run.launcher().exitValue() == ExitCodes.CHARTS_NOT_WRITTEN) {
                assertTrue(err.contains("could not be written: No space left on device. The data is complete in"), err);
            } else {
                assertEquals(1, run.launcher().exitValue(), err);
                assertTrue(err.contains("logp: the measurement failed: rank 0: cannot write "), err);
            }
            Path dir;
            try (Stream<Path> runs = Files.list(full.resolve("signatures"))) {
                dir = runs.findFirst().orElseThrow();
            }
            // What was written before the disk filled is whole: every file is written atomically.
            assertEquals(1, RttCsv.read(dir.resolve("rtt.csv")).size());
            try (Stream<Path> files = Files.list(dir)) {
                assertEquals(
                        List.of(),
                        files.filter(f -> f.getFileName().toString().contains(".tmp"))
                                .toList());
            }
            run.assertNothingLeft(5);
        } finally {
            if (run != null) run.stopAll();
            new ProcessBuilder("umount", "-l", full.toString()).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** A launch that never starts the ranks: exit 4, a message saying so, and no empty run directory. */
    private static void assertNeverStarted(Run run, String because) throws Exception {
        run.awaitEnd(System.nanoTime(), 60);
        String err = run.stderr();
        assertEquals(4, run.launcher().exitValue(), err);
        assertTrue(err.contains(because), err);
        assertTrue(err.contains("logp: the MPI job ended before it measured anything"), err);
        assertTrue(err.contains("nothing was written"), err);
        assertFalse(err.contains("kept in"), err);
        assertFalse(Files.exists(run.out().resolve("signatures")), "no empty run directory is left");
        run.assertNothingLeft(5);
    }

    /**
     * Ctrl-C reaches mpirun and logp at once, and mpirun may end first: a launcher standing in for it exits 1 at once,
     * and logp's own SIGINT arrives only after that, as a loaded machine delays a JVM's signal handling. The launch
     * is still an interruption (exit 130), not a job that could not start. The JVM runs {@link HeldSignalGrace}, which
     * holds the launcher's grace open until the signal is there: the test sends it once the grace has begun, and
     * does not race the grace's 1 s.
     */
    @Test
    @Timeout(60)
    void aCtrlCThatReachesLogpAfterMpirunEndedIsStillAnInterruption(@TempDir Path tmp) throws Exception {
        assumeSigintReachesLogp();
        Path mpirun = Files.writeString(tmp.resolve("mpirun"), """
                #!/bin/sh
                case "$1" in --version) echo "mpirun (Open MPI) 4.1.4"; exit 0;; esac
                exit 1
                """);
        assertTrue(mpirun.toFile().setExecutable(true));
        Run run = start(
                HeldSignalGrace.class.getName(),
                tmp,
                tmp.resolve("out"),
                Map.of(RankEnvironment.LAUNCHER_ENV, mpirun.toString()),
                MpiEndToEndTest.with(new String[] {"signature"}, MpiEndToEndTest.SHORT));
        try {
            // The line stays once written and the grace stays open until the signal: no moment to miss.
            while (!run.stderr().contains(HeldSignalGrace.HELD)) {
                assertTrue(run.launcher().isAlive(), "logp ended before the grace: " + run.stderr());
                Thread.sleep(20);
            }
            assertTrue(signal("INT", run.launcher().pid()), "SIGINT sent to logp");
            run.awaitEnd(System.nanoTime(), 30);
            String err = run.stderr();
            assertEquals(130, run.launcher().exitValue(), err);
            assertTrue(err.contains("logp: interrupted before anything was measured"), err);
            assertFalse(err.contains("ended before it measured anything"), err);
        } finally {
            run.stopAll();
        }
    }

    /** The launches that never start, each in a directory of its own under {@link #neverStartedDir}. */
    private enum NeverStarted {
        BAD_BTL,
        NO_SUCH_HOST,
        SHIM_NO_LIBRARY
    }

    @TempDir
    static Path neverStartedDir;

    private static Map<NeverStarted, Run> neverStarted;

    /**
     * The launch {@code which}, the three started together when the first is asked for: none of them measures or
     * spins a core, so they take the time of the slowest (about 4 s quiet) instead of the sum (10.8 s quiet, one
     * after another). Each test still asserts its own launch; {@link #stopTheNeverStarted} ends any not asked for.
     */
    private static synchronized Run neverStarted(NeverStarted which) throws IOException {
        if (neverStarted == null) {
            Map<NeverStarted, Run> runs = new java.util.EnumMap<>(NeverStarted.class);
            Path btl = Files.createDirectories(neverStartedDir.resolve("btl"));
            runs.put(
                    NeverStarted.BAD_BTL,
                    start(
                            btl,
                            btl.resolve("out"),
                            Map.of(),
                            MpiEndToEndTest.with(
                                    new String[] {"signature", "--mca", "btl", "nosuch,self"}, MpiEndToEndTest.SHORT)));
            Path host = Files.createDirectories(neverStartedDir.resolve("host"));
            Path hosts = Files.writeString(host.resolve("hosts"), "no-such-host.invalid slots=2\n");
            runs.put(
                    NeverStarted.NO_SUCH_HOST,
                    start(
                            host,
                            host.resolve("out"),
                            Map.of(),
                            MpiEndToEndTest.with(
                                    new String[] {"signature", "--hostfile", hosts.toString()},
                                    MpiEndToEndTest.SHORT)));
            Path shim = Files.createDirectories(neverStartedDir.resolve("shim"));
            Path broken = Files.writeString(shim.resolve("liblogp_mpi.so"), "not a library\n");
            runs.put(
                    NeverStarted.SHIM_NO_LIBRARY,
                    start(
                            shim,
                            shim.resolve("out"),
                            Map.of(RankEnvironment.SHIM_ENV, broken.toString()),
                            MpiEndToEndTest.with(new String[] {"signature"}, MpiEndToEndTest.SHORT)));
            neverStarted = runs;
        }
        return neverStarted.get(which);
    }

    @AfterAll
    static void stopTheNeverStarted() {
        if (neverStarted != null) neverStarted.values().forEach(Run::stopAll);
    }

    @Test
    @Timeout(270)
    void aBadBtlIsAnMpiThatCannotStart() throws Exception {
        Run run = neverStarted(NeverStarted.BAD_BTL);
        try {
            // Open MPI's own "Component: nosuch" is lost in about one launch in six (its show_help races the
            // aborting rank: "ORTE_ERROR_LOG: Data unpack would read past end of buffer"), so logp names the launch.
            assertNeverStarted(run, " -np 2 --mca btl nosuch,self. Check --hostfile");
        } finally {
            run.stopAll();
        }
    }

    @Test
    @Timeout(270)
    void aHostThatDoesNotExistIsAnMpiThatCannotStart() throws Exception {
        Run run = neverStarted(NeverStarted.NO_SUCH_HOST);
        try {
            assertNeverStarted(run, "mpirun exit code");
        } finally {
            run.stopAll();
        }
    }

    @Test
    @Timeout(270)
    void aShimThatIsNoLibraryIsOneClearLine() throws Exception {
        Run run = neverStarted(NeverStarted.SHIM_NO_LIBRARY);
        Path broken = neverStartedDir.resolve("shim").resolve("liblogp_mpi.so");
        try {
            assertNeverStarted(run, "logp: cannot load the MPI shim " + broken + ": ");
            assertFalse(run.stderr().contains("ExceptionInInitializerError"), run.stderr());
        } finally {
            run.stopAll();
        }
    }

    /** The environment that runs the ranks on MPICH, as run-tests.sh set it up; the test is skipped without it. */
    private static Map<String, String> mpich() {
        String launcher = System.getenv("LOGP_TEST_MPICH_LAUNCHER");
        String shim = System.getenv("LOGP_TEST_MPICH_SHIM");
        Assumptions.assumeTrue(
                launcher != null && shim != null, "MPICH is set up by run-tests.sh (LOGP_TEST_MPICH_LAUNCHER)");
        return Map.of("LOGP_MPI_LAUNCHER", launcher, RankEnvironment.SHIM_ENV, shim, "LOGP_MPI_KIND", "mpich");
    }
}
