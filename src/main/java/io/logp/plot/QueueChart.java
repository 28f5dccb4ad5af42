package io.logp.plot;

import io.logp.presentation.NumberText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Latency against MPI queue depth: the mean half round trip with its 95% CI at each depth Q, one curve per queue
 * load (posted queue with the match at the tail or the head, unexpected short or long messages). The depths are
 * powers of two, so Q is drawn on a log2 scale, its ticks labelled with the depths; Q = 0, the empty queue every cost
 * is measured against, is named in each curve's legend entry. The latency axis is logarithmic when the curves span
 * more than {@link #LOG_SPAN}.
 */
public final class QueueChart {

    static final String X_AXIS_TITLE = "queue depth Q (entries, log2 scale)";
    static final String Y_AXIS_TITLE = "half round trip (µs)";
    /** Where Q = 0 is drawn on the log2 axis: one step left of Q = 1. */
    static final double ZERO_AT = -1;

    /** Room below and above the data on the latency axis, as a fraction of their span. */
    static final double MARGIN = 0.08;

    /** One curve: its name and, per depth, the mean and CI. */
    public record Curve(String name, int[] q, double[] meanUs, double[] ci95Us) {}

    private QueueChart() {}

    public static XYChart build(List<Curve> curves, String title) {
        if (curves.isEmpty()) throw new IllegalArgumentException("no queue curve to plot");
        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        chart.getStyler().setxAxisTickLabelsFormattingFunction(QueueChart::depthLabel);
        // The latency axis follows the data (issue 36: from 0, half the plot was empty), the depth axis half a step
        // beyond the first and last depth, so that no marker is cut by the edge.
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        for (Curve c : curves)
            for (int i = 0; i < c.q().length; i++) {
                double ci = Double.isFinite(c.ci95Us()[i]) ? c.ci95Us()[i] : 0;
                if (!Double.isFinite(c.meanUs()[i]) || c.q()[i] <= 0) continue;
                lo = Math.min(lo, c.meanUs()[i] - ci);
                hi = Math.max(hi, c.meanUs()[i] + ci);
                first = Math.min(first, log2Depth(c.q()[i]));
                last = Math.max(last, log2Depth(c.q()[i]));
            }
        boolean log = logarithmic(curves);
        if (lo <= hi) {
            if (log) {
                AxisKind.of(chart, AxisKind.COUNT, AxisKind.VALUE);
                chart.getStyler().setYAxisLogarithmic(true);
                double bottom = Double.POSITIVE_INFINITY;
                for (Curve c : curves)
                    for (int i = 0; i < c.q().length; i++)
                        if (c.q()[i] > 0 && c.meanUs()[i] > 0)
                            bottom = Math.min(bottom, LogAxes.barBottom(c.meanUs()[i], c.ci95Us()[i]));
                double top = hi * LOG_MARGIN_FACTOR;
                chart.getStyler().setYAxisMin(LogAxes.lowerEnd(bottom / LOG_MARGIN_FACTOR, top));
                chart.getStyler().setYAxisMax(top);
            } else {
                double pad = Math.max(MARGIN * (hi - lo), 1e-3 * Math.abs(hi));
                chart.getStyler().setYAxisMin(Math.max(0, lo - pad));
                chart.getStyler().setYAxisMax(hi + pad);
            }
            chart.getStyler().setXAxisMin(first - 0.5);
            chart.getStyler().setXAxisMax(last + 0.5);
            AxisLabels.giveTicks(chart, true, depthTicks((int) Math.round(first), (int) Math.round(last)));
        }
        int index = 0;
        for (Curve c : curves) {
            // Q = 0, the empty queue, has no place on a log2 axis (a "0" tick there read as 2^0): its value goes in
            // the legend, the level every other depth is compared with (issue 48).
            List<Integer> kept = new java.util.ArrayList<>();
            String empty = "";
            for (int i = 0; i < c.q().length; i++) {
                if (c.q()[i] > 0) kept.add(i);
                else if (Double.isFinite(c.meanUs()[i]))
                    empty = " (Q = 0: " + NumberText.withCi(c.meanUs()[i], c.ci95Us()[i], "µs") + ")";
            }
            if (kept.isEmpty()) continue;
            double[] x = kept.stream().mapToDouble(i -> log2Depth(c.q()[i])).toArray();
            double[] y = kept.stream().mapToDouble(i -> c.meanUs()[i]).toArray();
            double[] bars = kept.stream()
                    .mapToDouble(i -> Double.isFinite(c.ci95Us()[i]) ? c.ci95Us()[i] : 0)
                    .toArray();
            if (log) for (int i = 0; i < y.length; i++) bars[i] = Math.min(bars[i], LogAxes.LOWEST_BAR_SHARE * y[i]);
            XYSeries series = chart.addSeries(c.name() + empty, x, y, bars);
            ChartStyle.styleCurve(series, index++);
        }
        return chart;
    }

    /** The latency axis is logarithmic when the depths' times span more than {@link #LOG_SPAN}, all above zero. */
    static boolean logarithmic(List<Curve> curves) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (Curve c : curves)
            for (int i = 0; i < c.q().length; i++) {
                if (c.q()[i] <= 0 || !Double.isFinite(c.meanUs()[i])) continue;
                if (c.meanUs()[i] <= 0) return false;
                lo = Math.min(lo, c.meanUs()[i]);
                hi = Math.max(hi, c.meanUs()[i]);
            }
        return hi > LOG_SPAN * lo;
    }

    /**
     * A span of latencies past which a linear axis flattens the lower curves: unexpected-long rising to 2450 µs
     * pressed the three others, 2 to 30 µs, into the bottom line (issue 48).
     */
    static final double LOG_SPAN = 20;

    /** The log latency axis reaches this factor beyond the data at either end. */
    private static final double LOG_MARGIN_FACTOR = 1.25;

    public static List<Path> render(List<Curve> curves, String title, Path pngPath) throws IOException {
        return render(curves, title, pngPath, io.logp.presentation.ChartOptions.Style.SCREEN);
    }

    public static List<Path> render(
            List<Curve> curves, String title, Path pngPath, io.logp.presentation.ChartOptions.Style style)
            throws IOException {
        return ChartFiles.write(build(curves, title), pngPath, style);
    }

    /** The depths labelled: 0, then every power of two, or every other, so that at most eight labels remain. */
    static java.util.List<LogTicks.Tick> depthTicks(int first, int last) {
        int from = Math.max(first, (int) ZERO_AT + 1);
        int step = 1;
        while ((last - from) / step + 2 > LogTicks.MAX_LABELS) step++;
        java.util.List<LogTicks.Tick> ticks = new java.util.ArrayList<>();
        if (first <= ZERO_AT) ticks.add(new LogTicks.Tick(ZERO_AT, depthLabel(ZERO_AT), ""));
        for (int k = from; k <= last; k += step) ticks.add(new LogTicks.Tick(k, depthLabel(k), ""));
        return ticks;
    }

    /** The x of a depth: log2 Q, and {@link #ZERO_AT} for the empty queue. */
    static double log2Depth(int q) {
        return q <= 0 ? ZERO_AT : Math.log(q) / Math.log(2);
    }

    /** The label of a tick at log2 Q = v: the depth at whole v, 0 at {@link #ZERO_AT}, none between. */
    static String depthLabel(double v) {
        long k = Math.round(v);
        if (Math.abs(v - k) > 1e-6) return " ";
        if (k == (long) ZERO_AT) return "0";
        if (k < ZERO_AT) return " ";
        return LogTicks.binaryName((int) k);
    }
}
