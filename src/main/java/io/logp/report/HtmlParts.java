package io.logp.report;

import static io.logp.report.HtmlReport.escape;

import io.logp.finding.Severity;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The sections of {@link HtmlReport}'s page that are more than a heading and a list: each appends its HTML. */
final class HtmlParts {

    /** The severities, most severe first, with the heading of their group. */
    private static final Map<Severity, String> SEVERITY_HEADINGS = new LinkedHashMap<>();

    static {
        SEVERITY_HEADINGS.put(Severity.ERROR, "Errors");
        SEVERITY_HEADINGS.put(Severity.WARNING, "Warnings");
        SEVERITY_HEADINGS.put(Severity.INFO, "Info");
    }

    /** The eight bytes every PNG starts with. */
    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    private HtmlParts() {}

    /**
     * Every group's warnings by severity, most severe first, and within one severity by code: the code once, with an
     * anchor ({@code id} = prefix + code, each id given once on the page), then every sentence of that code.
     */
    static void findings(StringBuilder h, List<HtmlReport.FindingGroup> groups) {
        if (groups.isEmpty()) {
            h.append("<p>None.</p>\n");
            return;
        }
        Set<String> ids = new HashSet<>();
        for (HtmlReport.FindingGroup g : groups) {
            boolean titled = !g.title().isBlank();
            String level = titled ? "h4" : "h3";
            if (titled) h.append("<h3>").append(escape(g.title())).append("</h3>\n");
            if (g.warnings().isEmpty()) {
                h.append("<p>None.</p>\n");
                continue;
            }
            SEVERITY_HEADINGS.forEach((severity, heading) -> {
                List<Warning> these = g.warnings().stream()
                        .filter(w -> w.severity() == severity)
                        .toList();
                if (these.isEmpty()) return;
                h.append('<')
                        .append(level)
                        .append(" class=\"")
                        .append(severity.label())
                        .append("\">")
                        .append(heading)
                        .append(" (")
                        .append(these.size())
                        .append(")</")
                        .append(level)
                        .append(">\n<dl class=\"warnings\">\n");
                FindingText.byCode(these).forEach((code, same) -> {
                    String id = g.idPrefix() + code;
                    h.append("<dt");
                    if (ids.add(id)) h.append(" id=\"").append(escape(id)).append('"');
                    h.append(" class=\"")
                            .append(severity.label())
                            .append("\"><code>")
                            .append(escape(code))
                            .append("</code> <span class=\"severity\">")
                            .append(severity.label())
                            .append("</span></dt>\n");
                    for (Warning w : same)
                        h.append("<dd>").append(escape(w.text())).append("</dd>\n");
                });
                h.append("</dl>\n");
            });
        }
    }

    /** Every chart as a figure: the PNG inline as a data: URI at its own size, the caption with links to its files. */
    static void charts(StringBuilder h, List<HtmlReport.Chart> charts) {
        int n = 0;
        for (HtmlReport.Chart c : charts) {
            n++;
            h.append("<figure id=\"chart-").append(n).append("\">\n<img src=\"data:image/png;base64,");
            h.append(Base64.getEncoder().encodeToString(c.png())).append('"');
            int[] size = pngSize(c.png());
            if (size.length == 2)
                h.append(" width=\"")
                        .append(size[0])
                        .append("\" height=\"")
                        .append(size[1])
                        .append('"');
            h.append(" alt=\"")
                    .append(escape(c.title()))
                    .append("\">\n<figcaption>")
                    .append(escape(c.title()));
            List<String> links = new ArrayList<>();
            for (HtmlReport.Link l : c.files()) links.add(link(l));
            if (!links.isEmpty())
                h.append(" <span class=\"files\">(")
                        .append(String.join(", ", links))
                        .append(")</span>");
            h.append("</figcaption>\n</figure>\n");
        }
    }

