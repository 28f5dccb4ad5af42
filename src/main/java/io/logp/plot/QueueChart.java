package io.logp.plot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Latency against MPI queue depth: the mean half round trip with its 95% CI at each depth Q, one curve per queue
 * load (posted queue with the match at the tail or the head, unexpected short or long messages). The depths are
 * powers of two, so Q is drawn on a log2 scale, its ticks labelled with the depths; Q = 0, the empty queue every cost
 * is measured against, sits one step left of Q = 1 and is labelled 0.
 */
public final class QueueChart {

    static final String X_AXIS_TITLE = "queue depth Q (entries, log2 scale)";
    static final String Y_AXIS_TITLE = "half round trip (µs)";
    /** Where Q = 0 is drawn on the log2 axis: one step left of Q = 1. */
    static final double ZERO_AT = -1;

    /** One curve: its name and, per depth, the mean and CI. */
    public record Curve(String name, int[] q, double[] meanUs, double[] ci95Us) {}

    private QueueChart() {}

    public static XYChart build(List<Curve> curves, String title) {
        if (curves.isEmpty()) throw new IllegalArgumentException("no queue curve to plot");
        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setxAxisTickLabelsFormattingFunction(QueueChart::depthLabel);
        int index = 0;
        for (Curve c : curves) {
            double[] x = java.util.Arrays.stream(c.q())
                    .mapToDouble(QueueChart::log2Depth)
                    .toArray();
            double[] bars = java.util.Arrays.stream(c.ci95Us())
                    .map(v -> Double.isFinite(v) ? v : 0)
                    .toArray();
            XYSeries series = chart.addSeries(c.name(), x, c.meanUs(), bars);
            ChartStyle.styleCurve(series, index++);
        }
        return chart;
    }

    public static List<Path> render(List<Curve> curves, String title, Path pngPath) throws IOException {
        return render(curves, title, pngPath, io.logp.presentation.ChartOptions.Style.SCREEN);
    }

    public static List<Path> render(
            List<Curve> curves, String title, Path pngPath, io.logp.presentation.ChartOptions.Style style)
            throws IOException {
        return ChartFiles.write(build(curves, title), pngPath, style);
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
