package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.ExternalProgram;
import io.logp.cli.CliRun;
import io.logp.ranklaunch.RankEnvironment;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * logp under Slurm, on the one-node cluster of scripts/slurm-local.sh (Debian's slurm-wlm and munge, started here
 * in a directory and on ports of its own): the batch example whose own srun starts the ranks, srun as logp's
 * launcher, the refusal of N singletons, and {@code profile} both ways (srun as its launcher, and a batch script's
 * srun with the records merged afterwards). Skipped, with the reason, where the cluster cannot start (not root, no
 * Slurm); CI installs both and sets LOGP_REQUIRE_SLURM=1, and then a missing piece fails instead.
 */
@Tag("mpi")
class SlurmLocalTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    static final Path DIR = ROOT.resolve("target/slurm-test");
    /**
     * Not Slurm's own 6817, so a cluster of the user's on this machine is left alone, and one per checkout: a second
     * checkout's cluster on the same port cannot bind it and its up fails (seen with several worktrees on one host).
     */
    static final String PORT =
            Integer.toString(6937 + 2 * Math.floorMod(ROOT.toString().hashCode(), 500));
    /**
     * Held from up to down: two test JVMs of one checkout (mvn test and ./run-tests.sh -Dtest=...) share the cluster,
     * and one's down would cancel the other's jobs and restart Slurm with no state under them.
     */
    static final Path LOCK = ROOT.resolve("target/slurm-test.lock");

    static final ObjectMapper JSON = new ObjectMapper();
    /** A short RTT run: what these tests check is who started the ranks, not the numbers. */
    static final List<String> RTT = List.of("rtt", "--rtt-trials", "2000", "--warmup-seconds", "0.3", "--quiet");

    private static boolean up;
    private static FileChannel lock;

    @BeforeAll
    static void up() throws Exception {
        String missing = missing();
        if (missing != null) ExternalProgram.SLURM.missing(missing);
        Files.createDirectories(LOCK.getParent());
        lock = FileChannel.open(LOCK, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        lock.lock(); // released by the JVM's exit too, should down never run
        Result r = run(List.of("bash", ROOT.resolve("scripts/slurm-local.sh").toString(), "up"), Map.of(), 120);
        assertEquals(0, r.code(), "slurm-local.sh up: " + r);
        assertTrue(r.out().contains("SLURM_CONF=" + DIR.resolve("slurm.conf")), r.toString());
        up = true;
    }

    @AfterAll
    static void down() throws Exception {
        if (!up) {
            if (lock != null) lock.close();
            return;
        }
        Result r = run(List.of("bash", ROOT.resolve("scripts/slurm-local.sh").toString(), "down"), Map.of(), 60);
        lock.close();
        assertEquals(0, r.code(), "slurm-local.sh down: " + r);
        // no daemon left: their pid files are gone with them
        for (String pid : List.of("slurmctld.pid", "slurmd.pid", "munge/munged.pid")) {
            assertFalse(Files.exists(DIR.resolve(pid)), pid + " is still there after down");
        }
    }

    /** Why the cluster cannot start here; null when it can. */
    private static String missing() {
        if (!"root".equals(System.getProperty("user.name"))) return "slurmd needs root, and this is not root";
        // PATH alone, as scripts/slurm-local.sh looks them up (root's PATH holds /usr/sbin)
        for (String tool : List.of("munged", "slurmctld", "slurmd", "sbatch", "srun")) {
            if (ExternalProgram.onPath(tool).isEmpty()) return "no " + tool + " on PATH";
        }
        if (System.getenv(RankEnvironment.SHIM_ENV) == null)
            return RankEnvironment.SHIM_ENV + " is not set (./run-tests.sh)";
        return null;
    }

    @Test
    @Timeout(360)
    void theBatchExampleWritesARunThatNamesItsJob(@TempDir Path tmp) throws Exception {
        Batch b = batch(
                tmp,
                List.of(ROOT.resolve("examples/slurm/logp.sbatch").toString()),
                Map.of("LOGP_ARGS", String.join(" ", RTT)),
                340);
        String job = b.job();
        String text = b.output();
        assertTrue(text.contains("ranks by srun, MPI openmpi"), text);

        Path run = onlyRun(tmp);
        assertTrue(text.contains("data: " + run), text);
        JsonNode slurm = JSON.readTree(run.resolve("meta.json").toFile()).get("slurm");
        assertEquals(job, slurm.get("job_id").asText(), slurm.toString());
        assertEquals("pmix", slurm.get("mpi_plugin").asText(), slurm.toString());
        assertTrue(slurm.has("step_id"), "the batch script's srun started the ranks: " + slurm);
        // --cpu-bind=cores: each rank on one CPU of its own
        JsonNode bindings = slurm.get("bindings");
        assertEquals(2, bindings.size(), slurm.toString());
        String cpus0 = bindings.get(0).get("cpus").asText();
        String cpus1 = bindings.get(1).get("cpus").asText();
        assertTrue(cpus0.matches("\\d+") && cpus1.matches("\\d+"), slurm.toString());
        assertNotEquals(cpus0, cpus1, slurm.toString());
        assertTrue(Files.readAllLines(run.resolve("rtt.csv")).size() > 1, "rtt.csv has its rows");
    }

    @Test
    @Timeout(240)
    void srunAsTheLauncherStartsTheRanksAsAStepWithPmix(@TempDir Path tmp) throws Exception {
        List<String> cmd = new ArrayList<>(CliRun.ownJvm());
        cmd.addAll(RTT);
        cmd.addAll(List.of("--launcher", "srun", "--out", tmp.toString()));
        Result r = run(cmd, Map.of("LOGP_MPI_KIND", "openmpi"), 220);

        assertEquals(0, r.code(), r.toString());
        JsonNode meta = JSON.readTree(onlyRun(tmp).resolve("meta.json").toFile());
        JsonNode slurm = meta.get("slurm");
        assertTrue(slurm != null && slurm.has("job_id") && slurm.has("step_id"), meta.toString());
        assertEquals("pmix", slurm.get("mpi_plugin").asText(), slurm.toString());
        assertEquals(2, meta.get("placement").get("ranks").size());
        assertEquals(
                "Open MPI",
                meta.get("mpi").get("implementation").asText(),
                meta.get("mpi").toString());
    }

    @Test
    @Timeout(240)
    void pairsUnderSrunWriteEveryPair(@TempDir Path tmp) throws Exception {
        List<String> cmd = new ArrayList<>(CliRun.ownJvm());
        cmd.addAll(List.of("pairs", "--pair-trials", "200", "--warmup-seconds", "0.1", "--quiet", "--np", "2"));
        cmd.addAll(List.of("--launcher", "srun", "--out", tmp.toString()));
        Result r = run(cmd, Map.of("LOGP_MPI_KIND", "openmpi"), 220);

        assertEquals(0, r.code(), r.toString());
        Path dir = onlyRun(tmp);
        JsonNode slurm = JSON.readTree(dir.resolve("meta.json").toFile()).get("slurm");
        assertTrue(slurm != null && slurm.has("step_id"), "srun started the ranks as a step: " + slurm);
        assertEquals(
                1, io.logp.format.run.PairsCsv.read(dir.resolve("pairs.csv")).size());
    }

    /** queue_pattern.c: rank 1 posts P receives before their sends, then U short messages arrive unexpected. */
    static final int P = 20;

    static final int U = 12;

    @Test
    @Timeout(120)
    void profileUnderSrunGivesARowPerRankWithTheKnownQueues(@TempDir Path tmp) throws Exception {
        Path program = MpiProfileTest.compile("queue_pattern.c", "openmpi", tmp);
        List<String> cmd = new ArrayList<>(CliRun.ownJvm());
        cmd.addAll(List.of("profile", "--launcher", "srun", "--np", "2", "--out", tmp.toString()));
        cmd.addAll(List.of("--", program.toString(), "" + P, "" + U, "barrier"));
        Result r = run(cmd, Map.of("LOGP_MPI_KIND", "openmpi"), 100);

        assertEquals(0, r.code(), r.toString());
        assertKnownQueues(tmp);
        JsonNode json = JSON.readTree(onlyRun(tmp).resolve("queue_profile.json").toFile());
        assertEquals("srun -n 2", json.get("launcher").asText(), "srun started the ranks");
    }

    @Test
    @Timeout(180)
    void theProfileBatchExampleMergesItsRanksRecords(@TempDir Path tmp) throws Exception {
        Path program = MpiProfileTest.compile("queue_pattern.c", "openmpi", tmp);
        Batch b = batch(
                tmp,
                List.of(
                        ROOT.resolve("examples/slurm/profile.sbatch").toString(),
                        program.toString(),
                        "" + P,
                        "" + U,
                        "barrier"),
                Map.of(),
                160);
        assertTrue(b.output().contains("Message queues of " + program), b.output());
        assertKnownQueues(tmp);
        // the run keeps its own copy of what each rank wrote in the job's profile-<job>/
        for (Path d : List.of(tmp.resolve("profile-" + b.job()), onlyRun(tmp).resolve("ranks"))) {
            assertTrue(
                    Files.isRegularFile(d.resolve("rank-0.json")) && Files.isRegularFile(d.resolve("rank-1.json")),
                    d + ": " + b.output());
        }
    }

    /** One row per rank, and rank 1's queues as queue_pattern.c makes them (the MPI's own barrier adds up to 2). */
    private static void assertKnownQueues(Path base) throws IOException {
        List<Map<String, String>> rows = MpiProfileTest.rows(base);
        assertEquals(2, rows.size(), rows.toString());
        assertEquals("0", rows.get(0).get("rank"));
        Map<String, String> rank1 = rows.get(1);
        assertEquals("1", rank1.get("rank"));
        long posted = Long.parseLong(rank1.get("posted_max"));
        long unexpected = Long.parseLong(rank1.get("unexpected"));
        assertTrue(posted >= P && posted <= P + 2, "posted_max " + posted + ", P = " + P);
        assertTrue(unexpected >= U && unexpected <= U + 2, "unexpected " + unexpected + ", U = " + U);
        assertEquals(P + U, Long.parseLong(rank1.get("received")), rank1.toString());
        assertEquals("finalize", rank1.get("end"), rank1.toString());
    }

    @Test
    @Timeout(120)
    void mpichUnderPmixIsRefusedAndToldPmi2(@TempDir Path tmp) throws Exception {
        String mpichShim = System.getenv("LOGP_TEST_MPICH_SHIM");
        assumeTrue(mpichShim != null && !mpichShim.isBlank(), "MPICH is not set up (./run-tests.sh sets it up)");
        List<String> cmd = new ArrayList<>(List.of("srun", "-n", "2", "--mpi=pmix"));
        cmd.addAll(CliRun.ownJvm());
        cmd.addAll(RTT);
        cmd.addAll(List.of("--out", tmp.toString()));
        Result r = run(cmd, Map.of(RankEnvironment.SHIM_ENV, mpichShim, "LOGP_MPI_KIND", "mpich"), 100);

        assertEquals(4, r.code(), "exit 4 (MPI unavailable): " + r);
        assertTrue(r.err().contains("MPI_Comm_size is 1, but the launcher started 2 ranks"), r.toString());
        assertTrue(r.err().contains("MPICH needs srun --mpi=pmi2"), r.toString());
        assertFalse(Files.exists(tmp.resolve("signatures")), "no singleton wrote a run");
    }

    /** A batch job that ended, and its output as read from the file Slurm says it wrote. */
    record Batch(String job, String output) {}

    /** The states in which a job has ended (Slurm's JOB_STATE_BASE values past RUNNING). */
    private static final java.util.Set<String> ENDED = java.util.Set.of(
            "COMPLETED",
            "FAILED",
            "CANCELLED",
            "TIMEOUT",
            "NODE_FAIL",
            "PREEMPTED",
            "BOOT_FAIL",
            "DEADLINE",
            "OUT_OF_MEMORY");

    /**
     * Submits {@code script} (with its arguments) from {@code dir} with the checkout, the tests' class path and Open
     * MPI, and {@code env}, and waits for the job to end; fails unless Slurm says the job COMPLETED with exit code 0
     * (sbatch's own exit cannot say so: a job "no longer found", after the cluster was restarted with no state under
     * it, never ran and wrote no output). Not {@code sbatch --wait}: it looks at the job 2 s after the submission and
     * then 8 s later, so a job of 3 s took 10 s; here the job's state is asked every 0.2 s.
     */
    static Batch batch(Path dir, List<String> script, Map<String, String> env, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<String> cmd = new ArrayList<>(List.of("sbatch", "--parsable", "--chdir", dir.toString()));
        cmd.addAll(script);
        Map<String, String> all = new java.util.HashMap<>(env);
        all.put("LOGP_HOME", ROOT.toString());
        all.put("LOGP_CLASSPATH", System.getProperty("java.class.path"));
        all.put("LOGP_MPI", "openmpi");
        Result r = run(cmd, all, 60);
        assertEquals(0, r.code(), "sbatch: " + r);
        String job = r.out().strip().split(";")[0];
        assertTrue(job.matches("\\d+"), "sbatch printed no job id: " + r);
        Map<String, String> fields = new java.util.HashMap<>();
        Result show;
        while (true) {
            show = run(List.of("scontrol", "--oneliner", "show", "job", job), Map.of(), 30);
            assertEquals(
                    0,
                    show.code(),
                    "Slurm lost the job before it ended (was the cluster restarted under it?): " + show);
            fields.clear();
            java.util.regex.Matcher m =
                    java.util.regex.Pattern.compile("(\\w+)=(\\S*)").matcher(show.out());
            while (m.find()) fields.putIfAbsent(m.group(1), m.group(2));
            if (ENDED.contains(fields.getOrDefault("JobState", "?"))) break;
            if (System.nanoTime() > deadline) {
                run(List.of("scancel", job), Map.of(), 30);
                fail("job " + job + " did not end in " + seconds + " s: "
                        + show.out().strip());
            }
            Thread.sleep(200);
        }
        Path log =
                Path.of(fields.getOrDefault("StdOut", dir.resolve("(unknown)").toString())
                        .replace("%j", job));
        String output = Files.exists(log)
                ? Files.readString(log)
                : "(no " + log + "; " + show.out().strip() + ")";
        String state = fields.getOrDefault("JobState", "?") + " exit " + fields.getOrDefault("ExitCode", "?");
        assertEquals("COMPLETED exit 0:0", state, show.out() + "\n--- job output\n" + output);
        assertEquals(dir.toRealPath(), log.getParent().toRealPath(), "the output is in the job's directory");
        return new Batch(job, output);
    }

    private static Path onlyRun(Path base) throws IOException {
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            List<Path> all = runs.toList();
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    record Result(int code, String out, String err) {
        @Override
        public String toString() {
            return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** Runs {@code cmd} against the test cluster with {@code env} added; stdout and stderr kept apart. */
    static Result run(List<String> cmd, Map<String, String> env, int seconds) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().put("LOGP_SLURM_DIR", DIR.toString());
        pb.environment().put("LOGP_SLURM_PORT", PORT);
        pb.environment().put("SLURM_CONF", DIR.resolve("slurm.conf").toString());
        pb.environment().putAll(env);
        Path err = Files.createTempFile("slurm-test", ".err");
        pb.redirectError(err.toFile());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(String.join(" ", cmd) + " did not end in " + seconds + " s");
        }
        String e = Files.readString(err);
        Files.deleteIfExists(err);
        return new Result(p.exitValue(), out, e);
    }
}
