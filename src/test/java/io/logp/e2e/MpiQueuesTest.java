package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The queue costs on 2 real Open MPI ranks, a short depth grid. */
@Tag("mpi")
class MpiQueuesTest {

    @Test
    @Timeout(180)
    void latencyGrowsWithTheSearchedQueueAndFilesAreWritten(@TempDir Path tmp) throws Exception {
        MpiEndToEndTest.Outcome o = MpiEndToEndTest.logp(
                "queues",
                "--out",
                tmp.toString(),
                "--q-max",
                "512",
                "--q-max-long",
                "16",
                "--trials",
                "60",
                "--warmup",
                "5",
                "--memory-limit",
                "2000",
                "--quiet-seconds",
                "0.3",
                "--quiet",
                "--json");
        assertEquals(0, o.code(), o.err());
        Path run = MpiEndToEndTest.onlyRun(tmp);
        // --json: stdout is queues.json's object alone, with a schema_version.
        JsonNode printed = new ObjectMapper().readTree(o.out());
        assertEquals(1, printed.get("schema_version").asInt());
        JsonNode file = new ObjectMapper().readTree(run.resolve("queues.json").toFile());
        file.fieldNames().forEachRemaining(k -> assertEquals(file.get(k), printed.get(k), k));
        assertTrue(Files.exists(run.resolve("report.html")), "a queues run has its page");
        assertTrue(
                Files.readString(run.resolve("report.html")).contains("<caption>MPI queue costs"),
                "its results are a table on the page");
        for (String f : List.of("queues.csv", "queues.json", "queues_trials.csv", "queues_params.json", "meta.json")) {
            assertTrue(Files.size(run.resolve(f)) > 0, f);
        }
        // meta.json is written before the measurement and loses its "incomplete" mark when the job completes.
        assertTrue(
                !new ObjectMapper().readTree(run.resolve("meta.json").toFile()).has("incomplete"),
                "a completed run carries no incomplete mark");
        assertTrue(Files.size(tmp.resolve("plots").resolve(run.getFileName()).resolve("queues.png")) > 5_000);

        // posted-tail: the deepest queue is no faster than the empty one, within the two CIs
        List<String> rows = Files.readAllLines(run.resolve("queues.csv"));
        String[] empty = rows.stream()
                .filter(r -> r.startsWith("posted-tail,0,"))
                .findFirst()
                .orElseThrow()
                .split(",");
        String[] deepest = rows.stream()
                .filter(r -> r.startsWith("posted-tail,512,"))
                .findFirst()
                .orElseThrow()
                .split(",");
        double mean0 = Double.parseDouble(empty[5]);
        double ci0 = Double.parseDouble(empty[6]);
        double meanMax = Double.parseDouble(deepest[5]);
        double ciMax = Double.parseDouble(deepest[6]);
        assertTrue(
                meanMax >= mean0 - Math.hypot(ci0, ciMax), "latency non-decreasing in Q: " + mean0 + " -> " + meanMax);

        JsonNode json = new ObjectMapper().readTree(run.resolve("queues.json").toFile());
        assertEquals(4, json.get("costs").size());
        for (JsonNode cost : json.get("costs"))
            assertTrue(cost.get("per_entry_ns").isNumber(), cost.toString());
        JsonNode memory = json.get("memory");
        assertEquals(2, memory.size());
        for (JsonNode probe : memory) {
            long sent = probe.get("unexpected_messages_sent").asLong();
            assertTrue(sent >= 1 && sent <= 2000, probe.toString());
        }
    }
}
