package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.Main;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.format.run.RttCsv;
import io.logp.format.run.SamplesFile;
import io.logp.format.run.SignatureCsv;
import io.logp.report.MachineShape;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole tool on real Open MPI processes: the launcher starts 2 ranks through mpirun, rank 0 measures and
 * writes, the launcher fits and draws. Short sweeps, but every part is the real one.
 */
@Tag("mpi")
@ExtendWith(SharedRuns.class)
class MpiEndToEndTest {

    static final String[] SHORT = {
        "--m-max", "64", "--warmup-seconds", "0.3", "--rtt-trials", "500", "--budget-seconds", "30", "--quiet"
    };

    /**
     * A short run of every phase (signature, a small bulk sweep, two collectives, ping-pong, queues), verbose: the
     * one launch {@link SharedRuns} shares between this class's checks of a run and {@link PlotRedrawTest}'s.
     */
    static final String[] SHORT_RUN = with(
            new String[] {
                "run",
                "--verbose",
                "--bulk-max",
                "16384",
                "--ops",
                "barrier,bcast",
                "--sizes",
                "8,64",
                "--collective-point-seconds",
                "1",
                "--queues"
            },
            SHORT);

    record Outcome(int code, String out, String err) {}

    static Outcome logp(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Outcome(code, out.toString(), err.toString());
    }

    /** A command's default end: one screen, at most 40 lines of at most 120 columns, opening with the run's id. */
    static void assertOneScreen(Outcome o) {
        List<String> lines = o.out().lines().toList();
        assertTrue(lines.size() <= 40, lines.size() + " lines:\n" + o.out());
        for (String l : lines) assertTrue(l.length() <= 120, l.length() + " columns: " + l);
        assertTrue(lines.get(0).startsWith("logp run "), o.out());
    }

    static String[] with(String[] base, String... more) {
        return Stream.concat(Stream.of(base), Stream.of(more)).toArray(String[]::new);
    }

