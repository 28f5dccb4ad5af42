package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.ExternalProgram;
import io.logp.exit.ExitCodes;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's report.html in a real browser (headless Chromium from the distribution's packages): every chart of the
 * run is on the page as an embedded PNG that decodes and is drawn at a real size, the LogP parameters are a table
 * with their intervals, the machine section names the CPU, the page is small, nothing on the page raises an error or tries a fetch (the page's
 * Content-Security-Policy forbids all; a probe script in a copy of the page records errors, console errors and
 * policy violations), and a screenshot shows it (kept as target/report-screenshot.png). A page that does fetch is
 * caught by the same probe, so the check can fail. Skipped, with the reason, where no Chromium is installed
 * (.ci/run installs Debian's chromium).
 */
class HtmlReportBrowserTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 2400;

    /**
     * Records what could go wrong, then writes into the body's data-probe every chart's natural and drawn size, the
     * cells of every result table and of the machine section, and the errors.
     */
    private static final String PROBE = """
            <script>
            window.__errors = [];
            addEventListener('error', e => __errors.push('error: ' + (e.message
                || (e.target && (e.target.src || e.target.href)) || e.type)), true);
            addEventListener('securitypolicyviolation', e => __errors.push('blocked: ' + e.blockedURI));
            const consoleError = console.error;
            console.error = (...a) => { __errors.push('console: ' + a.join(' ')); consoleError.apply(console, a); };
            const cells = selector => [...document.querySelectorAll(selector + ' tr')]
                .map(r => [...r.cells].map(c => c.textContent));
            addEventListener('load', () => setTimeout(() => {
              const charts = [...document.querySelectorAll('figure img')].map(i => {
                const r = i.getBoundingClientRect();
                return [Math.round(r.width), Math.round(r.height), i.naturalWidth, i.naturalHeight]; });
              document.body.setAttribute('data-probe', JSON.stringify({charts: charts,
                results: cells('table.results'), machine: cells('table.facts'), errors: __errors}));
            }, 200));
            </script>
            """;

    @TempDir
    static Path base;

    static Path page;
    static Path plots;

    @BeforeAll
    static void simulateARunWithContention() throws IOException {
        CliRun sim = CliRun.paragon(
                "--ranks",
                "3",
                "--window",
                "8",
                "--warmup-seconds",
                "0",
                "--quiet",
                "--run-id",
                "browser",
                "--out",
                base.toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        page = base.resolve("signatures/browser/report.html");
        plots = base.resolve("plots/browser");
    }

    /** The browser: $LOGP_CHROMIUM, else chromium or another Chromium on PATH. */
    static Optional<Path> chromium() {
        List<String> names = new ArrayList<>();
        String given = System.getenv("LOGP_CHROMIUM");
        if (given != null && !given.isBlank()) names.add(given);
        names.addAll(List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"));
        for (String name : names) {
            if (name.contains(File.separator)) {
                if (Files.isExecutable(Path.of(name))) return Optional.of(Path.of(name));
                continue;
            }
            Optional<Path> found = ExternalProgram.onPath(name);
            if (found.isPresent()) return found;
        }
        return Optional.empty();
    }

    private static Path browser() {
        Optional<Path> browser = chromium();
        if (browser.isEmpty()) ExternalProgram.CHROMIUM.missing("no Chromium on PATH (nor $LOGP_CHROMIUM)");
        return browser.orElseThrow();
    }

    @Test
    void everyChartIsDrawnAndThePageRaisesNoError() throws Exception {
        Path browser = browser();
        int pngs;
        try (Stream<Path> files = Files.list(plots)) {
            pngs = (int) files.filter(p -> p.toString().endsWith(".png")).count();
        }
        assertTrue(pngs >= 2, "the simulated run draws the signature and the contention chart: " + pngs);

        JsonNode probe = probe(browser, Files.readString(page));

        assertEquals(List.of(), errors(probe), "the page raised errors or tried to fetch");
        JsonNode charts = probe.get("charts");
        assertEquals(pngs, charts.size(), "every chart of plots/browser is on the page");
        for (JsonNode c : charts) {
            assertTrue(c.get(2).asInt() > 0 && c.get(3).asInt() > 0, "the embedded PNG decodes: " + c);
            assertTrue(c.get(0).asInt() >= 600 && c.get(1).asInt() >= 400, "chart drawn at a readable size: " + c);
        }
    }

    /** The LogP table is a table: o_s in its own row, its value with ± and the interval in one cell. */
    @Test
    void theParametersAreATableWithTheirIntervals() throws Exception {
        JsonNode probe = probe(browser(), Files.readString(page));

        JsonNode oS = null;
        for (JsonNode row : probe.get("results")) if (row.get(0).asText().equals("o_s")) oS = row;
        assertTrue(oS != null, "a row for o_s in a result table: " + probe.get("results"));
        assertTrue(oS.get(1).asText().matches("1\\.40\\d* ± [0-9.]+"), "o_s ± its CI in one cell: " + oS);
        assertEquals("us", oS.get(2).asText(), "and its unit beside it: " + oS);
    }

    /** The machine section names the CPU meta.json recorded, or says that it was not. */
    @Test
    void theMachineSectionShowsTheCpuModel() throws Exception {
        JsonNode meta =
                JSON.readTree(base.resolve("signatures/browser/meta.json").toFile());
        JsonNode model = meta.path("machine").path("cpu_model");
        String expected = model.isTextual() ? model.asText() : "not recorded";

        JsonNode probe = probe(browser(), Files.readString(page));

        List<String> cpu = new ArrayList<>();
        for (JsonNode row : probe.get("machine"))
            if (row.get(0).asText().equals("CPU")) cpu.add(row.get(1).asText());
        assertEquals(List.of(expected), cpu, "the CPU row of the machine section");
    }

    /** PNG charts, not kilobytes of inlined SVG: a simulated run's whole page stays small. */
    @Test
    void thePageIsSmall() throws Exception {
        long size = Files.size(page);
        long charts;
        try (Stream<Path> files = Files.list(plots)) {
            charts = files.filter(p -> p.toString().endsWith(".png"))
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
        assertTrue(size < 1_000_000, "well under 2 MB: " + size + " bytes");
        // base64 makes 4 characters of 3 bytes; the rest of the page is text
        assertTrue(size < charts * 4 / 3 + 200_000, "the page is its PNG charts and some text: " + size);
        assertFalse(Files.readString(page).contains("<svg"), "no inlined SVG");
    }

    @Test
    void screenshotShowsThePage() throws Exception {
        Path browser = browser();
        Path shot = Path.of("target", "report-screenshot.png").toAbsolutePath();
        Files.deleteIfExists(shot);

        run(browser, List.of("--window-size=" + WIDTH + "," + HEIGHT, "--screenshot=" + shot), page);

        BufferedImage image = ImageIO.read(shot.toFile());
        assertEquals(WIDTH, image.getWidth());
        assertEquals(HEIGHT, image.getHeight());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) colours.add(image.getRGB(x, y));
        }
        assertTrue(colours.size() > 50, "a drawn page, not a blank one: " + colours.size() + " colours");
    }

    /** The probe itself: a page that fetches an image from the network is reported, so the check above can fail. */
    @Test
    void aPageThatFetchesIsCaught() throws Exception {
        Path browser = browser();
        String fetching =
                Files.readString(page).replace("<h1>", "<img src=\"http://127.0.0.1:9/chart.png\" alt=\"remote\"><h1>");

        List<String> errors = errors(probe(browser, fetching));

        assertTrue(errors.stream().anyMatch(e -> e.contains("127.0.0.1:9")), "the fetch is reported: " + errors);
    }

    /** Loads a copy of the page with the probe (its policy let the probe's own inline script run) and reads it. */
    private static JsonNode probe(Path browser, String html) throws Exception {
        String withProbe = html.replace("default-src 'none';", "default-src 'none'; script-src 'unsafe-inline';")
                .replace("</head>", PROBE + "</head>");
        assertTrue(withProbe.contains("window.__errors"), "probe inserted");
        Path copy = page.resolveSibling("probe.html");
        Files.writeString(copy, withProbe, StandardCharsets.UTF_8);
        String dom = run(
                browser,
                List.of("--window-size=" + WIDTH + "," + HEIGHT, "--virtual-time-budget=5000", "--dump-dom"),
                copy);
        Matcher m = Pattern.compile("data-probe=\"([^\"]*)\"").matcher(dom);
        assertTrue(m.find(), "the probe reported: " + dom.substring(0, Math.min(300, dom.length())));
        return JSON.readTree(m.group(1).replace("&quot;", "\"").replace("&amp;", "&"));
    }

    private static List<String> errors(JsonNode probe) {
        List<String> errors = new ArrayList<>();
        probe.get("errors").forEach(e -> errors.add(e.asText()));
        return errors;
    }

    /** One headless Chromium on a file; returns its stdout. */
    private static String run(Path browser, List<String> extra, Path file) throws Exception {
        Path profile = Files.createTempDirectory(base, "chromium-profile");
        List<String> command = new ArrayList<>(List.of(
                browser.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--user-data-dir=" + profile));
        command.addAll(extra);
        command.add(file.toUri().toString());
        Path out = base.resolve("chromium.out");
        Path err = base.resolve("chromium.err");
        Process p = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 90 s: " + Files.readString(err));
        }
        assertEquals(0, p.exitValue(), "chromium failed: " + Files.readString(err));
        return Files.readString(out);
    }
}
