package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end without MPI: {@code simulate} writes a complete run of the Paragon's parameters, then {@code fit} reads
 * it back to exactly what simulate reported, and {@code plot} re-renders the chart from the files alone.
 */
class SimulateFitPlotTest {

    private static final byte[] PNG_MAGIC = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path base;

    static CliRun simulate;
    static Path runDir;
    static Path plotDir;

    @BeforeAll
    static void simulateParagon() throws IOException {
        simulate = CliRun.paragon(
                "--verbose", "--jitter", "0.02", "--warmup-seconds", "0", "--quiet", "--out", base.toString());
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            List<Path> all = runs.toList();
            assertEquals(1, all.size(), all.toString());
            runDir = all.get(0);
        }
        plotDir = base.resolve("plots").resolve(runDir.getFileName().toString());
    }

    @Test
    void simulateSucceedsQuietlyAndWritesEveryFileOfARun() throws IOException {
        assertEquals(ExitCodes.OK, simulate.exitCode(), simulate.toString());
        assertEquals("", simulate.err(), "--quiet: no progress lines");
        assertTrue(runDir.getFileName().toString().endsWith("-simulated"), runDir.toString());
        for (String name :
                List.of("signature.csv", "rtt.csv", "rtt_samples.txt", "logp.json", "logp.md", "meta.json")) {
            Path file = runDir.resolve(name);
            assertTrue(Files.isRegularFile(file) && Files.size(file) > 0, name);
        }
        byte[] png = Files.readAllBytes(plotDir.resolve("signature.png"));
        assertArrayEquals(PNG_MAGIC, java.util.Arrays.copyOf(png, 8));
        assertTrue(Files.readString(plotDir.resolve("signature.svg")).contains("<svg"));
        assertTrue(simulate.out().contains("data:  " + runDir + "\n"), simulate.out());
        assertTrue(simulate.out().contains("chart: " + plotDir.resolve("signature.png") + "\n"), simulate.out());
        assertTrue(simulate.out().contains("chart: " + plotDir.resolve("signature.svg") + "\n"), simulate.out());
    }

    @Test
    void writtenParametersAreTheSimulatedOnes() throws IOException {
        JsonNode logp = JSON.readTree(runDir.resolve("logp.json").toFile());

        assertEquals(1.4, logp.get("o_s_us").asDouble(), 0.05 * 1.4);
        assertEquals(2.2, logp.get("o_r_us").asDouble(), 0.05 * 2.2);
        assertEquals(7.6, logp.get("g_us").asDouble(), 0.05 * 7.6);
        assertEquals(6.3, logp.get("L_us").asDouble(), 0.10 * 6.3);
        assertEquals(19.8, logp.get("rtt_us").asDouble(), 0.05 * 19.8);
        assertTrue(logp.get("warnings").isArray() && logp.get("warnings").isEmpty(), logp.toString());
        JsonNode meta = JSON.readTree(runDir.resolve("meta.json").toFile());
        assertEquals(2, meta.get("schema_version").asInt());
        assertEquals(32, meta.get("small_messages").get("window").asInt());
        assertEquals(1.4, meta.get("model").get("o_s_us").asDouble());
        assertEquals(0.02, meta.get("model").get("jitter").asDouble());
        assertEquals("simulated", meta.get("path").get("medium").asText());
    }

    @Test
    void fitJsonPrintsExactlyTheWrittenLogpJson() throws IOException {
        Map<String, String> before = RunFiles.listing(base);

        CliRun fit = CliRun.of("fit", runDir.toString(), "--json");

        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        assertEquals("", fit.err());
        String written = Files.readString(runDir.resolve("logp.json"));
        assertEquals(JSON.readTree(written), JSON.readTree(fit.out()));
        assertEquals(written, fit.out(), "byte for byte, final line end included");
        assertEquals(before, RunFiles.listing(base), "fit writes nothing");
    }

    @Test
    void fitPrintsTheTableThatSimulatePrinted() throws IOException {
        Map<String, String> before = RunFiles.listing(base);

        CliRun fit = CliRun.of("fit", runDir.toString(), "--verbose");

        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        String table = simulate.out().substring(0, simulate.out().indexOf("data:  "));
        assertTrue(table.startsWith("LogP parameters (small messages, n_bytes = 16)\n"), table);
        assertTrue(table.contains("\nwindow: 32 requests\n"), "from meta.json: " + table);
        assertTrue(table.contains("\nmodel: simulated: o_s 1.400, o_r 2.200, g 7.600, L 6.300 us"), table);
        assertEquals(table, fit.out());
        assertEquals(before, RunFiles.listing(base), "fit writes nothing");
    }

    @Test
    void markdownHoldsTheSameNumbersAsTheTable() throws IOException {
        String md = Files.readString(runDir.resolve("logp.md"));
        JsonNode logp = JSON.readTree(runDir.resolve("logp.json").toFile());

        assertTrue(md.startsWith("# logp run " + runDir.getFileName() + "\n\n"), md);
        assertTrue(md.contains("\n## LogP parameters (small messages, n_bytes = 16)\n"), md);
        String gRow = "| g | "
                + io.logp.presentation.NumberText.withCi(
                        logp.get("g_us").asDouble(), logp.get("g_ci95_us").asDouble())
                + " | us |";
        assertTrue(md.contains(gRow), gRow + " in\n" + md);
    }

    @Test
    void fitWithAWindowOverrideChecksThatWindowInstead() {
        // RTT/W with W = 2 is 9.9 us, above g = 7.6 us: the plateau could be the window's.
        CliRun fit = CliRun.of("fit", runDir.toString(), "--window", "2", "--verbose");

        assertEquals(ExitCodes.OK, fit.exitCode(), fit.toString());
        assertTrue(fit.out().contains("\nwindow: 2 requests\n"), fit.out());
        assertTrue(fit.out().contains("warning WINDOW_LIMITED: the D = 0 plateau g = "), fit.out());
        assertTrue(fit.unwrapped().contains("(window W = 2)"), fit.out());
    }

    @Test
    void plotRecreatesTheChartsFromTheFilesAlone() throws IOException {
        Path png = plotDir.resolve("signature.png");
        Path svg = plotDir.resolve("signature.svg");
        Files.delete(png);
        Files.delete(svg);
        Map<String, String> data = RunFiles.listing(runDir);

        CliRun plot = CliRun.of("plot", runDir.toString());

        assertEquals(ExitCodes.OK, plot.exitCode(), plot.toString());
        Path page = runDir.resolve("report.html");
        assertEquals("chart: " + png + "\nchart: " + svg + "\nreport: " + page + "\n", plot.out());
        assertArrayEquals(PNG_MAGIC, java.util.Arrays.copyOf(Files.readAllBytes(png), 8));
        assertTrue(Files.size(png) > 10_000, "a real chart, not an empty image: " + Files.size(png));
        assertTrue(Files.readString(svg).contains("<svg"));
        Map<String, String> after = new java.util.TreeMap<>(RunFiles.listing(runDir));
        assertTrue(
                Files.readString(page)
                        .contains("data:image/png;base64,"
                                + java.util.Base64.getEncoder().encodeToString(Files.readAllBytes(png))),
                "the page holds the chart as drawn now");
        // The page is replaced by a rename, which touches the directory's own entry ("") too.
        after.keySet().removeIf(name -> name.equals("report.html") || name.isEmpty());
        Map<String, String> before = new java.util.TreeMap<>(data);
        before.keySet().removeIf(name -> name.equals("report.html") || name.isEmpty());
        assertEquals(before, after, "plot writes only under plots/ and the run's report.html");
    }

    @Test
    void plotRecreatesADeletedPlotsDirectory() throws IOException {
        Path copy = base.resolve("copy")
                .resolve("signatures")
                .resolve(runDir.getFileName().toString());
        Files.createDirectories(copy);
        for (String name : List.of("signature.csv", "rtt.csv", "meta.json")) {
            Files.copy(runDir.resolve(name), copy.resolve(name));
        }

        CliRun plot = CliRun.of("plot", copy.toString());

        Path png = base.resolve("copy")
                .resolve("plots")
                .resolve(runDir.getFileName().toString())
                .resolve("signature.png");
        assertEquals(ExitCodes.OK, plot.exitCode(), plot.toString());
        assertTrue(Files.size(png) > 10_000);
        assertFalse(Files.exists(copy.resolve("logp.json")), "plot does not write the data directory");
    }
}
