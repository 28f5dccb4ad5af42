package io.logp.app;

import io.logp.analysis.ProfileCosts;
import io.logp.data.QueueProfile;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.RunDirectory;
import io.logp.plot.QueueProfileCharts;
import io.logp.report.HtmlReport;
import io.logp.report.QueueProfileTable;
import io.logp.report.table.Table;
import io.logp.result.QueueProfileFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The files and screen of a queue profile: queue_profile.csv and .json, the two charts (per-rank maxima, search
 * depths), report.html, and the table with its notes (or queue_profile.json's object with {@code --json}).
 */
final class ProfileOutput {

    static final String MAXIMA_CHART = "queue_maxima.png";
    static final String DEPTHS_CHART = "queue_search_depths.png";

    private ProfileOutput() {}

    static void write(
            RunDirectory dir,
            List<QueueProfile> ranks,
            ProfileCosts costs,
            Map<String, Object> run,
            View view,
            PrintWriter out)
            throws IOException, DataFormatException {
        Path d = dir.signaturesDir();
        QueueProfileFiles.writeCsv(d.resolve(QueueProfileFiles.CSV), ranks, costs);
        List<String> missing = new ArrayList<>();
        for (String note : QueueProfileTable.notes(ranks, costs)) if (note.startsWith("missing: ")) missing.add(note);
        QueueProfileFiles.writeJson(d.resolve(QueueProfileFiles.JSON), run, ranks, costs, missing);
        Table table = QueueProfileTable.of("Message queues of " + run.get("program"), ranks, costs);
        ChartStage stage = new ChartStage(dir);
        List<Path> charts = stage.draw(() -> charts(dir, ranks));
        Path page = stage.page(() -> page(dir, table, charts));
        if (view == View.JSON) {
            out.println(JsonObjects.text(1, io.logp.format.run.JsonFiles.read(d.resolve(QueueProfileFiles.JSON))));
        } else {
            out.println("logp run " + dir.runId());
            out.print(Profile.text(table));
            out.println("data:   " + d.resolve(QueueProfileFiles.CSV));
            for (Path c : charts) out.println("chart:  " + c);
            out.println("report: " + page);
        }
        out.flush();
        stage.finish();
    }

    private static List<Path> charts(RunDirectory dir, List<QueueProfile> ranks) throws IOException {
        List<QueueProfile> visible =
                ranks.stream().filter(QueueProfile::queuesVisible).toList();
        if (visible.isEmpty()) return List.of();
        Files.createDirectories(dir.plotsDir());
        List<Path> out = new ArrayList<>(QueueProfileCharts.renderMaxima(
                visible.stream()
                        .map(p -> new QueueProfileCharts.RankMaxima(
                                p.rank(), p.posted().max(), p.unexpected().max()))
                        .toList(),
                "Longest message queues per rank",
                dir.plotsDir().resolve(MAXIMA_CHART)));
        long[] posted = total(visible, true);
        long[] unexpected = total(visible, false);
        if (java.util.Arrays.stream(posted).sum()
                        + java.util.Arrays.stream(unexpected).sum()
                > 0) {
            out.addAll(QueueProfileCharts.renderDepths(
                    posted,
                    unexpected,
                    "Search depths, all ranks",
                    dir.plotsDir().resolve(DEPTHS_CHART)));
        }
        return out;
    }

    private static long[] total(List<QueueProfile> ranks, boolean posted) {
        int n = ranks.stream()
                .mapToInt(p -> (posted ? p.posted() : p.unexpected()).histogram().length)
                .max()
                .orElse(0);
        long[] sum = new long[n];
        for (QueueProfile p : ranks) {
            long[] h = (posted ? p.posted() : p.unexpected()).histogram();
            for (int i = 0; i < h.length; i++) sum[i] += h[i];
        }
        return sum;
    }

    private static Path page(RunDirectory dir, Table table, List<Path> charts) throws IOException {
        Path page = dir.signaturesDir().resolve(HtmlReport.FILE);
        List<HtmlReport.Chart> shown = new ArrayList<>();
        for (Path png : charts) {
            if (!png.toString().endsWith(".png")) continue;
            shown.add(new HtmlReport.Chart(
                    png.getFileName().toString().equals(MAXIMA_CHART)
                            ? "Longest posted-receive and unexpected queue of each rank"
                            : "How many entries each search passed, all ranks together",
                    Files.readAllBytes(png),
                    List.of()));
        }
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
}
