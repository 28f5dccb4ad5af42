package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
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

    @Test
    @Timeout(600)
    void aSlowNodeAndASlowLinkAreNamedExactly(@TempDir Path tmp) throws Exception {
        try (NetnsBed bed = new NetnsBed("p", "10.74.0", HOSTS, OVERHEAD_BYTES, tmp.resolve("state"))) {
            bed.start();
            int c = 2;
            int a = 0;
            int e = 4;
            bed.rate(c, NODE_MBIT);
            bed.rate(a, LINK_MBIT, e);
            check(run(bed, tmp.resolve("out")), bed.host(c), bed.host(a), bed.host(e));
        }
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
