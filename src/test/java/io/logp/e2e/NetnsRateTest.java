package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import io.logp.fit.ContentionGap;
import io.logp.format.run.ContentionCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bulk transfers and contention against a known rate on real MPI: four hosts made of network namespaces on a
 * bridge, one rank each, Open MPI over TCP, links limited to {@value #MBIT} Mbit/s by scripts/netns-hosts.sh rate.
 * The rate counts whole Ethernet frames of 1514 bytes carrying 1448 bytes of TCP payload, so what MPI can carry is
 * {@link #PAYLOAD_MBPS} MB/s, which the runs must find within 5% (R also within its CI), unless the run recorded
 * others on its cores (LoadOrBound: then the numbers are printed). One bed for the class, one launch per property.
 */
@Tag("mpi")
class NetnsRateTest {

    static final int HOSTS = 4;
    static final int MBIT = 200;
    /** The TCP payload a rate of MBIT Mbit/s of 1514-byte frames carries (1448 bytes each), in MB/s. */
    static final double PAYLOAD_MBPS = MBIT / 8.0 * 1448 / 1514;
    /** Open MPI's btl tcp sends a long message in fragments of at most this many bytes (btl_tcp_max_send_size). */
    static final int FRAGMENT_BYTES = 131072;
    /**
     * The least the link carries: when each fragment's last frame goes out part-filled (TCP_NODELAY, a send queue
     * that drained), a fragment takes ceil(131072 / 1448) = 91 whole frames. logp does not control how TCP cuts the
     * fragments into frames, so R's known answer is the interval from this to {@link #PAYLOAD_MBPS}.
     */
    static final double FRAGMENTED_MBPS = MBIT / 8.0 * FRAGMENT_BYTES / (Math.ceil(FRAGMENT_BYTES / 1448.0) * 1514);

    @TempDir
    static Path tmp;

    private static NetnsBed bed;

    @BeforeEach
    void bed() throws Exception {
        // Made by the first test, not @BeforeAll: a skip there would not be reported as a skipped test.
        if (bed == null) {
            NetnsBed b = new NetnsBed("r", "10.73.0", HOSTS, 0, tmp.resolve("state"));
            bed = b;
            b.start();
        }
        bed.unshape();
    }

    @AfterAll
    static void down() throws Exception {
        if (bed != null) bed.close();
    }

    /** R of stores over the link A-B limited both ways (htb + u32) is the link's payload rate. */
    @Test
    @Timeout(600)
    void bulkRateIsTheLinksRate() throws Exception {
        bed.rate(0, MBIT, 1);
        Path out = tmp.resolve("bulk");
        List<String> args = new ArrayList<>(List.of(
                "bulk",
                "--json",
                "--quiet",
                "--out",
                out.toString(),
                "--no-get",
                "--no-bulk-signatures",
                "--m-max",
                "16",
                "--rtt-trials",
                "300",
                "--warmup-seconds",
                "0.3",
                "--budget-seconds",
                "30",
                "--bulk-budget-seconds",
                "40",
                "--bulk-max",
                "1048576",
                "--bulk-sizes",
                "16,4096,16384,65536,131072,262144,524288,786432,1048576"));
        args.addAll(bed.openMpiArgs(2));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.toString());
        Path dir = MpiEndToEndTest.onlyRun(out);
        JsonNode logp = new ObjectMapper().readTree(dir.resolve("logp.json").toFile());
        double r = logp.get("R_MBps").asDouble();
        double ci = logp.get("R_ci95_MBps").asDouble();
        System.err.printf(
                "NetnsRateTest: R %.3f +/- %.3f MB/s over a %d Mbit/s link (payload %.3f MB/s)%n",
                r, ci, MBIT, PAYLOAD_MBPS);
        // R is the link's rate, within its CI and within 5%; it may miss only where the run found others on its cores.
        // The rate is known to within how TCP cuts Open MPI's fragments into frames: once, quiet, R was
        // 23.762 +- 0.106 MB/s, 0.6% below the streamed payload rate and within the fragmented one (23.78).
        LoadOrBound.check(
                dir,
                "R " + r + " +/- " + ci + " MB/s does not reach the link's " + FRAGMENTED_MBPS + " to " + PAYLOAD_MBPS,
                r + ci >= FRAGMENTED_MBPS && r - ci <= PAYLOAD_MBPS);
        LoadOrBound.check(dir, "R (MB/s)", r, 0.95 * PAYLOAD_MBPS, 1.05 * PAYLOAD_MBPS);
        // T0 and the protocol regimes are still reported: every size in a regime, the largest in the headline one.
        assertTrue(logp.has("T0_us") && logp.has("T0_ci95_us"), logp.toString());
        List<String> regimes = Files.readAllLines(dir.resolve("regimes.csv"));
        assertTrue(regimes.size() >= 2, regimes.toString());
        String headline = regimes.stream()
                .filter(l -> l.startsWith("store,") && l.split(",")[8].equals("true"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no headline regime: " + regimes));
        assertEquals("1048576", headline.split(",")[2], headline);
    }

    /**
     * Every host's link limited: K requesters into one host share its rate (each gets rate/K), and one requester's
     * stores to K hosts share its own (each responder gets rate/K, the requester the whole rate).
     */
    @Test
    @Timeout(600)
    void contendersShareALimitedLink() throws Exception {
        for (int k = 0; k < HOSTS; k++) bed.rate(k, MBIT);
        int nBytes = 65536;
        Path out = tmp.resolve("contention");
        List<String> args = new ArrayList<>(List.of(
                "contention",
                "--quiet",
                "--out",
                out.toString(),
                "--patterns",
                "k_to_1,1_to_k",
                "--contention-bytes",
                Integer.toString(nBytes),
                "--contention-window",
                "4",
                "--trial-us",
                "40000",
                "--point-seconds",
                "3",
                "--contention-budget-seconds",
                "150"));
        args.addAll(NetnsBed.leanReference(30));
        args.addAll(bed.openMpiArgs(HOSTS));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.toString());
        Path dir = MpiEndToEndTest.onlyRun(out);
        List<ContentionGap> gaps = ContentionCsv.read(dir.resolve("contention.csv"));
        assertEquals(
                List.of("k_to_1 1", "k_to_1 2", "k_to_1 3", "1_to_k 1", "1_to_k 2", "1_to_k 3"),
                gaps.stream().map(g -> g.pattern().label() + " " + g.k()).toList());
        JsonNode meta = new ObjectMapper().readTree(dir.resolve("meta.json").toFile());
        int cores = meta.get("machine").get("cores").asInt();
        for (ContentionGap g : gaps) {
            // What the limited host moves in all: K requesters' stores into it, or the one requester's out of it.
            int senders = g.pattern().label().equals("k_to_1") ? g.k() : 1;
            double total = senders * nBytes / g.gUs();
            System.err.printf(
                    "NetnsRateTest: %s K=%d g %.1f +/- %.1f us: %.3f MB/s through the limited host (payload %.3f)%n",
                    g.pattern().label(), g.k(), g.gUs(), g.ci95Us(), total, PAYLOAD_MBPS);
            // No pattern moves more than the link carries. The link is also full when several requesters feed
            // it (k_to_1) or one requester has it alone (K = 1). One requester feeding K > 1 responders shares the
            // cores with K polling ranks (oversubscribed), and while it is off its core the link idles: it keeps
            // the link busy about its fair share of the cores, cores / (K + 1). On a quiet machine (Open MPI 4.1.4,
            // TCP, 2 cores) it carried 77-78% of the rate at K = 2 in three runs (share 67%) and 48% at K = 3 in
            // two (share 50%); the bound is 80% of that share.
            int active = senders > 1 || g.k() == 1 ? 0 : g.k() + 1;
            double share = active == 0 ? 0.9 : 0.8 * Math.min(1.0, (double) cores / active);
            LoadOrBound.check(
                    dir,
                    g.pattern().label() + " K=" + g.k() + " total MB/s",
                    total,
                    share * PAYLOAD_MBPS,
                    1.05 * PAYLOAD_MBPS);
        }
        // The shaping's effect, at least 2x: three stores into one limited host take 3x (at least 2x) one's gap.
        double g1 = gaps.get(0).gUs();
        double g3 = gaps.get(2).gUs();
        LoadOrBound.check(dir, "k_to_1 g_3 " + g3 + " us, not 2x g_1 " + g1, g3 > 2 * g1);
        if (HOSTS > cores) assertTrue(run.toString().contains("OVERSUBSCRIBED") || oversubscribed(dir), run.toString());
    }

    private static boolean oversubscribed(Path dir) throws Exception {
        for (JsonNode w :
                new ObjectMapper().readTree(dir.resolve("logp.json").toFile()).get("warnings"))
            if (w.get("code").asText().equals("OVERSUBSCRIBED")) return true;
        return false;
    }
}
