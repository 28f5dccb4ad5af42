package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.data.PairRtt;
import io.logp.exit.ExitCodes;
import io.logp.format.run.PairsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code simulate --ranks P --pairs} with known slow links: the simulated network's links differ only where the
 * options say, so the findings must name exactly that pair or that rank, and the short signature must give back the
 * model's parameters.
 */
class SimulatePairsTest {

    /** o_s 1, o_r 1.5, g 4, L 5 us: RTT 15 us on every link without added latency. */
    private static CliRun simulate(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "simulate", "--os", "1", "--or", "1.5", "--g", "4", "--L", "5", "--pairs", "--quiet", "--json"));
        args.addAll(List.of(more));
        args.addAll(List.of("--out", out.toString()));
        return CliRun.of(args.toArray(String[]::new));
    }

    private static List<String> slow(JsonNode json) {
        List<String> named = new ArrayList<>();
        for (JsonNode w : json.get("warnings")) {
            switch (w.get("code").asText()) {
                case "SLOW_PAIR" ->
                    named.add("pair " + w.get("i").asInt() + "-" + w.get("j").asInt());
                case "SLOW_RANK" ->
                    named.add("rank " + w.get("rank").asInt() + " "
                            + w.get("host").asText());
                default -> {}
            }
        }
        return named;
    }

    /** The one run directory under {@code base}. */
    private static Path onlyRun(Path base) throws java.io.IOException {
        try (java.util.stream.Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            List<Path> all = runs.toList();
            assertEquals(1, all.size(), "one run directory: " + all);
            return all.get(0);
        }
    }

    @Test
    void aSlowLinkIsNamedAndNothingElse(@TempDir Path tmp) throws Exception {
        CliRun run = simulate(tmp, "--ranks", "6", "--pair-latency", "1,4=20");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals(List.of("pair 1-4"), slow(json), run.out());
        JsonNode all = json.get("table3").get(0);
        assertEquals(15, all.get("min_us").asDouble(), 1e-9);
        assertEquals(15 + 2 * 20, all.get("max_us").asDouble(), 1e-9, "the added latency counts each way");
        assertEquals(
                List.of(1, 4),
                List.of(
                        all.get("max_pair").get(0).asInt(),
                        all.get("max_pair").get(1).asInt()));

        Path dir = onlyRun(tmp);
        List<PairRtt> pairs = PairsCsv.read(dir.resolve("pairs.csv"));
        assertEquals(15, pairs.size(), "P(P-1)/2 pairs");
        assertTrue(Files.size(tmp.resolve("plots").resolve(dir.getFileName()).resolve("pairs.png")) > 0, "the map");
        String page = Files.readString(dir.resolve("report.html"));
        assertTrue(page.contains("Table 3") && page.contains("SLOW_PAIR"), "the page has the table and the finding");
    }

    @Test
    void aSlowRankIsNamedWithEveryPairItIsIn(@TempDir Path tmp) throws Exception {
        CliRun run = simulate(tmp, "--ranks", "5", "--rank-latency", "3=40", "--schedule", "rounds");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals(List.of("rank 3 sim3", "pair 0-3", "pair 1-3", "pair 2-3", "pair 3-4"), slow(json), run.out());
        boolean contended = false;
        for (JsonNode w : json.get("warnings"))
            contended |= w.get("code").asText().equals("PAIRS_CONTENDED");
        assertTrue(contended, "rounds say that their pairs shared the network");
    }

    @Test
    void theShortSignatureGivesBackTheModel(@TempDir Path tmp) throws Exception {
        CliRun run = simulate(tmp, "--ranks", "3", "--signature", "--pair-latency", "0,2=10");
        assertEquals(0, run.exitCode(), run.toString());
        for (JsonNode p : new ObjectMapper().readTree(run.out()).get("pairs")) {
            boolean slowLink = p.get("i").asInt() == 0 && p.get("j").asInt() == 2;
            assertEquals(1, p.get("o_s_us").asDouble(), 1e-6, p.toString());
            assertEquals(4, p.get("g_us").asDouble(), 1e-6, p.toString());
            assertEquals(1.5, p.get("o_r_us").asDouble(), 1e-6, p.toString());
            assertEquals(slowLink ? 15 : 5, p.get("L_us").asDouble(), 1e-6, p.toString());
        }
    }

    @Test
    void theBudgetListsThePairsItDidNotReach(@TempDir Path tmp) throws Exception {
        // A pair takes about 15 ms of virtual time (10 ms of warm-up, 300 round trips of 15 us): a 1 ms budget allows
        // the first
        // round only.
        CliRun run = simulate(tmp, "--ranks", "4", "--pairs-budget-seconds", "0.001", "--pair-seconds", "0.001");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals(1, json.get("pairs").size(), run.out());
        JsonNode notReached = null;
        for (JsonNode w : json.get("warnings")) if (w.get("code").asText().equals("PAIRS_NOT_REACHED")) notReached = w;
        assertTrue(notReached != null, run.out());
        assertEquals(5, notReached.get("not_reached").asInt(), notReached.toString());
        assertEquals(6, notReached.get("total").asInt(), notReached.toString());
        JsonNode meta =
                new ObjectMapper().readTree(onlyRun(tmp).resolve("meta.json").toFile());
        assertEquals(
                5, meta.get("pairs").get("skipped").size(), meta.get("pairs").toString());
    }

    @Test
    void aLatencyOptionNamingNoRankIsRefused(@TempDir Path tmp) throws Exception {
        CliRun run = simulate(tmp, "--ranks", "4", "--pair-latency", "1,4=20");
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertTrue(run.err().contains("--pair-latency 1,4=20: rank 4 is not one of the 4 ranks"), run.err());
        CliRun bare = CliRun.paragon("--rank-latency", "1=5", "--out", tmp.toString());
        assertEquals(ExitCodes.USAGE, bare.exitCode(), bare.toString());
        assertTrue(bare.err().contains("need --pairs"), bare.err());
    }
}
