package io.logp.result;

import io.logp.format.run.RunDirectory;
import io.logp.report.HtmlReport;
import io.logp.report.table.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The report.html of a queue profile: its table, its two charts (PNGs embedded) and links to its files. */
public final class QueueProfilePage {

    private QueueProfilePage() {}

    /** Writes the page of {@code dir}, with the maxima charts' and the search depths' files as drawn. */
    public static Path write(RunDirectory dir, Table table, List<Path> maxima, List<Path> depths) throws IOException {
        Path page = dir.signaturesDir().resolve(HtmlReport.FILE);
        List<HtmlReport.Chart> shown = new ArrayList<>();
        add(shown, maxima, "Longest posted-receive and unexpected queue of each rank");
        add(shown, depths, "How many entries each search passed, all ranks together");
        List<HtmlReport.Link> files = new ArrayList<>();
        for (String f : List.of(QueueProfileFiles.CSV, QueueProfileFiles.JSON, "meta.json")) {
            files.add(new HtmlReport.Link(f, f));
        }
        HtmlReport.write(
                page,
                new HtmlReport.Page(
                        "logp profile " + dir.runId(),
                        List.of(new HtmlReport.Fact("run", dir.runId())),
                        "The message queues of an MPI program, rank by rank, after Brightwell, Goudy and Underwood.",
                        List.of(table),
                        List.of(),
                        shown,
                        List.of(),
                        files,
                        List.of()));
        return page;
    }

    /** The PNGs among a chart's files (its SVG is linked by none: the page embeds the bitmap). */
    private static void add(List<HtmlReport.Chart> shown, List<Path> files, String caption) throws IOException {
        for (Path png : files) {
            if (!png.toString().endsWith(".png")) continue;
            shown.add(new HtmlReport.Chart(caption, Files.readAllBytes(png), List.of()));
        }
    }
}
