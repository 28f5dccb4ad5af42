package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.ExternalProgram;
import io.logp.app.launch.LaunchSettings;
import io.logp.app.profile.Profile;
import io.logp.cli.CliRun;
import io.logp.exit.ExitCodes;
import io.logp.exit.UsageException;
import io.logp.ranklaunch.RankEnvironment;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code profile -- PROGRAM} on real ranks: a program with a known queue pattern shows exactly its queues, real
 * applications (Debian's LAMMPS and HPCC, linked with Open MPI) give a row per rank whose messages add up, MPICH's
 * profile names what it lacks, and every way a program can end badly keeps the program's exit code and its records.
 */
@Tag("mpi")
public class MpiProfileTest {

    /** Receives rank 1 posts before their sends, and short messages that arrive before their receives. */
    private static final int P = 20;

    private static final int U = 12;

    /** "barrier": the U messages are taken in by a barrier; "sleep": they wait in the transport until a receive. */
    @ParameterizedTest
    @ValueSource(strings = {"barrier", "sleep"})
    @Timeout(120)
    void aKnownQueuePatternShowsItsPostedAndUnexpectedQueues(String arrival, @TempDir Path tmp) throws Exception {
        Path program = compile("queue_pattern.c", "openmpi", tmp);
        CliRun r = CliRun.of(
                "profile", "--np", "2", "--out", tmp.toString(), "--", program.toString(), "" + P, "" + U, arrival);
        assertEquals(0, r.exitCode(), r.err() + r.out());
        Map<String, String> rank1 = rows(tmp).get(1);
        long posted = Long.parseLong(rank1.get("posted_max"));
        long unexpectedMax = Long.parseLong(rank1.get("unexpected_max"));
        long unexpected = Long.parseLong(rank1.get("unexpected"));
        // the MPI's own barrier messages may pass through the queues: up to 2 entries more
        assertTrue(posted >= P && posted <= P + 2, "posted_max " + posted + ", P = " + P);
        assertTrue(unexpectedMax >= U && unexpectedMax <= U + 2, "unexpected_max " + unexpectedMax + ", U = " + U);
        assertTrue(unexpected >= U && unexpected <= U + 2, "unexpected " + unexpected + ", U = " + U);
        assertEquals(U, Long.parseLong(rank1.get("unexpected_short")), "4-byte messages are short");
        assertEquals(P + U, Long.parseLong(rank1.get("received")));
        assertTrue(Files.exists(onlyRunData(tmp).resolve("report.html")));
        assertTrue(Files.exists(onlyRunData(tmp).resolve("queue_profile.json")));
        assertTrue(Files.exists(
                tmp.resolve("plots").resolve(onlyRunData(tmp).getFileName()).resolve("queue_maxima.png")));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 4})
    @Timeout(180)
    void lammpsMeltGivesARowPerRankWhoseMessagesAddUp(int np, @TempDir Path tmp) throws Exception {
        Path melt = Path.of("/usr/share/lammps/examples/melt/in.melt");
        ExternalProgram.LAMMPS.require();
        if (!Files.exists(melt)) ExternalProgram.LAMMPS.missing("no " + melt);
        // 50 steps instead of 250: the same exchanges, a few seconds
        Path input = tmp.resolve("in.melt");
        Files.writeString(input, Files.readString(melt).replaceAll("(?m)^run\\s+\\d+", "run 50"));
        CliRun r = CliRun.of(
                "profile",
                "--np",
                "" + np,
                "--out",
                tmp.toString(),
                "--",
                "lmp",
                "-in",
                input.toString(),
                "-log",
                "none",
                "-screen",
                "none");
        assertEquals(0, r.exitCode(), r.err() + r.out());
        List<Map<String, String>> rows = rows(tmp);
        assertEquals(np, rows.size());
        for (Map<String, String> row : rows) {
            long received = Long.parseLong(row.get("received"));
            assertTrue(received > 0, row.toString());
            assertEquals(
                    received,
                    Long.parseLong(row.get("expected")) + Long.parseLong(row.get("unexpected")),
                    row.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 4})
    @Timeout(180)
    void hpccRunsProfiledFromItsOwnInput(int np, @TempDir Path tmp) throws Exception {
        ExternalProgram.HPCC.require();
        // hpcc reads ./hpccinf.txt: logp runs in the directory that holds this test's small input (N = 256, 1 x 2)
        try (var in = MpiProfileTest.class.getResourceAsStream("/profile/hpccinf.txt")) {
            Files.write(tmp.resolve("hpccinf.txt"), in.readAllBytes());
        }
        Process p = new ProcessBuilder(CliRun.ownJvm("profile", "--np", "" + np, "--", "hpcc"))
                .directory(tmp.toFile())
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("logp.log").toFile())
                .start();
        assertTrue(p.waitFor(170, TimeUnit.SECONDS), "hpcc under logp did not end");
        String log = Files.readString(tmp.resolve("logp.log"));
        assertEquals(0, p.exitValue(), log);
        assertTrue(Files.readString(tmp.resolve("hpccoutf.txt")).contains("End of HPC Challenge tests"));
        List<Map<String, String>> rows = rows(tmp);
        assertEquals(np, rows.size());
        for (Map<String, String> row : rows) {
            long received = Long.parseLong(row.get("received"));
            assertTrue(received > 0, row.toString());
            assertEquals(
                    received,
                    Long.parseLong(row.get("expected"))
                            + Long.parseLong(row.get("unexpected"))
                            + Long.parseLong(row.get("unclassified")),
                    row.toString());
        }
    }

    @Test
    @Timeout(120)
    void mpichGivesWhatPmpiSeesAndNamesWhatIsMissing(@TempDir Path tmp) throws Exception {
        String launcher = System.getenv("LOGP_TEST_MPICH_LAUNCHER");
        String profiler = System.getenv("LOGP_TEST_MPICH_PROFILER");
        Assumptions.assumeTrue(launcher != null && profiler != null, "run-tests.sh sets MPICH up");
        Path program = compile("queue_pattern.c", "mpich", tmp);
        ProcessBuilder pb = new ProcessBuilder(CliRun.ownJvm(
                        "profile",
                        "--np",
                        "2",
                        "--mpirun",
                        launcher,
                        "--out",
                        tmp.toString(),
                        "--",
                        program.toString(),
                        "" + P,
                        "" + U))
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("logp.log").toFile());
        pb.environment().put(RankEnvironment.PROFILER_ENV, profiler);
        pb.environment().put("LOGP_MPI_KIND", "mpich");
        Process p = pb.start();
        assertTrue(p.waitFor(110, TimeUnit.SECONDS));
        String log = Files.readString(tmp.resolve("logp.log"));
        assertEquals(0, p.exitValue(), log);
        Map<String, String> rank1 = rows(tmp).get(1);
        assertEquals(P + U, Long.parseLong(rank1.get("received")));
        assertEquals(P + U, Long.parseLong(rank1.get("receives_posted")));
        assertEquals("", rank1.get("unexpected"), "MPICH exposes no queue: no unexpected count, not a zero");
        assertEquals("", rank1.get("posted_max"));
        assertTrue(log.contains("missing: expected/unexpected"), log);
        assertTrue(log.contains("0 MPI_T performance variables"), log);
    }

    @Test
    @Timeout(60)
    void aWrongProgramPathIsABadArgument(@TempDir Path tmp) {
        CliRun r = CliRun.of(
                "profile",
                "--out",
                tmp.toString(),
                "--",
                tmp.resolve("no-such-program").toString());
        assertEquals(ExitCodes.USAGE, r.exitCode(), r.err());
        assertTrue(r.err().contains("no-such-program' is not found"), r.err());
    }

    @Test
    @Timeout(120)
    void aFailingProgramKeepsItsExitCodeAndItsRecords(@TempDir Path tmp) throws Exception {
        Path program = compile("profile_faults.c", "openmpi", tmp);
        CliRun r = CliRun.of("profile", "--np", "2", "--out", tmp.toString(), "--", program.toString(), "fail", "5");
        assertEquals(5, r.exitCode(), r.err());
        assertTrue(r.err().contains("failed (exit code 5)"), r.err());
        List<Map<String, String>> rows = rows(tmp);
        assertEquals(2, rows.size(), "both ranks' counts up to the exit are kept");
        assertEquals("1", rows.get(1).get("received"));
        assertEquals("exit_without_finalize", rows.get(1).get("end"));
    }

    @Test
    @Timeout(120)
    void aHungProgramEndsAtItsTimeoutMarkedFailed(@TempDir Path tmp) throws Exception {
        Path program = compile("profile_faults.c", "openmpi", tmp);
        long start = System.nanoTime();
        CliRun r = CliRun.of(
                "profile", "--np", "2", "--timeout", "3", "--out", tmp.toString(), "--", program.toString(), "hang");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertNotEquals(0, r.exitCode(), r.err());
        assertTrue(r.err().contains("ran past --timeout 3 s; it and its ranks were stopped"), r.err());
        // --timeout, then SIGTERM and at most 5 s to SIGKILL, and 3 s for ranks that outlive their launcher
        assertTrue(seconds < 3 + 5 + 3 + 20, "ended " + seconds + " s after the start");
        Path meta;
        try (var runs = Files.list(tmp.resolve("signatures"))) {
            meta = runs.findFirst().orElseThrow().resolve("meta.json");
        }
        String json = Files.readString(meta);
        assertTrue(json.matches("(?s).*\"incomplete\"\\s*:\\s*\\{\\s*\"reason\"\\s*:\\s*\"failed\".*"), json);
        try (var left = ProcessHandle.allProcesses()) {
            assertEquals(
                    List.of(),
                    left.filter(h -> h.info().commandLine().orElse("").contains(program.toString()))
                            .map(h -> h.pid() + " " + h.info().commandLine().orElse(""))
                            .toList(),
                    "no rank of the program is left");
        }
    }

    /**
     * Without --timeout (an hour by default) a hung program is ended by the user: SIGTERM of logp (as Ctrl-C's
     * hook) marks meta.json interrupted and leaves no rank behind (issue 40: it marked nothing).
     */
    @Test
    @Timeout(120)
    void aHungProgramInterruptedWithoutTimeoutIsMarkedInterrupted(@TempDir Path tmp) throws Exception {
        Path program = compile("profile_faults.c", "openmpi", tmp);
        Process p = new ProcessBuilder(CliRun.ownJvm(
                        "profile", "--np", "2", "--out", tmp.toString(), "--", program.toString(), "hang"))
                .redirectErrorStream(true)
                .redirectOutput(tmp.resolve("logp.log").toFile())
                .start();
        try {
            // The ranks are in the program once they hang; give them time to get there.
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (System.nanoTime() < deadline && running(program) < 2) Thread.sleep(200);
            assertEquals(2, running(program), Files.readString(tmp.resolve("logp.log")));
            p.destroy();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "logp did not end after SIGTERM");
        } finally {
            p.destroyForcibly();
        }
        String log = Files.readString(tmp.resolve("logp.log"));
        assertEquals(143, p.exitValue(), log);
        assertTrue(log.contains("profile interrupted"), log);
        Path meta;
        try (var runs = Files.list(tmp.resolve("signatures"))) {
            meta = runs.findFirst().orElseThrow().resolve("meta.json");
        }
        String json = Files.readString(meta);
        assertTrue(json.matches("(?s).*\"incomplete\"\\s*:\\s*\\{\\s*\"reason\"\\s*:\\s*\"interrupted\".*"), json);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline && running(program) > 0) Thread.sleep(200);
        assertEquals(0, running(program), "no rank of the program is left");
    }

    private static long running(Path program) {
        try (var all = ProcessHandle.allProcesses()) {
            // The ranks themselves: the program's own executable (mpirun and logp only name it in their arguments).
            String name = program.getFileName().toString();
            return all.filter(h -> h.info().command().orElse("").endsWith("/" + name))
                    .count();
        }
    }

    @Test
    @Timeout(120)
    void aProgramWithoutMpiInitIsNamed(@TempDir Path tmp) throws Exception {
        Path program = compile("profile_faults.c", "openmpi", tmp);
        CliRun r = CliRun.of("profile", "--np", "2", "--out", tmp.toString(), "--", program.toString(), "noinit");
        assertEquals(ExitCodes.FAILURE, r.exitCode(), r.err());
        assertTrue(r.err().contains("never called MPI_Init (2 processes ended without it)"), r.err());
    }

    @Test
    @Timeout(120)
    void aSecondMpiFinalizeIsNamedAndTheRecordsKept(@TempDir Path tmp) throws Exception {
        Path program = compile("profile_faults.c", "openmpi", tmp);
        CliRun r = CliRun.of("profile", "--np", "2", "--out", tmp.toString(), "--", program.toString(), "twice");
        assertNotEquals(0, r.exitCode(), "Open MPI fails the second call: " + r.err());
        assertTrue(r.err().contains("called MPI_Finalize twice"), r.err());
        assertEquals(2, rows(tmp).size());
    }

    @Test
    @Timeout(60)
    void aProgramOfAnotherMpiIsRefusedNamingBoth(@TempDir Path tmp) throws Exception {
        Path program = compile("queue_pattern.c", "openmpi", tmp);
        LaunchSettings launch = new LaunchSettings(
                "mpiexec.hydra", 2, Optional.empty(), Optional.empty(), Optional.empty(), Map.of(), Optional.empty());
        Profile profile = new Profile(
                List.of(program.toString()),
                Optional.empty(),
                launch,
                Optional.of(program), // any file: the refusal comes before the profiler is loaded
                Optional.of("mpich"),
                Optional.empty(),
                List.of());
        UsageException e =
                assertThrows(UsageException.class, () -> profile.run(tmp, "x", io.logp.app.View.SUMMARY, null, null));
        assertTrue(e.getMessage().contains("linked with Open MPI (libmpi.so.40)"), e.getMessage());
        assertTrue(e.getMessage().contains("set up for MPICH"), e.getMessage());
        assertTrue(e.getMessage().contains("--mpi openmpi"), e.getMessage());
    }

    /** Compiles a test program of src/test/c with the MPI's own mpicc. */
    static Path compile(String source, String mpi, Path dir) throws IOException, InterruptedException {
        String mpicc = onPath("mpicc." + mpi) ? "mpicc." + mpi : "mpicc";
        Path out = dir.resolve(source.replace(".c", "") + "-" + mpi);
        Process p = new ProcessBuilder(
                        mpicc,
                        "-O2",
                        "-o",
                        out.toString(),
                        Path.of("src/test/c", source).toString())
                .redirectErrorStream(true)
                .start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, mpicc + ": " + log);
        return out;
    }

    static boolean onPath(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, name))) return true;
        }
        return false;
    }

    public static Path onlyRunData(Path base) throws IOException {
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            List<Path> all = runs.toList();
            assertEquals(1, all.size(), "one run directory: " + all);
            return all.get(0);
        }
    }

    /** queue_profile.csv's rows as column -> cell, by rank. */
    public static List<Map<String, String>> rows(Path base) throws IOException {
        List<String> lines = Files.readAllLines(onlyRunData(base).resolve("queue_profile.csv"));
        String[] header = lines.get(0).split(",", -1);
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.length; i++) row.put(header[i], cells[i]);
            rows.add(row);
        }
        return rows;
    }
}
