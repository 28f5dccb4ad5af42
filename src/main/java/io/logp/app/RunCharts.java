package io.logp.app;

import io.logp.analysis.AnalysedRun;
import io.logp.analysis.CollectivesAnalysis;
import io.logp.analysis.PairsAnalysis;
import io.logp.analysis.PingPongAnalysis;
import io.logp.analysis.QueueAnalysis;
import io.logp.analysis.RunResult;
import io.logp.data.CollectiveMean;
import io.logp.data.PairRtt;
import io.logp.fit.BulkParameters;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.RunDirectory;
import io.logp.meta.RunMetadata;
import io.logp.plot.BulkCharts;
import io.logp.plot.BulkOverheadChart;
import io.logp.plot.CollectiveCharts;
import io.logp.plot.ContentionChart;
import io.logp.plot.HistogramChart;
import io.logp.plot.PairsHeatMap;
import io.logp.plot.QueueChart;
import io.logp.plot.SignatureChart;
import io.logp.plot.TransferTimeChart;
import io.logp.plot.VectorFiles;
import io.logp.presentation.ChartOptions;
import io.logp.presentation.ChartOptions.Style;
import io.logp.report.ChartKind;
import io.logp.report.ChartTitles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Every chart of a run: the signature, the bulk charts, contention, the collectives, the ping-pong and the queues,
 * drawn from its {@link AnalysedRun} after a run and again by {@code plot DIR} by the same functions, so a re-drawn
 * chart is the run's chart. It reads no file: the run's kind and parts come analysed.
 */
public final class RunCharts {

    private RunCharts() {}

    /**
     * Every chart of an analysed run, its kind's own and its ping-pong's and queues'; throws when there is nothing to
     * draw.
     */
    static List<Path> redraw(RunDirectory dir, AnalysedRun run, ChartOptions options)
            throws IOException, DataFormatException {
        List<Path> charts;
        // Each chart's SVG and PDF are written beside the next chart's painting; all are there on return.
        try (VectorFiles vectors = VectorFiles.open()) {
            charts = all(dir, run, options);
        }
        if (charts.isEmpty()) {
            throw new DataFormatException(
                    dir.signatureCsv(),
                    0,
                    "no such file, and none of the other files a chart is drawn from (pairs.csv, collectives.csv,"
                            + " contention.csv, the ping-pong and queue files)");
        }
        return charts;
    }

    /** Every chart of an analysed run: its kind's own, then the ping-pong's and the queues'. */
    static List<Path> all(RunDirectory dir, AnalysedRun run, ChartOptions options) throws IOException {
        List<Path> charts = new ArrayList<>(
                switch (run) {
                    case RunResult result -> charts(dir, result, options);
                    case AnalysedRun.Pairs p -> pairs(dir, p.meta(), p.pairs(), options);
                    case AnalysedRun.Collectives c -> collectives(dir, c.meta(), c.collectives(), options);
                    case AnalysedRun.Contention c ->
                        ContentionChart.render(
                                c.contention(),
                                ChartTitles.of(c.meta(), options).title("Contention g_K / g_1"),
                                dir.contentionPng(),
                                options.style());
                    case AnalysedRun.PingPong _, AnalysedRun.Queues _, AnalysedRun.Profile _, AnalysedRun.Nothing _ ->
                        List.<Path>of();
                });
        if (run.pingPong().isPresent())
            charts.addAll(pingPong(dir, run.meta(), run.pingPong().get(), options));
        // The queue chart draws the curves only: o_r is not needed.
        if (run.queues().isPresent())
            charts.addAll(queues(dir, run.meta(), run.queues().get(), options));
        return charts;
    }

    /** The charts of an analysed run: the signature, the bulk charts, contention and the collectives. */
    public static List<Path> charts(RunDirectory dir, RunResult result, ChartOptions options) throws IOException {
        ChartTitles titles = ChartTitles.of(result.meta(), options);
        Style style = options.style();
        List<Path> written = new ArrayList<>(SignatureChart.render(
                result.signature(), result.parameters(), titles.title("LogP signature"), dir.signaturePng(), style));
        if (result.bulk().isPresent())
            written.addAll(bulk(dir, result, result.bulk().get(), titles, style));
        if (result.contention().ratios().stream().anyMatch(r -> Double.isFinite(r.ratio()))) {
            written.addAll(ContentionChart.render(
                    result.contention(), titles.title("Contention g_K / g_1"), dir.contentionPng(), style));
        }
        if (result.collectives().isPresent())
            written.addAll(collectives(dir, result.collectives().get(), titles, style));
        return written;
    }

