package io.logp.app;

import io.logp.analysis.QueueAnalysis;
import io.logp.data.Estimate;
import io.logp.exit.ExitCodes;
import io.logp.fit.QueueCost;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.QueueData;
import io.logp.format.run.RunDirectory;
import io.logp.plot.QueueChart;
import io.logp.presentation.ChartOptions;
import io.logp.result.LogpJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * From a run directory's raw queue data to its results: queues.csv and queues.json ({@link QueueAnalysis}), the
 * chart, and the summary on the terminal.
 */
public final class QueueReport {

    private QueueReport() {}

    /**
     * Analyses and writes queues.csv, queues.json, the chart and report.html; prints the costs per entry ({@code
     * SUMMARY}, {@code VERBOSE}: the same few lines) or queues.json's object ({@code JSON}).
     */
    public static int full(RunDirectory dir, PrintWriter out, View view) throws IOException, DataFormatException {
        return full(dir, out, view, ChartOptions.SCREEN);
    }

    /** As {@link #full(RunDirectory, PrintWriter, View)}, with the chart drawn as the options say. */
    public static int full(RunDirectory dir, PrintWriter out, View view, ChartOptions options)
            throws IOException, DataFormatException {
        Path d = dir.signaturesDir();
        QueueAnalysis a = QueueAnalysis.of(QueueData.read(d), oR(dir));
        a.write(d);
        ChartStage stage = new ChartStage(dir, options);
        List<Path> charts = stage.draw(() -> charts(dir, a, options));
        Path page = Files.exists(dir.signatureCsv())
                ? null
                : stage.page(() -> RunPage.write(dir, java.util.Optional.empty(), java.util.Optional.empty()));
        if (view == View.JSON) {
            out.println(JsonObjects.text(
                    QueueAnalysis.SCHEMA_VERSION, io.logp.format.run.MetaJson.read(d.resolve("queues.json"))));
            out.flush();
            stage.finish();
            return ExitCodes.OK;
        }
        if (page != null) {
            out.println("logp run " + dir.runId());
            String where = RunPage.where(RunAnalysis.optionalMeta(dir, new java.util.ArrayList<>()));
            if (!where.isBlank()) out.println("  " + where);
        }

        out.println(
                "MPI queue costs (half round trip against queue depth Q; per-entry cost = slope of the round trip)");
        for (QueueCost cost : a.costs()) {
            double entries = a.entriesPerOR(cost);
            out.printf(
                    Locale.ROOT,
                    "  %-17s %8.2f ± %6.2f ns per entry   Q = 0: %.3f ± %.3f us   (Q up to %d)%s%n",
                    cost.curve(),
                    cost.perEntryNs().value(),
                    cost.perEntryNs().ci95(),
                    cost.baseUs().value(),
                    cost.baseUs().ci95(),
                    cost.qMax(),
                    !a.oR().isKnown()
                            ? ""
                            : Double.isFinite(entries)
                                    ? String.format(
                                            Locale.ROOT, "   o_r = %.3f us = %.0f entries", a.oR().value(), entries)
                                    : "   (no cost per entry within its CI)");
        }
        if (a.params().get("memory") instanceof List<?> probes) {
            for (Object probe : probes) {
                if (!(probe instanceof Map<?, ?> mem)) continue;
                out.println(io.logp.report.ScreenSummary.fit(String.format(
                        Locale.ROOT,
                        "  memory, receiver %s for %s s: %s unexpected 8-byte messages sent, %s",
                        mem.get("receiver"),
                        mem.get("seconds"),
                        mem.get("unexpected_messages_sent"),
                        Boolean.TRUE.equals(mem.get("sender_stalled"))
                                ? "then the sender stalled"
                                : "the sender never stalled (limit " + mem.get("limit") + " or time reached)")));
            }
        }
        out.println("data:  " + d);
        for (Path p : charts) out.println("chart: " + p);
        if (page != null) out.println("report: " + page);
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /** The queue costs of a run, analysed from its raw files without writing; empty when the run has none. */
    static java.util.Optional<QueueAnalysis> read(RunDirectory dir) throws IOException, DataFormatException {
        if (!Files.exists(dir.signaturesDir().resolve(QueueData.TRIALS))) return java.util.Optional.empty();
        return java.util.Optional.of(QueueAnalysis.of(QueueData.read(dir.signaturesDir()), oR(dir)));
    }

    /** Re-renders the queue chart of a run from its raw files; nothing when the run has no queue data. */
    public static List<Path> charts(RunDirectory dir, ChartOptions options) throws IOException, DataFormatException {
        if (!Files.exists(dir.signaturesDir().resolve(QueueData.TRIALS))) return List.of();
        return charts(dir, QueueAnalysis.of(QueueData.read(dir.signaturesDir()), oR(dir)), options);
    }

    private static List<Path> charts(RunDirectory dir, QueueAnalysis a, ChartOptions options) throws IOException {
        List<QueueChart.Curve> curves = a.curves().stream()
                .map(c -> new QueueChart.Curve(c.name(), c.q(), c.meanUs(), c.ci95Us()))
                .toList();
        return QueueChart.render(
                curves,
                ChartTitles.of(dir, options).title("Latency against MPI queue depth"),
                dir.plotsDir().resolve("queues.png"),
                options.style());
    }

    /** o_r of the same run, when the run has a LogP fit. */
    private static Estimate oR(RunDirectory dir) throws IOException, DataFormatException {
        if (!Files.exists(dir.logpJson())) return Estimate.unknown();
        Map<String, Object> logp = LogpJson.read(dir.logpJson());
        return logp.get("o_r_us") instanceof Number n ? Estimate.of(n.doubleValue(), Double.NaN) : Estimate.unknown();
    }
}