    static Path onlyRun(Path base) throws Exception {
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            List<Path> all = runs.toList();
            assertEquals(1, all.size(), "one run directory: " + all);
            return all.get(0);
        }
    }

    @Test
    @Timeout(300) // the shared run's launch, when this test is the first to ask for it, as PlotRedrawTest's
    void sharedMemoryRunWritesFilesAndSelfConsistentParameters(SharedRuns runs) throws Exception {
        SharedRuns.Run shared = runs.of(SHORT_RUN);
        SharedRuns.assertSucceeded(shared);
        Outcome o = shared.outcome();
        Path run = shared.dir();
        for (String f : List.of("signature.csv", "rtt.csv", "rtt_samples.txt", "logp.json", "logp.md", "meta.json")) {
            assertTrue(Files.size(run.resolve(f)) > 0, f);
        }
        Path plots = shared.plots();
        assertTrue(Files.size(plots.resolve("signature.png")) > 10_000, "chart written");

        Signature signature = SignatureCsv.read(run.resolve("signature.csv"));
        assertTrue(
                signature.points().size() >= 5 * 12,
                "5 curves of at least 12 M values: " + signature.points().size());
        JsonNode logp = new ObjectMapper().readTree(run.resolve("logp.json").toFile());
        double oS = logp.get("o_s_us").asDouble();
        double oR = logp.get("o_r_us").asDouble();
        double g = logp.get("g_us").asDouble();
        double rtt = logp.get("rtt_us").asDouble();
        double l = latency(logp);
        assertTrue(oS > 0, "o_s " + oS);
        LoadOrBound.check(run, "o_s (us)", oS, 0, 50);
        assertTrue(
                g
                        >= oS
                                - logp.get("o_s_ci95_us").asDouble()
                                - logp.get("g_ci95_us").asDouble(),
                "g >= o_s: " + logp);
        assertTrue(o.out().contains("o_s") && o.out().contains("transport"), o.out());
        JsonNode meta = new ObjectMapper().readTree(run.resolve("meta.json").toFile());
        assertEquals(2, meta.get("schema_version").asInt());
        assertEquals(2, meta.get("placement").get("ranks").size());
        assertTrue(!meta.has("incomplete"), "a completed run carries no incomplete mark: " + meta.get("incomplete"));
        assertEquals("Open MPI", meta.get("mpi").get("implementation").asText());
        assertTrue(
                meta.get("mpi").get("library").asText().contains("Open MPI"),
                meta.get("mpi").get("library").asText());
        assertTrue(meta.get("clock").get("overhead_ns").asLong() >= 0);
        assertEquals(32, meta.get("small_messages").get("window").asInt());
        // The machine, recorded before measuring: its shape, not its values.
        MachineShape.check(io.logp.format.run.MetaJson.readMetadata(run.resolve("meta.json"))
                .machine()
                .orElseThrow());
        // Allocation per trial would show at least 16 bytes (the smallest object) per trial; the JVM itself may
        // allocate a few hundred bytes once mid-sweep (seen once in a loaded test run), which is not the loop's.
        long allocated = meta.get("sweep").get("timed_loop_allocated_bytes").asLong();
        long trials = meta.get("sweep").get("timed_loop_trials").asLong();
        assertTrue(
                trials > 1000 && allocated >= 0 && allocated < trials,
                "the timed loops allocate nothing per trial: " + allocated + " bytes in " + trials + " trials");

        String warnings = logp.get("warnings").toString();
        if (logp.get("o_r_us").isNull()) {
            // a noisy machine may leave no curve clearly above the plateau: then o_r and L are unknown, and said so
            assertTrue(
                    codes(logp).contains("NO_CURVE_ABOVE_GAP")
                            && logp.get("L_us").isNull(),
                    warnings);
            return;
        }
        assertTrue(oR > 0, "o_r " + logp);
        double oSCi = ci(logp, "o_s");
        double oRCi = ci(logp, "o_r");
        double gCi = ci(logp, "g");
        double rttCi = ci(logp, "rtt");

        // The RTT the fit used is the one rtt.csv holds (file -> fit -> logp.json), and the raw trials are of the
        // same size: their median within a factor 2 of the mean of batch means (a unit or column slip is 1000x).
        // (With the bulk sweep rtt.csv also holds T(n) at other sizes: the fit takes the signature's size's row.)
        RttPoint measured = RttCsv.read(run.resolve("rtt.csv")).stream()
                .filter(p -> p.nBytes() == signature.smallestNBytes())
                .findFirst()
                .orElseThrow();
        assertEquals(measured.rttUs(), rtt, Math.max(rttCi, 1e-6), "logp.json's RTT is rtt.csv's");
        double median = median(SamplesFile.read(run.resolve("rtt_samples.txt")));
        LoadOrBound.check(run, "median RTT trial / RTT", median / rtt, 0.5, 2);
        // A round trip contains the requester's send and the responder's, each at least o_s.
        assertTrue(rtt + rttCi >= 2 * (oS - oSCi), "RTT " + rtt + " >= 2 o_s: " + logp);

        // LogP's own bounds on one pair, which the fit does not impose: the sender cannot issue faster than its
        // overhead (o_s < g), and in the D = 0 steady state the requester spends o_s + o_r + Idle = g per message,
        // so o_s + o_r <= g. The fit does not force it: o_r comes from the curves with D > Idle, where a reply can
        // cost more than in the D = 0 pipeline (here on shared memory it did, by up to 25% of g). When it breaks
        // beyond the CIs, the run must say so rather than report the numbers as consistent.
        assertTrue(oS < g + gCi, "o_s < g: " + logp);
        double idleCi = Math.sqrt(gCi * gCi + oSCi * oSCi + oRCi * oRCi);
        if (oS + oR > g + idleCi) {
            assertTrue(
                    codes(logp).contains("GAP_BELOW_OVERHEADS") || codes(logp).contains("GAP_BELOW_SEND_OVERHEAD"),
                    "o_s + o_r > g beyond the CIs must be flagged: " + logp);
        }

        // The send-only regime exists: the first requests of the D = 0 curve go out before any reply is back, so
        // they cost o_s, below the plateau, and the table reports its range.
        java.util.regex.Matcher sendOnly = java.util.regex.Pattern.compile("send-only range\\s+M <= (\\d+)")
                .matcher(o.out());
        assertTrue(sendOnly.find() && Integer.parseInt(sendOnly.group(1)) >= 1, o.out());
        var zero =
                signature.curves(signature.smallestNBytes()).values().iterator().next();
        assertTrue(
                zero.get(0).costUs() < g - gCi,
                "cost at M = " + zero.get(0).m() + " below g: " + zero.get(0) + " " + logp);

        // Steady cost grows with D at slope 1 when the model holds (the delay loop is calibrated and the
        // requester's cost does not change with D); the fitter's tolerance is 0.2, here widened by the slope's CI.
        // The slope is the fit's own typed estimate: the screen's aligned "0.96   ± 0.17" once lost its CI to a
        // pattern that expected one space.
        io.logp.analysis.RunResult analysed = io.logp.analysis.RunAnalyser.signatureRun(
                io.logp.format.run.RunDirectory.of(run), java.util.OptionalInt.empty());
        io.logp.data.Estimate slope = analysed.parameters().oRSlope();
        if (slope.isKnown()) {
            double sCi = Double.isNaN(slope.ci95()) ? 0 : slope.ci95();
            // The delay loop's calibration holds only while the requester has its core and the machine keeps its
            // speed: a busy machine bends the curves (here once: steady cost 0.83 us at D = 0.61 and 0.53 us at
            // D = 0.90), which the load records, and a machine that changes its performance state mid-sweep moves
            // every later point, which the reference RTTs between rounds record.
            LoadOrBound.checkOrStateChange(
                    run,
                    "o_r slope vs D (" + curvesAbove(analysed.parameters()) + ")",
                    slope.value(),
                    1 - (0.2 + sCi),
                    1 + (0.2 + sCi));
        }

        // The path is shared memory, so a negative L must be explained by shared memory, not by TCP loopback.
        assertEquals(
                "shared_memory",
                meta.get("path").get("medium").asText(),
                meta.get("path").toString());
        assertEquals(
                "vader", meta.get("path").get("btl").asText(), meta.get("path").toString());
        List<String> aboutNegativeL = negativeLatencyWarnings(logp);
        assertEquals(l < 0 ? 1 : 0, aboutNegativeL.size(), "a negative L is explained once: " + warnings);
        for (String w : aboutNegativeL) {
            assertTrue(w.contains("Over shared memory") && !w.contains("TCP") && !w.contains("socket"), w);
        }
    }

    /** The curves the slope was fitted on, for a failure's message: D, steady cost and CI, in microseconds. */
    private static String curvesAbove(io.logp.fit.LogpParameters p) {
        StringBuilder b = new StringBuilder();
        for (io.logp.fit.CurveFit f : p.curves()) {
            b.append(String.format(
                    java.util.Locale.ROOT,
                    "D=%.3f:%.3f±%.3f%s ",
                    f.delayUs(),
                    f.steady().value(),
                    f.steady().ci95(),
                    f.aboveGap() ? "*" : ""));
        }
        return b.toString().trim();
    }

    static double ci(JsonNode logp, String key) {
        JsonNode ci = logp.get(key + "_ci95_us");
        return ci == null || ci.isNull() ? 0 : ci.asDouble();
    }

    /** The messages of the NEGATIVE_LATENCY findings, whose words say why for the run's path. */
    /**
     * L as logp.json gives it; a negative L is withheld there (null) and kept in its NEGATIVE_LATENCY finding, whose
     * number is taken then.
     */
    static double latency(JsonNode logp) {
        JsonNode l = logp.get("L_us");
        if (l != null && l.isNumber()) return l.asDouble();
        for (JsonNode w : logp.get("warnings")) {
            if (w.get("code").asText().equals("NEGATIVE_LATENCY"))
                return w.get("l_us").asDouble();
        }
        return Double.NaN;
    }

    static List<String> negativeLatencyWarnings(JsonNode logp) {
        List<String> found = new java.util.ArrayList<>();
        logp.get("warnings").forEach(w -> {
            if (w.get("code").asText().equals("NEGATIVE_LATENCY"))
                found.add(w.get("message").asText());
        });
        return found;
    }

    /** The codes of logp.json's findings. */
    static List<String> codes(JsonNode logp) {
        List<String> codes = new java.util.ArrayList<>();
        logp.get("warnings").forEach(w -> codes.add(w.get("code").asText()));
        return codes;
    }

    static double median(double[] samples) {
        double[] sorted = samples.clone();
        java.util.Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    @Test
    @Timeout(120)
    void rttCommandKeepsEverySample(@TempDir Path tmp) throws Exception {
        Outcome o = logp(with(new String[] {"rtt", "--out", tmp.toString()}, SHORT));
        assertEquals(0, o.code(), o.err());
        Path run = onlyRun(tmp);
        List<RttPoint> rtt = RttCsv.read(run.resolve("rtt.csv"));
        assertEquals(1, rtt.size());
        double[] samples = SamplesFile.read(run.resolve("rtt_samples.txt"));
        assertTrue(samples.length >= 500, "samples " + samples.length);
        double min = Double.MAX_VALUE;
        for (double s : samples) min = Math.min(min, s);
        assertTrue(min > 0, "a round trip takes time after the timer overhead is subtracted: " + min);
        assertTrue(rtt.get(0).rttUs() >= min, "mean >= min");
        assertTrue(o.out().contains("median"), o.out());
        assertTrue(o.out().lines().count() <= 40, o.out());
    }

    @Test
    @Timeout(240)
    void tcpLoopbackRunExplainsItsLatency(@TempDir Path tmp) throws Exception {
        Outcome o = logp(with(
                new String[] {
                    "run",
                    // Every check reads the signature's fit or meta.json: no phase after it is asked for.
                    "--no-bulk",
                    "--no-collectives",
                    "--no-pingpong",
                    "--out",
                    tmp.toString(),
                    "--mca",
                    "btl",
                    "tcp,self",
                    "--mca",
                    "btl_tcp_if_include",
                    "lo"
                },
                SHORT));
        assertEquals(0, o.code(), o.err());
        Path run = onlyRun(tmp);
        JsonNode meta = new ObjectMapper().readTree(run.resolve("meta.json").toFile());
        assertEquals("tcp,self", meta.get("mpi").get("settings").get("btl").asText());
        JsonNode logp = new ObjectMapper().readTree(run.resolve("logp.json").toFile());
        assertEquals(
                "loopback",
                meta.get("path").get("medium").asText(),
                meta.get("path").toString());
        assertEquals(
                "tcp,self",
                meta.get("path").get("btl").asText(),
                meta.get("path").toString());
        double l = latency(logp);
        List<String> aboutNegativeL = negativeLatencyWarnings(logp);
        assertEquals(l < 0 ? 1 : 0, aboutNegativeL.size(), "a negative L is explained once: " + logp.get("warnings"));
        for (String w : aboutNegativeL) {
            assertTrue(w.contains("Over TCP on one host (loopback)") && !w.contains("shared memory"), w);
        }
        assertTrue(logp.get("rtt_us").asDouble() > 2, "TCP loopback round trips take microseconds: " + logp);
    }

    @Test
    @Timeout(300)
    void bulkRunMeasuresStoresAndGetsAndFitsTheirRate(@TempDir Path tmp) throws Exception {
        Outcome o = logp(with(
                new String[] {
                    "bulk",
                    "--out",
                    tmp.toString(),
                    "--bulk-sizes",
                    "16,256,4096,65536",
                    "--bulk-signature-sizes",
                    "4096",
                    "--bulk-max",
                    "65536",
                    "--bulk-budget-seconds",
                    "60"
                },
                SHORT));
        assertEquals(0, o.code(), o.err());
        assertOneScreen(o);
        Path run = onlyRun(tmp);
        List<RttPoint> store = RttCsv.read(run.resolve("rtt.csv"));
        List<RttPoint> get = RttCsv.read(run.resolve("rtt_get.csv"));
        assertEquals(
                List.of(16, 256, 4096, 65536),
                store.stream().map(RttPoint::nBytes).toList());
        assertEquals(
                List.of(16, 256, 4096, 65536),
                get.stream().map(RttPoint::nBytes).toList());
        // Sizes 16x apart: T(n) must grow with n whatever the noise (the 16 and 256 bytes of one eager message may
        // not).
        for (List<RttPoint> times : List.of(store, get)) {
            assertTrue(
                    times.get(3).rttUs() > times.get(2).rttUs()
                            && times.get(2).rttUs() > times.get(0).rttUs(),
                    "T(n) increases in n: " + times);
        }
        Signature signature = SignatureCsv.read(run.resolve("signature.csv"));
        assertEquals(List.of(16, 4096), signature.sizes());

        JsonNode logp = new ObjectMapper().readTree(run.resolve("logp.json").toFile());
        double rate = logp.get("R_MBps").asDouble();
        double copy = copyBandwidthMBps(65536);
        assertTrue(rate > 0 && rate < copy, "0 < R = " + rate + " MB/s < memory copy " + copy + " MB/s");
        assertTrue(logp.get("T0_us").isNumber(), logp.toString());
        assertEquals(2, logp.get("bulk").size(), logp.get("bulk").toString());
        JsonNode at4k = logp.get("bulk").get(1);
        assertEquals(4096, at4k.get("n_bytes").asInt());
        assertTrue(at4k.get("o_s_us").asDouble() > 0, at4k.toString());
        assertEquals(store.get(2).rttUs(), at4k.get("rtt_us").asDouble(), 1e-6);
        JsonNode meta = new ObjectMapper().readTree(run.resolve("meta.json").toFile());
        assertEquals(8, meta.get("bulk").get("window").asInt());
        assertEquals(65536, meta.get("bulk").get("largest_message_bytes").asInt());
        for (String f : List.of("bulk.csv", "regimes.csv")) assertTrue(Files.size(run.resolve(f)) > 0, f);
        Path plots = tmp.resolve("plots").resolve(run.getFileName());
        for (String chart : List.of("bulk_time", "bulk_bandwidth", "bulk_overhead", "signature_4096B")) {
            assertTrue(
                    Files.size(plots.resolve(chart + ".png")) > 10_000 && Files.size(plots.resolve(chart + ".svg")) > 0,
                    chart);
        }
        assertTrue(o.out().contains("Bulk transfers") && o.out().contains("MB/s"), o.out());
    }

    /** The best rate of copying a block of this size between two direct buffers: memcpy, as fast as it gets. */
    static double copyBandwidthMBps(int bytes) {
        java.nio.ByteBuffer from = java.nio.ByteBuffer.allocateDirect(bytes);
        java.nio.ByteBuffer to = java.nio.ByteBuffer.allocateDirect(bytes);
        double best = 0;
        for (int r = 0; r < 200; r++) {
            long start = System.nanoTime();
            for (int i = 0; i < 64; i++) {
                from.clear();
                to.clear();
                to.put(from);
            }
            best = Math.max(best, 64.0 * bytes / ((System.nanoTime() - start) / 1e3));
        }
        return best;
    }
}
