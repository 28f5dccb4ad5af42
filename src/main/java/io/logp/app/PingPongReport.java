package io.logp.app;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.Defaults;
import io.logp.exit.ExitCodes;
import io.logp.fit.TransferTimeFit;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.PingPongData;
import io.logp.format.run.RunDirectory;
import io.logp.plot.HistogramChart;
import io.logp.plot.TransferTimeChart;
import io.logp.presentation.ChartOptions;
import io.logp.report.PingPongText;
import io.logp.result.PingPongCsv;
import io.logp.result.PingPongJson;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * From a run directory's raw ping-pong data to its results: pingpong_summary.txt, pingpong_full.txt, pingpong.json,
 * pingpong.csv and the distribution and transfer-time charts, then the summary (or, inside the default run, a few
 * lines) on the terminal.
 */
public final class PingPongReport {

    private PingPongReport() {}

    /**
     * Analyses and writes everything, the charts and report.html; prints the one screen, the full summary of Luecke et
     * al. ({@code VERBOSE}) or pingpong.json's object ({@code JSON}), also when a chart could not be written.
     */
    public static int full(RunDirectory dir, PrintWriter out, double cutCoef, View view)
            throws IOException, DataFormatException {
        return full(dir, out, cutCoef, view, ChartOptions.SCREEN);
    }

    /** As {@link #full(RunDirectory, PrintWriter, double, View)}, with the charts drawn as the options say. */
    public static int full(RunDirectory dir, PrintWriter out, double cutCoef, View view, ChartOptions options)
            throws IOException, DataFormatException {
        PingPongAnalysis a = analyse(dir, cutCoef);
        write(dir, a);
        ChartStage stage = new ChartStage(dir, options);
        List<Path> charts = stage.draw(() -> charts(dir, a, options));
        Path page = stage.page(() -> RunPage.write(dir, Optional.empty(), Optional.of(a)));
        switch (view) {
            case JSON -> out.println(JsonObjects.text(PingPongJson.SCHEMA_VERSION, PingPongJson.object(a)));
            case VERBOSE -> {
                out.print(PingPongText.summary(a));
                out.println();
                out.println("data:  " + dir.signaturesDir());
                for (Path p : charts) out.println("chart: " + p);
                out.println("report: " + page);
            }
            case SUMMARY -> {
                out.println("logp run " + dir.runId());
                String where = RunPage.where(RunAnalysis.optionalMeta(dir, new java.util.ArrayList<>()));
                if (!where.isBlank()) out.println("  " + where);
                out.print(brief(dir, a));
                out.println("report: " + page);
                out.println("full text: " + dir.signaturesDir().resolve("pingpong_summary.txt"));
            }
        }
        out.flush();
        stage.finish();
        return ExitCodes.OK;
    }

    /** The short ping-pong of the default run: analyses and writes its data files; empty when the run has none. */
    public static Optional<PingPongAnalysis> writeData(RunDirectory dir) throws IOException, DataFormatException {
        if (!has(dir)) return Optional.empty();
        PingPongAnalysis a = analyse(dir, Defaults.CUT_COEF);
        write(dir, a);
        return Optional.of(a);
    }

    /** The ping-pong of a run, analysed from its raw files without writing; empty when the run has none. */
    public static Optional<PingPongAnalysis> read(RunDirectory dir) throws IOException, DataFormatException {
        return has(dir) ? Optional.of(analyse(dir, Defaults.CUT_COEF)) : Optional.empty();
    }

    private static boolean has(RunDirectory dir) {
        return Files.exists(dir.signaturesDir().resolve(PingPongData.SAMPLES));
    }

    /** The lines of the short ping-pong in the full text of a run. */
    public static String brief(RunDirectory dir, PingPongAnalysis a) {
        PingPongStatistics s = a.statistics();
        StringBuilder out = new StringBuilder(String.format(
                Locale.ROOT,
                "ping-pong, %d bytes, half round trip (npp = %s, %d trials): min %.3f  median %.3f  "
                        + "mean %.3f  max %.3f us%n",
                a.nBytes(),
                a.param("npp_used"),
                s.n(),
                s.minUs(),
                s.medianUs(),
                s.meanUs(),
                s.maxUs()));
        TransferTimeFit f = a.fit();
        if (f != null) {
            out.append(String.format(
                    Locale.ROOT,
                    "latency/bandwidth line: Ts = %.3f us (%d..%d B), bandwidth = %.0f MB/s (%d..%d B)%n",
                    f.tsUs(),
                    f.tsFromBytes(),
                    f.tsToBytes(),
                    f.bandwidthMBps(),
                    f.tcFromBytes(),
                    f.tcToBytes()));
        }
        out.append("ping-pong details: ")
                .append(dir.signaturesDir().resolve("pingpong_summary.txt"))
                .append('\n');
        return out.toString();
    }

    public static PingPongAnalysis analyse(RunDirectory dir, double cutCoef) throws IOException, DataFormatException {
        return PingPongAnalysis.of(
                PingPongData.read(dir.signaturesDir()),
                cutCoef,
                Defaults.LATENCY_MAX_BYTES,
                Defaults.BANDWIDTH_MIN_BYTES);
    }

    /** Re-renders the ping-pong charts of a run from its raw files; nothing when the run has no ping-pong. */
    public static List<Path> charts(RunDirectory dir, ChartOptions options) throws IOException, DataFormatException {
        if (!Files.exists(dir.signaturesDir().resolve(PingPongData.SAMPLES))) return List.of();
        return charts(dir, analyse(dir, Defaults.CUT_COEF), options);
    }

    private static List<Path> write(RunDirectory dir, PingPongAnalysis a) throws IOException {
        Path d = dir.signaturesDir();
        AtomicFiles.write(d.resolve("pingpong_summary.txt"), PingPongText.summary(a));
        AtomicFiles.write(d.resolve("pingpong_full.txt"), PingPongText.full(a));
        PingPongJson.write(d.resolve("pingpong.json"), a);
        List<Path> files = new ArrayList<>(
                List.of(d.resolve("pingpong_summary.txt"), d.resolve("pingpong_full.txt"), d.resolve("pingpong.json")));
        if (!a.sizes().isEmpty()) {
            PingPongCsv.write(d.resolve("pingpong.csv"), a.sizes());
            files.add(d.resolve("pingpong.csv"));
        }
        return files;
    }

    static List<Path> charts(RunDirectory dir, PingPongAnalysis a, ChartOptions options) throws IOException {
        ChartTitles titles = ChartTitles.of(dir, options);
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
}
