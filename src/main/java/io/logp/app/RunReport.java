package io.logp.app;

import io.logp.analysis.PingPongAnalysis;
import io.logp.exit.ExitCodes;
import io.logp.fit.FitException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.QueueData;
import io.logp.format.run.RunDirectory;
import io.logp.presentation.ChartOptions;
import io.logp.report.ScreenSummary;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a run shows its reader, in three forms from the same analysis: the one-screen summary (the default at the end
 * of {@code run}), the full text ({@code --verbose}, {@code report DIR}) and the HTML page in the run directory.
 */
public final class RunReport {

    private RunReport() {}

    /**
     * The end of a measuring command: fits, writes logp.json and the tables, then every chart and report.html, then
     * prints what {@code view} asks for: the summary, the full text, or logp.json's object. The tables print even when
     * a chart or the page cannot be written; the command then fails with {@link ChartsNotWrittenException}, naming
     * the file.
     */
    public static int afterRun(RunDirectory dir, PrintWriter out, View view)
            throws IOException, DataFormatException, FitException {
        return afterRun(dir, out, view, ChartOptions.SCREEN);
    }

    /** As {@link #afterRun(RunDirectory, PrintWriter, View)}, with the charts drawn as the options say. */
    public static int afterRun(RunDirectory dir, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException, FitException {
        if (!Files.exists(dir.signatureCsv()) && PairsReport.holds(dir))
            return PairsReport.afterRun(dir, out, view, options);
        ChartStage stage = new ChartStage(dir, options);
        if (!Files.exists(dir.signatureCsv()) && Files.exists(dir.collectivesCsv())) {
            int code = CollectivesReport.reportOnly(dir, out, stage, view);
            stage.finish();
            return code;
        }
        RunAnalysis.Result result = RunAnalysis.analyse(dir, OptionalInt.empty());
        List<Path> files = new ArrayList<>(RunAnalysis.writeTables(dir, result));
        Optional<PingPongAnalysis> pingPong = PingPongReport.writeData(dir);
        files.addAll(stage.draw(() -> RunAnalysis.charts(dir, result, options)));
        if (pingPong.isPresent()) files.addAll(stage.draw(() -> PingPongReport.charts(dir, pingPong.get(), options)));
        Path page = stage.page(() -> RunPage.write(dir, Optional.of(result), pingPong));
        out.print(
                switch (view) {
                    case SUMMARY -> summary(dir, result, pingPong, page);
                    case VERBOSE -> fullText(dir, result, pingPong, files, page);
                    case JSON -> result.json() + "\n";
                });
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /**
     * {@code report DIR}: the full text of a run from its files (or its summary, or logp.json's object, as {@code view} asks), and its HTML page
     * written again. Writes nothing else.
     */
    public static int reprint(Path dirPath, PrintWriter out, View view)
            throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(dirPath);
        // A signature.csv that is a link is read (and refused, naming why) even when it leads nowhere.
        if (!Files.exists(dir.signatureCsv(), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            if (PairsReport.holds(dir)) return PairsReport.reprint(dir, out, view);
            // Collectives, contention or ping-pong alone: their own text (or object), then the page.
            Optional<PingPongAnalysis> pingPong = PingPongReport.read(dir);
            boolean table = Files.exists(dir.collectivesCsv()) || Files.exists(dir.contentionCsv());
            if (!table && pingPong.isEmpty() && Files.exists(dir.signaturesDir().resolve(QueueData.TRIALS))) {
                return QueueReport.full(dir, out, view);
            }
            // Nothing measured here: no page of nothing, the same refusal as fit's and plot's (exit 3).
            if (!table && pingPong.isEmpty()) throw nothingMeasured(dir);
            if (table) RunAnalysis.fit(dirPath, view, OptionalInt.empty(), out);
            Path page = RunPage.write(dir, Optional.empty(), pingPong);
            if (view == View.JSON) {
                if (!table && pingPong.isPresent())
                    out.println(JsonObjects.text(
                            io.logp.result.PingPongJson.SCHEMA_VERSION,
                            io.logp.result.PingPongJson.object(pingPong.get())));
            } else {
                pingPong.ifPresent(a -> out.print(PingPongReport.brief(dir, a)));
                out.println("report: " + page);
            }
            out.flush();
            return ExitCodes.OK;
        }
        RunAnalysis.Result result = RunAnalysis.analyse(dir, OptionalInt.empty());
        Optional<PingPongAnalysis> pingPong = PingPongReport.read(dir);
        Path page = RunPage.write(dir, Optional.of(result), pingPong);
        out.print(
                switch (view) {
                    case SUMMARY -> summary(dir, result, pingPong, page);
                    case VERBOSE -> fullText(dir, result, pingPong, List.of(), page);
                    case JSON -> result.json() + "\n";
                });
        out.flush();
        return ExitCodes.OK;
    }

    /** The refusal of a directory without any measured file, with how the run ended when meta.json says. */
    private static DataFormatException nothingMeasured(RunDirectory dir) throws IOException {
        Optional<io.logp.meta.Incomplete> mark = io.logp.format.run.IncompleteMark.of(dir.metaJson());
        String ended = mark.map(m -> " (" + io.logp.report.FindingText.incomplete(RunAnalysis.incomplete(m)) + ")")
                .orElse("");
        return new DataFormatException(
                dir.signatureCsv(),
                0,
                "no such file, and none of the other files a report is made from (collectives.csv, contention.csv,"
                        + " the ping-pong and queue files): nothing was measured here" + ended);
    }

    /** The one screen: what the system costs, warnings as coded lines, and where the rest is. */
    public static String summary(
            RunDirectory dir, RunAnalysis.Result r, Optional<PingPongAnalysis> pingPong, Path page) {
        return summary(
                dir,
                r,
                pingPong,
                List.of("report: " + page, "full text: ./run-logp.sh report " + ShellWords.quote(dir.signaturesDir())));
    }

    /** The one screen, closed by {@code trailer}: where the rest is. */
    public static String summary(
            RunDirectory dir, RunAnalysis.Result r, Optional<PingPongAnalysis> pingPong, List<String> trailer) {
        return ScreenSummary.text(new ScreenSummary.Inputs(
                dir.runId(),
                where(r),
                Optional.of(r.parameters()),
                r.bulk(),
                r.regimes(),
                pingPong,
                r.collectives(),
                r.contention(),
                r.warnings(),
                trailer));
    }

    /** The text every earlier version printed: every table and note, the files, then the ping-pong lines. */
    static String fullText(
            RunDirectory dir,
            RunAnalysis.Result r,
            Optional<PingPongAnalysis> pingPong,
            List<Path> written,
            Path page) {
        StringBuilder out = new StringBuilder(r.table()).append('\n');
        out.append("data:  ").append(dir.signaturesDir()).append('\n');
        for (Path p : written)
            if (!p.startsWith(dir.signaturesDir()))
                out.append("chart: ").append(p).append('\n');
        pingPong.ifPresent(a -> out.append('\n').append(PingPongReport.brief(dir, a)));
        out.append("report: ").append(page).append('\n');
        return out.toString();
    }

    /** MPI, path and ranks in a few words: "Open MPI 4.1.4, native, shared memory (btl vader), 2 ranks on vm". */
    static String where(RunAnalysis.Result r) {
        return RunPage.where(r.meta());
    }

    /** What {@code plot DIR} wrote: a line per chart and the page, or one JSON object of them. */
    public static String written(List<Path> charts, Path page, View view) {
        if (view == View.JSON) {
            return JsonObjects.text(
                            1,
                            java.util.Map.of(
                                    "charts",
                                    charts.stream().map(Path::toString).toList(),
                                    "report",
                                    page.toString()))
                    + "\n";
        }
        StringBuilder out = new StringBuilder();
        for (Path p : charts) out.append("chart: ").append(p).append('\n');
        return out.append("report: ").append(page).append('\n').toString();
    }

    /** The page alone, for {@code plot DIR} after the charts are drawn. */
    public static Path writePage(Path dirPath) throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(dirPath);
        Optional<RunAnalysis.Result> result = Files.exists(dir.signatureCsv())
                ? Optional.of(RunAnalysis.analyse(dir, OptionalInt.empty()))
                : Optional.empty();
        return RunPage.write(dir, result, PingPongReport.read(dir));
    }
}
