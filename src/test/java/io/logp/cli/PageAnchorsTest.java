package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.logp.data.NetworkPath;
import io.logp.exit.ExitCodes;
import io.logp.finding.MeasurementFinding;
import io.logp.format.run.FindingJson;
import io.logp.report.FindingText;
import io.logp.report.HtmlReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html and comparison.html of simulated runs as a reader follows them: every {@code href="#x"} of either page
 * has its {@code id="x"} (and no id is given twice), every relative link to a file reaches one, a warning code is an
 * anchor of the run's page (docs/warnings.md promises {@code report.html#CODE}), and the comparison shows the warnings
 * each run's logp.json carries, RTT_DRIFT included, and links to each run's own page.
 */
class PageAnchorsTest {

    private static final Pattern HREF = Pattern.compile("href=\"([^\"]*)\"");
    private static final Pattern ID = Pattern.compile("\\sid=\"([^\"]*)\"");

    private static final MeasurementFinding.RttDrift DRIFT =
            new MeasurementFinding.RttDrift(16, 20.0, 0.1, 3, 8, 0.12, 19.5, 22.4, true);

    @TempDir
    static Path base;

    static Path contended;
    static Path drifted;
    static Path comparison;

    @BeforeAll
    static void simulateTwoRunsAndCompareThem() throws IOException {
        contended = simulate("contended", "--ranks", "3", "--window", "8");
        drifted = simulate("drifted");
        // A measured run's RTT drift, as the run writes it into logp.json (the simulated network does not drift).
        Path logpJson = drifted.resolve("logp.json");
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        @SuppressWarnings("unchecked")
        Map<String, Object> object = json.readValue(logpJson.toFile(), LinkedHashMap.class);
        List<Object> warnings = new ArrayList<>((List<?>) object.get("warnings"));
        warnings.add(FindingJson.object(DRIFT, FindingText.words(DRIFT, NetworkPath.Medium.SIMULATED)));
        object.put("warnings", warnings);
        json.writeValue(logpJson.toFile(), object);

        comparison = base.resolve("comparisons/both");
        CliRun compare = CliRun.of(
                "compare",
                contended.toString(),
                drifted.toString(),
                "--reference",
                "paragon",
                "--out",
                comparison.toString());
        assertEquals(ExitCodes.OK, compare.exitCode(), compare.toString());
    }

    private static Path simulate(String runId, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "simulate",
                "--os",
                "1.4",
                "--or",
                "2.2",
                "--g",
                "7.6",
                "--L",
                "6.3",
                "--warmup-seconds",
                "0",
                "--quiet",
                "--run-id",
                runId,
                "--out",
                base.toString()));
        args.addAll(List.of(more));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        return base.resolve("signatures").resolve(runId);
    }

    @Test
    void everyAnchorOfARunsPageHasItsTargetAndEveryFileLinkAFile() throws IOException {
        Path page = contended.resolve("report.html");
        String html = Files.readString(page);

        Set<String> ids = ids(html);
        List<String> anchors = new ArrayList<>();
        for (String href : hrefs(html)) {
            if (href.startsWith("#")) {
                anchors.add(href);
                assertTrue(ids.contains(href.substring(1)), href + " points nowhere in " + page);
            } else {
                assertTrue(Files.isRegularFile(page.resolveSibling(href).normalize()), href + " reaches no file");
            }
        }
        assertTrue(
                anchors.containsAll(List.of("#summary", "#results", "#warnings", "#charts", "#machine", "#glossary")),
                "the contents links every section: " + anchors);
        assertTrue(ids.contains("CONTENTION_OFF_MODEL"), "the run's warning code is an anchor: " + ids);
        assertFalse(html.contains("<pre>"), "no preformatted dump of a table");
    }

    @Test
    void everyAnchorOfTheComparisonHasItsTargetAndEachRunIsLinked() throws IOException {
        Path page = comparison.resolve("comparison.html");
        String html = Files.readString(page);

        Set<String> ids = ids(html);
        List<Path> pages = new ArrayList<>();
        for (String href : hrefs(html)) {
            if (href.startsWith("#")) {
                assertTrue(ids.contains(href.substring(1)), href + " points nowhere in " + page);
                continue;
            }
            Path target = page.resolveSibling(href).normalize();
            assertTrue(Files.isRegularFile(target), href + " reaches no file");
            if (target.getFileName().toString().equals("report.html")) pages.add(target);
        }
        assertEquals(
                List.of(
                        contended.resolve("report.html").normalize(),
                        drifted.resolve("report.html").normalize()),
                pages,
                "each run's own page, by a relative link");
        assertFalse(html.contains("href=\"/"), "no absolute link: a copied comparison keeps them");
    }

    @Test
    void theComparisonShowsEveryRunsWarningsAndItsTableAsATable() throws IOException {
        String html = Files.readString(comparison.resolve("comparison.html"));

        assertTrue(ids(html).contains("run2-RTT_DRIFT"), "the drifted run's RTT_DRIFT has its anchor");
        String sentence = HtmlReport.escape(FindingText.words(DRIFT, NetworkPath.Medium.SIMULATED));
        assertTrue(html.contains("<dd>" + sentence + "</dd>"), "and its sentence: " + sentence);
        assertTrue(ids(html).contains("run1-CONTENTION_OFF_MODEL"), "the contended run's finding too");
        String drifted = html.substring(html.indexOf("<h3>drifted</h3>"));
        assertFalse(drifted.startsWith("<h3>drifted</h3>\n<p>None.</p>"), "the drifted run has warnings");
        assertTrue(html.contains("<table class=\"results\">"), "the comparison is a table");
        assertTrue(
                Pattern.compile(
                                "<tr><th scope=\"row\">contended</th><td class=\"num\">1\\.[34]\\d* ± (0|0\\.0*[1-9]\\d?)</td>")
                        .matcher(html)
                        .find(),
                "o_s of the baseline with its CI in a cell");
        assertFalse(html.contains("<pre>"), "no preformatted dump of the table");
    }

    static Set<String> ids(String html) {
        Set<String> ids = new HashSet<>();
        Matcher m = ID.matcher(html);
        while (m.find()) assertTrue(ids.add(m.group(1)), "id given twice: " + m.group(1));
        return ids;
    }

    static List<String> hrefs(String html) {
        List<String> hrefs = new ArrayList<>();
        Matcher m = HREF.matcher(html);
        while (m.find()) hrefs.add(m.group(1).replace("&amp;", "&"));
        return hrefs;
    }
}
