package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import io.logp.format.run.CsvRow;
import io.logp.format.run.CsvTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * LogP-predicted collectives over shaped links, P = 3 and 6 namespace hosts, one rank each, Open MPI over TCP, every
 * host's link limited to {@value #MBIT} Mbit/s both ways (tbf). The known answer is the root's link: whatever
 * algorithm the library picks, a gather's root receives the P - 1 other blocks through it, so a gather of n bytes per
 * rank takes at least (P - 1) n / rate, 2.5 times longer at P = 6 than at P = 3. The model prices the binomial tree as
 * the sum of its rounds' hops, which is (P - 1) n G plus q hops, so it must order the points the same way.
 *
 * <p>Two measurements of each point, read differently. The loop of k back-to-back gathers drains the token buckets,
 * so it runs at the link's rate: its mean can never beat (P - 1) n / rate by more than one bucket over k. A scheduled
 * MPIPerf launch starts after an idle gap in which the root's bucket refilled (1 ms of the rate here, 12.5 kB), so it
 * may beat the rate by up to that bucket: why a single launch at P = 3 measured 4609 us against LogP's 5461 on a
 * quiet machine (the loop measured 5467 there, the link 5482 in frames). And with more ranks than cores (6 ranks on
 * 2), MPIPerf's launches need all ranks on a processor at one instant and may find no valid launch at all: the run
 * must then say OVERSUBSCRIBED, and the loop is the measurement.
 */
@Tag("mpi")
class NetnsCollectivesTest {

    static final int HOSTS = 6;
    static final int MBIT = 100;
    static final int BLOCK_BYTES = 32768;
    static final int LOOP_K = 20;
    /** scripts/netns-hosts.sh's tbf bucket: 1 ms of the rate (at least a frame), what an idle link lets through free. */
    static final double BUCKET_US = 1000;
    /** The model's bound on measured / predicted for the medians of a run (docs/model.md). */
    static final double MODEL_LOW = 0.8;

    static final double MODEL_HIGH = 1.25;

    @Test
    @Timeout(600)
    void gatherOverShapedHostsScalesAsLogpPredicts(@TempDir Path tmp) throws Exception {
        try (NetnsBed bed = new NetnsBed("k", "10.72.0", HOSTS, 0, tmp.resolve("state"))) {
            bed.start();
            for (int k = 0; k < HOSTS; k++) bed.rate(k, MBIT);
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
                    Integer.toString(LOOP_K),
                    "--no-timer-check",
                    "--per-rank",
                    "--collective-point-seconds",
                    "2",
                    "--max-launches",
                    "24"));
            args.addAll(NetnsBed.leanReference(8));
            args.addAll(bed.openMpiArgs(HOSTS));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(0, run.exitCode(), run.toString());
            check(MpiEndToEndTest.onlyRun(out), run);
        }
    }

    private static void check(Path dir, CliRun run) throws Exception {
        List<CsvRow> model =
                CsvTable.read(dir.resolve("collectives_model.csv"), List.of("op", "p", "measured_us", "predicted_us"));
        List<CsvRow> times =
                CsvTable.read(dir.resolve("collectives.csv"), List.of("op", "p", "mean_us", "valid", "loop_max_us"));
        assertEquals(List.of("gather 3", "gather " + HOSTS), labels(model));
        assertEquals(labels(model), labels(times));
        // Every rank's own mean time in the valid scheduled launches, for a point that beats the link's floor.
        for (String line : java.nio.file.Files.readAllLines(dir.resolve("collectives_ranks.csv")))
            System.err.println("NetnsCollectivesTest: ranks " + line);
        int cores = new ObjectMapper()
                .readTree(dir.resolve("meta.json").toFile())
                .get("machine")
                .get("cores")
                .asInt();
        String warnings = new ObjectMapper()
                .readTree(dir.resolve("logp.json").toFile())
                .get("warnings")
                .toString();
        double[] loop = new double[model.size()];
        double[] predicted = new double[model.size()];
        for (int i = 0; i < model.size(); i++) {
            int p = Integer.parseInt(model.get(i).string("p"));
            double scheduled = times.get(i).optionalNumber("mean_us");
            loop[i] = times.get(i).optionalNumber("loop_max_us");
            predicted[i] = model.get(i).optionalNumber("predicted_us");
            // The P - 1 blocks' payload through the root's link (the frames' headers only add to it).
            double linkUs = (p - 1) * BLOCK_BYTES * 8.0 / MBIT;
            System.err.printf(
                    "NetnsCollectivesTest: gather %d B at P=%d over %d Mbit/s: loop %.1f us, scheduled %.1f us"
                            + " (%s valid), LogP %.1f us, link %.1f us%n",
                    BLOCK_BYTES, p, MBIT, loop[i], scheduled, times.get(i).string("valid"), predicted[i], linkUs);

            // Strict: the shaping's floor under the loop, whatever the machine's load: k launches on one clock.
            assertTrue(loop[i] >= linkUs - BUCKET_US / LOOP_K, "P=" + p + ": loop " + loop[i] + " us beats " + linkUs);
            // A valid scheduled launch may beat it by one bucket at most; under load a valid launch has been seen far
            // below (1545 us at P=4, 2 valid), not understood, so there it is printed, not checked.
            if (!Double.isNaN(scheduled))
                LoadOrBound.check(
                        dir,
                        "P=" + p + ": scheduled " + scheduled + " us beats " + linkUs + " less a bucket",
                        scheduled >= linkUs - BUCKET_US);
            else if (p > cores)
                assertTrue(warnings.contains("\"OVERSUBSCRIBED\""), "P=" + p + " > " + cores + " cores: " + warnings);
            else LoadOrBound.check(dir, "gather at P=" + p + " has no valid scheduled launch", false);

            // The model against the loop. Low side: the model never overstates a gather by more than its bound (the
            // link's floor is part of both). High side: each of the model's q hops comes from a T(n) of one message
            // sent after an idle gap, which a full bucket shortens, so the model may understate by q buckets; beyond
            // that, its bound. Ranks beyond the cores only add the scheduler's time: no high side for them.
            LoadOrBound.check(dir, "gather at P=" + p + " has a LogP prediction", !Double.isNaN(predicted[i]));
            if (!Double.isNaN(predicted[i])) {
                int hops = 32 - Integer.numberOfLeadingZeros(p - 1);
                double high = p > cores ? Double.POSITIVE_INFINITY : MODEL_HIGH * (predicted[i] + hops * BUCKET_US);
                LoadOrBound.check(
                        dir, "gather at P=" + p + " loop (us) against LogP", loop[i], MODEL_LOW * predicted[i], high);
            }
        }
        // The shaping's effect, 2.5x from P = 3 to 6, in the measurement and in the model alike.
        int last = model.size() - 1;
        LoadOrBound.check(dir, "loop P=6/P=3 " + loop[last] + "/" + loop[0] + " >= 2", loop[last] >= 2 * loop[0]);
        LoadOrBound.check(
                dir,
                "LogP P=6/P=3 " + predicted[last] + "/" + predicted[0] + " >= 2",
                predicted[last] >= 2 * predicted[0]);
        if (HOSTS > cores) assertTrue(warnings.contains("\"OVERSUBSCRIBED\""), "6 ranks on " + cores + ": " + run);
    }

    private static List<String> labels(List<CsvRow> rows) {
        return rows.stream().map(r -> r.string("op") + " " + r.string("p")).toList();
    }
}
