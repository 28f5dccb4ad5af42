package io.logp.result;

import io.logp.analysis.History;
import io.logp.data.NetworkPath;
import io.logp.report.FindingText;
import io.logp.report.Glossary;
import io.logp.report.HistoryTables;
import io.logp.report.HtmlReport;
import io.logp.report.table.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** history.html: every system's tables, its chart embedded, its moves, the directories left out and the files. */
public final class HistoryPage {

    public static final String FILE = "history.html";

    private HistoryPage() {}

    /**
     * Writes the page into {@code target}.
     *
     * @param charts  each system's chart files (PNG first), by the system's key
     * @param written every file written beside the page, linked from it
     */
    public static Path write(Path target, History history, Map<String, List<Path>> charts, List<Path> written)
            throws IOException {
        List<HtmlReport.Fact> header = new ArrayList<>();
        header.add(
                new HtmlReport.Fact("systems", String.valueOf(history.systems().size()), null));
        header.add(new HtmlReport.Fact(
                "runs",
                String.valueOf(history.systems().stream()
                        .mapToInt(s -> s.runs().size())
                        .sum()),
                null));
        for (String line : HistoryTables.leftOut(history)) header.add(new HtmlReport.Fact("left out", line, null));
        List<Table> tables = new ArrayList<>();
        List<HtmlReport.FindingGroup> findings = new ArrayList<>();
        List<HtmlReport.Chart> figures = new ArrayList<>();
        for (int i = 0; i < history.systems().size(); i++) {
            History.SystemHistory s = history.systems().get(i);
            tables.add(HistoryTables.runs(s));
            tables.add(HistoryTables.bands(s));
            findings.add(new HtmlReport.FindingGroup(
                    HistoryTables.title(s.system()),
                    "system" + (i + 1) + "-",
                    FindingText.render(s.findings(), NetworkPath.Medium.UNKNOWN)));
            List<Path> files = charts.getOrDefault(s.system().key(), List.of());
            Path png = files.stream()
                    .filter(f -> f.getFileName().toString().endsWith(".png"))
                    .findFirst()
                    .orElse(null);
            if (png == null) continue;
            List<HtmlReport.Link> twins = files.stream()
                    .map(f -> new HtmlReport.Link(extension(f), f.getFileName().toString()))
                    .toList();
            figures.add(new HtmlReport.Chart(HistoryTables.title(s.system()), Files.readAllBytes(png), twins));
        }
        List<HtmlReport.Link> links = written.stream()
                .map(f -> new HtmlReport.Link(
                        f.getFileName().toString(), f.getFileName().toString()))
                .toList();
        Path page = target.resolve(FILE);
        HtmlReport.write(
                page,
                new HtmlReport.Page(
                        "logp history", header, "", tables, findings, figures, List.of(), links, Glossary.entries()));
        return page;
    }

    private static String extension(Path f) {
        String name = f.getFileName().toString();
        return name.substring(name.lastIndexOf('.') + 1).toUpperCase(java.util.Locale.ROOT);
    }
}
