package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.SHORT;
import static io.logp.e2e.MpiEndToEndTest.logp;
import static io.logp.e2e.MpiEndToEndTest.onlyRun;
import static io.logp.e2e.MpiEndToEndTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.CollectiveOp;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.stats.ConfidenceInterval;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The collectives command on real Open MPI ranks: 2 ranks (one per core here) for the timer check, 3 and 4 ranks
 * (oversubscribed on a 2-core machine, which the report must say) for the files, the model comparison and the
 * charts.
 */
@Tag("mpi")
class MpiCollectivesTest {

    /**
     * A loop of k slower or faster by this factor between two points: the machine changed state between them (the
     * signature sweep's rule for its reference RTT, a departure of 20%).
     */
    static final double STATE_CHANGE = 1.2;

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @Timeout(180)
    void twoRanksPassTheTimerCheckAndSynchroniseWithinMicroseconds(@TempDir Path tmp) throws Exception {
        // logp in a JVM of its own, as a user runs it: the first point is compared with its repeat below, and the
        // launcher is on the ranks' cores, so the test JVM's own collector and compiler, busy after minutes of other
        // tests, must not fall on one of them.
        int code = MpiImplementationsTest.java(
                Map.of(),
                "collectives",
                "--verbose",
                "--np",
                "2",
                "--no-reference",
                "--ops",
                "barrier,bcast",
                "--sizes",
                "8,4096",
                "--out",
                tmp.toString(),
                "--quiet");
        String printed = MpiImplementationsTest.log(tmp);
        assertEquals(0, code, printed);
        Path dir = onlyRun(tmp);
        List<CollectivesCsv.Row> rows = CollectivesCsv.read(dir.resolve("collectives.csv"));
        assertEquals(
                List.of("barrier 0 2", "bcast 8 2", "bcast 4096 2"),
                rows.stream()
                        .map(r -> r.op().label() + " " + r.nBytes() + " " + r.p())
                        .toList());
        JsonNode meta = JSON.readTree(dir.resolve("meta.json").toFile());
        for (CollectivesCsv.Row r : rows) {
            assertTrue(r.stats().valid() > 0, "one rank per core: every point gets valid launches " + r);
            checkRow(dir, r, point(meta, r));
        }
        // The first point, measured again after the last, is not the slower: the initialisation (warm-up until the
        // JIT stops compiling, stage 0, the wait for an idle JIT) absorbed every first-use cost. And WaitPatternNull,
        // a launch of nothing, measures the launch code itself, about two clock readings. Both are properties of the
        // launch code, but where other processes took the ranks' cores (the run's own COMPETING_PROCESSES) a rank loses
        // its core for milliseconds at a time and both read the scheduler instead; there they are reported, not
        // checked.
        List<CollectivesCsv.Row> repeats = CollectivesCsv.read(dir.resolve("collectives_repeat.csv"));
        assertEquals(1, repeats.size(), repeats.toString());
        CollectivesAnalysis.Repeat repeat = new CollectivesAnalysis.Repeat(rows.get(0), repeats.get(0));
        CollectivesCsv.TimerRow nul = CollectivesCsv.readTimers(dir.resolve("collectives_timers.csv")).stream()
                .filter(t -> t.pattern().equals("wait_null") && t.timer().equals("System.nanoTime"))
                .findFirst()
                .orElseThrow();
        var competition = LoadOrBound.competition(dir);
        // The loop of k timed right after each is the witness of the machine's state. Where it moved by more than 20%
        // between the two (seen on a quiet machine: 0.232 us at the first point, 0.553 at its repeat, while the
        // scheduled barriers read 0.302 +- 0.048 and 0.239 +- 0.009), the machine changed performance state between
        // them and the comparison says nothing about the launch code: reported, not checked.
        double witness = Math.max(rows.get(0).loopUs(), repeats.get(0).loopUs())
                / Math.min(rows.get(0).loopUs(), repeats.get(0).loopUs());
        boolean sameState = !(witness > STATE_CHANGE);
        if (competition.isEmpty() && !sameState) {
            System.err.printf(
                    "MpiCollectivesTest: the loop of k moved %.2fx between the first point %s and its repeat %s: a"
                            + " change of state, not checked%n",
                    witness, rows.get(0), repeats.get(0));
        } else if (competition.isEmpty()) {
            // Only the first being the slower is a start-up cost. A slower repeat is the machine changing performance
            // state between them (seen here: 0.43 us first, 1.58 us repeated, with the loop of k at 0.24 both times).
            assertFalse(repeat.startUpCost(), "first " + rows.get(0) + " again " + repeats.get(0));
            assertTrue(nul.stats().medianUs() <= 0.1, "WaitPatternNull's median " + nul.stats());
        } else {
            System.err.printf(
                    "MpiCollectivesTest: %s: first point %s against its repeat %s, "
                            + "WaitPatternNull median %.3f us, not checked%n",
                    competition.get(),
                    rows.get(0).stats(),
                    repeats.get(0).stats(),
                    nul.stats().medianUs());
        }

        // WaitPatternUp: rank i busy-waits (i + 1) us, so the slowest rank takes 2 us.
        CollectivesCsv.TimerRow up = CollectivesCsv.readTimers(dir.resolve("collectives_timers.csv")).stream()
                .filter(t -> t.pattern().equals("wait_up") && t.timer().equals("System.nanoTime"))
                .findFirst()
                .orElseThrow();
        assertEquals(2.0, up.expectedUs());
        LoadOrBound.check(
                dir, "WaitPatternUp's mean with 2 ranks (us)", up.stats().meanUs(), 1.5, 2.5);

        List<ClockSyncCsv.Row> sync = ClockSyncCsv.read(dir.resolve("clock_sync.csv"));
        ClockSyncCsv.Row rank1 = sync.stream()
                .filter(s ->
                        s.rank() == 1 && s.when().equals("start") && s.timer().equals("System.nanoTime"))
                .findFirst()
                .orElseThrow();
        // The offset is known to within half the smallest round trip: on one host, microseconds at most.
        assertEquals(rank1.rttUs() / 2, rank1.accuracyUs(), 1e-6);
        assertTrue(rank1.accuracyUs() > 0, rank1.toString());
        LoadOrBound.check(dir, "clock offset accuracy (us)", rank1.accuracyUs(), 0, 50);
        assertTrue(rank1.rounds() >= 100, "stops only after 100 round trips without a smaller RTT");
        // Both ranks read one machine's monotonic clock, so the true offset is 0: rank 0's reading lies between the
        // asker's two, and the estimate can be off by at most the bound (plus the file's rounding).
        assertTrue(Math.abs(rank1.offsetUs()) <= rank1.accuracyUs() + 1e-5, rank1.toString());
        assertTrue(sync.stream().anyMatch(s -> s.when().equals("end")), "synchronised again after the launches");
        assertTrue(printed.contains("Collectives (MPIPerf"), printed);
        assertTrue(printed.contains("nothing is predicted"), printed);
    }