    /** The bulk charts: T(n), BW(n), o_s(n) and the signatures at a small and a large n. */
    private static List<Path> bulk(
            RunDirectory dir, RunResult result, BulkParameters bulk, ChartTitles titles, Style style)
            throws IOException {
        List<Path> written = new ArrayList<>();
        written.addAll(BulkCharts.save(
                BulkCharts.timeChart(result.storeTimes(), bulk.times(), titles.title("Bulk store time T(n)")),
                dir.transferTimePng(),
                style));
        written.addAll(BulkCharts.save(
                BulkCharts.bandwidthChart(
                        result.storeTimes(), bulk.times(), titles.title("Bulk store bandwidth n/T(n)")),
                dir.bandwidthPng(),
                style));
        if (bulk.sizes().stream().anyMatch(s -> s.oS().isKnown())) {
            written.addAll(BulkCharts.save(
                    BulkOverheadChart.overheadChart(bulk, titles.title("Bulk send overhead o_s(n)")),
                    dir.sendOverheadPng(),
                    style));
        }
        // Figures 8 and 9: the signature at the smallest and the largest bulk size.
        for (int n : ChartKind.sizedSignatures(result.signature().sizes())) {
            // The size's fit, when it had one, draws its lines; a size the fitter could not fit is drawn bare.
            LogpParameters fit = bulk.sizeFits().get(n);
            written.addAll(SignatureChart.save(
                    SignatureChart.build(
                            result.signature(),
                            n,
                            fit,
                            titles.title("Bulk store signature, n = " + n + " bytes"),
                            style),
                    dir.signaturePng(n),
                    style));
        }
        return written;
    }

    /** The collectives' charts against P and against message size in the options' style, titled from meta.json. */
    static List<Path> collectives(RunDirectory dir, RunMetadata meta, CollectivesAnalysis a, ChartOptions options)
            throws IOException {
        return collectives(dir, a, ChartTitles.of(meta, options), options.style());
    }

    /** The charts against P and against message size; none when no point has a valid launch. */
    private static List<Path> collectives(RunDirectory dir, CollectivesAnalysis a, ChartTitles titles, Style style)
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

    /** The ping-pong's distribution and, with a size sweep, its transfer-time chart. */
    static List<Path> pingPong(RunDirectory dir, RunMetadata meta, PingPongAnalysis a, ChartOptions options)
            throws IOException {
        ChartTitles titles = ChartTitles.of(meta, options);
        List<Path> files = new ArrayList<>(HistogramChart.render(
                a.distribution(),
                a.statistics().medianUs(),
                a.statistics().meanUs(),
                titles.title(String.format(Locale.ROOT, "Ping-pong half round trips, %d bytes", a.nBytes())),
                "half round trip (µs)",
                dir.plotsDir().resolve("pingpong_distribution.png"),
                options.style()));
        if (!a.sizes().isEmpty()) {
            files.addAll(TransferTimeChart.render(
                    a.sizeBytes(),
                    a.sizeMeansUs(),
                    a.sizeCi95Us(),
                    a.fit(),
                    titles.title("Ping-pong half round trip by message size"),
                    dir.plotsDir().resolve("pingpong_sizes.png"),
                    options.style()));
        }
        return files;
    }

    /** Latency against MPI queue depth, a curve per queue. */
    static List<Path> queues(RunDirectory dir, RunMetadata meta, QueueAnalysis a, ChartOptions options)
            throws IOException {
        List<QueueChart.Curve> curves = a.curves().stream()
                .map(c -> new QueueChart.Curve(c.name(), c.q(), c.meanUs(), c.ci95Us()))
                .toList();
        return QueueChart.render(
                curves,
                ChartTitles.of(meta, options).title("Latency against MPI queue depth"),
                dir.plotsDir().resolve("queues.png"),
                options.style());
    }

    /** The P x P map of the pairs' RTT, titled from meta.json; none without a pair. */
    static List<Path> pairs(RunDirectory dir, RunMetadata meta, PairsAnalysis a, ChartOptions options)
            throws IOException {
        if (a.pairs().isEmpty()) return List.of();
        // the host of every rank of the analysis, index = rank
        int ranks = a.ranks().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
        List<String> hosts = new ArrayList<>(Collections.nCopies(ranks, ""));
        for (PairRtt p : a.pairs()) {
            hosts.set(p.i(), p.hostI());
            hosts.set(p.j(), p.hostJ());
        }
        return PairsHeatMap.render(
                a.pairs(),
                a.ranks(),
                hosts,
                ChartTitles.of(meta, options).title("RTT of every pair of ranks"),
                dir.pairsPng(),
                options.style());
    }
}
