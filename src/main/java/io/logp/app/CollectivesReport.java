package io.logp.app;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.CollectiveMean;
import io.logp.data.NetworkPath.Medium;
import io.logp.exit.ExitCodes;
import io.logp.fit.BulkParameters;
import io.logp.fit.CollectiveModel;
import io.logp.fit.LogpParameters;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.RunDirectory;
import io.logp.plot.CollectiveCharts;
import io.logp.presentation.ChartOptions;
import io.logp.presentation.ChartOptions.Style;
import io.logp.report.CollectivesTable;
import io.logp.report.FindingText;
import io.logp.report.ScreenSummary;
import io.logp.report.table.Tables;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The collectives of a run directory: read from its files, compared with the LogP model of the same run's
 * parameters, written as collectives_model.csv and the two charts.
 */
public final class CollectivesReport {

    private CollectivesReport() {}

    /**
     * The analysis when the directory holds collectives.csv, else empty.
     *
     * @param params the run's LogP parameters, or null when it has none
     */
    public static Optional<CollectivesAnalysis> analyse(
            RunDirectory dir, LogpParameters params, Optional<BulkParameters> bulk, io.logp.meta.RunMetadata meta)
            throws IOException, DataFormatException {
        if (!Files.exists(dir.collectivesCsv())) return Optional.empty();
        List<CollectivesCsv.Row> rows = CollectivesCsv.read(dir.collectivesCsv());
        List<CollectivesCsv.TimerRow> timers = Files.exists(dir.collectivesTimersCsv())
                ? CollectivesCsv.readTimers(dir.collectivesTimersCsv())
                : List.of();
        List<ClockSyncCsv.Row> sync =
                Files.exists(dir.clockSyncCsv()) ? ClockSyncCsv.read(dir.clockSyncCsv()) : List.of();
        CollectiveModel model = params == null || !params.oS().isKnown()
                ? null
                : new CollectiveModel(CollectiveModel.Costs.of(params, perByteUs(bulk)));
        List<CollectivesCsv.Row> repeats =
                Files.exists(dir.collectivesRepeatCsv()) ? CollectivesCsv.read(dir.collectivesRepeatCsv()) : List.of();
        return Optional.of(CollectivesAnalysis.of(rows, model, timers, sync, repeats, RunAnalysis.machineNotes(meta)));
    }

    /** The analysis of a directory without LogP parameters (no signature.csv): nothing is predicted. */
    public static CollectivesAnalysis analyseAlone(RunDirectory dir) throws IOException, DataFormatException {
        List<io.logp.finding.Finding> warnings = new java.util.ArrayList<>();
        io.logp.meta.RunMetadata meta = RunAnalysis.optionalMeta(dir, warnings);
        CollectivesAnalysis analysis =
                analyse(dir, null, Optional.empty(), meta).orElseThrow();
        if (warnings.isEmpty()) return analysis;
        List<io.logp.finding.Finding> notes = new java.util.ArrayList<>(warnings);
        notes.addAll(analysis.findings());
        return new CollectivesAnalysis(
                analysis.model(), analysis.points(), analysis.timers(), analysis.sync(), analysis.repeats(), notes);
    }

    /**
     * LogGP's G where the bulk fit found it, else 1/R (the time per byte of the peak rate; MB/s is bytes per us);
     * NaN without bulk transfers.
     */
    public static double perByteUs(Optional<BulkParameters> bulk) {
        if (bulk.isEmpty()) return Double.NaN;
        if (bulk.get().gPerByte().isKnown()) return bulk.get().gPerByte().value();
        double rate = bulk.get().rateMBps().value();
        return rate > 0 ? 1 / rate : Double.NaN;
    }

    /** collectives_model.csv: every point beside its prediction. */
    public static List<Path> writeModel(RunDirectory dir, CollectivesAnalysis a) throws IOException {
        io.logp.result.CollectivesModelCsv.writeModel(dir.collectivesModelCsv(), a.points());
        return List.of(dir.collectivesModelCsv());
    }

    /** The charts against P and against message size; none when no point has a valid launch. */
    public static List<Path> charts(RunDirectory dir, CollectivesAnalysis a) throws IOException {
        return charts(dir, a, ChartOptions.SCREEN);
    }