    @Test
    @Timeout(300)
    void fourRanksOversubscribedGivePredictionsAndCharts(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o = logp(with(
                new String[] {
                    "collectives",
                    "--verbose",
                    "--np",
                    "4",
                    "--ops",
                    "barrier,bcast,allreduce",
                    "--sizes",
                    "8,1024",
                    "--ranks",
                    "2,3,4",
                    "--per-rank",
                    "--no-timer-check",
                    "--sync",
                    "ring",
                    "--collective-point-seconds",
                    "2",
                    "--out",
                    tmp.toString()
                },
                SHORT));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyRun(tmp);
        List<CollectivesCsv.Row> rows = CollectivesCsv.read(dir.resolve("collectives.csv"));
        assertEquals(3 * (1 + 2 + 2), rows.size());
        // Oversubscribed, a point can end its launch budget without a single launch valid on every rank (one rank
        // is always waiting for a core); the file still has its row, with the counts and an empty mean.
        JsonNode meta = JSON.readTree(dir.resolve("meta.json").toFile());
        for (CollectivesCsv.Row r : rows) {
            if (r.stats().valid() > 0) {
                checkRow(dir, r, point(meta, r));
            } else {
                assertTrue(Double.isNaN(r.stats().meanUs()) && r.launches() >= 8, r.toString());
                // Without a valid launch MPIPerf's precision rule cannot have stopped it: a cap did.
                String why = point(meta, r).get("stopped").asText();
                assertTrue(
                        why.startsWith("point budget of ") || why.endsWith(" launches") && !why.contains("valid"),
                        why + " " + r);
                checkCounts(r, point(meta, r));
            }
        }
        // Which points get a valid launch is the scheduler's choice here (3 of 6 to 14 of 15 points in the 4-rank
        // runs measured for the README); the strong checks are the 2-rank test's. Some must, for the charts.
        assertTrue(rows.stream().anyMatch(r -> r.stats().valid() > 0), "some point has valid launches");
        assertEquals(
                List.of(2, 3, 4),
                rows.stream()
                        .filter(r -> r.op() == CollectiveOp.BARRIER)
                        .map(CollectivesCsv.Row::p)
                        .toList());

        // Every rank of every point in the per-rank file; the slowest rank's mean bounds the point's from above
        // only loosely (trimming differs), so check membership and sanity.
        List<String> ranks = Files.readAllLines(dir.resolve("collectives_ranks.csv"));
        assertEquals(1 + rows.stream().mapToInt(CollectivesCsv.Row::p).sum(), ranks.size());
        // The contract's columns, then the run's id (docs/output.md, run ids).
        assertEquals(String.join(",", CollectivesCsv.RANKS_HEADER) + ",run_id", ranks.get(0));
        // A launch's time is the largest of its ranks' times, over the same valid launches: so the point's minimum
        // and maximum bound every rank's from above, exactly (up to the files' 6 decimals), and the counts agree.
        for (String line : ranks.subList(1, ranks.size())) {
            String[] f = line.split(",", -1);
            CollectivesCsv.Row r = rows.stream()
                    .filter(x -> x.op().label().equals(f[0])
                            && x.nBytes() == Integer.parseInt(f[1])
                            && x.p() == Integer.parseInt(f[2]))
                    .findFirst()
                    .orElseThrow();
            assertEquals(r.stats().kept(), Integer.parseInt(f[8]), line);
            if (r.stats().valid() == 0) continue;
            assertTrue(
                    Double.parseDouble(f[6]) <= r.stats().minUs() + 2e-6, "rank min <= point min: " + line + " " + r);
            assertTrue(
                    Double.parseDouble(f[7]) <= r.stats().maxUs() + 2e-6, "rank max <= point max: " + line + " " + r);
        }

        // collectives_model.csv: the prediction from this run's LogP parameters and T(n), and measured / predicted.
        List<String> model = Files.readAllLines(dir.resolve("collectives_model.csv"));
        assertEquals(String.join(",", CollectivesCsv.MODEL_HEADER), model.get(0));
        for (String line : model.subList(1, model.size())) {
            String[] f = line.split(",", -1);
            if (f[3].isEmpty()) continue; // no valid launch
            double measured = Double.parseDouble(f[3]);
            double predicted = Double.parseDouble(f[4]);
            assertTrue(predicted > 0, line);
            if (f[5].isEmpty()) {
                assertTrue(f[7].contains("t"), "only a row a failed timer check could explain has no ratio: " + line);
                continue;
            }
            assertEquals(measured / predicted, Double.parseDouble(f[5]), 1e-5 * measured / predicted + 1e-6, line);
        }
        assertEquals(rows.size(), meta.get("collectives").get("points").size());
        // The ring: offsets summed along it, bounds too, and the sum around the whole ring within them.
        List<ClockSyncCsv.Row> sync = ClockSyncCsv.read(dir.resolve("clock_sync.csv")).stream()
                .filter(s -> s.when().equals("start"))
                .toList();
        assertEquals(4, sync.size());
        for (int r = 1; r < 4; r++) {
            assertEquals("ring", sync.get(r).algorithm());
            assertTrue(sync.get(r).accuracyUs() > sync.get(r - 1).accuracyUs(), "bounds add up along the ring");
        }
        JsonNode closure =
                meta.get("collectives").get("synchronisations").get(0).get("ring_closure_us");
        assertTrue(
                Math.abs(closure.asDouble())
                        <= sync.get(3).accuracyUs() + sync.get(0).rttUs() / 2,
                closure.toString());
        int cores = meta.get("machine").get("cores").asInt();
        if (4 > cores) assertTrue(o.out().contains("4 ranks share the " + cores + " cores of "), o.out());
        Path plots = tmp.resolve("plots").resolve(dir.getFileName());
        assertTrue(Files.size(plots.resolve("collectives_vs_p.png")) > 5_000);
        // The size chart needs an op with two valid sizes at one P; oversubscribed, that is likely but not certain.
        boolean curve = rows.stream()
                .filter(r -> r.op().sized() && r.stats().valid() > 0)
                .collect(java.util.stream.Collectors.groupingBy(
                        r -> r.op() + " " + r.p(), java.util.stream.Collectors.counting()))
                .values()
                .stream()
                .anyMatch(n -> n >= 2);
        assertEquals(
                curve,
                Files.exists(plots.resolve("collectives_vs_size.png")),
                "size chart exactly when it has a curve");
        if (curve) assertTrue(Files.size(plots.resolve("collectives_vs_size.png")) > 5_000);
    }

