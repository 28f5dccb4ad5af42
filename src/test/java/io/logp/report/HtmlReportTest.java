package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.finding.Severity;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The page from a typed {@link HtmlReport.Page}: every text escaped, nothing fetched, tables as tables, warnings by
 * severity with one anchor per code, charts as embedded PNG with links, facts that say when they are missing, and a
 * contents list whose every link has its target.
 */
class HtmlReportTest {

    private static final Pattern HREF = Pattern.compile("href=\"#([^\"]*)\"");
    private static final Pattern ID = Pattern.compile("\\sid=\"([^\"]*)\"");

    private static byte[] png(int width, int height) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB), "png", out);
        return out.toByteArray();
    }

    private static Table parameters() {
        return Table.builder("LogP <parameters>")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", Unit.NONE),
                        Column.text("unit"),
                        Column.text("note"))
                .row(Cell.text("o_s"), Cell.of(1.4, 0.02, 3), Cell.text("us"), Cell.text("send-only range"))
                .row(Cell.text("L"), Cell.missing(), Cell.text(""), Cell.text(""))
                .build();
    }

    private static HtmlReport.Page page(List<HtmlReport.FindingGroup> findings, String summary) throws IOException {
        return new HtmlReport.Page(
                "logp run a&b",
                List.of(new HtmlReport.Fact("command line", "logp run --label <b>\"x\"</b>")),
                summary,
                List.of(parameters()),
                findings,
                List.of(new HtmlReport.Chart(
                        "signature <1>",
                        png(120, 80),
                        List.of(
                                new HtmlReport.Link("PNG", "../../plots/a/signature.png"),
                                new HtmlReport.Link("SVG", "../../plots/a/signature.svg")))),
                List.of(new HtmlReport.Fact("CPU", "Xeon"), new HtmlReport.Fact("compiler", null)),
                List.of(new HtmlReport.Link("signature.csv", "signature.csv")),
                List.of(new Glossary.Entry("o_s", "Send overhead <in us>.")));
    }

    private static List<HtmlReport.FindingGroup> oneRun() {
        return List.of(HtmlReport.FindingGroup.of(List.of(
                new Warning("CONTENTION_OFF_MODEL", Severity.INFO, "off", "1_to_k at K = 2"),
                new Warning("RTT_DRIFT", Severity.WARNING, "drift", "RTT drifted by 3% <a lot>"),
                new Warning("INCOMPLETE_RUN", Severity.ERROR, "ended", "the run ended early"),
                new Warning("RTT_DRIFT", Severity.WARNING, "drift", "bulk RTT drifted by 5%"))));
    }

    @Test
    void everyTextIsEscaped() throws IOException {
        String html = HtmlReport.html(page(oneRun(), "o_s < g & L > 0"));

        assertFalse(html.contains("<script"), "no script, not even an escaped-in one");
        assertTrue(html.contains("logp run --label &lt;b&gt;&quot;x&quot;&lt;/b&gt;"), html);
        assertTrue(html.contains("<title>logp run a&amp;b</title>"), html);
        assertTrue(html.contains("RTT drifted by 3% &lt;a lot&gt;"), html);
        assertTrue(html.contains("<pre class=\"summary\">o_s &lt; g &amp; L &gt; 0</pre>"), html);
        assertTrue(html.contains("<caption>LogP &lt;parameters&gt;</caption>"), html);
        assertTrue(html.contains("alt=\"signature &lt;1&gt;\""), html);
        assertTrue(html.contains("<dd>Send overhead &lt;in us&gt;.</dd>"), html);
    }

    @Test
    void thePageFetchesNothingButItsOwnImages() throws IOException {
        String html = HtmlReport.html(page(oneRun(), ""));

        assertTrue(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""), html);
        assertFalse(
                Pattern.compile("<(link|script|iframe|object|embed|svg)\\b")
                        .matcher(html)
                        .find(),
                html);
        Matcher src = Pattern.compile("\\ssrc=\"([^\"]*)\"").matcher(html);
        int images = 0;
        while (src.find()) {
            assertTrue(src.group(1).startsWith("data:image/png;base64,"), "only embedded PNG: " + src.group(1));
            images++;
        }
        assertEquals(1, images);
    }

    @Test
    void theChartIsThePngItselfAtItsSizeWithLinksToItsFiles() throws IOException {
        byte[] png = png(120, 80);
        HtmlReport.Page p = page(oneRun(), "");
        HtmlReport.Page same = new HtmlReport.Page(
                p.title(),
                p.header(),
                p.summary(),
                p.tables(),
                p.findings(),
                List.of(new HtmlReport.Chart("c", png, p.charts().get(0).files())),
                p.machine(),
                p.files(),
                p.glossary());

        String html = HtmlReport.html(same);

        assertTrue(
                html.contains("<img src=\"data:image/png;base64,"
                        + Base64.getEncoder().encodeToString(png) + "\" width=\"120\" height=\"80\" alt=\"c\">"),
                html);
        assertTrue(html.contains("<a href=\"../../plots/a/signature.svg\">SVG</a>"), html);
        assertTrue(html.contains("<a href=\"../../plots/a/signature.png\">PNG</a>"), html);
    }

    @Test
    void tablesAreTablesWithTheValueAndItsInterval() throws IOException {
        String html = HtmlReport.html(page(oneRun(), ""));

        assertTrue(
                html.contains("<tr><th scope=\"row\">o_s</th><td class=\"num\">1.400 ± 0.020</td><td>us</td>"
                        + "<td>send-only range</td></tr>"),
                html);
        assertFalse(html.contains("<pre>"), "no preformatted table");
    }

    @Test
    void warningsComeBySeverityMostSevereFirstEachCodeOnceWithItsAnchor() throws IOException {
        String html = HtmlReport.html(page(oneRun(), ""));

        int errors = html.indexOf("<h3 class=\"error\">Errors (1)</h3>");
        int warnings = html.indexOf("<h3 class=\"warning\">Warnings (2)</h3>");
        int info = html.indexOf("<h3 class=\"info\">Info (1)</h3>");
        assertTrue(errors > 0 && errors < warnings && warnings < info, html);
        assertEquals(1, count(html, "id=\"RTT_DRIFT\""), "one anchor for a code seen twice");
        assertTrue(html.contains("<dd>RTT drifted by 3% &lt;a lot&gt;</dd>\n<dd>bulk RTT drifted by 5%</dd>"), html);
        assertTrue(html.indexOf("id=\"INCOMPLETE_RUN\"") < html.indexOf("id=\"RTT_DRIFT\""), html);
    }

    @Test
    void twoRunsWarningsKeepTheirAnchorsApart() throws IOException {
        Warning drift = new Warning("RTT_DRIFT", Severity.WARNING, "drift", "RTT drifted");
        String html = HtmlReport.html(page(
                List.of(
                        new HtmlReport.FindingGroup("run a", "run1-", List.of(drift)),
                        new HtmlReport.FindingGroup("run b", "run2-", List.of(drift)),
                        new HtmlReport.FindingGroup("run c", "run3-", List.of())),
                ""));

        assertTrue(html.contains("<h3>run a</h3>\n<h4 class=\"warning\">Warnings (1)</h4>"), html);
        assertTrue(html.contains("id=\"run1-RTT_DRIFT\"") && html.contains("id=\"run2-RTT_DRIFT\""), html);
        assertTrue(html.contains("<h3>run c</h3>\n<p>None.</p>"), html);
        assertUniqueIdsAndNoDeadAnchors(html);
    }

    @Test
    void aMissingFactSaysSo() throws IOException {
        String html = HtmlReport.html(page(oneRun(), ""));

        assertTrue(html.contains("<tr><th scope=\"row\">CPU</th><td>Xeon</td></tr>"), html);
        assertTrue(
                html.contains("<tr><th scope=\"row\">compiler</th><td class=\"missing\">not recorded</td></tr>"), html);
    }

    @Test
    void theContentsListsOnlyTheSectionsThePageHas() throws IOException {
        String with = HtmlReport.html(page(oneRun(), "summary text"));
        String without = HtmlReport.html(new HtmlReport.Page(
                "empty", List.of(), "", List.of(), List.of(), List.of(), List.of(), List.of(), List.of()));

        assertTrue(with.contains("<a href=\"#summary\">Summary</a>"), with);
        assertTrue(with.contains("<a href=\"#glossary\">Glossary</a>"), with);
        assertEquals(List.of("warnings"), hrefs(without), "a page with nothing has only its warnings: " + without);
        assertTrue(without.contains("<h2 id=\"warnings\">Warnings</h2>\n<p>None.</p>"), without);
        assertUniqueIdsAndNoDeadAnchors(with);
        assertUniqueIdsAndNoDeadAnchors(HtmlReport.html(page(oneRun(), "")));
    }

    @Test
    void pngSizeIsReadFromTheHeaderAndNothingFromOtherBytes() throws IOException {
        int[] size = HtmlParts.pngSize(png(321, 45));
        assertEquals(321, size[0]);
        assertEquals(45, size[1]);
        assertEquals(0, HtmlParts.pngSize("not a png at all, just text".getBytes()).length);
    }

    /** Every {@code href="#x"} has its {@code id="x"}, and no id is given twice. */
    static void assertUniqueIdsAndNoDeadAnchors(String html) {
        Set<String> ids = new HashSet<>();
        Matcher id = ID.matcher(html);
        while (id.find()) assertTrue(ids.add(id.group(1)), "id given twice: " + id.group(1));
        for (String target : hrefs(html)) assertTrue(ids.contains(target), "#" + target + " points nowhere");
    }

    private static List<String> hrefs(String html) {
        List<String> targets = new ArrayList<>();
        Matcher m = HREF.matcher(html);
        while (m.find()) targets.add(m.group(1));
        return targets;
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }
}