    /** The charts against P and against message size in the options' style, titled from meta.json. */
    public static List<Path> charts(RunDirectory dir, CollectivesAnalysis a, ChartOptions options) throws IOException {
        return charts(dir, a, ChartTitles.of(dir, options), options.style());
    }

    /** The charts against P and against message size, titled and in the style given. */
    public static List<Path> charts(RunDirectory dir, CollectivesAnalysis a, ChartTitles titles, Style style)
            throws IOException {
        List<Path> written = new ArrayList<>();
        List<CollectiveMean> rows = a.points().stream().map(p -> p.row().mean()).toList();
        // A file whose points all lack a valid launch has nothing to draw: the table says so.
        if (rows.stream().anyMatch(r -> Double.isFinite(r.meanUs()))) {
            written.addAll(CollectiveCharts.renderVsRanks(
                    rows, a.model(), titles.title("Collectives against P"), dir.collectivesVsRanksPng(), style));
            written.addAll(CollectiveCharts.renderVsSize(
                    rows,
                    a.model(),
                    titles.title("Collectives against message size"),
                    dir.collectivesVsSizePng(),
                    style));
        }
        return written;
    }

    /** A directory with collectives but no signature (--no-reference, or another tool's collectives.csv). */
    static int reportOnly(RunDirectory dir, PrintWriter out, ChartStage stage, View view)
            throws IOException, DataFormatException {
        CollectivesAnalysis a = analyseAlone(dir);
        List<Path> files = new ArrayList<>(writeModel(dir, a));
        files.addAll(stage.draw(() -> charts(dir, a, stage.options())));
        Path page = stage.page(() -> RunPage.write(dir, Optional.empty(), Optional.empty()));
        switch (view) {
            case JSON -> out.println(JsonObjects.text(SCHEMA_VERSION, json(a)));
            case VERBOSE -> {
                out.println(Tables.text(CollectivesTable.tables(a)));
                out.println("data:  " + dir.signaturesDir());
                for (Path p : files) if (!p.startsWith(dir.signaturesDir())) out.println("chart: " + p);
                out.println("report: " + page);
            }
            case SUMMARY ->
                out.print(summary(
                        dir,
                        a,
                        List.of(
                                "report: " + page,
                                "full text: ./run-logp.sh report " + ShellWords.quote(dir.signaturesDir()))));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The one screen of a run of collectives alone, closed by {@code trailer}. */
    static String summary(RunDirectory dir, CollectivesAnalysis a, List<String> trailer) throws IOException {
        return ScreenSummary.text(new ScreenSummary.Inputs(
                dir.runId(),
                RunPage.where(RunAnalysis.optionalMeta(dir, new ArrayList<>())),
                Optional.empty(),
                Optional.empty(),
                java.util.Map.of(),
                Optional.empty(),
                Optional.of(a),
                io.logp.fit.ContentionRatios.of(List.of()),
                FindingText.render(a.findings(), Medium.UNKNOWN),
                trailer));
    }

    /** The version of the collectives object {@code --json} prints. */
    static final int SCHEMA_VERSION = 1;

    /**
     * The collectives as {@code --json} prints them: every point with its trimmed mean, CI, prediction, ratio and
     * doubt marks, the timer checks, and the findings.
     */
    static java.util.Map<String, Object> json(CollectivesAnalysis a) {
        List<java.util.Map<String, Object>> points = new ArrayList<>();
        for (CollectivesAnalysis.Point p : a.points()) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("op", p.row().op().label());
            m.put("n_bytes", p.row().nBytes());
            m.put("p", p.row().p());
            m.put("mean_us", p.row().stats().meanUs());
            m.put("ci95_us", p.row().stats().halfWidthUs());
            m.put("valid", p.row().stats().valid());
            m.put("predicted_us", p.predictedUs());
            m.put("ratio", p.ratio());
            m.put("doubts", p.marks());
            points.add(m);
        }
        List<java.util.Map<String, Object>> timers = new ArrayList<>();
        for (CollectivesCsv.TimerRow t : a.timers()) {
            java.util.Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("timer", t.timer());
            m.put("pattern", t.pattern());
            m.put("p", t.p());
            m.put("expected_us", t.expectedUs());
            m.put("mean_us", t.stats().meanUs());
            timers.add(m);
        }
        java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
        o.put("points", points);
        o.put("timer_checks", timers);
        o.put("warnings", FindingText.objects(a.findings(), Medium.UNKNOWN));
        return o;
    }
}
