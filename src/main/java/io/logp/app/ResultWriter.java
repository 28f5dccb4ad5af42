package io.logp.app;

import io.logp.analysis.RunAnalyser;
import io.logp.analysis.RunResult;
import io.logp.exit.ExitCodes;
import io.logp.finding.RunFinding;
import io.logp.fit.FitException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.QueueData;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Incomplete;
import io.logp.presentation.ChartOptions;
import io.logp.report.FindingText;
import io.logp.report.PingPongText;
import io.logp.report.ShellWords;
import io.logp.result.FullTextFormat;
import io.logp.result.JsonFormat;
import io.logp.result.PingPongFormat;
import io.logp.result.PingPongJson;
import io.logp.result.ResultFiles;
import io.logp.result.ResultFormat;
import io.logp.result.RunPage;
import io.logp.result.SummaryFormat;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The end of every command that shows a run: {@link RunAnalyser#analyse} once, then each {@link ResultFormat}: the
 * files of results, the charts and report.html, and what the screen shows (the one-screen summary, the full text of
 * {@code --verbose} and {@code report DIR}, or logp.json's object).
 */
public final class ResultWriter {

    private ResultWriter() {}

    /**
     * The run in {@code dir}, refused with how it ended when it ended (or is still measuring) before its first round:
     * then there is no signature to fit.
     */
    public static RunResult analyse(RunDirectory dir, OptionalInt window)
            throws IOException, DataFormatException, FitException {
        Optional<Incomplete> mark = IncompleteMark.of(dir.metaJson());
        if (mark.isPresent() && !Files.exists(dir.signatureCsv())) {
            RunFinding.IncompleteRun run = RunAnalyser.incomplete(mark.get(), dir);
            throw new DataFormatException(
                    dir.signatureCsv(),
                    0,
                    run.reason() == RunFinding.Ended.MEASURING
                            ? "no such file yet: the run is still measuring, before its first round"
                                    + (run.progress() != null ? " (at " + run.progress() + ")" : "")
                                    + "; fit it when it ends"
                            : "no such file: the run ended before its first round (" + FindingText.incomplete(run)
                                    + ")");
        }
        return RunAnalyser.analyse(dir, window);
    }

    /**
     * The end of a measuring command: fits, writes logp.json and the tables, then every chart and report.html, then
     * prints what {@code view} asks for: the summary, the full text, or logp.json's object. The tables print even when
     * a chart or the page cannot be written; the command then fails with {@code ChartsNotWrittenException}, naming
     * the file.
     */
    public static int afterRun(RunDirectory dir, PrintWriter out, View view)
            throws IOException, DataFormatException, FitException {
        return afterRun(dir, out, view, ChartOptions.SCREEN);
    }

    /** As {@link #afterRun(RunDirectory, PrintWriter, View)}, with the charts drawn as the options say. */
    public static int afterRun(RunDirectory dir, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException, FitException {
        if (!Files.exists(dir.signatureCsv()) && ExperimentWriter.holdsPairs(dir))
            return ExperimentWriter.pairs(dir, out, view, options);
        ChartStage stage = new ChartStage(dir, options);
        if (!Files.exists(dir.signatureCsv()) && Files.exists(dir.collectivesCsv())) {
            int code = ExperimentWriter.collectivesAlone(dir, out, stage, view);
            stage.finish();
            return code;
        }
        RunResult result = analyse(dir, OptionalInt.empty());
        List<Path> files = new ArrayList<>(ResultFiles.write(dir, result));
        files.addAll(stage.draw(() -> RunCharts.charts(dir, result, options)));
        if (result.pingPong().isPresent())
            files.addAll(
                    stage.draw(() -> RunCharts.pingPong(dir, result.pingPong().get(), options)));
        Path page = stage.page(() -> RunPage.write(dir, Optional.of(result)));
        screen(dir, out, view, files, page).write(result);
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /** What the screen shows of a run, as {@code view} asks. */
    private static ResultFormat screen(RunDirectory dir, PrintWriter out, View view, List<Path> files, Path page) {
        return switch (view) {
            case SUMMARY -> new SummaryFormat(out, trailer(dir, page));
            case VERBOSE -> new FullTextFormat(out, dir.signaturesDir(), files, page);
            case JSON -> new JsonFormat(out);
        };
    }

    /** The summary's last lines: where the page and the full text are. */
    static List<String> trailer(RunDirectory dir, Path page) {
        return List.of("report: " + page, "full text: ./run-logp.sh report " + ShellWords.quote(dir.signaturesDir()));
    }

    /**
     * {@code report DIR}: the full text of a run from its files (or its summary, or logp.json's object, as {@code
     * view} asks), and its HTML page written again. Writes nothing else.
     */
    public static int reprint(Path dirPath, PrintWriter out, View view)
            throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(dirPath);
        // A signature.csv that is a link is read (and refused, naming why) even when it leads nowhere.
        if (!Files.exists(dir.signatureCsv(), LinkOption.NOFOLLOW_LINKS)) {
            if (ExperimentWriter.holdsPairs(dir)) return ExperimentWriter.pairsAgain(dir, out, view);
            // Collectives, contention or ping-pong alone: their own text (or object), then the page.
            Optional<io.logp.analysis.PingPongAnalysis> pingPong = RunAnalyser.pingPong(dir);
            boolean table = Files.exists(dir.collectivesCsv()) || Files.exists(dir.contentionCsv());
            if (!table && pingPong.isEmpty() && Files.exists(dir.signaturesDir().resolve(QueueData.TRIALS))) {
                return ExperimentWriter.queues(dir, out, view, ChartOptions.SCREEN);
            }
            // Nothing measured here: no page of nothing, the same refusal as fit's and plot's (exit 3).
            if (!table && pingPong.isEmpty()) throw nothingMeasured(dir);
            if (table) Fit.print(dirPath, view, OptionalInt.empty(), out);
            Path page = RunPage.write(dir, Optional.empty());
            if (view == View.JSON) {
                if (!table && pingPong.isPresent())
                    out.println(JsonObjects.text(PingPongJson.SCHEMA_VERSION, PingPongJson.object(pingPong.get())));
            } else {
                pingPong.ifPresent(
                        a -> out.print(PingPongText.brief(dir.signaturesDir().resolve(PingPongFormat.SUMMARY), a)));
                out.println("report: " + page);
            }
            out.flush();
            return ExitCodes.OK;
        }
        RunResult result = analyse(dir, OptionalInt.empty());
        Path page = RunPage.write(dir, Optional.of(result));
        screen(dir, out, view, List.of(), page).write(result);
        // A run directory outside signatures/ keeps its charts inside it (RunDirectory.of): the page shows them from
        // there, and the screen says where they are.
        if (view != View.JSON && dir.plotsDir().startsWith(dir.signaturesDir()))
            out.println("charts: " + dir.plotsDir());
        out.flush();
        return ExitCodes.OK;
    }

    /** The refusal of a directory without any measured file, with how the run ended when meta.json says. */
    private static DataFormatException nothingMeasured(RunDirectory dir) throws IOException {
        Optional<Incomplete> mark = IncompleteMark.of(dir.metaJson());
        String ended = mark.map(m -> " (" + FindingText.incomplete(RunAnalyser.incomplete(m)) + ")")
                .orElse("");
        return new DataFormatException(
                dir.signatureCsv(),
                0,
                "no such file, and none of the other files a report is made from (collectives.csv, contention.csv,"
                        + " the ping-pong and queue files): nothing was measured here" + ended);
    }

    /** What {@code plot DIR} wrote: a line per chart and the page, or one JSON object of them. */
    public static String written(List<Path> charts, Path page, View view) {
        if (view == View.JSON) {
            return JsonObjects.text(
                            1,
                            JsonObjects.ordered(
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
        Optional<RunResult> result =
                Files.exists(dir.signatureCsv()) ? Optional.of(analyse(dir, OptionalInt.empty())) : Optional.empty();
        return RunPage.write(dir, result);
    }
}
