package io.logp.plot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Latency against MPI queue depth: the mean half round trip with its 95% CI at each depth Q, one curve per queue
 * load (posted queue with the match at the tail or the head, unexpected short or long messages). Linear axes: the
 * search cost is linear in Q, and Q = 0 belongs on the chart.
 */
public final class QueueChart {

    static final String X_AXIS_TITLE = "queue depth Q (entries)";
    static final String Y_AXIS_TITLE = "half round trip (us)";

    /** One curve: its name and, per depth, the mean and CI. */
    public record Curve(String name, int[] q, double[] meanUs, double[] ci95Us) {}

    private QueueChart() {}

    public static XYChart build(List<Curve> curves, String title) {
        if (curves.isEmpty()) throw new IllegalArgumentException("no queue curve to plot");
        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        chart.getStyler().setYAxisMin(0.0);
        int index = 0;
        for (Curve c : curves) {
            double[] x = java.util.Arrays.stream(c.q()).asDoubleStream().toArray();
            double[] bars = java.util.Arrays.stream(c.ci95Us())
                    .map(v -> Double.isFinite(v) ? v : 0)
                    .toArray();
            XYSeries series = chart.addSeries(c.name(), x, c.meanUs(), bars);
            ChartStyle.styleCurve(series, index++);
        }
        return chart;
    }

    public static List<Path> render(List<Curve> curves, String title, Path pngPath) throws IOException {
        return ChartFiles.writePngAndSvg(build(curves, title), pngPath);
    }
}
