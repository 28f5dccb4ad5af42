package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.SHORT;
import static io.logp.e2e.MpiEndToEndTest.assertOneScreen;
import static io.logp.e2e.MpiEndToEndTest.logp;
import static io.logp.e2e.MpiEndToEndTest.onlyRun;
import static io.logp.e2e.MpiEndToEndTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.ExternalProgram;
import io.logp.e2e.MpiEndToEndTest.Outcome;
import io.logp.exit.ExitCodes;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The signature below MPI on real processes: Open MPI's mpirun starts 2 ranks, which swap UCX worker addresses or
 * libfabric endpoint names through MPI and then measure over UCX's Active Messages or a libfabric FI_EP_RDM
 * endpoint alone. One launch per transport; what is asserted is what logp controls (the parameters present with
 * their intervals, the model's orderings, the files, the path in meta.json), never this machine's speed.
 * run-tests.sh builds the shims where UCX and libfabric are installed; .ci/run requires them (LOGP_REQUIRE_UCX=1,
 * LOGP_REQUIRE_OFI=1).
 */
@Tag("mpi")
class BelowMpiTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The end-to-end tests' short sweep with half its budget: these runs check shape, not precision. */
    static final String[] SHORTER =
            java.util.Arrays.stream(SHORT).map(a -> a.equals("30") ? "15" : a).toArray(String[]::new);

    /** The shim of {@code program}'s transport, or the test is skipped (failed where CI requires it). */
    private static void requireShim(ExternalProgram program, String variable) {
        program.require();
        String shim = System.getenv(variable);
        if (shim == null || shim.isBlank() || !Files.isReadable(Path.of(shim)))
            program.missing(variable + " names no shim (run-tests.sh builds it with scripts/setup.sh --transport)");
    }

    @Test
    @Timeout(240)
    void ucxActiveMessagesGiveTheFiveParametersWithIntervals(@TempDir Path tmp) throws Exception {
        requireShim(ExternalProgram.UCX, RankEnvironment.UCX_SHIM_ENV);
        Path run = signature(tmp, "--transport", "ucx-am");
        JsonNode path = JSON.readTree(run.resolve("meta.json").toFile()).get("path");
        assertEquals("ucx-am", path.get("transport").asText(), path.toString());
        assertEquals("shared_memory", path.get("medium").asText(), path.toString());
        // UCX's lanes that carry Active Messages between two processes of one host are memory transports
        assertTrue(path.get("provider").asText().contains("/"), path.toString());
    }

    @Test
    @Timeout(240)
    void libfabricGivesTheFiveParametersWithIntervals(@TempDir Path tmp) throws Exception {
        requireShim(ExternalProgram.OFI, RankEnvironment.OFI_SHIM_ENV);
        Path run = signature(tmp, "--transport", "ofi");
        JsonNode path = JSON.readTree(run.resolve("meta.json").toFile()).get("path");
        assertEquals("ofi", path.get("transport").asText(), path.toString());
        // on one host the default provider is libfabric's shared-memory one
        assertEquals("shm", path.get("provider").asText(), path.toString());
        assertEquals("shared_memory", path.get("medium").asText(), path.toString());
    }

    @Test
    @Timeout(120)
    void anUnknownProviderEndsAsAnUnavailableMpiWithNothingWritten(@TempDir Path tmp) throws Exception {
        requireShim(ExternalProgram.OFI, RankEnvironment.OFI_SHIM_ENV);
        // In a JVM of its own, as run-logp.sh runs it: the ranks' own words reach the log
        int code = MpiImplementationsTest.java(
                java.util.Map.of(),
                with(
                        new String[] {"signature", "--transport", "ofi", "--ofi-provider", "no-such-provider"},
                        with(SHORTER, "--out", tmp.toString())));
        String log = MpiImplementationsTest.log(tmp);
        assertEquals(ExitCodes.MPI_UNAVAILABLE, code, log);
        assertTrue(log.contains("'no-such-provider'") && log.contains("fi_info -t FI_EP_RDM"), log);
        Path signatures = tmp.resolve("signatures");
        if (Files.isDirectory(signatures)) {
            try (Stream<Path> runs = Files.list(signatures)) {
                assertEquals(List.of(), runs.toList(), "nothing measured, nothing kept");
            }
        }
    }

    /** One signature run over a transport below MPI, with the checks every such run must pass; its directory. */
    private static Path signature(Path tmp, String... transport) throws Exception {
        Outcome o = logp(with(with(new String[] {"signature", "--out", tmp.toString()}, transport), SHORTER));
        assertEquals(0, o.code(), o.err());
        assertOneScreen(o);
        Path run = onlyRun(tmp);
        for (String f : List.of("signature.csv", "rtt.csv", "logp.json", "meta.json", "report.html"))
            assertTrue(Files.size(run.resolve(f)) > 0, f);
        assertTrue(Files.size(tmp.resolve("plots").resolve(run.getFileName()).resolve("signature.png")) > 10_000);

        JsonNode logp = JSON.readTree(run.resolve("logp.json").toFile());
        JsonNode warnings = logp.get("warnings");
        List<String> codes = new java.util.ArrayList<>();
        warnings.forEach(w -> codes.add(w.get("code").asText()));
        boolean capped = codes.contains("POINTS_CAPPED") || codes.contains("BUDGET_EXHAUSTED");
        for (String p : List.of("o_s", "g", "rtt"))
            assertTrue(logp.get(p + "_us").asDouble() > 0, p + ": " + logp);
        // Every parameter has its interval, or says why not: a point stopped at its cap before it had batches
        // enough (a loaded machine), or a value left out with the finding that explains it (an L below 0 under load)
        for (String p : List.of("o_s", "o_r", "g", "L", "rtt")) {
            assertTrue(logp.has(p + "_us") && logp.has(p + "_ci95_us"), p + ": " + logp);
            JsonNode value = logp.get(p + "_us");
            JsonNode ci = logp.get(p + "_ci95_us");
            if (value.isNull()) assertFalse(codes.isEmpty(), p + " left out without a finding: " + logp);
            else if (ci.isNull()) assertTrue(capped, p + " without an interval and no cap said: " + logp);
            else assertTrue(ci.asDouble() >= 0, p + ": " + logp);
        }
        double oS = logp.get("o_s_us").asDouble();
        double g = logp.get("g_us").asDouble();
        assertTrue(
                g
                        >= oS
                                - logp.get("o_s_ci95_us").asDouble()
                                - logp.get("g_ci95_us").asDouble(),
                "g >= o_s: " + logp);
        // the RTT is two one-way trips, each at least a send overhead
        assertTrue(
                logp.get("rtt_us").asDouble() + logp.get("rtt_ci95_us").asDouble()
                        >= 2 * oS - 2 * logp.get("o_s_ci95_us").asDouble(),
                "RTT >= 2 o_s: " + logp);

        JsonNode meta = JSON.readTree(run.resolve("meta.json").toFile());
        assertEquals(2, meta.get("placement").get("ranks").size());
        assertFalse(meta.has("incomplete"), "a completed run carries no incomplete mark");
        assertEquals("Open MPI", meta.get("mpi").get("implementation").asText(), "the MPI that started the ranks");
        long allocated = meta.get("sweep").get("timed_loop_allocated_bytes").asLong();
        long trials = meta.get("sweep").get("timed_loop_trials").asLong();
        assertTrue(
                trials > 1000 && allocated >= 0 && allocated < trials,
                "the timed loops allocate nothing per trial: " + allocated + " bytes in " + trials + " trials");
        return run;
    }
}