    /** Facts as a two-column table: label, value (a link when it has one, "not recorded" when missing). */
    static void facts(StringBuilder h, String cssClass, List<HtmlReport.Fact> facts) {
        h.append("<table class=\"").append(cssClass).append("\">\n<tbody>\n");
        for (HtmlReport.Fact f : facts) {
            h.append("<tr><th scope=\"row\">").append(escape(f.label())).append("</th>");
            if (!f.recorded()) {
                h.append("<td class=\"missing\">")
                        .append(HtmlReport.NOT_RECORDED)
                        .append("</td>");
            } else if (f.href() != null) {
                h.append("<td>")
                        .append(link(new HtmlReport.Link(f.value(), f.href())))
                        .append("</td>");
            } else {
                h.append("<td>").append(escape(f.value())).append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    static void links(StringBuilder h, List<HtmlReport.Link> links) {
        h.append("<ul class=\"files\">\n");
        for (HtmlReport.Link l : links) h.append("<li>").append(link(l)).append("</li>\n");
        h.append("</ul>\n");
    }

    static void glossary(StringBuilder h, List<Glossary.Entry> entries) {
        h.append("<dl class=\"glossary\">\n");
        for (Glossary.Entry e : entries) {
            h.append("<dt>")
                    .append(escape(e.term()))
                    .append("</dt>\n<dd>")
                    .append(escape(e.meaning()))
                    .append("</dd>\n");
        }
        h.append("</dl>\n");
    }

    private static String link(HtmlReport.Link l) {
        return "<a href=\"" + escape(l.href()) + "\">" + escape(l.text()) + "</a>";
    }

    /**
     * Width and height from a PNG's header (its first chunk, IHDR), so that the page keeps the image's place while it
     * decodes; empty when the bytes are not a PNG.
     */
    static int[] pngSize(byte[] png) {
        if (png.length < 24) return new int[0];
        for (int i = 0; i < PNG_SIGNATURE.length; i++) if (png[i] != PNG_SIGNATURE[i]) return new int[0];
        if (png[12] != 'I' || png[13] != 'H' || png[14] != 'D' || png[15] != 'R') return new int[0];
        return new int[] {bigEndian(png, 16), bigEndian(png, 20)};
    }

    private static int bigEndian(byte[] b, int at) {
        return ((b[at] & 0xff) << 24) | ((b[at + 1] & 0xff) << 16) | ((b[at + 2] & 0xff) << 8) | (b[at + 3] & 0xff);
    }

    /**
     * report.html's style. Headers and words wrap, numbers do not: the collectives' table of 17 columns took 1,920 px
     * with every cell on one line, and fits a 1,200 px window now (1,153 px in Chromium, issue 48).
     */
    static final String STYLE = """
            body { font-family: sans-serif; max-width: 1250px; margin: 1em auto; padding: 0 1em; color: #222; }
            table.header th, table.facts th { text-align: left; padding-right: 1em; vertical-align: top; \
            font-weight: normal; color: #555; }
            td.missing { color: #999; font-style: italic; }
            pre.summary { background: #f6f6f6; padding: 0.6em; overflow-x: auto; font-size: 13px; }
            table.results { border-collapse: collapse; margin: 1.2em 0 0.3em; font-size: 13px; }
            table.results caption { text-align: left; font-weight: bold; padding-bottom: 0.3em; }
            div.scroll { overflow-x: auto; }
            table.results th, table.results td { border-bottom: 1px solid #ddd; padding: 0.2em 0.4em; }
            table.results td { min-width: 4em; }
            table.results thead th { border-bottom: 2px solid #999; text-align: left; }
            table.results th[scope=row] { text-align: left; font-weight: normal; white-space: nowrap; }
            table.results th.num, table.results td.num { text-align: right; font-variant-numeric: tabular-nums; }
            table.results td.num { white-space: nowrap; }
            table.results .missing { color: #999; }
            ul.notes { font-size: 13px; color: #444; margin-top: 0.2em; }
            ul.notes .label { font-weight: bold; }
            figure { margin: 1.5em 0; }
            figure img { max-width: 100%; height: auto; border: 1px solid #ddd; }
            figcaption { font-size: 14px; color: #555; }
            h3.error, h4.error, dt.error .severity { color: #a00; }
            h3.warning, h4.warning, dt.warning .severity { color: #a60; }
            dl.warnings dt { margin-top: 0.6em; }
            dl.warnings dd, dl.glossary dd { margin-left: 1.5em; }
            dl.glossary dt { font-weight: bold; margin-top: 0.4em; }
            .severity { font-size: 13px; }
            nav a { margin-right: 1em; }
            """;
}
