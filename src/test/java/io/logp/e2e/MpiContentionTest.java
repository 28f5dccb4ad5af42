package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.SHORT;
import static io.logp.e2e.MpiEndToEndTest.logp;
import static io.logp.e2e.MpiEndToEndTest.onlyRun;
import static io.logp.e2e.MpiEndToEndTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.fit.ContentionGap;
import io.logp.format.run.ContentionCsv;
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
 * The contention command on real Open MPI ranks, 3 and 4 of them on this machine's cores (oversubscribed on a
 * 2-core machine): every point finishes, the files follow the contract, each requester of a point shows up in
 * contention_ranks.csv, and the report says when the ranks outnumber the cores.
 */
@Tag("mpi")
class MpiContentionTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Short contention points: the test checks the machinery, not the machine. */
    private static final String[] SHORT_CONTENTION = {"--trial-us", "500", "--point-seconds", "1"};

    @Test
    @Timeout(240)
    void threeRanks(@TempDir Path tmp) throws Exception {
        Path dir = run(tmp, 3);
        // K-to-1 and 1-to-K for K = 1, 2; one pair.
        assertPoints(dir, List.of("k_to_1 1", "k_to_1 2", "1_to_k 1", "1_to_k 2", "pairs 1"), 1 + 2 + 1 + 1 + 1);
    }

    @Test
    @Timeout(240)
    void fourRanks(@TempDir Path tmp) throws Exception {
        Path dir = run(tmp, 4);
        assertPoints(
                dir,
                List.of("k_to_1 1", "k_to_1 2", "k_to_1 3", "1_to_k 1", "1_to_k 2", "1_to_k 3", "pairs 1", "pairs 2"),
                1 + 2 + 3 + 1 + 1 + 1 + 1 + 2);
    }

    private static Path run(Path tmp, int ranks) throws Exception {
        MpiEndToEndTest.Outcome o = logp(with(
                with(
                        new String[] {
                            "contention", "--verbose", "--np", Integer.toString(ranks), "--out", tmp.toString()
                        },
                        SHORT),
                SHORT_CONTENTION));
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("Contention (g: the gap each requester sees at D = 0)"), o.out());
        Path dir = onlyRun(tmp);
        JsonNode meta = JSON.readTree(dir.resolve("meta.json").toFile());
        assertEquals(ranks, meta.get("placement").get("ranks").size());
        int cores = meta.get("machine").get("cores").asInt();
        if (ranks > cores) {
            String oversubscribed = ranks + " ranks share the " + cores + " cores of ";
            assertTrue(o.out().contains("warning OVERSUBSCRIBED: " + oversubscribed), o.out());
            boolean inJson = false;
            for (JsonNode w : JSON.readTree(dir.resolve("logp.json").toFile()).get("warnings")) {
                inJson |= w.get("code").asText().equals("OVERSUBSCRIBED")
                        && w.get("ranks").asInt() == ranks
                        && w.get("cores").asInt() == cores;
            }
            assertTrue(inJson, "logp.json carries the oversubscription warning");
        }
        assertTrue(Files.size(tmp.resolve("plots").resolve(dir.getFileName()).resolve("contention.png")) > 0);
        return dir;
    }

    private static void assertPoints(Path dir, List<String> expected, int requesterRows) throws Exception {
        List<ContentionGap> gaps = ContentionCsv.read(dir.resolve("contention.csv"));
        assertEquals(
                expected,
                gaps.stream().map(g -> g.pattern().label() + " " + g.k()).toList());
        for (ContentionGap g : gaps) {
            assertEquals(16, g.nBytes());
            // A gap below 10 ns is not a message cost; one above 10 ms is, only when others took the cores.
            assertTrue(g.gUs() > 0.01, g.toString());
            LoadOrBound.check(dir, "g (us) at " + g.pattern().label() + " K=" + g.k(), g.gUs(), 0.01, 10_000);
            assertTrue(g.samples() >= 10, g.toString());
        }
        List<String> rows = Files.readAllLines(dir.resolve("contention_ranks.csv"));
        assertEquals(requesterRows + 1, rows.size(), String.join("\n", rows));
        Set<String> seen = new HashSet<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            assertTrue(seen.add(f[0] + f[1] + f[3]), "one row per requester and point: " + row);
        }
        // logp.json's ratios are the gaps of contention.csv over their pattern's K = 1 gap.
        JsonNode json = JSON.readTree(dir.resolve("logp.json").toFile());
        assertEquals(expected.size(), json.get("contention").size());
        for (JsonNode c : json.get("contention")) {
            ContentionGap one = gaps.stream()
                    .filter(g -> g.pattern().label().equals(c.get("pattern").asText()) && g.k() == 1)
                    .findFirst()
                    .orElseThrow();
            assertEquals(c.get("g_us").asDouble() / one.gUs(), c.get("ratio").asDouble(), 1e-9, c.toString());
        }
    }
}
