package io.logp.plot;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.series.Series;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * Where a legend goes, decided on the chart laid out at its final size: inside the plot, in the first corner whose box
 * no point, line or error bar of the data crosses; else in a top corner after the value axis is raised to leave it
 * room (at most {@link #MAX_RAISE} of the plot); else below the plot, in one row when it fits. The legend is never
 * beside the plot and never as tall as it (issue 36: a legend of one row per D took the lower half of a paper
 * signature).
 */
final class LegendPlacement {

    /** The share of the plot's height the axis may give up to make room for a legend at the top. */
    static final double MAX_RAISE = 0.4;

    /** How much of the chart's width a row of entries below the plot may fill. */
    static final double ROW_SHARE = 0.95;

    /** Points sampled along each line segment when looking for data under a legend box. */
    private static final int SAMPLES_PER_SEGMENT = 12;

    private static final Color CLEAR = new Color(255, 255, 255, 0);
    private static final List<LegendPosition> CORNERS =
            List.of(LegendPosition.InsideNE, LegendPosition.InsideNW, LegendPosition.InsideSE, LegendPosition.InsideSW);

    /** Charts whose legend goes below the plot whatever room the plot has: one figure's variants look alike. */
    private static final java.util.Set<Chart<?, ?>> BELOW =
            java.util.Collections.newSetFromMap(java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>()));

    private LegendPlacement() {}

    /**
     * Puts the chart's legend below its plot, never in a corner: a paper signature's row of delays was inside one
     * variant and below the next (issue 48), as the curves happened to leave a corner free.
     */
    static void keepBelow(Chart<?, ?> chart) {
        BELOW.add(chart);
    }

    /** Places the legend of the chart, which is painted at width x height. */
    static void place(Chart<?, ?> chart, int width, int height) {
        Styler s = chart.getStyler();
        if (FlowLegend.of(chart) != null
                || !s.isLegendVisible()
                || entries(chart).isEmpty()) return;
        // A heat map's legend is its colour scale, which XChart draws beside it.
        if (!(chart instanceof XYChart) && !(chart instanceof CategoryChart)) return;
        s.setLegendLayout(LegendLayout.Vertical);
        s.setLegendBackgroundColor(Color.WHITE);
        s.setLegendBorderColor(new Color(0xBBBBBB));
        if (BELOW.contains(chart)) {
            below(chart, width);
            return;
        }
        if (chart instanceof XYChart xy) {
            if (clearCorner(xy, width, height)) return;
            if (raisedTop(xy, width, height)) return;
        } else if (chart instanceof CategoryChart bars && raisedTop(bars, width, height)) return;
        below(chart, width);
    }

    private static boolean clearCorner(XYChart chart, int width, int height) {
        for (LegendPosition p : CORNERS) {
            chart.getStyler().setLegendPosition(p);
            layOut(chart, width, height);
            Rectangle2D plot = XChartParts.plotBounds(chart);
            Rectangle2D box = XChartParts.legendBox(chart);
            if (plot.contains(box) && !covers(chart, box)) return true;
        }
        return false;
    }

    /**
     * Makes room at the top of the plot for the legend by raising the value axis's upper end, when the legend's
     * height is at most {@link #MAX_RAISE} of the plot.
     */
    private static boolean raisedTop(Chart<?, ?> chart, int width, int height) {
        // A row across the top costs the plot least height; a column in a corner where the row is too wide.
        return raisedTop(chart, width, height, LegendLayout.Horizontal, List.of(LegendPosition.InsideN))
                || raisedTop(
                        chart,
                        width,
                        height,
                        LegendLayout.Vertical,
                        List.of(LegendPosition.InsideNE, LegendPosition.InsideNW));
    }

    private static boolean raisedTop(
            Chart<?, ?> chart, int width, int height, LegendLayout layout, List<LegendPosition> positions) {
        AxesChartStyler s = (AxesChartStyler) chart.getStyler();
        s.setLegendLayout(layout);
        s.setLegendPosition(positions.get(0));
        layOut(chart, width, height);
        Rectangle2D plot = XChartParts.plotBounds(chart);
        Rectangle2D box = XChartParts.legendBox(chart);
        // The box, the padding above and below it, and a marker's room between it and the highest point.
        double share = (box.getHeight() + 2 * s.getLegendPadding() + 2 * s.getMarkerSize() + 2) / plot.getHeight();
        if (share > MAX_RAISE || box.getWidth() > plot.getWidth()) return false;
        double[] y = XChartParts.range(XChartParts.axis(chart, false));
        if (!Double.isFinite(y[0]) || !Double.isFinite(y[1]) || !(y[1] > y[0])) return false;
        Double oldMax = s.getYAxisMax();
        if (s.isYAxisLogarithmic()) {
            if (!(y[0] > 0)) return false;
            double raised = y[1] * Math.pow(y[1] / y[0], share / (1 - share));
            // A decade above the data holding only the legend is an empty decade to a reader (issue 48): below then.
            // Nor may it cross a power of ten above the axis's top: the barrier panel of collectives_vs_p went from
            // data at 2400 to 10000 for a legend, a decade's band without a point.
            if (!(raised < 10 * highest(chart))) return false;
            if (Math.floor(Math.log10(raised)) > Math.floor(Math.log10(y[1]) + 1e-9)) return false;
            s.setYAxisMax(raised);
        } else s.setYAxisMax(y[0] + (y[1] - y[0]) / (1 - share));
        for (LegendPosition p : positions) {
            s.setLegendPosition(p);
            layOut(chart, width, height);
            Rectangle2D b = XChartParts.legendBox(chart);
            // Bars end below the old top of the axis, so a category chart's raised top is clear.
            boolean clear = !(chart instanceof XYChart xy) || !covers(xy, b);
            if (XChartParts.plotBounds(chart).contains(b) && clear) return true;
        }
        s.setYAxisMax(oldMax);
        s.setLegendLayout(LegendLayout.Vertical);
        return false;
    }

    /** Below the plot, in rows that flow across the width (logp's, since XChart's is one row or one column). */
    private static void below(Chart<?, ?> chart, int width) {
        FlowLegend legend = FlowLegend.of(chart, width);
        if (legend != null) FlowLegend.attach(chart, legend);
    }

    /** The highest value plotted up the y axis (bars' tops, points, lines), 0 when there is none. */
    private static double highest(Chart<?, ?> chart) {
        double hi = 0;
        for (Series series : chart.getSeriesMap().values()) {
            if (series instanceof XYSeries xy) {
                for (double v : xy.getYData()) if (Double.isFinite(v)) hi = Math.max(hi, v);
            } else if (series instanceof org.knowm.xchart.CategorySeries bars) {
                for (Number n : bars.getYData())
                    if (n != null && Double.isFinite(n.doubleValue())) hi = Math.max(hi, n.doubleValue());
            }
        }
        return hi;
    }

    private static List<String> entries(Chart<?, ?> chart) {
        List<String> labels = new ArrayList<>();
        for (Series series : chart.getSeriesMap().values()) if (series.isShowInLegend()) labels.add(series.getLabel());
        return labels;
    }

    /** Whether any point, segment or error bar of the data lies under the box (grown by a few units). */
    static boolean covers(XYChart chart, Rectangle2D box) {
        double pad = chart.getStyler().getMarkerSize();
        Rectangle2D grown = new Rectangle2D.Double(
                box.getX() - pad, box.getY() - pad, box.getWidth() + 2 * pad, box.getHeight() + 2 * pad);
        for (XYSeries s : chart.getSeriesMap().values()) {
            double[] x = s.getXData();
            double[] y = s.getYData();
            double[] e = s.getExtraValues();
            boolean lines = s.getXYSeriesRenderStyle() != XYSeries.XYSeriesRenderStyle.Scatter;
            // A regime's boundary runs the plot's full height: a legend or a name may cross it.
            if (!s.isShowInLegend() && x.length == 2 && x[0] == x[1]) continue;
            for (int i = 0; i < x.length; i++) {
                if (!Double.isFinite(x[i]) || !Double.isFinite(y[i])) continue;
                double sx = chart.getScreenXFromChart(x[i]);
                double sy = chart.getScreenYFromChart(y[i]);
                if (grown.contains(sx, sy)) return true;
                if (e != null && Double.isFinite(e[i]) && e[i] > 0) {
                    double top = chart.getScreenYFromChart(y[i] + e[i]);
                    double low = y[i] - e[i];
                    double bottom =
                            low > 0 || !chart.getStyler().isYAxisLogarithmic() ? chart.getScreenYFromChart(low) : sy;
                    if (sx >= grown.getMinX()
                            && sx <= grown.getMaxX()
                            && top <= grown.getMaxY()
                            && bottom >= grown.getMinY()) return true;
                }
                if (lines && i + 1 < x.length && Double.isFinite(x[i + 1]) && Double.isFinite(y[i + 1])) {
                    double tx = chart.getScreenXFromChart(x[i + 1]);
                    double ty = chart.getScreenYFromChart(y[i + 1]);
                    for (int k = 1; k < SAMPLES_PER_SEGMENT; k++) {
                        double f = (double) k / SAMPLES_PER_SEGMENT;
                        if (grown.contains(sx + f * (tx - sx), sy + f * (ty - sy))) return true;
                    }
                }
            }
        }
        return false;
    }

    static void layOut(Chart<?, ?> chart, int width, int height) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            AxisLabels.paint(chart, g, width, height);
        } finally {
            g.dispose();
        }
    }
}
