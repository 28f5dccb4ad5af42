package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that needs no MPI ends the same way: by default one screen (at most 40 lines of at most 120 columns),
 * and with {@code --json} exactly one JSON object with its {@code schema_version} on stdout, nothing else. The
 * measuring commands are checked on real ranks in MpiCommandOutputTest.
 */
class CommandOutputTest {

    static final int MAX_LINES = 40;
    static final int MAX_COLUMNS = 120;
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;

    static Path run;

    @BeforeAll
    static void simulateOnce() {
        CliRun sim = CliRun.paragon("--out", tmp.toString(), "--run-id", "sim", "--quiet");
        assertEquals(0, sim.exitCode(), sim.err());
        assertOneScreen(sim);
        run = tmp.resolve("signatures").resolve("sim");
    }

    static void assertOneScreen(CliRun r) {
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.size() <= MAX_LINES, lines.size() + " lines:\n" + r.out());
        for (String l : lines) assertTrue(l.length() <= MAX_COLUMNS, l.length() + " columns: " + l);
        assertTrue(lines.get(0).startsWith("logp run "), "the summary's shape: " + lines.get(0));
    }

    /** One object on stdout, with its schema_version; returns it. */
    static JsonNode assertOneObject(CliRun r) throws Exception {
        assertEquals(0, r.exitCode(), r.err());
        JsonNode o = JSON.readTree(r.out());
        assertTrue(o.isObject(), r.out());
        assertTrue(o.get("schema_version").isInt(), "schema_version: " + r.out());
        return o;
    }

    @Test
    void simulateAndFitPrintOneScreenOrOneObject() throws Exception {
        assertOneScreen(CliRun.of("fit", run.toString()));
        JsonNode fit = assertOneObject(CliRun.of("fit", run.toString(), "--json"));
        assertEquals(1.4, fit.get("o_s_us").asDouble(), 1e-6);
        JsonNode sim = assertOneObject(CliRun.paragon("--out", tmp.toString(), "--quiet", "--json"));
        assertEquals(7.6, sim.get("g_us").asDouble(), 1e-6);
        assertTrue(CliRun.of("fit", run.toString(), "--verbose").out().contains("steady cost, D = "));
    }

    @Test
    void reportAndPlotPrintOneObject() throws Exception {
        JsonNode report = assertOneObject(CliRun.of("report", run.toString(), "--json"));
        assertEquals(2, report.get("schema_version").asInt());
        assertOneScreen(CliRun.of("report", run.toString(), "--brief"));
        JsonNode plot = assertOneObject(CliRun.of("plot", run.toString(), "--json"));
        assertTrue(Files.exists(Path.of(plot.get("report").asText())), plot.toString());
        assertTrue(plot.get("charts").size() >= 2, plot.toString());
    }

    @Test
    void statsAndComparePrintOneObject() throws Exception {
        Path samples = tmp.resolve("samples.txt");
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 1000; i++) lines.add(String.valueOf(1 + (i % 37) / 100.0));
        Files.write(samples, lines);
        JsonNode stats = assertOneObject(CliRun.of("stats", samples.toString(), "--json"));
        assertEquals(1000, stats.get("n").asInt());
        CliRun text = CliRun.of("stats", samples.toString());
        assertTrue(text.out().lines().count() <= MAX_LINES, text.out());

        JsonNode compare = assertOneObject(CliRun.of(
                "compare",
                run.toString(),
                "--reference",
                "paragon,meiko",
                "--out",
                tmp.resolve("cmp").toString(),
                "--json"));
        assertEquals(3, compare.get("runs").size());
        assertEquals("o_s", compare.get("parameters").get(0).get("parameter").asText());
        CliRun table = CliRun.of(
                "compare",
                run.toString(),
                "--reference",
                "paragon,meiko,myrinet",
                "--out",
                tmp.resolve("cmp2").toString());
        assertTrue(table.out().lines().count() <= MAX_LINES, table.out());
        for (String l : table.out().lines().toList()) assertTrue(l.length() <= MAX_COLUMNS, l);
    }

    @Test
    void verboseAndJsonTogetherAreAUsageError() {
        CliRun both = CliRun.of("fit", run.toString(), "--json", "--verbose");
        assertEquals(2, both.exitCode(), both.err());
        assertTrue(both.err().lines().count() <= 3, both.err());
    }
}
