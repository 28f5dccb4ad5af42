package io.logp.plot;

import io.logp.fit.TransferTimeFit;
import io.logp.presentation.ChartOptions.Style;
import io.logp.presentation.NumberText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.IntStream;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Ping-pong time versus message size on log-log axes, as Figure 1 of the Janus ping-pong report: one point per
 * measured size with its 95% confidence interval as an error bar, and with a fit the line TransferTime = Ts + Tc n
 * ({@link TransferTimeFit}) drawn over the sizes each parameter was fitted to, Ts over the small ones and Tc over the
 * large ones, so that one sees where the latency dominates (flat), where the bandwidth does (slope 1) and that the
 * middle sizes belong to neither line.
 *
 * <p>A log axis has no place for 0 or below: a 0-byte message is left out of the chart (its time is the latency,
 * which the legend gives), the fitted line is drawn only where it is positive, and an error bar that would reach
 * 0 is shortened to {@link #MAX_BAR_FRACTION} of its point's value, which keeps the axis within a decade of the
 * data. {@link #build} returns the XChart model, so that tests check the plotted numbers rather than PNG bytes.
 */
public final class TransferTimeChart {

    static final String X_AXIS_TITLE = "message size (bytes)";
    static final String Y_AXIS_TITLE = "time (us)";
    /** Series name of the measured points. */
    static final String DATA_SERIES = "measured, 95% CI";
    /** The longest error bar drawn, as a fraction of its point's value. */
    static final double MAX_BAR_FRACTION = 0.9;
    /** The size axis runs from the smallest size / this to the largest x this, keeping markers off the border. */
    private static final double X_MARGIN_FACTOR = 1.25;

    private TransferTimeChart() {}

    /**
     * The chart.
     *
     * @param nBytes    message sizes, >= 0; at least one > 0
     * @param medianUs  time per size in microseconds, > 0 where the size is > 0
     * @param ci95Us    95% half-width per size, NaN where unknown; null when none is known
     * @param fitOrNull the line to draw, or null for the measurements alone
     * @param title     chart title; null or blank for none
     * @throws IllegalArgumentException when the arrays differ in length, a size is negative, no size is positive, or
     *                                  a time of a positive size is not finite and > 0
     */
    public static XYChart build(
            int[] nBytes, double[] medianUs, double[] ci95Us, TransferTimeFit fitOrNull, String title) {
        int[] order = plottedOrder(nBytes, medianUs, ci95Us);
        double[] x = new double[order.length];
        double[] y = new double[order.length];
        double[] bars = new double[order.length];
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            x[k] = nBytes[i];
            y[k] = medianUs[i];
            double ci = ci95Us == null || !Double.isFinite(ci95Us[i]) ? 0 : ci95Us[i];
            bars[k] = Math.min(ci, MAX_BAR_FRACTION * y[k]);
        }
        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.BYTES, AxisKind.VALUE);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setXAxisMin(x[0] / X_MARGIN_FACTOR);
        chart.getStyler().setXAxisMax(x[x.length - 1] * X_MARGIN_FACTOR);
        XYSeries data = chart.addSeries(DATA_SERIES, x, y, bars);
        ChartStyle.styleCurve(data, 0);
        // Markers alone where a fitted line runs through them: a line between them would hide it.
        if (fitOrNull != null) data.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        if (fitOrNull != null) addFit(chart, fitOrNull, x);
        // Inside, top left, where a transfer-time curve never runs: beside the plot it took 40% of the width.
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        BulkCharts.setLogTimeRange(chart);
        return chart;
    }

    /** Builds the chart and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> render(
            int[] nBytes, double[] medianUs, double[] ci95Us, TransferTimeFit fitOrNull, String title, Path pngPath)
            throws IOException {
        return render(nBytes, medianUs, ci95Us, fitOrNull, title, pngPath, Style.SCREEN);
    }

    /** Builds the chart and writes it in the files of the style. */
    public static List<Path> render(
            int[] nBytes,
            double[] medianUs,
            double[] ci95Us,
            TransferTimeFit fitOrNull,
            String title,
            Path pngPath,
            Style style)
            throws IOException {
        return ChartFiles.write(build(nBytes, medianUs, ci95Us, fitOrNull, title), pngPath, style);
    }

    /** The legend of the latency line: "Ts = 0.21 us (0..1024 B)", the sizes Ts was fitted to. */
    static String latencyName(TransferTimeFit fit) {
        return "Ts = " + NumberText.withCi(fit.tsUs(), fit.tsCi95Us(), "us")
                + String.format(Locale.ROOT, " (%d..%d B)", fit.tsFromBytes(), fit.tsToBytes());
    }

    /** The legend of the bandwidth line: "1/Tc = 5123 MB/s (65536..4194304 B)", the sizes Tc was fitted to. */
    static String bandwidthName(TransferTimeFit fit) {
        return bandwidthLabel(fit) + String.format(Locale.ROOT, " (%d..%d B)", fit.tcFromBytes(), fit.tcToBytes());
    }

    /** The legend of the bandwidth line: "1/Tc = 5123 MB/s". */
    static String bandwidthLabel(TransferTimeFit fit) {
        String bandwidth = Double.isFinite(fit.bandwidthMBps())
                ? NumberText.withCi(fit.bandwidthMBps(), fit.bandwidthCi95MBps(), "MB/s")
                : "n/a";
        return "1/Tc = " + bandwidth;
    }

    /**
     * Ts + Tc n twice, each over the plotted sizes its parameter was fitted to, where it is positive: the latency
     * line over the small sizes, the bandwidth line over the large ones. The sizes between belong to neither (an
     * eager-to-rendezvous switch bends the curve there), and no line claims them.
     */
    private static void addFit(XYChart chart, TransferTimeFit fit, double[] sizes) {
        addSegment(
                chart,
                latencyName(fit),
                fit,
                sizes,
                fit.tsFromBytes(),
                fit.tsToBytes(),
                ChartStyle.DASHED,
                "Ts = " + NumberText.withCi(fit.tsUs(), fit.tsCi95Us(), "us"));
        addSegment(
                chart,
                bandwidthName(fit),
                fit,
                sizes,
                fit.tcFromBytes(),
                fit.tcToBytes(),
                ChartStyle.DASH_DOTTED,
                bandwidthLabel(fit));
    }

    private static void addSegment(
            XYChart chart,
            String name,
            TransferTimeFit fit,
            double[] sizes,
            int fromBytes,
            int toBytes,
            java.awt.BasicStroke dashes,
            String label) {
        double[] x = Arrays.stream(sizes)
                .distinct()
                .filter(n -> n >= fromBytes && n <= toBytes && fit.timeUs(n) > 0)
                .toArray();
        if (x.length == 0) return;
        XYSeries series =
                chart.addSeries(name, x, Arrays.stream(x).map(fit::timeUs).toArray());
        // The line's extent shows the sizes it was fitted to; the legend states its value.
        series.setLabel(label);
        ChartStyle.styleReference(series, dashes);
    }

    /** Indices of the points with a positive size, by ascending size, after checking the input. */
    private static int[] plottedOrder(int[] nBytes, double[] medianUs, double[] ci95Us) {
        Objects.requireNonNull(nBytes, "nBytes");
        Objects.requireNonNull(medianUs, "medianUs");
        if (medianUs.length != nBytes.length || (ci95Us != null && ci95Us.length != nBytes.length)) {
            throw new IllegalArgumentException("sizes, times and CIs differ in length");
        }
        for (int i = 0; i < nBytes.length; i++) {
            if (nBytes[i] < 0) throw new IllegalArgumentException("n_bytes must be >= 0, got " + nBytes[i]);
            if (nBytes[i] > 0 && !(medianUs[i] > 0 && Double.isFinite(medianUs[i]))) {
                throw new IllegalArgumentException(String.format(
                        Locale.ROOT,
                        "time at n_bytes = %d must be finite and > 0 on a log axis, got %s",
                        nBytes[i],
                        medianUs[i]));
            }
        }
        int[] order = IntStream.range(0, nBytes.length)
                .filter(i -> nBytes[i] > 0)
                .boxed()
                .sorted(Comparator.comparingInt(i -> nBytes[i]))
                .mapToInt(Integer::intValue)
                .toArray();
        if (order.length == 0) throw new IllegalArgumentException("no size > 0 to plot on a log axis");
        return order;
    }
}
