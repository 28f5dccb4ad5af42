package io.logp.report;

import io.logp.format.run.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One self-contained HTML page for a run or a comparison: header, summary, tables, every chart inline as SVG, the
 * warnings by code, and links to the raw files. It opens offline: no script, no stylesheet or font fetched, and a
 * Content-Security-Policy that forbids every fetch, so a page that tried one would show it in the browser's console.
 * Every piece of text is escaped; the SVGs are XChart's own output, inlined with their ids made unique per chart.
 */
public final class HtmlReport {

    /** The report's file name in a run directory. */
    public static final String FILE = "report.html";

    /** No fetches at all: styles are inline, images are inline SVG. */
    static final String POLICY = "default-src 'none'; style-src 'unsafe-inline'";

    /**
     * The contents of a page.
     *
     * @param title    the page's title and first heading
     * @param header   facts about the run (machine, MPI, transport, date, command line), in order
     * @param summary  the one-screen summary, shown preformatted
     * @param tables   titled preformatted tables (the full text of the run), in order
     * @param warnings the warnings, each with its code
     * @param charts   titled SVG files to inline
     * @param files    links to the raw files: text shown, href relative to the page
     */
    public record Page(
            String title,
            Map<String, String> header,
            String summary,
            List<Titled> tables,
            List<Warning> warnings,
            List<Chart> charts,
            List<Link> files) {}

    public record Titled(String title, String text) {}

    /** A chart: its title and the SVG file to inline (the PNG twin is linked beside it when present). */
    public record Chart(String title, Path svg, String pngHref) {}

    public record Link(String text, String href) {}

    private static final Pattern XML_PROLOG = Pattern.compile("(?s)^\\s*<\\?xml.*?\\?>\\s*(<!DOCTYPE[^>]*>\\s*)?");
    private static final Pattern ID = Pattern.compile("id=\"([^\"]+)\"");

    private HtmlReport() {}

    /** Writes the page atomically to {@code target}. */
    public static void write(Path target, Page page) throws IOException {
        String html = html(page);
        AtomicFiles.write(target, html);
    }

    /** The page as HTML. */
    public static String html(Page page) throws IOException {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"")
                .append(POLICY)
                .append("\">\n<title>")
                .append(escape(page.title()))
                .append("</title>\n<style>\n")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n<h1>")
                .append(escape(page.title()))
                .append("</h1>\n");
        h.append("<table class=\"header\">\n");
        page.header().forEach((k, v) -> h.append("<tr><th>")
                .append(escape(k))
                .append("</th><td>")
                .append(escape(v))
                .append("</td></tr>\n"));
        h.append("</table>\n");
        h.append("<nav>");
        for (String[] s : List.of(
                new String[] {"summary", "Summary"},
                new String[] {"warnings", "Warnings"},
                new String[] {"charts", "Charts"},
                new String[] {"tables", "Tables"},
                new String[] {"files", "Files"})) {
            h.append("<a href=\"#").append(s[0]).append("\">").append(s[1]).append("</a> ");
        }
        h.append("</nav>\n");
        if (!page.summary().isBlank()) {
            h.append("<h2 id=\"summary\">Summary</h2>\n<pre>")
                    .append(escape(page.summary()))
                    .append("</pre>\n");
        }
        h.append("<h2 id=\"warnings\">Warnings</h2>\n");
        if (page.warnings().isEmpty()) h.append("<p>None.</p>\n");
        else {
            h.append("<dl class=\"warnings\">\n");
            for (Warning w : page.warnings()) {
                h.append("<dt id=\"")
                        .append(escape(w.code()))
                        .append("\"><code>")
                        .append(escape(w.code()))
                        .append("</code> ")
                        .append(escape(w.brief()))
                        .append("</dt>\n<dd>")
                        .append(escape(w.text()))
                        .append("</dd>\n");
            }
            h.append("</dl>\n");
        }
        h.append("<h2 id=\"charts\">Charts</h2>\n");
        int n = 0;
        for (Chart c : page.charts()) {
            n++;
            h.append("<figure id=\"chart-").append(n).append("\">\n");
            h.append(inline(Files.readString(c.svg()), "c" + n + "-"));
            h.append("\n<figcaption>").append(escape(c.title()));
            if (c.pngHref() != null) {
                h.append(" (<a href=\"").append(escape(c.pngHref())).append("\">PNG</a>)");
            }
            h.append("</figcaption>\n</figure>\n");
        }
        if (page.charts().isEmpty()) h.append("<p>No charts (draw them with plot DIR).</p>\n");
        h.append("<h2 id=\"tables\">Tables</h2>\n");
        for (Titled t : page.tables()) {
            h.append("<h3>")
                    .append(escape(t.title()))
                    .append("</h3>\n<pre>")
                    .append(escape(t.text()))
                    .append("</pre>\n");
        }
        h.append("<h2 id=\"files\">Files</h2>\n<ul class=\"files\">\n");
        for (Link l : page.files()) {
            h.append("<li><a href=\"")
                    .append(escape(l.href()))
                    .append("\">")
                    .append(escape(l.text()))
                    .append("</a></li>\n");
        }
        h.append("</ul>\n</body>\n</html>\n");
        return h.toString();
    }

    /** An SVG document as an element of the page: prolog and doctype dropped, its ids prefixed to stay unique. */
    static String inline(String svg, String idPrefix) {
        String body = XML_PROLOG.matcher(svg).replaceFirst("");
        if (!body.startsWith("<svg")) throw new IllegalArgumentException("not an SVG document: " + abbreviate(body));
        Matcher m = ID.matcher(body);
        StringBuilder out = new StringBuilder();
        java.util.Set<String> ids = new java.util.LinkedHashSet<>();
        while (m.find()) {
            ids.add(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement("id=\"" + idPrefix + m.group(1) + "\""));
        }
        m.appendTail(out);
        String result = out.toString();
        for (String id : ids) {
            result = result.replace("#" + id + ")", "#" + idPrefix + id + ")")
                    .replace("\"#" + id + "\"", "\"#" + idPrefix + id + "\"");
        }
        return result;
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

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    private static final String STYLE = """
            body { font-family: sans-serif; max-width: 1250px; margin: 1em auto; padding: 0 1em; color: #222; }
            table.header th { text-align: left; padding-right: 1em; vertical-align: top; }
            pre { background: #f6f6f6; padding: 0.6em; overflow-x: auto; font-size: 13px; }
            figure { margin: 1em 0; }
            figure svg { max-width: 100%; height: auto; border: 1px solid #ddd; }
            figcaption { font-size: 14px; color: #555; }
            dl.warnings dt { font-weight: bold; margin-top: 0.6em; }
            dl.warnings dd { margin-left: 1.5em; }
            nav a { margin-right: 1em; }
            """;
}
