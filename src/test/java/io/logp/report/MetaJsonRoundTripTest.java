package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RunMetadata;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** meta.json through {@link RunMetadata}: written and read back, an older file, and the one a simulated run writes. */
class MetaJsonRoundTripTest {

    @TempDir
    Path dir;

    private static Map<String, Object> map(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return m;
    }

    private static RunMetadata full() {
        return new RunMetadata(
                "2024-03-05T07:08:09Z",
                "run",
                List.of("run", "--window", "16"),
                new RunMetadata.ToolInfo("logp", "1.2.3", "abc123"),
                new RunMetadata.JvmInfo("Oracle", "OpenJDK 64-Bit Server VM", "25+36", List.of("-Xmx1g")),
                "Linux 6.1 amd64",
                8,
                "simulated: o_s 1.400",
                map("o_s_us", 1.4, "window", 32),
                true,
                "Meiko CS-2",
                new RunMetadata.MpiInfo("Open MPI", "Open MPI v4.1.4", "native", "/opt/shim.so"),
                "native",
                "v4.1.4",
                Map.of("btl", "self,vader"),
                Map.of("CH4_NETMOD", "ofi"),
                16,
                8,
                "Open MPI default on one host",
                List.of(
                        new RunMetadata.RankInfo(0, "node1", 1234L, "0-3", "boot-a"),
                        new RunMetadata.RankInfo(1, "node2", 5678L, "4-7", "boot-b")),
                List.of("node1", "node2"),
                map("m_max", 64, "delays_us", "auto"),
                map("source", "System.nanoTime"),
                map("n", 1000, "median_us", 12.5),
                "rtt.csv: ...",
                3.25,
                List.of(0.0, 1.5, 12.4),
                4,
                List.of(map("round", 1, "rtt_us", 10.5, "drifted", false)),
                List.of("drifted in round 2"),
                4096L,
                100000L,
                map("mean_us", 10.1, "trials", 50),
                map("window", 4, "largest_message_bytes", 65536),
                List.of(map("n_bytes", 1024, "rounds", 2)),
                List.of("bulk warning"),
                map("window", 16, "points", List.of(map("pattern", "k-to-1", "k", 2, "shares_host", true))),
                map("ops", List.of("barrier"), "points", List.of()),
                map("reason", "interrupted", "progress", "signature: round 7, 12/80 points done"));
    }

    @Test
    void everyTypedFieldWritesAndReadsBackEqual() throws Exception {
        RunMetadata meta = full();
        Path file = dir.resolve("meta.json");
        MetaJson.write(file, meta);
        RunMetadata read = MetaJson.readMetadata(file);
        assertEquals(meta, read);
        // Every component was set, so every key is in the file, snake_case.
        Map<String, Object> raw = MetaJson.read(file);
        assertEquals(
                RunMetadata.class.getRecordComponents().length,
                raw.size(),
                raw.keySet().toString());
        assertTrue(
                raw.containsKey("payload_bytes") && raw.containsKey("bulk_measurement_warnings"),
                raw.keySet().toString());
        assertEquals(OptionalInt.of(4), read.bulkWindow());
        assertEquals(List.of(new RunMetadata.ContentionPoint("k-to-1", 2, true)), read.contentionPoints());
        // The map form is what the file holds.
        assertEquals(JsonFiles.toJson(raw), JsonFiles.toJson(MetaJson.toMap(read)));
        assertEquals(read, MetaJson.of(raw));
    }

    @Test
    void anOlderFileReadsWithTheMissingPartsAbsent() throws Exception {
        Path file = dir.resolve("meta.json");
        Files.writeString(file, """
                {
                  "date": "2023-01-02T03:04:05Z",
                  "command": "run",
                  "window": 8,
                  "open_mpi": "4.0.3",
                  "ranks": [{"rank": 0, "host": "a"}, {"rank": 1, "host": "a", "numa": 0}],
                  "clock_overhead_ns": 25.0,
                  "retired_key": {"anything": [1, 2]}
                }
                """);
        RunMetadata meta = MetaJson.readMetadata(file);
        assertEquals("run", meta.command());
        assertEquals(8, meta.window());
        assertEquals("4.0.3", meta.openMpi());
        assertEquals(
                List.of(
                        new RunMetadata.RankInfo(0, "a", null, null, null),
                        new RunMetadata.RankInfo(1, "a", null, null, null)),
                meta.ranks());
        assertNull(meta.tool());
        assertNull(meta.mpi());
        assertNull(meta.cores());
        assertNull(meta.model());
        assertNull(meta.hosts());
        assertNull(meta.measurementWarnings());
        assertFalse(meta.simulated());
        assertFalse(meta.fromPublication());
        assertEquals(OptionalInt.empty(), meta.bulkWindow());
        assertEquals(List.of(), meta.contentionPoints());
        // Written back, the unknown keys are gone and no absent part is written as null.
        MetaJson.write(file, meta);
        assertEquals(
                List.of("date", "command", "open_mpi", "window", "ranks"),
                List.copyOf(MetaJson.read(file).keySet()));
        assertEquals(RunMetadata.empty(), MetaJson.of(Map.of()));
    }

    @Test
    void aSimulatedRunsMetaJsonReadsTyped() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = io.logp.cli.Main.run(
                new PrintWriter(out),
                new PrintWriter(err),
                "simulate",
                "--os",
                "1.4",
                "--or",
                "2.2",
                "--g",
                "7.6",
                "--L",
                "6.3",
                "--out",
                dir.toString(),
                "--quiet");
        assertEquals(0, code, err.toString());
        Path metaJson;
        try (Stream<Path> files = Files.walk(dir)) {
            metaJson = files.filter(p -> p.getFileName().toString().equals("meta.json"))
                    .findFirst()
                    .orElseThrow();
        }
        RunMetadata meta = MetaJson.readMetadata(metaJson);
        assertEquals("simulate", meta.command());
        assertTrue(meta.simulated());
        assertTrue(meta.model().startsWith("simulated: o_s 1.400"), meta.model());
        assertEquals(1.4, ((Number) meta.modelParameters().get("o_s_us")).doubleValue());
        assertNotNull(meta.window());
        assertTrue(meta.window() > 0, "window " + meta.window());
        assertEquals(2, meta.ranks().size());
        assertEquals(0, meta.ranks().get(0).rank());
        assertNotNull(meta.ranks().get(0).host());
        assertNotNull(meta.hosts());
        assertEquals("logp", meta.tool().name());
        assertNotNull(meta.path());
        assertNotNull(meta.measurementWarnings());
        // The typed record writes the same object back.
        Path copy = dir.resolve("copy.json");
        MetaJson.write(copy, meta);
        assertEquals(MetaJson.read(metaJson), MetaJson.read(copy));
    }
}
