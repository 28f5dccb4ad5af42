package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The page holds everything itself, escapes every text, and keeps two inlined charts' ids apart. */
class HtmlReportTest {

    @TempDir
    Path dir;

    private static final String SVG = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg xmlns="http://www.w3.org/2000/svg" width="100px" height="50px"><defs><clipPath id="clip1">\
            <rect width="10" height="10"/></clipPath></defs><g clip-path="url(#clip1)"><rect width="5" height="5"/></g></svg>
            """;

    private String page() throws IOException {
        Path a = dir.resolve("a.svg");
        Path b = dir.resolve("b.svg");
        Files.writeString(a, SVG);
        Files.writeString(b, SVG);
        Map<String, String> header = new LinkedHashMap<>();
        header.put("command line", "logp run --label <b>\"x\"</b>");
        HtmlReport.Page page = new HtmlReport.Page(
                "logp run a&b",
                header,
                "o_s < g & L > 0",
                List.of(new HtmlReport.Titled("Full text", "warning: <script>alert(1)</script>")),
                List.of(new Warning(
                        "NEGATIVE_LATENCY", io.logp.finding.Severity.WARNING, "L < 0", "L = -0.1 us <is> negative")),
                List.of(new HtmlReport.Chart("a", a, "a.png"), new HtmlReport.Chart("b", b, null)),
                List.of(new HtmlReport.Link("signature.csv", "signature.csv")));
        Path target = dir.resolve("report.html");
        HtmlReport.write(target, page);
        return Files.readString(target);
    }

    @Test
    void everyTextIsEscaped() throws IOException {
        String html = page();

        assertFalse(html.contains("<script"), "no script, not even an escaped-in one");
        assertTrue(html.contains("warning: &lt;script&gt;alert(1)&lt;/script&gt;"), html);
        assertTrue(html.contains("logp run --label &lt;b&gt;&quot;x&quot;&lt;/b&gt;"), html);
        assertTrue(html.contains("<title>logp run a&amp;b</title>"), html);
        assertTrue(html.contains("L = -0.1 us &lt;is&gt; negative"), html);
        assertTrue(html.contains("<dt id=\"NEGATIVE_LATENCY\">"), "a warning code is an anchor");
    }

    @Test
    void thePageFetchesNothing() throws IOException {
        String html = page();

        assertTrue(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\""), html);
        assertFalse(
                Pattern.compile("<(link|script|img|iframe)\\b").matcher(html).find(), "no element that fetches");
        assertFalse(html.contains(" src="), "no src attribute");
        assertFalse(html.contains("<!DOCTYPE svg"), "the SVG's own doctype is dropped");
        assertEquals(2, html.split("<svg", -1).length - 1, "both charts inline");
    }

    @Test
    void inlinedChartsKeepTheirIdsApart() throws IOException {
        String html = page();

        assertTrue(html.contains("id=\"c1-clip1\"") && html.contains("url(#c1-clip1)"), html);
        assertTrue(html.contains("id=\"c2-clip1\"") && html.contains("url(#c2-clip1)"), html);
        assertFalse(html.contains("id=\"clip1\""), "no id left unprefixed");
    }
}
