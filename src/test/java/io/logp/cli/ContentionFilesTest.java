package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Contention without MPI: {@code simulate --ranks 4} runs the contention experiment on a simulated Paragon-like
 * network (receiver-bound), and {@code fit} computes the ratios from contention.csv alone.
 */
class ContentionFilesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path base;

    static CliRun simulate;
    static Path runDir;

    @BeforeAll
    static void simulateFourRanks() throws Exception {
        simulate = CliRun.of(
                "simulate",
                "--verbose",
                "--os",
                "1.4",
                "--or",
                "2.0",
                "--g",
                "7.6",
                "--L",
                "6.5",
                "--jitter",
                "0.02",
                "--window",
                "8",
                "--ranks",
                "4",
                "--warmup-seconds",
                "0",
                "--quiet",
                "--out",
                base.toString());
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            runDir = runs.findFirst().orElseThrow();
        }
    }

    @Test
    void contentionCsvHasEveryPointInTheContractsColumns() throws Exception {
        assertEquals(ExitCodes.OK, simulate.exitCode(), simulate.toString());
        List<String> lines = Files.readAllLines(runDir.resolve("contention.csv"));
        // The contract's columns, then the run's id (docs/output.md, run ids).
        assertEquals("pattern,k,n_bytes,g_us,ci95_us,samples,run_id", lines.get(0));
        // 4 ranks: K-to-1 and 1-to-K for K = 1..3, and 2 pairs.
        List<String> points = lines.stream()
                .skip(1)
                .map(l -> String.join(",", List.of(l.split(",")).subList(0, 3)))
                .toList();
        assertEquals(
                List.of(
                        "k_to_1,1,16",
                        "k_to_1,2,16",
                        "k_to_1,3,16",
                        "1_to_k,1,16",
                        "1_to_k,2,16",
                        "1_to_k,3,16",
                        "pairs,1,16",
                        "pairs,2,16"),
                points);
        List<String> ranks = Files.readAllLines(runDir.resolve("contention_ranks.csv"));
        // requesters per point: 1+2+3, 1+1+1, 1+2
        assertEquals(1 + 6 + 3 + 3, ranks.size());
        assertTrue(simulate.out().contains("Contention (g: the gap each requester sees at D = 0)"), simulate.out());
        assertTrue(
                Files.size(base.resolve("plots").resolve(runDir.getFileName()).resolve("contention.png")) > 0);
    }

    @Test
    void fitReportsTheRatiosLogpExpects() throws Exception {
        CliRun fit = CliRun.of("fit", runDir.toString(), "--json");
        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        JsonNode contention = JSON.readTree(fit.out()).get("contention");
        assertEquals(8, contention.size());
        for (JsonNode c : contention) {
            List<String> keys = new ArrayList<>();
            c.fieldNames().forEachRemaining(keys::add);
            assertEquals(List.of("pattern", "k", "g_us", "ratio"), keys);
            int k = c.get("k").asInt();
            double ratio = c.get("ratio").asDouble();
            switch (c.get("pattern").asText()) {
                case "k_to_1" ->
                    assertEquals(k, ratio, 0.05 * k, "K-to-1 at K = " + k + ": the receiver's gap is shared");
                case "pairs" -> assertEquals(1, ratio, 0.05, "disjoint pairs see the one-pair gap");
                // The responder limits one pair (g = 7.6 > o_s + o_r = 3.4): more responders leave the requester's
                // own overheads, as far as its window of 8 covers them.
                case "1_to_k" ->
                    assertEquals(
                            Math.max(1.0 / k, 3.4 / 7.6),
                            ratio,
                            0.05 * Math.max(1.0 / k, 3.4 / 7.6),
                            "1-to-K at K = " + k);
                default -> throw new AssertionError(c.toString());
            }
        }
    }

    @Test
    void aBadContentionFileIsNamedWithItsLine(@TempDir Path copy) throws Exception {
        try (Stream<Path> files = Files.list(runDir)) {
            for (Path f : files.toList()) Files.copy(f, copy.resolve(f.getFileName()));
        }
        Path csv = copy.resolve("contention.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.set(2, lines.get(2).replace("k_to_1", "k_to_n"));
        Files.write(csv, lines);
        CliRun fit = CliRun.of("fit", copy.toString(), "--json");
        assertNotEquals(ExitCodes.OK, fit.exitCode());
        assertTrue(fit.err().contains("contention.csv:3:") && fit.err().contains("k_to_n"), fit.err());
    }

    @Test
    void anotherToolsContentionCsvAloneGetsItsRatios(@TempDir Path dir) throws Exception {
        // Columns in another order, an extra column, no ci95/samples: the contract's required columns are enough.
        Files.writeString(
                dir.resolve("contention.csv"),
                "k,pattern,g_us,n_bytes,tool\n1,k_to_1,10.0,8,x\n2,k_to_1,19.0,8,x\n" + "4,k_to_1,41.0,8,x\n");
        CliRun fit = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        JsonNode json = JSON.readTree(fit.out());
        assertTrue(json.get("o_s_us").isNull(), "no signature, no o_s");
        assertEquals(
                List.of(1.0, 1.9, 4.1),
                List.of(
                        json.get("contention").get(0).get("ratio").asDouble(),
                        json.get("contention").get(1).get("ratio").asDouble(),
                        json.get("contention").get(2).get("ratio").asDouble()));
        CliRun table = CliRun.of("fit", dir.toString(), "--verbose");
        assertTrue(table.out().matches("(?s).*\nk_to_1 +4 +8 +41\\.0 +4\\.10 .*"), table.out());
    }
}
