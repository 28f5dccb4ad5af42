package io.logp.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.finding.FitFinding;
import io.logp.finding.RunFinding;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.FindingJson;
import io.logp.format.run.LogpJsonFile;
import io.logp.format.run.LogpJsonRecord;
import io.logp.report.ReportFixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogpJsonTest {

    /** Written out here rather than taken from LogpJson.KEYS, so that the test pins the contract itself. */
    private static final List<String> CONTRACT_KEYS = List.of(
            "schema_version",
            "o_s_us",
            "o_s_ci95_us",
            "o_r_us",
            "o_r_ci95_us",
            "g_us",
            "g_ci95_us",
            "L_us",
            "L_ci95_us",
            "rtt_us",
            "rtt_ci95_us",
            "T0_us",
            "T0_ci95_us",
            "R_MBps",
            "R_ci95_MBps",
            "G_us_per_byte",
            "G_ci95_us_per_byte",
            "bulk",
            "contention",
            "launches",
            "launch_intervals",
            "warnings");

    @TempDir
    Path dir;

    @Test
    void hasExactlyTheContractKeysInOrder() throws Exception {
        Path file = dir.resolve("logp.json");
        LogpJson.write(file, ReportFixtures.parameters());

        assertEquals(CONTRACT_KEYS, new ArrayList<>(LogpJsonFile.read(file).keySet()));
        assertEquals(CONTRACT_KEYS, LogpJson.KEYS);
    }

    @Test
    void roundTripKeepsEveryValueAndNanBecomesNull() throws Exception {
        LogpParameters p = new LogpParameters(
                8,
                Estimate.of(0.15234987234, 0.0041),
                Estimate.of(0.2, Double.NaN),
                Estimate.of(0.000012345678, 1e-9),
                Estimate.unknown(),
                Estimate.of(1.5, 0.03),
                Estimate.unknown(),
                4,
                List.of(),
                List.of(
                        new RunFinding.Untyped(null, "two \"quoted\" \u00b1"),
                        new FitFinding.UncertainLatency(0.31, Double.NaN)));
        Path file = dir.resolve("logp.json");

        LogpJson.write(file, p);
        Map<String, Object> read = LogpJsonFile.read(file);

        assertEquals(0.15234987234, read.get("o_s_us"));
        assertEquals(0.0041, read.get("o_s_ci95_us"));
        assertEquals(0.2, read.get("o_r_us"));
        assertNull(read.get("o_r_ci95_us"));
        assertEquals(0.000012345678, read.get("g_us"));
        assertEquals(1e-9, read.get("g_ci95_us"));
        assertNull(read.get("L_us"));
        assertNull(read.get("L_ci95_us"));
        assertEquals(1.5, read.get("rtt_us"));
        assertEquals(2, read.get("schema_version"));
        List<?> warnings = (List<?>) read.get("warnings");
        assertEquals(
                Map.of("code", "UNTYPED", "severity", "info", "message", "two \"quoted\" \u00b1"), warnings.get(0));
        Map<?, ?> uncertain = (Map<?, ?>) warnings.get(1);
        assertEquals("UNCERTAIN_LATENCY", uncertain.get("code"));
        assertEquals("warning", uncertain.get("severity"));
        assertEquals(0.31, uncertain.get("l_us"));
        assertTrue(
                uncertain.containsKey("l_ci95_us") && uncertain.get("l_ci95_us") == null, "NaN is null: " + uncertain);
        assertEquals(new FitFinding.UncertainLatency(0.31, Double.NaN), FindingJson.read(uncertain));
        String text = Files.readString(file);
        assertTrue(text.contains("\"L_us\": null,"), text);
        assertTrue(text.contains("\"g_ci95_us\": 0.000000001,"), "plain notation: " + text);
        assertTrue(text.endsWith("}\n"));
    }

    @Test
    void bulkAndContentionAreEmptyAndTheirScalarsNull() throws Exception {
        Path file = dir.resolve("logp.json");
        LogpJson.write(file, ReportFixtures.parameters(List.of()));
        Map<String, Object> read = LogpJsonFile.read(file);

        assertNull(read.get("T0_us"));
        assertNull(read.get("R_MBps"));
        assertNull(read.get("G_us_per_byte"));
        assertEquals(List.of(), read.get("bulk"));
        assertEquals(List.of(), read.get("contention"));
        assertEquals(List.of(), read.get("warnings"));
        assertTrue(Files.readString(file).contains("\"bulk\": [],\n"));
    }

    @Test
    void toJsonIsTheFileWithoutItsLastLineEnd() throws Exception {
        Path file = dir.resolve("logp.json");
        LogpJson.write(file, ReportFixtures.parameters());
        assertEquals(Files.readString(file), LogpJson.toJson(ReportFixtures.parameters()) + "\n");
    }

    @Test
    void invalidJsonIsRejectedWithFileAndLine() throws Exception {
        Path file = dir.resolve("logp.json");
        Files.writeString(file, "{\n  \"o_s_us\": 0.15,\n  \"o_r_us\": ,\n}\n");

        DataFormatException e = assertThrows(DataFormatException.class, () -> LogpJsonFile.read(file));

        assertEquals(3, e.line());
        assertTrue(e.getMessage().startsWith(file + ":3: invalid JSON"), e.getMessage());
    }

    @Test
    void nonObjectsDuplicateKeysAndTrailingTokensAreRejected() throws Exception {
        Path file = dir.resolve("logp.json");
        for (String text : List.of("[1, 2]", "{\"a\": 1, \"a\": 2}", "{\"a\": 1} {}", "{\"a\": NaN}", "")) {
            Files.writeString(file, text);
            DataFormatException e = assertThrows(DataFormatException.class, () -> LogpJsonFile.read(file), text);
            assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        }
    }

    @Test
    void missingFileIsNamed() {
        Path file = dir.resolve("none/logp.json");
        assertEquals(
                file + ": no such file",
                assertThrows(DataFormatException.class, () -> LogpJsonFile.read(file))
                        .getMessage());
    }

    /** logp.json is a record both ways (issue 44): what is written reads back into the same record, and writes again
     * the same bytes. */
    @Test
    void theRecordReadsBackAndWritesTheSameBytes() throws Exception {
        Path file = dir.resolve("logp.json");
        LogpParameters p = ReportFixtures.parameters();
        LogpJson.write(file, p);
        LogpJsonRecord read = LogpJsonFile.record(file);
        assertEquals(LogpJson.SCHEMA_VERSION, read.version());
        assertEquals(p.oS().value(), read.oS().value());
        assertEquals(p.oR().ci95(), read.oR().ci95());
        assertEquals(p.g().value(), read.g().value());
        assertTrue(Double.isNaN(read.t0().value()), "no bulk: T0 unknown, null in the file, NaN read");
        assertEquals(1, read.launchCount());
        assertEquals(Files.readString(file), io.logp.format.run.JsonFiles.toJson(read) + "\n");
    }

    /** A version 1 file (no schema_version, warnings as sentences, no CI of T0 or R) still reads. */
    @Test
    void aVersionOneFileStillReads() throws Exception {
        Path file = dir.resolve("logp.json");
        Files.writeString(file, """
                {"o_s_us": 1.5, "o_s_ci95_us": 0.1, "o_r_us": 2.0, "o_r_ci95_us": null, "g_us": 7.6,
                 "g_ci95_us": 0.2, "L_us": 3.0, "L_ci95_us": 0.3, "rtt_us": 14.0, "rtt_ci95_us": 0.4,
                 "T0_us": 20.0, "R_MBps": 900.0, "bulk": [], "contention": [],
                 "warnings": ["g did not converge at D = 0"]}
                """);
        LogpJsonRecord read = LogpJsonFile.record(file);
        assertEquals(1, read.version());
        assertEquals(7.6, read.g().value());
        assertTrue(Double.isNaN(read.oR().ci95()), "null reads as unknown");
        assertEquals(20.0, read.t0().value());
        assertTrue(Double.isNaN(read.t0().ci95()), "a key added later reads as unknown, not 0");
        assertEquals(List.of("g did not converge at D = 0"), read.warnings());
    }
}
