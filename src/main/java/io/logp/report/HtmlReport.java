package io.logp.report;

import io.logp.format.run.AtomicFiles;
import io.logp.report.table.Table;
import io.logp.report.table.TableFormat;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One self-contained HTML page for a run or a comparison, rendered from a typed {@link Page}: a short header, the
 * one-screen summary, the result tables as real tables, the warnings by severity with an anchor per code, the charts
 * as embedded PNG with links to their vector files, the machine and software, links to the raw files, and the
 * glossary. It opens offline: no script, no stylesheet or font fetched, images only as {@code data:} URIs, and a
 * Content-Security-Policy that forbids every other fetch. Every piece of text is escaped. The contents lists exactly
 * the sections the page has, so no link in it points nowhere.
 */
public final class HtmlReport {

    /** The report's file name in a run directory. */
    public static final String FILE = "report.html";

    /** No fetches at all: styles are inline, images are {@code data:} URIs of the page itself. */
    static final String POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

    /** What a fact that meta.json does not hold shows. */
    public static final String NOT_RECORDED = "not recorded";

    /**
     * The contents of a page; every list may be empty, and a section without contents is left out (the warnings
     * section excepted: "None." is worth saying).
     *
     * @param title    the page's title and first heading
     * @param header   a few facts under the title (the run, where it ran; or the runs compared)
     * @param summary  the one-screen summary, shown preformatted; blank for none
     * @param tables   the result tables, in reading order
     * @param findings the warnings, in one group per run
     * @param charts   the charts, in reading order
     * @param machine  the machine and software the run ran on, fact by fact
     * @param files    links to the raw files
     * @param glossary the terms the page shows, explained
     */
    public record Page(
            String title,
            List<Fact> header,
            String summary,
            List<Table> tables,
            List<FindingGroup> findings,
            List<Chart> charts,
            List<Fact> machine,
            List<Link> files,
            List<Glossary.Entry> glossary) {

        public Page {
            Objects.requireNonNull(title, "title");
            header = List.copyOf(header);
            summary = summary == null ? "" : summary;
            tables = List.copyOf(tables);
            findings = List.copyOf(findings);
            charts = List.copyOf(charts);
            machine = List.copyOf(machine);
            files = List.copyOf(files);
            glossary = List.copyOf(glossary);
        }
    }

    /**
     * One fact: a label and its value, shown {@value #NOT_RECORDED} when the value is null.
     *
     * @param href where the value links to, relative to the page; null for none
     */
    public record Fact(String label, String value, String href) {
        public Fact {
            Objects.requireNonNull(label, "label");
        }

        public Fact(String label, String value) {
            this(label, value, null);
        }

        /** A fact that may be missing: blank counts as missing. */
        public static Fact of(String label, java.util.Optional<String> value) {
            return new Fact(label, value.filter(v -> !v.isBlank()).orElse(null));
        }

        public boolean recorded() {
            return value != null;
        }
    }

    /**
     * The warnings of one run.
     *
     * @param title    the run's name, or blank on a page of one run
     * @param idPrefix put before every code's anchor, so that two runs' codes stay apart; blank on a run's own page,
     *                 whose anchors are the codes themselves ({@code report.html#NEGATIVE_LATENCY})
     */
    public record FindingGroup(String title, String idPrefix, List<Warning> warnings) {
        public FindingGroup {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(idPrefix, "idPrefix");
            warnings = List.copyOf(warnings);
        }

        /** The warnings of a run's own page. */
        public static FindingGroup of(List<Warning> warnings) {
            return new FindingGroup("", "", warnings);
        }
    }

    /**
     * A chart: its caption, the PNG embedded in the page, and the links to its files (the PNG itself, the SVG, a PDF).
     *
     * @param png the PNG file's bytes (not copied: the page is rendered once)
     */
    public record Chart(String title, byte[] png, List<Link> files) {
        public Chart {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(png, "png");
            files = List.copyOf(files);
        }
    }

    public record Link(String text, String href) {}

    private HtmlReport() {}

    /** Writes the page atomically to {@code target}. */
    public static void write(Path target, Page page) throws IOException {
        AtomicFiles.write(target, html(page));
    }

    /**
     * Another page of logp's (predictions.html) in report.html's look: its style sheet, the title as heading, the
     * body given as HTML. Its charts are files beside it, so it carries no policy against them.
     */
    public static String standalone(String title, String bodyHtml) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
                + escape(title)
                + "</title>\n<style>\n"
                + HtmlParts.STYLE
                + "</style>\n</head>\n<body>\n<h1>"
                + escape(title)
                + "</h1>\n"
                + bodyHtml
                + "</body>\n</html>\n";
    }

    /** Tables as report.html shows them: each in a box of its own that scrolls sideways when wider than the page. */
    public static String tables(List<Table> tables) {
        TableFormat html = TableFormatFactory.of(TableFormatType.HTML);
        StringBuilder b = new StringBuilder();
        for (Table t : tables)
            b.append("<div class=\"scroll\">\n").append(html.render(t)).append("</div>\n");
        return b.toString();
    }

    /** The page as HTML. */
    public static String html(Page page) {
        List<String[]> sections = new ArrayList<>();
        StringBuilder body = new StringBuilder();
        if (!page.summary().isBlank()) {
            section(body, sections, "summary", "Summary");
            body.append("<pre class=\"summary\">")
                    .append(escape(page.summary().stripTrailing()))
                    .append("</pre>\n");
        }
        if (!page.tables().isEmpty()) {
            section(body, sections, "results", "Results");
            // Each table in a box of its own that scrolls sideways: a wide one (the collectives have 17 columns)
            // keeps its rows on one line each instead of spilling over the page.
            body.append(tables(page.tables()));
        }
        section(body, sections, "warnings", "Warnings");
        HtmlParts.findings(body, page.findings());
        if (!page.charts().isEmpty()) {
            section(body, sections, "charts", "Charts");
            HtmlParts.charts(body, page.charts());
        }
        if (!page.machine().isEmpty()) {
            section(body, sections, "machine", "Machine and software");
            HtmlParts.facts(body, "facts", page.machine());
        }
        if (!page.files().isEmpty()) {
            section(body, sections, "files", "Files");
            HtmlParts.links(body, page.files());
        }
        if (!page.glossary().isEmpty()) {
            section(body, sections, "glossary", "Glossary");
            HtmlParts.glossary(body, page.glossary());
        }

        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"")
                .append(POLICY)
                .append("\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
                .append(escape(page.title()))
                .append("</title>\n<style>\n")
                .append(HtmlParts.STYLE)
                .append("</style>\n</head>\n<body>\n<h1>")
                .append(escape(page.title()))
                .append("</h1>\n");
        if (!page.header().isEmpty()) HtmlParts.facts(h, "header", page.header());
        h.append("<nav aria-label=\"contents\">");
        for (String[] s : sections)
            h.append("<a href=\"#").append(s[0]).append("\">").append(s[1]).append("</a> ");
        h.append("</nav>\n").append(body).append("</body>\n</html>\n");
        return h.toString();
    }

    private static void section(StringBuilder body, List<String[]> sections, String id, String heading) {
        sections.add(new String[] {id, heading});
        body.append("<h2 id=\"").append(id).append("\">").append(heading).append("</h2>\n");
    }

    /** Text as HTML: the five characters that could open markup or end an attribute are escaped. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
