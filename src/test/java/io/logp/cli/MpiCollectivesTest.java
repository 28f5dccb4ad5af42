package io.logp.cli;

import io.logp.data.CollectiveOp;
import io.logp.report.ClockSyncCsv;
import io.logp.report.CollectivesCsv;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.logp.cli.MpiEndToEndTest.SHORT;
import static io.logp.cli.MpiEndToEndTest.logp;
import static io.logp.cli.MpiEndToEndTest.onlyRun;
import static io.logp.cli.MpiEndToEndTest.with;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The collectives command on real Open MPI ranks: 2 ranks (one per core here) for the timer check, 3 and 4 ranks
 * (oversubscribed on a 2-core machine, which the report must say) for the files, the model comparison and the
 * charts.
 */
@Tag("mpi")
class MpiCollectivesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    @Timeout(180)
    void twoRanksPassTheTimerCheckAndSynchroniseWithinMicroseconds(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o = logp("collectives", "--np", "2", "--no-reference", "--ops", "barrier,bcast",
                "--sizes", "8,4096", "--out", tmp.toString(), "--quiet");
        assertEquals(0, o.code(), o.err());
        Path dir = onlyRun(tmp);
        List<CollectivesCsv.Row> rows = CollectivesCsv.read(dir.resolve("collectives.csv"));
        assertEquals(List.of("barrier 0 2", "bcast 8 2", "bcast 4096 2"),
                rows.stream().map(r -> r.op().label() + " " + r.nBytes() + " " + r.p()).toList());
        for (CollectivesCsv.Row r : rows) checkRow(r);

        // WaitPatternUp: rank i busy-waits (i + 1) us, so the slowest rank takes 2 us.
        CollectivesCsv.TimerRow up = CollectivesCsv.readTimers(dir.resolve("collectives_timers.csv")).stream()
                .filter(t -> t.pattern().equals("wait_up") && t.timer().equals("System.nanoTime")).findFirst().orElseThrow();
        assertEquals(2.0, up.expectedUs());
        assertEquals(2.0, up.stats().meanUs(), 0.5, "WaitPatternUp with 2 ranks");

        List<ClockSyncCsv.Row> sync = ClockSyncCsv.read(dir.resolve("clock_sync.csv"));
        ClockSyncCsv.Row rank1 = sync.stream().filter(s -> s.rank() == 1 && s.when().equals("start")
                && s.timer().equals("System.nanoTime")).findFirst().orElseThrow();
        // The offset is known to within half the smallest round trip: on one host, microseconds at most.
        assertEquals(rank1.rttUs() / 2, rank1.accuracyUs(), 1e-6);
        assertTrue(rank1.accuracyUs() > 0 && rank1.accuracyUs() < 50, rank1.toString());
        assertTrue(rank1.rounds() >= 100, "stops only after 100 round trips without a smaller RTT");
        // Both ranks read one machine's monotonic clock, so the true offset is 0: rank 0's reading lies between the
        // asker's two, and the estimate can be off by at most the bound (plus the file's rounding).
        assertTrue(Math.abs(rank1.offsetUs()) <= rank1.accuracyUs() + 1e-5, rank1.toString());
        assertTrue(sync.stream().anyMatch(s -> s.when().equals("end")), "synchronised again after the launches");
        assertTrue(o.out().contains("Collectives (MPIPerf"), o.out());
        assertTrue(o.out().contains("nothing is predicted"), o.out());
    }

    @Test
    @Timeout(300)
    void fourRanksOversubscribedGivePredictionsAndCharts(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o = logp(with(new String[] {"collectives", "--np", "4", "--ops", "barrier,bcast,allreduce",
                "--sizes", "8,1024", "--ranks", "2,3,4", "--per-rank", "--no-timer-check", "--sync", "ring", "--collective-point-seconds", "2",
                "--out", tmp.toString()}, SHORT));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyRun(tmp);
        List<CollectivesCsv.Row> rows = CollectivesCsv.read(dir.resolve("collectives.csv"));
        assertEquals(3 * (1 + 2 + 2), rows.size());
        // Oversubscribed, a point can end its launch budget without a single launch valid on every rank (one rank
        // is always waiting for a core); the file still has its row, with the counts and an empty mean.
        for (CollectivesCsv.Row r : rows) {
            if (r.stats().valid() > 0) checkRow(r);
            else assertTrue(Double.isNaN(r.stats().meanUs()) && r.launches() >= 8, r.toString());
        }
        // Which points get a valid launch is the scheduler's choice here (3 of 6 to 14 of 15 points in the 4-rank
        // runs measured for the README); the strong checks are the 2-rank test's. Some must, for the charts.
        assertTrue(rows.stream().anyMatch(r -> r.stats().valid() > 0), "some point has valid launches");
        assertEquals(List.of(2, 3, 4), rows.stream().filter(r -> r.op() == CollectiveOp.BARRIER).map(CollectivesCsv.Row::p).toList());

        // Every rank of every point in the per-rank file; the slowest rank's mean bounds the point's from above
        // only loosely (trimming differs), so check membership and sanity.
        List<String> ranks = Files.readAllLines(dir.resolve("collectives_ranks.csv"));
        assertEquals(1 + rows.stream().mapToInt(CollectivesCsv.Row::p).sum(), ranks.size());

        // collectives_model.csv: the prediction from this run's LogP parameters and T(n), and measured / predicted.
        List<String> model = Files.readAllLines(dir.resolve("collectives_model.csv"));
        assertEquals(String.join(",", CollectivesCsv.MODEL_HEADER), model.get(0));
        for (String line : model.subList(1, model.size())) {
            String[] f = line.split(",", -1);
            if (f[3].isEmpty()) continue;   // no valid launch
            double measured = Double.parseDouble(f[3]);
            double predicted = Double.parseDouble(f[4]);
            assertTrue(predicted > 0, line);
            assertEquals(measured / predicted, Double.parseDouble(f[5]), 1e-5 * measured / predicted + 1e-6, line);
        }
        JsonNode meta = JSON.readTree(dir.resolve("meta.json").toFile());
        assertEquals(rows.size(), meta.get("collectives").get("points").size());
        // The ring: offsets summed along it, bounds too, and the sum around the whole ring within them.
        List<ClockSyncCsv.Row> sync = ClockSyncCsv.read(dir.resolve("clock_sync.csv")).stream()
                .filter(s -> s.when().equals("start")).toList();
        assertEquals(4, sync.size());
        for (int r = 1; r < 4; r++) {
            assertEquals("ring", sync.get(r).algorithm());
            assertTrue(sync.get(r).accuracyUs() > sync.get(r - 1).accuracyUs(), "bounds add up along the ring");
        }
        JsonNode closure = meta.get("collectives").get("synchronisations").get(0).get("ring_closure_us");
        assertTrue(Math.abs(closure.asDouble()) <= sync.get(3).accuracyUs() + sync.get(0).rttUs() / 2, closure.toString());
        int cores = meta.get("cores").asInt();
        if (4 > cores) assertTrue(o.out().contains("4 ranks share the " + cores + " cores of "), o.out());
        Path plots = tmp.resolve("plots").resolve(dir.getFileName());
        assertTrue(Files.size(plots.resolve("collectives_vs_p.png")) > 5_000);
        // The size chart needs an op with two valid sizes at one P; oversubscribed, that is likely but not certain.
        boolean curve = rows.stream().filter(r -> r.op().sized() && r.stats().valid() > 0)
                .collect(java.util.stream.Collectors.groupingBy(r -> r.op() + " " + r.p(), java.util.stream.Collectors.counting()))
                .values().stream().anyMatch(n -> n >= 2);
        assertEquals(curve, Files.exists(plots.resolve("collectives_vs_size.png")), "size chart exactly when it has a curve");
        if (curve) assertTrue(Files.size(plots.resolve("collectives_vs_size.png")) > 5_000);
    }

    /** MPIPerf's stopping rule and counts hold, and the numbers are times this machine can produce. */
    private static void checkRow(CollectivesCsv.Row r) {
        var s = r.stats();
        assertTrue(r.launches() >= 8 && r.launches() % 8 == 0, r.toString());
        assertTrue(s.valid() <= r.launches(), r.toString());
        assertEquals(s.valid() - 2 * (int) Math.floor(0.25 * s.valid()), s.kept(), r.toString());
        assertTrue(s.valid() >= 10 || r.launches() >= 100, "stopped by MPIPerf's rule: " + r);
        assertTrue(s.minUs() <= s.meanUs() && s.meanUs() <= s.maxUs(), r.toString());
        assertTrue(s.meanUs() > 0.01 && s.meanUs() < 100_000, r.toString());
        assertTrue(s.ciLowUs() < s.meanUs() && s.meanUs() < s.ciHighUs(), r.toString());
        assertEquals(0.95, s.confidence());
        assertTrue(r.loopUs() > 0 && r.loopMaxUs() >= r.loopUs(), r.toString());
    }
}
