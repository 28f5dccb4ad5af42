package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.analysis.AnalysedRun;
import io.logp.analysis.RunAnalyser;
import io.logp.data.CollectiveOp;
import io.logp.exit.ExitCodes;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.RunDirectory;
import io.logp.stats.TrimmedStatistics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A directory holding two kinds of run without a signature (contention.csv beside collectives.csv) is one kind in
 * every command (issue 44): {@code fit} printed its contention, {@code report} printed the contention and paged the
 * collectives, {@code plot} drew the collectives, because each tested the files in its own order. The run's kind is
 * decided once, by {@link RunAnalyser#analyse}: collectives, whose rows the contention's table would hide.
 */
class OneKindPerDirectoryTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;

    static RunDirectory dir;

    @BeforeAll
    static void twoKinds() throws Exception {
        dir = RunDirectory.of(tmp, "mixed").create();
        List<CollectivesCsv.Row> rows = new ArrayList<>();
        for (int p : new int[] {2, 3, 4}) {
            double t = 2 + p;
            double[] x = new double[40];
            for (int i = 0; i < x.length; i++) x[i] = t * (1 + 0.01 * ((i % 5) - 2));
            rows.add(new CollectivesCsv.Row(
                    CollectiveOp.BCAST, 8, p, TrimmedStatistics.of(x, 0.25, 0.95), 40, t, t * 1.1));
        }
        CollectivesCsv.write(dir.collectivesCsv(), rows);
        Files.writeString(
                dir.contentionCsv(), "k,pattern,g_us,n_bytes\n1,k_to_1,10.0,8\n2,k_to_1,19.0,8\n4,k_to_1,41.0,8\n");
    }

    @Test
    void theAnalyserMakesItTheCollectives() throws Exception {
        AnalysedRun run = RunAnalyser.analyse(dir);
        AnalysedRun.Collectives c = assertInstanceOf(AnalysedRun.Collectives.class, run);
        assertEquals(3, c.collectives().points().size());
    }

    @Test
    void fitPrintsTheCollectives() throws Exception {
        CliRun json = CliRun.of("fit", dir.signaturesDir().toString(), "--json");
        assertEquals(ExitCodes.OK, json.exitCode(), json.toString());
        JsonNode object = JSON.readTree(json.out());
        assertEquals(3, object.get("points").size(), json.out());
        assertEquals("bcast", object.get("points").get(0).get("op").asText());
        assertFalse(object.has("contention"), "not the contention's logp.json object: " + json.out());
        CliRun table = CliRun.of("fit", dir.signaturesDir().toString(), "--verbose");
        assertTrue(table.out().contains("bcast"), table.out());
        assertFalse(table.out().contains("k_to_1"), table.out());
    }

    @Test
    void reportPrintsAndPagesTheCollectivesAndPlotDrawsThem() throws Exception {
        CliRun report = CliRun.of("report", dir.signaturesDir().toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.toString());
        assertTrue(report.out().contains("bcast"), report.out());
        assertFalse(report.out().contains("k_to_1"), report.out());
        String page = Files.readString(dir.signaturesDir().resolve("report.html"));
        assertTrue(page.contains("bcast"), "the page's table is the collectives'");
        assertFalse(page.contains("k_to_1"), "the page holds no contention table");

        CliRun plot = CliRun.of("plot", dir.signaturesDir().toString());
        assertEquals(ExitCodes.OK, plot.exitCode(), plot.toString());
        List<String> charts = plot.out()
                .lines()
                .filter(l -> l.startsWith("chart: "))
                .map(l -> Path.of(l.substring("chart: ".length())).getFileName().toString())
                .toList();
        // One size: the chart against P alone, as PNG and SVG.
        assertEquals(List.of("collectives_vs_p.png", "collectives_vs_p.svg"), charts, plot.out());
        assertFalse(Files.exists(dir.contentionPng()), "no contention chart");
    }
}
