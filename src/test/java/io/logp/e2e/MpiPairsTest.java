package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.logp;
import static io.logp.e2e.MpiEndToEndTest.onlyRun;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.data.PairRtt;
import io.logp.format.run.PairsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pairs command on real Open MPI ranks over shared memory: 2 ranks (one pair) and 3 (oversubscribed on a 2-core
 * machine, and said so) complete, pairs.csv has every pair once, the map is drawn, and the one screen, the full text,
 * the JSON object and report.html all come from the same files.
 */
@Tag("mpi")
class MpiPairsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Short pairs: the test checks the machinery, not the machine. */
    private static final List<String> SHORT = List.of("--warmup-seconds", "0.1", "--pair-trials", "200", "--quiet");

    @Test
    @Timeout(240)
    void twoRanksAreOnePair(@TempDir Path tmp) throws Exception {
        Run r = run(tmp, 2, "--json", "--signature");
        List<PairRtt> pairs = PairsCsv.read(r.dir().resolve("pairs.csv"));
        assertEquals(1, pairs.size());
        assertEquals(List.of(0, 1), List.of(pairs.get(0).i(), pairs.get(0).j()));
        // The JSON object is the file's row: the same round trip, interval and trials kept.
        JsonNode row = JSON.readTree(r.out()).get("pairs").get(0);
        assertEquals(pairs.get(0).rttUs(), row.get("rtt_us").asDouble(), 0.0, row.toString());
        assertEquals(pairs.get(0).ci95Us(), row.get("ci95_us").asDouble(), 0.0, row.toString());
        assertEquals(pairs.get(0).samples(), row.get("samples").asInt(), row.toString());
        // The short signature's parts are all there and o_s, g below the round trip; L may be anything small.
        var s = pairs.get(0).signature().orElseThrow();
        assertTrue(s.oSUs() > 0 && s.oSUs() < pairs.get(0).rttUs(), s.toString());
        assertTrue(s.gUs() > 0 && s.gUs() < pairs.get(0).rttUs(), s.toString());
        assertTrue(Double.isFinite(s.oRUs()) && Double.isFinite(s.latencyUs()), s.toString());
    }

    @Test
    @Timeout(300)
    void threeRanksAreThreePairsAndTheOversubscriptionIsSaid(@TempDir Path tmp) throws Exception {
        Path dir = run(tmp, 3, "--verbose").dir();
        List<PairRtt> pairs = PairsCsv.read(dir.resolve("pairs.csv"));
        Set<String> seen = new HashSet<>();
        for (PairRtt p : pairs) seen.add(p.i() + "-" + p.j());
        assertEquals(Set.of("0-1", "0-2", "1-2"), seen, "P(P-1)/2 cells of the map");
        JsonNode meta = JSON.readTree(dir.resolve("meta.json").toFile());
        int cores = meta.get("machine").get("cores").asInt();
        String page = Files.readString(dir.resolve("report.html"));
        if (3 > cores) assertTrue(page.contains("OVERSUBSCRIBED"), "3 ranks on " + cores + " cores are reported");
        assertEquals("sequential", meta.get("pairs").get("schedule").asText());
    }

    /** A pairs run's directory and what it printed. */
    private record Run(Path dir, String out) {}

    private static Run run(Path tmp, int ranks, String view, String... more) throws Exception {
        List<String> args = new java.util.ArrayList<>(
                List.of("pairs", view, "--np", Integer.toString(ranks), "--out", tmp.toString()));
        args.addAll(List.of(more));
        args.addAll(SHORT);
        MpiEndToEndTest.Outcome o = logp(args.toArray(String[]::new));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyRun(tmp);
        if (view.equals("--json")) {
            JsonNode json = JSON.readTree(o.out());
            assertEquals(ranks * (ranks - 1) / 2, json.get("pairs").size(), o.out());
        } else {
            assertTrue(o.out().contains("Round trip over all pairs (Culler et al., Table 3)"), o.out());
        }
        assertTrue(Files.size(tmp.resolve("plots").resolve(dir.getFileName()).resolve("pairs.png")) > 0);
        assertTrue(Files.size(dir.resolve("report.html")) > 0);
        return new Run(dir, o.out());
    }
}
