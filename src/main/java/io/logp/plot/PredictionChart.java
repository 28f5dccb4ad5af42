package io.logp.plot;

import io.logp.data.CollectiveOp;
import io.logp.data.PredictedPoint;
import io.logp.presentation.ChartOptions.Style;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One op's time against P, log-log, as {@code predict} found it: per size, SimGrid's prediction on the run's calibrated
 * platform (solid), logp's own LogGP model (dashed, same colour) and the run's measured points (markers alone).
 */
public final class PredictionChart {

    static final String X_AXIS_TITLE = "P (ranks)";
    static final String Y_AXIS_TITLE = "time (us)";

    private PredictionChart() {}

    /** The chart of {@code op} from the calibrated points; null when SimGrid predicted none of it. */
    public static XYChart build(List<PredictedPoint> points, CollectiveOp op, String title) {
        List<PredictedPoint> mine =
                points.stream().filter(p -> p.op() == op && p.calibrated()).toList();
        if (mine.stream().noneMatch(p -> p.predictedUs() > 0)) return null;
        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        // Outside: up to 15 entries, and the curves of every size start at the upper left.
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideE);
        int index = 0;
        for (int n : mine.stream()
                .mapToInt(PredictedPoint::nBytes)
                .distinct()
                .sorted()
                .toArray()) {
            List<PredictedPoint> curve =
                    mine.stream().filter(p -> p.nBytes() == n).toList();
            String size = op == CollectiveOp.BARRIER ? "" : String.format(Locale.ROOT, " %d B", n);
            add(chart, "SimGrid" + size, curve, true, index, Kind.SIMGRID);
            add(chart, "LogP model" + size, curve, false, index, Kind.MODEL);
            add(chart, "measured" + size, curve, false, index, Kind.MEASURED);
            index++;
        }
        setRanges(chart);
        return chart;
    }

    /** The axes run this far beyond the lowest and highest value plotted: no marker sits on the plot's edge. */
    static final double MARGIN_FACTOR = 1.25;

    /**
     * Both log axes around every value plotted, a margin either side: XChart's own range ends at the lowest point,
     * whose marker the plot's edge then cut in half (issue 48: the measured point at the bottom of the chart).
     */
    private static void setRanges(XYChart chart) {
        double[] x = {Double.POSITIVE_INFINITY, 0};
        double[] y = {Double.POSITIVE_INFINITY, 0};
        for (XYSeries s : chart.getSeriesMap().values()) {
            for (double v : s.getXData()) widen(x, v);
            for (double v : s.getYData()) widen(y, v);
        }
        if (x[1] > 0) {
            chart.getStyler().setXAxisMin(x[0] / MARGIN_FACTOR);
            chart.getStyler().setXAxisMax(x[1] * MARGIN_FACTOR);
        }
        if (y[1] > 0) {
            double top = y[1] * MARGIN_FACTOR;
            chart.getStyler().setYAxisMin(LogAxes.lowerEnd(y[0] / MARGIN_FACTOR, top));
            chart.getStyler().setYAxisMax(top);
        }
    }

    private static void widen(double[] range, double v) {
        if (!(v > 0) || !Double.isFinite(v)) return;
        range[0] = Math.min(range[0], v);
        range[1] = Math.max(range[1], v);
    }

    public static List<Path> render(List<PredictedPoint> points, CollectiveOp op, String title, Path png, Style style)
            throws IOException {
        XYChart chart = build(points, op, title);
        return chart == null ? List.of() : ChartFiles.write(chart, png, style);
    }

    private enum Kind {
        SIMGRID,
        MODEL,
        MEASURED
    }

    private static void add(XYChart chart, String name, List<PredictedPoint> curve, boolean solid, int index, Kind k) {
        List<PredictedPoint> known = curve.stream()
                .filter(p -> value(p, k) > 0 && Double.isFinite(value(p, k)))
                .toList();
        if (known.isEmpty()) return;
        double[] x = known.stream().mapToDouble(PredictedPoint::p).toArray();
        double[] y = known.stream().mapToDouble(p -> value(p, k)).toArray();
        XYSeries s = chart.addSeries(name, x, y);
        switch (k) {
            case SIMGRID -> ChartStyle.styleCurve(s, index);
            case MODEL -> ChartStyle.stylePrediction(s, ChartStyle.color(index));
            case MEASURED -> {
                ChartStyle.styleCurve(s, index);
                s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
                s.setMarker(SeriesMarkers.DIAMOND);
            }
        }
    }

    private static double value(PredictedPoint p, Kind k) {
        return switch (k) {
            case SIMGRID -> p.predictedUs();
            case MODEL -> p.modelUs();
            case MEASURED -> p.measuredUs();
        };
    }
}
