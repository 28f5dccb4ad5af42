package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** tradeoffs on real Open MPI ranks: shared memory against TCP loopback, short sweeps, compared. */
@Tag("mpi")
class MpiTradeoffsTest {

    @Test
    @Timeout(300)
    void sharedMemoryAndTcpAreMeasuredAndCompared(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o = MpiEndToEndTest.logp(
                "tradeoffs",
                "--variants",
                "shm,tcp",
                "--out",
                tmp.toString(),
                "--m-max",
                "32",
                "--warmup-seconds",
                "0.2",
                "--rtt-trials",
                "300",
                "--budget-seconds",
                "20");
        assertEquals(0, o.code(), o.out() + o.err());
        List<Path> runs;
        try (Stream<Path> s = Files.list(tmp.resolve("signatures"))) {
            runs = s.sorted().toList();
        }
        assertEquals(2, runs.size(), runs.toString());
        assertTrue(runs.get(0).getFileName().toString().endsWith("-shm"), runs.toString());
        assertTrue(runs.get(1).getFileName().toString().endsWith("-tcp"), runs.toString());
        ObjectMapper json = new ObjectMapper();
        JsonNode shm = json.readTree(runs.get(0).resolve("logp.json").toFile());
        JsonNode tcp = json.readTree(runs.get(1).resolve("logp.json").toFile());
        assertTrue(
                tcp.get("rtt_us").asDouble() > 3 * shm.get("rtt_us").asDouble(),
                "the kernel's TCP stack costs more than shared memory: " + shm.get("rtt_us") + " vs "
                        + tcp.get("rtt_us"));
        JsonNode meta = json.readTree(runs.get(1).resolve("meta.json").toFile());
        assertEquals("tcp,self", meta.get("mpi").get("settings").get("btl").asText());
        try (Stream<Path> s = Files.list(tmp.resolve("comparisons"))) {
            Path comparison = s.findFirst().orElseThrow();
            for (String f :
                    List.of("comparison.txt", "comparison.md", "comparison.tex", "comparison.csv", "breakdown.png")) {
                assertTrue(Files.size(comparison.resolve(f)) > 0, f);
            }
        }
        assertTrue(o.out().contains("o_s"), o.out());
    }
}
