package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import io.logp.format.run.CsvRow;
import io.logp.format.run.CsvTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pairs command with a known answer on real MPI: six hosts made of network namespaces on a bridge
 * (scripts/netns-hosts.sh with LGP_NETNS_HOSTS=6), one rank on each (--map-by node), Open MPI over TCP on the
 * veths. Host C is a slow node (its link limited to 1 Mbit/s both ways: tbf on its veth and on its switch port) and
 * the link A-E a slow link (2 Mbit/s both ways: an htb class and a u32 filter on the peer's address at each end).
 * A small request then waits for its frame, 70 bytes at least (16 of payload, TCP/IP and Ethernet headers): 560 us
 * through C, 280 us through A-E, against tens of microseconds elsewhere. So every pair with C and
 * the pair A-E must be flagged, C named as the one slow rank, with their hosts, Table 3's maximum on a pair with C
 * and its minimum on an unshaped pair. Rate limits need no netem, which this project's kernels lack.
 */
@Tag("mpi")
class NetnsPairsTest {

    static final int HOSTS = 6;
    static final int NODE_MBIT = 1;
    static final int LINK_MBIT = 2;
    /**
     * No per-frame overhead: with LGP_NETNS_OVERHEAD=1400 (buckets of one frame) the MPI setup across C stalled
     * for 30 s in 3 of 4 runs here (no drops in tc's counters; not understood), so plain rates it is.
     */
    static final int OVERHEAD_BYTES = 0;
    /**
     * Bits the smallest frame of a 16-byte request counts against a limit: Ethernet 14 + IPv4 20 + TCP 20 + 16
     * bytes, and the overhead.
     */
    static final double MIN_FRAME_BITS = 8 * (14 + 20 + 20 + 16 + OVERHEAD_BYTES);

    @TempDir
    static Path tmp;

    private static NetnsBed bed;

    @BeforeEach
    void bed() throws Exception {
        // One bed for the class, made by the first test (a skip in @BeforeAll would not be reported as a skipped test).
        if (bed == null) {
            NetnsBed b = new NetnsBed("p", "10.74.0", HOSTS, OVERHEAD_BYTES, tmp.resolve("state"));
            bed = b;
            b.start();
        }
        bed.unshape();
    }

    @AfterAll
    static void down() throws Exception {
        if (bed != null) bed.close();
    }

    @Test
    @Timeout(600)
    void aSlowNodeAndASlowLinkAreNamedExactly() throws Exception {
        int c = 2;
        int a = 0;
        int e = 4;
        bed.rate(c, NODE_MBIT);
        bed.rate(a, LINK_MBIT, e);
        check(run(bed, tmp.resolve("out")), bed.host(c), bed.host(a), bed.host(e));
    }

    /** Every host's link for the collectives, Mbit/s: a 32 KiB block takes 2.6 ms on it, far above a hop's cost. */
    static final int COLLECTIVE_MBIT = 100;

    static final int BLOCK_BYTES = 32768;

    /**
     * LogP-predicted collectives over shaped links: every host limited to {@value #COLLECTIVE_MBIT} Mbit/s, a gather
     * of {@value #BLOCK_BYTES} B per rank at P = 3 and 6. Whatever the library's algorithm, the root's link carries
     * the P - 1 other blocks, so a gather takes at least (P - 1) n / rate (less one bucket of the tbf, 1 ms, which a
     * pause refills): a known answer of the shaping, 2.5x from P = 3 to 6. The model, from this run's own pair
     * (A-B, shaped alike: its G is the link's), predicts the binomial tree's sum of hops, (P - 1) n G plus q hops,
     * the same 2.5x. Measured within the model's bound of predicted (0.8..1.25, docs/model.md) and the 2x steps may
     * miss only where the run found others on its cores (LoadOrBound); the floor from the link may never be beaten.
     */
    @Test
    @Timeout(600)
    void gatherOverShapedLinksScalesAsLogpPredicts() throws Exception {
        for (int k = 0; k < HOSTS; k++) bed.rate(k, COLLECTIVE_MBIT);
        Path out = tmp.resolve("collectives");
        List<String> args = new ArrayList<>(List.of(
                "collectives",
                "--quiet",
                "--out",
                out.toString(),
                "--ranks",
                "3," + HOSTS,
                "--ops",
                "gather",
                "--sizes",
                Integer.toString(BLOCK_BYTES),
                "--loop-k",
                "0",
                "--no-timer-check",
                "--collective-point-seconds",
                "20",
                "--max-launches",
                "48",
                "--m-max",
                "16",
                "--rtt-trials",
                "300",
                "--warmup-seconds",
                "0.3",
                "--budget-seconds",
                "20"));
        args.addAll(bed.openMpiArgs(HOSTS));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.toString());
        Path dir = MpiEndToEndTest.onlyRun(out);
        List<CsvRow> rows = CsvTable.read(
                dir.resolve("collectives_model.csv"), List.of("op", "p", "measured_us", "predicted_us", "ratio"));
        assertEquals(
                List.of("gather 3", "gather " + HOSTS),
                rows.stream().map(r -> r.string("op") + " " + r.string("p")).toList());
        double[] measured = new double[2];
        double[] predicted = new double[2];
        for (int i = 0; i < 2; i++) {
            CsvRow r = rows.get(i);
            int p = Integer.parseInt(r.string("p"));
            measured[i] = r.string("measured_us").isEmpty() ? Double.NaN : r.number("measured_us");
            predicted[i] = r.string("predicted_us").isEmpty() ? Double.NaN : r.number("predicted_us");
            // (P - 1) blocks through the root's link at the rate, less the tbf's bucket of 1 ms.
            double floorUs = (p - 1) * BLOCK_BYTES * 8.0 / COLLECTIVE_MBIT - 1000;
            System.err.printf(
                    "NetnsPairsTest: gather %d B at P=%d over %d Mbit/s: measured %.1f us, LogP %.1f us, link floor %.1f"
                            + " us%n",
                    BLOCK_BYTES, p, COLLECTIVE_MBIT, measured[i], predicted[i], floorUs);
            LoadOrBound.check(dir, "gather at P=" + p + " has no valid launch", !Double.isNaN(measured[i]));
            if (!Double.isNaN(measured[i]))
                assertTrue(measured[i] >= floorUs, "P=" + p + ": " + measured[i] + " us beats the link's " + floorUs);
            LoadOrBound.check(dir, "gather at P=" + p + " has no LogP prediction", !Double.isNaN(predicted[i]));
            if (!Double.isNaN(measured[i]) && !Double.isNaN(predicted[i]))
                LoadOrBound.check(dir, "gather at P=" + p + " measured/LogP", measured[i] / predicted[i], 0.8, 1.25);
        }
        // The shaping's effect, 2.5x from P = 3 to 6, in the measurement and in the prediction alike.
        LoadOrBound.check(
                dir,
                "measured P=6/P=3 " + measured[1] + "/" + measured[0] + " below 2",
                measured[1] >= 2 * measured[0]);
        LoadOrBound.check(
                dir,
                "LogP P=6/P=3 " + predicted[1] + "/" + predicted[0] + " below 2",
                predicted[1] >= 2 * predicted[0]);
        JsonNode meta = new ObjectMapper().readTree(dir.resolve("meta.json").toFile());
        if (HOSTS > meta.get("machine").get("cores").asInt())
            assertTrue(
                    new ObjectMapper()
                            .readTree(dir.resolve("logp.json").toFile())
                            .get("warnings")
                            .toString()
                            .contains("\"OVERSUBSCRIBED\""),
                    "6 ranks on fewer cores are marked: " + run);
    }

    private static void check(Run run, String hostC, String hostA, String hostE) {
        int rankC = run.rankOn(hostC);
        int rankA = run.rankOn(hostA);
        int rankE = run.rankOn(hostE);
        Set<String> withC = new TreeSet<>();
        for (int r = 0; r < HOSTS; r++) if (r != rankC) withC.add(pair(r, rankC));
        String link = pair(rankA, rankE);
        Set<String> shaped = new TreeSet<>(withC);
        shaped.add(link);

        // Every check below is a known answer of the shaping. Each may miss only where the run found others on its
        // cores: a rank that loses its processor between trials finds a full bucket (fast trials), or within one (a
        // slow trial), which the run's load warnings then say.
        Path dir = run.dir;
        for (String p : withC)
            LoadOrBound.check(
                    dir,
                    p + " through C: " + run.rttUs(p) + " us, not above its frames' " + MIN_FRAME_BITS / NODE_MBIT,
                    run.rttUs(p) > MIN_FRAME_BITS / NODE_MBIT);
        LoadOrBound.check(
                dir,
                link + " A-E: " + run.rttUs(link) + " us, not above its frames' " + MIN_FRAME_BITS / LINK_MBIT,
                run.rttUs(link) > MIN_FRAME_BITS / LINK_MBIT);

        // Exactly the shaped pairs and C are named, with their hosts.
        Set<String> flagged = run.slowPairs();
        LoadOrBound.check(dir, "flagged " + flagged + ", shaped " + shaped, flagged.equals(shaped));
        LoadOrBound.check(
                dir,
                "slow ranks " + run.slowRanks() + ", C is " + rankC + " " + hostC,
                run.slowRanks().equals(List.of(rankC + " " + hostC)));
        for (JsonNode w : run.warnings("SLOW_PAIR")) {
            assertEquals(run.hostOf(w.get("i").asInt()), w.get("host_i").asText(), w.toString());
            assertEquals(run.hostOf(w.get("j").asInt()), w.get("host_j").asText(), w.toString());
        }
        for (JsonNode w : run.warnings("SLOW_RANK"))
            assertEquals(run.hostOf(w.get("rank").asInt()), w.get("host").asText(), w.toString());

        // Table 3: the maximum on a pair with C (1 Mbit/s is the slowest path), the minimum on an unshaped pair.
        JsonNode all = run.json.get("table3").get(0);
        String max = pair(
                all.get("max_pair").get(0).asInt(), all.get("max_pair").get(1).asInt());
        String min = pair(
                all.get("min_pair").get(0).asInt(), all.get("min_pair").get(1).asInt());
        LoadOrBound.check(dir, "Table 3's max on " + max + ", not a pair with C: " + all, withC.contains(max));
        LoadOrBound.check(dir, "Table 3's min on " + min + ", a shaped pair: " + all, !shaped.contains(min));
        System.err.println("NetnsPairsTest: flagged " + flagged + " (shaped " + shaped + "), slow ranks "
                + run.slowRanks() + ", Table 3 " + all + ", pairs " + run.json.get("pairs"));

        // Six ranks on this machine's cores: said, and the checks above hold all the same.
        if (HOSTS > run.meta.get("machine").get("cores").asInt())
            assertEquals(
                    1,
                    run.warnings("OVERSUBSCRIBED").size(),
                    run.json.get("warnings").toString());
    }

    static String pair(int i, int j) {
        return Math.min(i, j) + "-" + Math.max(i, j);
    }

    /** A pairs run's JSON object, meta.json and directory. */
    private record Run(JsonNode json, JsonNode meta, Path dir) {

        int rankOn(String host) {
            for (JsonNode r : meta.get("placement").get("ranks"))
                if (r.get("host").asText().equals(host)) return r.get("rank").asInt();
            throw new AssertionError("no rank on " + host + ": " + meta.get("placement"));
        }

        String hostOf(int rank) {
            for (JsonNode r : meta.get("placement").get("ranks"))
                if (r.get("rank").asInt() == rank) return r.get("host").asText();
            throw new AssertionError("no rank " + rank + ": " + meta.get("placement"));
        }

        double rttUs(String pair) {
            for (JsonNode p : json.get("pairs"))
                if (pair(p.get("i").asInt(), p.get("j").asInt()).equals(pair))
                    return p.get("rtt_us").asDouble();
            throw new AssertionError("no pair " + pair + ": " + json.get("pairs"));
        }

        List<JsonNode> warnings(String code) {
            List<JsonNode> found = new ArrayList<>();
            for (JsonNode w : json.get("warnings")) if (w.get("code").asText().equals(code)) found.add(w);
            return found;
        }

        TreeSet<String> slowPairs() {
            TreeSet<String> pairs = new TreeSet<>();
            for (JsonNode w : warnings("SLOW_PAIR"))
                pairs.add(pair(w.get("i").asInt(), w.get("j").asInt()));
            return pairs;
        }

        List<String> slowRanks() {
            List<String> ranks = new ArrayList<>();
            for (JsonNode w : warnings("SLOW_RANK"))
                ranks.add(w.get("rank").asInt() + " " + w.get("host").asText());
            return ranks;
        }
    }

    private static Run run(NetnsBed bed, Path out) throws Exception {
        List<String> args = new ArrayList<>(
                List.of("pairs", "--json", "--quiet", "--warmup-seconds", "0.3", "--out", out.toString()));
        args.addAll(bed.openMpiArgs(HOSTS));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.toString());
        Path dir = MpiEndToEndTest.onlyRun(out);
        ObjectMapper mapper = new ObjectMapper();
        return new Run(
                mapper.readTree(run.out()),
                mapper.readTree(dir.resolve("meta.json").toFile()),
                dir);
    }
}
