package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.format.run.SamplesFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The ping-pong of Luecke et al. on 2 real Open MPI ranks, short. */
@Tag("mpi")
class MpiPingPongTest {

    @Test
    @Timeout(180)
    void pingPongWritesStatisticsDistributionAndTheLatencyBandwidthLine(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o = MpiEndToEndTest.logp(
                "pingpong",
                "--out",
                tmp.toString(),
                "--timer-reads",
                "200000",
                "--trials",
                "3000",
                "--npp-list",
                "1,4",
                "--sizes",
                "1,8,64,512,1024,65536,262144,1048576",
                "--sweep-trials",
                "30",
                "--sweep-warmup",
                "5",
                "--quiet",
                "--json");
        assertEquals(0, o.code(), o.err());
        Path run = MpiEndToEndTest.onlyRun(tmp);
        // --json: stdout is pingpong.json's object alone, with its schema_version.
        JsonNode printed = new ObjectMapper().readTree(o.out());
        assertEquals(new ObjectMapper().readTree(run.resolve("pingpong.json").toFile()), printed);
        assertEquals(1, printed.get("schema_version").asInt());
        assertTrue(Files.exists(run.resolve("report.html")), "a pingpong run has its page");
        assertTrue(
                Files.readString(run.resolve("report.html")).contains("<caption>Ping-pong, "),
                "its results are a table on the page");
        for (String f : List.of(
                "pingpong_summary.txt",
                "pingpong_full.txt",
                "pingpong.json",
                "pingpong.csv",
                "pingpong_samples.txt",
                "pingpong_trials.csv",
                "pingpong_params.json",
                "meta.json")) {
            assertTrue(Files.size(run.resolve(f)) > 0, f);
        }
        // meta.json is written before the measurement and loses its "incomplete" mark when the job completes.
        assertTrue(
                !new ObjectMapper().readTree(run.resolve("meta.json").toFile()).has("incomplete"),
                "a completed run carries no incomplete mark");
        Path plots = tmp.resolve("plots").resolve(run.getFileName());
        assertTrue(Files.size(plots.resolve("pingpong_distribution.png")) > 5_000);
        assertTrue(Files.size(plots.resolve("pingpong_sizes.png")) > 5_000);

        JsonNode pp = new ObjectMapper().readTree(run.resolve("pingpong.json").toFile());
        JsonNode stats = pp.get("statistics");
        assertEquals(3000, stats.get("n").asInt());
        double overhead =
                pp.get("timer").get("System.nanoTime").get("min_overhead_us").asDouble();
        assertTrue(stats.get("min_us").asDouble() > 0, "half round trips take time: " + stats);
        assertTrue(
                stats.get("min_us").asDouble() >= overhead, "at least the timer overhead: " + stats + " " + overhead);
        JsonNode dist = pp.get("distribution");
        long total = dist.get("above").asLong();
        for (JsonNode bin : dist.get("bins")) total += bin.get("count").asLong();
        assertEquals(3000, total, "the distribution counts every trial");
        assertEquals(2, pp.get("npp_comparison").size());
        assertEquals(8, pp.get("sizes").size());
        double[] samples = SamplesFile.read(run.resolve("pingpong_samples.txt"));
        assertEquals(3000, samples.length);

        JsonNode fit = pp.get("transfer_time_fit");
        assertTrue(fit.get("Ts_us").asDouble() > 0, "latency " + fit);
        assertTrue(fit.get("bandwidth_MBps").asDouble() > 100, "shared memory moves more than 100 MB/s: " + fit);
        JsonNode big = pp.get("sizes").get(7);
        assertTrue(
                big.get("mean_us").asDouble()
                        > pp.get("sizes").get(0).get("mean_us").asDouble(),
                "a megabyte takes longer than a byte");
        String summary = Files.readString(run.resolve("pingpong_summary.txt"));
        assertTrue(summary.contains("calculated value of npp") && summary.contains("FILTERED DATA RESULTS"), summary);
    }
}
