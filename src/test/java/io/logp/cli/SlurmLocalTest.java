package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.app.launch.MpiLauncher;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * launcher, and the refusal of N singletons. Skipped, with the reason, where the cluster cannot start (not root, no
 * Slurm); CI installs both and sets LOGP_REQUIRE_SLURM=1, and then a missing piece fails instead.
 */
@Tag("mpi")
class SlurmLocalTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", System.getProperty("user.dir")))
            .toAbsolutePath();
    static final Path DIR = ROOT.resolve("target/slurm-test");
    /** Not Slurm's own 6817, so a cluster of the user's on this machine is left alone. */
    static final String PORT = "6937";

    static final ObjectMapper JSON = new ObjectMapper();
    /** A short RTT run: what these tests check is who started the ranks, not the numbers. */
    static final List<String> RTT = List.of("rtt", "--rtt-trials", "2000", "--warmup-seconds", "0.3", "--quiet");

    private static boolean up;

    @BeforeAll
    static void up() throws Exception {
        String missing = missing();
        if (missing != null) {
            if ("1".equals(System.getenv("LOGP_REQUIRE_SLURM"))) fail("LOGP_REQUIRE_SLURM=1, but " + missing);
            assumeTrue(false, missing);
        }
        Result r = run(List.of("bash", ROOT.resolve("scripts/slurm-local.sh").toString(), "up"), Map.of(), 120);
        assertEquals(0, r.code(), "slurm-local.sh up: " + r);
        assertTrue(r.out().contains("SLURM_CONF=" + DIR.resolve("slurm.conf")), r.toString());
        up = true;
    }

    @AfterAll
    static void down() throws Exception {
        if (!up) return;
        Result r = run(List.of("bash", ROOT.resolve("scripts/slurm-local.sh").toString(), "down"), Map.of(), 60);
        assertEquals(0, r.code(), "slurm-local.sh down: " + r);
        // no daemon left: their pid files are gone with them
        for (String pid : List.of("slurmctld.pid", "slurmd.pid", "munge/munged.pid")) {
            assertFalse(Files.exists(DIR.resolve(pid)), pid + " is still there after down");
        }
    }

    /** Why the cluster cannot start here; null when it can. */
    private static String missing() {
        if (!"root".equals(System.getProperty("user.name"))) return "slurmd needs root, and this is not root";
        for (String tool : List.of("munged", "slurmctld", "slurmd", "sbatch", "srun")) {
            if (Stream.of(System.getenv().getOrDefault("PATH", "").split(":"), new String[] {"/usr/sbin", "/usr/bin"})
                    .flatMap(Stream::of)
                    .noneMatch(d -> Files.isExecutable(Path.of(d, tool)))) {
                return "no " + tool + " (Debian: apt-get install slurm-wlm munge)";
            }
        }
        if (System.getenv(MpiLauncher.SHIM_ENV) == null) return MpiLauncher.SHIM_ENV + " is not set (./run-tests.sh)";
        return null;
    }

    @Test
    @Timeout(360)
    void theBatchExampleWritesARunThatNamesItsJob(@TempDir Path tmp) throws Exception {
        Result r = run(
                List.of(
                        "sbatch",
                        "--wait",
                        "--parsable",
                        "--chdir",
                        tmp.toString(),
                        ROOT.resolve("examples/slurm/logp.sbatch").toString()),
                Map.of(
                        "LOGP_HOME", ROOT.toString(),
                        "LOGP_CLASSPATH", System.getProperty("java.class.path"),
                        "LOGP_MPI", "openmpi",
                        "LOGP_ARGS", String.join(" ", RTT)),
                340);
        String job = r.out().strip();
        Path log = tmp.resolve("logp-" + job + ".out");
        String text = Files.exists(log) ? Files.readString(log) : "(no " + log + ")\n" + whereItWent(job, tmp);
        assertEquals(0, r.code(), r + "\n--- job output\n" + text);
        assertTrue(text.contains("ranks by srun, MPI openmpi"), r + "\n--- job output\n" + text);

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
    @Timeout(120)
    void mpichUnderPmixIsRefusedAndToldPmi2(@TempDir Path tmp) throws Exception {
        String mpichShim = System.getenv("LOGP_TEST_MPICH_SHIM");
        assumeTrue(mpichShim != null && !mpichShim.isBlank(), "MPICH is not set up (./run-tests.sh sets it up)");
        List<String> cmd = new ArrayList<>(List.of("srun", "-n", "2", "--mpi=pmix"));
        cmd.addAll(CliRun.ownJvm());
        cmd.addAll(RTT);
        cmd.addAll(List.of("--out", tmp.toString()));
        Result r = run(cmd, Map.of(MpiLauncher.SHIM_ENV, mpichShim, "LOGP_MPI_KIND", "mpich"), 100);

        assertEquals(4, r.code(), "exit 4 (MPI unavailable): " + r);
        assertTrue(r.err().contains("MPI_Comm_size is 1, but the launcher started 2 ranks"), r.toString());
        assertTrue(r.err().contains("MPICH needs srun --mpi=pmi2"), r.toString());
        assertFalse(Files.exists(tmp.resolve("signatures")), "no singleton wrote a run");
    }

    /** What Slurm says of the job's output and working directory, and what the directory holds, for a failure. */
    private static String whereItWent(String job, Path dir) throws Exception {
        Result show = run(List.of("scontrol", "show", "job", job), Map.of(), 30);
        try (Stream<Path> files = Files.walk(dir, 2)) {
            return show.out()
                            .lines()
                            .filter(l -> l.contains("StdOut=") || l.contains("WorkDir=") || l.contains("JobState="))
                            .map(String::strip)
                            .toList()
                    + " " + dir + " holds " + files.map(dir::relativize).toList();
        }
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
