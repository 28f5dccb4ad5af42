package io.logp.app;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.RunAnalyser;
import io.logp.analysis.RunResult;
import io.logp.exit.ExitCodes;
import io.logp.finding.RunFinding;
import io.logp.fit.FitException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.RunDirectory;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The end of every command that shows a run: {@link RunAnalyser#analyse} once, then each {@link ResultFormat}: the
 * files of results, the charts and report.html, and what the screen shows (the one-screen summary, the full text of
 * {@code --verbose} and {@code report DIR}, or logp.json's object).
 */
public final class ResultWriter {

    private ResultWriter() {}

    /**
     * The run in {@code dir} as its one kind ({@link RunAnalyser#analyse}), refused when nothing was measured there,
     * with how the run ended (or that it is still measuring) when meta.json says.
     */
    public static AnalysedRun analyse(RunDirectory dir, OptionalInt window)
            throws IOException, DataFormatException, FitException {
        AnalysedRun run = RunAnalyser.analyse(dir, window);
        if (run instanceof AnalysedRun.Nothing nothing) throw nothingMeasured(dir, nothing);
        if (run instanceof AnalysedRun.Profile profile) throw profileMeasuresNoLogp(dir, profile);
        return run;
    }

    /**
     * The refusal of a profile's directory by the commands that read a measurement of LogP: it holds another
     * program's queue records, which {@code profile --merge} renders again.
     */
    static DataFormatException profileMeasuresNoLogp(RunDirectory dir, AnalysedRun.Profile profile) {
        Path records = dir.signaturesDir().resolve(io.logp.format.run.ProfileRecords.DIR);
        return new DataFormatException(
                records,
                0,
                "a profile of " + profile.records().ranks().size() + " ranks' message queues, not a measurement of"
                        + " LogP: profile --merge " + records + " renders it again");
    }

    /** The refusal of a directory without any measured file, with how the run ended when meta.json says. */
    static DataFormatException nothingMeasured(RunDirectory dir, AnalysedRun.Nothing nothing) {
        if (nothing.ended().isEmpty()) {
            return new DataFormatException(
                    dir.signatureCsv(),
                    0,
                    "no such file, and none of the other files a run is read from (pairs.csv, collectives.csv,"
                            + " contention.csv, the ping-pong and queue files): nothing was measured here");
        }
        RunFinding.IncompleteRun run = nothing.ended().get();
        return new DataFormatException(
                dir.signatureCsv(),
                0,
                run.reason() == RunFinding.Ended.MEASURING
                        ? "no such file yet: the run is still measuring, before its first round"
                                + (run.progress() != null ? " (at " + run.progress() + ")" : "")
                                + "; fit it when it ends"
                        : "no such file: the run ended before its first round, nothing was measured here ("
                                + FindingText.incomplete(run) + ")");
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
        return afterRun(dir, out, view, options, false);
    }

    /**
     * As {@link #afterRun(RunDirectory, PrintWriter, View, ChartOptions)}; with {@code queues} (run --queues), the
     * queues' files, chart and costs follow, from the same analysis (o_r from its fit), unless the screen is JSON.
     */
    public static int afterRun(RunDirectory dir, PrintWriter out, View view, ChartOptions options, boolean queues)
            throws IOException, DataFormatException, FitException {
        AnalysedRun run = analyse(dir, OptionalInt.empty());
        ChartStage stage = new ChartStage(dir, options);
        switch (run) {
            case RunResult result -> {
                List<Path> files = new ArrayList<>(ResultFiles.write(dir, result));
                files.addAll(stage.draw(() -> RunCharts.charts(dir, result, options)));
                if (result.pingPong().isPresent())
                    files.addAll(stage.draw(() -> RunCharts.pingPong(
                            dir, result.meta(), result.pingPong().get(), options)));
                Path page = stage.page(() -> RunPage.write(dir, result));
                screen(dir, out, view, files, page).write(result);
                out.flush();
                if (queues && view != View.JSON) {
                    stage.finish();
                    out.println();
                    return ExperimentWriter.queues(dir, result, out, view, options);
                }
            }
            case AnalysedRun.Collectives collectives ->
                ExperimentWriter.collectivesAlone(dir, collectives, out, stage, view);
            case AnalysedRun.Pairs pairs -> ExperimentWriter.pairs(dir, pairs, out, view, stage);
            // Contention, the ping-pong or the queues alone: their charts, then what report prints of them.
            case AnalysedRun.Contention _, AnalysedRun.PingPong _, AnalysedRun.Queues _ ->
                alone(dir, run, out, view, stage);
            case AnalysedRun.Profile profile -> throw profileMeasuresNoLogp(dir, profile);
            case AnalysedRun.Nothing nothing -> throw nothingMeasured(dir, nothing);
        }
        stage.finish();
        return ExitCodes.OK;
    }

    /** A run of contention, the ping-pong or the queues without a signature at the end of a command: its charts too. */
    private static void alone(RunDirectory dir, AnalysedRun run, PrintWriter out, View view, ChartStage stage)
            throws IOException, DataFormatException, FitException {
        stage.draw(() -> RunCharts.all(dir, run, stage.options()));
        again(dir, run, out, view);
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
        return again(dir, analyse(dir, OptionalInt.empty()), out, view);
    }

    /** What {@code report DIR} prints of the run, as its kind has it, and its page. */
    private static int again(RunDirectory dir, AnalysedRun run, PrintWriter out, View view)
            throws IOException, DataFormatException, FitException {
        switch (run) {
            case RunResult result -> {
                Path page = RunPage.write(dir, result);
                screen(dir, out, view, List.of(), page).write(result);
            }
            case AnalysedRun.Pairs pairs -> {
                return ExperimentWriter.pairsAgain(dir, pairs, out, view);
            }
            case AnalysedRun.Queues queues -> {
                return ExperimentWriter.queues(dir, queues, out, view, ChartOptions.SCREEN);
            }
            // Collectives, contention or ping-pong alone: their own text (or object), then the page.
            case AnalysedRun.Collectives _, AnalysedRun.Contention _ -> tableAlone(dir, run, out, view);
            case AnalysedRun.PingPong p -> {
                Path page = RunPage.write(dir, p);
                if (view == View.JSON) out.println(PingPongJson.text(p.analysis()));
                else pingPongTrailer(dir, p, out, page);
            }
            case AnalysedRun.Profile profile -> throw profileMeasuresNoLogp(dir, profile);
            case AnalysedRun.Nothing nothing -> throw nothingMeasured(dir, nothing);
        }
        // A run directory outside signatures/ keeps its charts inside it (RunDirectory.of): the page shows them from
        // there, and the screen says where they are.
        if (view != View.JSON && dir.plotsDir().startsWith(dir.signaturesDir()))
            out.println("charts: " + dir.plotsDir());
        out.flush();
        return ExitCodes.OK;
    }

    /** Collectives or contention without a signature: the fit command's table, the page, the ping-pong's lines. */
    private static void tableAlone(RunDirectory dir, AnalysedRun run, PrintWriter out, View view)
            throws IOException, DataFormatException {
        Fit.show(dir, run, view, out);
        Path page = RunPage.write(dir, run);
        if (view != View.JSON) pingPongTrailer(dir, run, out, page);
    }

    private static void pingPongTrailer(RunDirectory dir, AnalysedRun run, PrintWriter out, Path page) {
        run.pingPong()
                .ifPresent(a -> out.print(PingPongText.brief(dir.signaturesDir().resolve(PingPongFormat.SUMMARY), a)));
        out.println("report: " + page);
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

    /**
     * {@code plot DIR}: the run analysed once, every chart its kind has (and other suites' curves beside it), then the
     * page.
     */
    public static String plot(Path dirPath, List<Path> references, ChartOptions options, View view)
            throws IOException, DataFormatException, FitException {
        RunDirectory dir = RunDirectory.of(dirPath);
        AnalysedRun run = analyse(dir, OptionalInt.empty());
        List<Path> charts = new ArrayList<>(RunCharts.redraw(dir, run, options));
        if (!references.isEmpty()) charts.addAll(ReferenceCharts.render(dir, run, references, options));
        Path page = RunPage.write(dir, run);
        return written(charts, page, view);
    }
}
