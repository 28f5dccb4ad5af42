package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.SHORT;
import static io.logp.e2e.MpiEndToEndTest.logp;
import static io.logp.e2e.MpiEndToEndTest.onlyRun;
import static io.logp.e2e.MpiEndToEndTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import io.logp.format.run.RttCsv;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same measurements over both ways into MPI and on both MPIs: the native transport on MPICH (ranks started by
 * Hydra's mpiexec, in a JVM whose environment names MPICH's shim, as run-logp.sh --mpi mpich sets it up), and Open
 * MPI's Java bindings beside the native default on Open MPI. run-tests.sh sets both MPIs up and passes MPICH's
 * launcher and shim as LOGP_TEST_MPICH_LAUNCHER and LOGP_TEST_MPICH_SHIM.
 */
@Tag("mpi")
class MpiImplementationsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @Timeout(240)
    void mpichRunsTheSignatureRttAndPingPongOverTheNativeTransport(@TempDir Path tmp) throws Exception {
        String launcher = required("LOGP_TEST_MPICH_LAUNCHER");
        String shim = required("LOGP_TEST_MPICH_SHIM");
        Map<String, String> env =
                Map.of("LOGP_MPI_LAUNCHER", launcher, RankEnvironment.SHIM_ENV, shim, "LOGP_MPI_KIND", "mpich");

        Path signature = tmp.resolve("signature");
        assertEquals(
                0, java(env, with(new String[] {"signature", "--out", signature.toString()}, SHORT)), log(signature));
        Path run = onlyRun(signature);
        JsonNode meta = JSON.readTree(run.resolve("meta.json").toFile());
        assertEquals("MPICH", meta.get("mpi").get("implementation").asText());
        assertEquals("native", meta.get("path").get("transport").asText());
        assertEquals(shim, meta.get("mpi").get("shim").asText());
        assertEquals(
                "shared_memory",
                meta.get("path").get("medium").asText(),
                meta.get("path").toString());
        JsonNode logp = JSON.readTree(run.resolve("logp.json").toFile());
        double oS = logp.get("o_s_us").asDouble();
        double g = logp.get("g_us").asDouble();
        double rtt = logp.get("rtt_us").asDouble();
        // Shared memory on this machine: a send costs well under a microsecond, and no overhead exceeds the gap. How
        // fast is the machine's to say: out of these bounds the run must have found others on its cores.
        assertTrue(oS > 0, "o_s " + oS);
        assertTrue(oS <= g + logp.get("g_ci95_us").asDouble(), "o_s " + oS + " <= g " + g);
        LoadOrBound.check(run, "o_s (us)", oS, 0.01, 5);
        LoadOrBound.check(run, "RTT (us)", rtt, 2 * oS, 50);

        // The RTT phase on MPICH, as the signature's launch ran it first (an rtt launch of its own ran the same phase
        // on the same transport, and cost a launch; MpiEndToEndTest runs the rtt command itself).
        var rows = RttCsv.read(run.resolve("rtt.csv"));
        assertEquals(1, rows.size());
        assertTrue(rows.get(0).rttUs() > 0, rows.toString());
        LoadOrBound.check(run, "RTT (us)", rows.get(0).rttUs(), 0.05, 50);

        Path pingPong = tmp.resolve("pingpong");
        assertEquals(
                0,
                java(
                        env,
                        "pingpong",
                        "--out",
                        pingPong.toString(),
                        "--quiet",
                        "--trials",
                        "2000",
                        "--npp-trials",
                        "100",
                        "--timer-reads",
                        "100000",
                        "--sizes",
                        "8,1024,65536",
                        "--sweep-trials",
                        "50"),
                log(pingPong));
        Path pp = onlyRun(pingPong);
        assertTrue(Files.size(pp.resolve("pingpong.json")) > 0);
        assertEquals(
                "MPICH",
                JSON.readTree(pp.resolve("meta.json").toFile())
                        .get("mpi")
                        .get("implementation")
                        .asText());
    }

    /** MPICH's launcher, shim and kind, as run-logp.sh --mpi mpich sets them for logp. */
    private static Map<String, String> mpich() {
        return Map.of(
                "LOGP_MPI_LAUNCHER",
                required("LOGP_TEST_MPICH_LAUNCHER"),
                RankEnvironment.SHIM_ENV,
                required("LOGP_TEST_MPICH_SHIM"),
                "LOGP_MPI_KIND",
                "mpich");
    }

    @Test
    @Timeout(240)
    void mpichRunsContentionOnFourRanksThroughHydra(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("contention");
        int code = java(
                mpich(),
                with(
                        new String[] {"contention", "--np", "4", "--out", out.toString()},
                        with(SHORT, "--trial-us", "500", "--point-seconds", "1")));
        assertEquals(0, code, log(out));
        Path run = onlyRun(out);
        List<String> rows = Files.readAllLines(run.resolve("contention.csv"));
        // K-to-1 and 1-to-K for K = 1..3, pairs for 1 and 2: every point measured, each a positive gap
        assertEquals(1 + 3 + 3 + 2, rows.size(), rows.toString());
        for (String r : rows.subList(1, rows.size())) assertTrue(Double.parseDouble(r.split(",")[3]) > 0, r);
        assertEquals(
                "MPICH",
                JSON.readTree(run.resolve("meta.json").toFile())
                        .get("mpi")
                        .get("implementation")
                        .asText());
    }

    @Test
    @Timeout(240)
    void mpichTimesCollectivesOverTheNativeTransport(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("collectives");
        int code = java(
                mpich(),
                "collectives",
                "--np",
                "2",
                "--no-reference",
                "--ops",
                "barrier,bcast,allreduce",
                "--sizes",
                "8,4096",
                "--out",
                out.toString(),
                "--quiet");
        assertEquals(0, code, log(out));
        var rows = io.logp.format.run.CollectivesCsv.read(onlyRun(out).resolve("collectives.csv"));
        assertEquals(
                List.of("barrier 0", "bcast 8", "bcast 4096", "allreduce 8", "allreduce 4096"),
                rows.stream().map(r -> r.op().label() + " " + r.nBytes()).toList());
        for (var r : rows) assertTrue(r.stats().valid() > 0, "every point gets valid launches: " + r);
    }

    @Test
    @Timeout(240)
    void mpichMeasuresTheQueueCosts(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("queues");
        int code = java(
                mpich(),
                "queues",
                "--out",
                out.toString(),
                "--q-max",
                "256",
                "--q-max-long",
                "16",
                "--trials",
                "60",
                "--warmup",
                "5",
                "--memory-limit",
                "2000",
                "--quiet-seconds",
                "0.3",
                "--quiet");
        assertEquals(0, code, log(out));
        Path run = onlyRun(out);
        List<String> rows = Files.readAllLines(run.resolve("queues.csv"));
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("posted-tail,256,")), rows.toString());
        assertTrue(Files.size(run.resolve("queues.json")) > 0);
    }

    @Test
    @Timeout(180)
    void openMpisJavaBindingsStillMeasure(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o =
                logp(with(new String[] {"signature", "--transport", "bindings", "--out", tmp.toString()}, SHORT));
        assertEquals(0, o.code(), o.err());
        MpiEndToEndTest.assertOneScreen(o);
        Path run = onlyRun(tmp);
        JsonNode meta = JSON.readTree(run.resolve("meta.json").toFile());
        assertEquals("bindings", meta.get("path").get("transport").asText());
        assertTrue(meta.get("mpi").path("shim").isMissingNode(), "the bindings use no shim: " + meta.get("mpi"));
        assertEquals("Open MPI", meta.get("mpi").get("implementation").asText());
        JsonNode logp = JSON.readTree(run.resolve("logp.json").toFile());
        assertTrue(logp.get("o_s_us").asDouble() > 0, logp.toString());
        LoadOrBound.check(run, "o_s (us)", logp.get("o_s_us").asDouble(), 0.01, Double.POSITIVE_INFINITY);
        LoadOrBound.check(run, "RTT (us)", logp.get("rtt_us").asDouble(), 0, 50);
    }

    @Test
    @Timeout(120)
    void anMpiWithoutItsShimIsAClearFailure(@TempDir Path tmp) throws Exception {
        Path missing = tmp.resolve("no-such-shim.so");
        Map<String, String> env = Map.of(RankEnvironment.SHIM_ENV, missing.toString());
        Path out = tmp.resolve("out");
        int code = java(env, with(new String[] {"rtt", "--out", out.toString()}, SHORT));
        assertTrue(code != 0, "exit " + code);
        assertTrue(
                log(out).contains("the MPI shim " + missing + " does not exist; rebuild it with scripts/setup.sh"),
                log(out));
    }

    private static String required(String variable) {
        String v = System.getenv(variable);
        if (v == null || v.isBlank()) {
            throw new AssertionError(variable + " is not set: run the tests with ./run-tests.sh, which sets MPICH up");
        }
        return v;
    }

    /** Runs logp in a JVM of its own with {@code env} added, as run-logp.sh would; returns the exit code. */
    static int java(Map<String, String> env, String... args) throws Exception {
        Path out = Path.of(args[java.util.Arrays.asList(args).indexOf("--out") + 1]);
        Files.createDirectories(out);
        ProcessBuilder pb = new ProcessBuilder(CliRun.ownJvm(args))
                .redirectErrorStream(true)
                .redirectOutput(out.resolve("log.txt").toFile());
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(200, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("logp " + String.join(" ", args) + " did not end: " + log(out));
        }
        return p.exitValue();
    }

    static String log(Path out) {
        try {
            return Files.readString(out.resolve("log.txt"), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