    /** meta.json's record of the point of this row. */
    private static JsonNode point(JsonNode meta, CollectivesCsv.Row r) {
        for (JsonNode p : meta.get("collectives").get("points")) {
            if (p.get("op").asText().equals(r.op().label())
                    && p.get("n_bytes").asInt() == r.nBytes()
                    && p.get("p").asInt() == r.p()) {
                return p;
            }
        }
        throw new AssertionError("no point in meta.json for " + r);
    }

    /**
     * A point with valid launches: MPIPerf's counts, trimming, interval and stopping rule hold, and the numbers are
     * times this machine can produce.
     */
    private static void checkRow(Path dir, CollectivesCsv.Row r, JsonNode point) {
        var s = r.stats();
        checkCounts(r, point);
        assertEquals(s.valid() - 2 * (int) Math.floor(0.25 * s.valid()), s.kept(), "a quarter trimmed each side: " + r);
        assertTrue(s.minUs() > 0 && s.minUs() <= s.meanUs() && s.meanUs() <= s.maxUs(), r.toString());
        LoadOrBound.check(
                dir,
                "mean of " + r.op().label() + " " + r.nBytes() + " B, P=" + r.p() + " (us)",
                s.meanUs(),
                0,
                100_000);
        assertEquals(0.95, s.confidence());
        if (s.kept() >= 2) {
            // Student t on kept - 1 degrees of freedom times the standard error (the files round to 6 decimals).
            double t = ConfidenceInterval.tQuantile(0.95, s.kept() - 1);
            assertEquals(t * s.seUs(), s.halfWidthUs(), 2e-6 + t * 1e-6, "MPIPerf's interval: " + r);
            assertTrue(s.ciLowUs() <= s.meanUs() && s.meanUs() <= s.ciHighUs(), r.toString());
        } else {
            // One launch kept (oversubscribed, a single valid launch): no spread, so no interval, and none claimed.
            assertTrue(Double.isNaN(s.seUs()) && Double.isNaN(s.halfWidthUs()), r.toString());
        }
        String why = point.get("stopped").asText();
        if (why.startsWith("relative error ")) {
            // "relative error 0.043 <= 0.050": enough valid launches and SE / mean within 5%, as the file's numbers say
            double stated = Double.parseDouble(why.split(" ")[2]);
            assertTrue(s.valid() >= 10 && stated <= 0.05, why + " " + r);
            assertEquals(s.relativeError(), stated, 0.0005 + 1e-6 / s.meanUs(), why + " " + r);
        } else if (why.endsWith(" valid launches")) {
            // checked after every stage of 8, so the 30th valid launch stops it with 30 to 37
            assertTrue(s.valid() >= 30 && s.valid() < 38 && why.equals(s.valid() + " valid launches"), why + " " + r);
        } else {
            assertTrue(
                    why.startsWith("point budget of ") || why.endsWith(" launches") && r.launches() >= 100,
                    why + " " + r);
        }
        assertTrue(r.loopUs() > 0 && r.loopMaxUs() >= r.loopUs(), r.toString());
    }

    /**
     * Whole stages of 8 launches, and every launch that is not valid was late somewhere, overran, or was in a stage
     * left out because the compiler ran in it.
     */
    private static void checkCounts(CollectivesCsv.Row r, JsonNode point) {
        assertTrue(r.launches() >= 8 && r.launches() % 8 == 0, r.toString());
        assertEquals(r.launches(), 8 * point.get("stages").asInt(), point.toString());
        assertTrue(r.stats().valid() <= r.launches(), r.toString());
        int compiledStages = point.get("compiled_stages").asInt();
        assertTrue(compiledStages >= 0 && compiledStages <= point.get("stages").asInt(), point.toString());
        assertEquals(
                r.launches() - r.stats().valid(),
                point.get("late").asInt() + point.get("overran").asInt() + 8 * compiledStages,
                "invalid launches = late + overran + those of the stages left out: " + point + " " + r);
    }
}
