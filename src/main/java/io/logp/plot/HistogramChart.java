package io.logp.plot;

import io.logp.stats.Histogram;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The distribution of timing trials as a bar chart: one filled bar per bin of a {@link Histogram}, its height the
 * number of trials in the bin, as the tables of Luecke et al. (2009, Appendices A and B) would look drawn.
 *
 * <p>The bars are one outline (x, y) = (from, 0), (from, c), (to, c), ... over all bins, rather than XChart's
 * category bars, so that the time axis is numeric and the chart is an {@link XYChart} like the others. Timing
 * distributions put millions of trials in the mode and a handful in the tail, so the count axis is logarithmic when
 * the non-zero counts span more than {@link #LOG_AXIS_DECADES} decades; a log axis cannot show 0, so empty bins are
 * then drawn down to {@link #LOG_FLOOR}, the bottom of the axis, where they have no height, and the bars are not
 * filled. The legend sits inside the plot, top right.
 * Trials outside the bins are not drawn; the legend says how many.
 */
public final class HistogramChart {

    static final String Y_AXIS_TITLE = "trials";
    /** A count axis over more decades than this is logarithmic. */
    static final double LOG_AXIS_DECADES = 3;
    /** Bottom of a logarithmic count axis: below one trial, so that a bin of one trial still shows. */
    static final double LOG_FLOOR = 0.5;

    /** Top of a linear count axis, relative to the highest bar. */
    private static final double LINEAR_HEADROOM = 1.05;
    /** Top of a logarithmic count axis, relative to the highest bar: a third of a decade. */
    private static final double LOG_HEADROOM = 2;
    /** The fill lighter than the outline, so that the shape of the distribution stands out. */
    private static final int FILL_ALPHA = 0x99;

    private HistogramChart() {}

    /**
     * The chart of the histogram.
     *
     * @param title  chart title; null or blank for none
     * @param xTitle title of the time axis, e.g. "one-way time (µs)"
     */
    public static XYChart build(Histogram h, String title, String xTitle) {
        Objects.requireNonNull(h, "histogram");
        if (h.bins().isEmpty()) throw new IllegalArgumentException("histogram has no bins: there is nothing to plot");
        boolean log = isLogarithmic(h);
        double base = log ? LOG_FLOOR : 0;
        List<Histogram.Bin> bins = h.bins();
        int n = bins.size();
        double[] x = new double[2 * n + 2];
        double[] y = new double[2 * n + 2];
        x[0] = bins.get(0).fromUs();
        y[0] = base;
        for (int k = 0; k < n; k++) {
            Histogram.Bin bin = bins.get(k);
            double height = bin.count() > 0 ? bin.count() : base;
            x[2 * k + 1] = bin.fromUs();
            y[2 * k + 1] = height;
            x[2 * k + 2] = bin.toUs();
            y[2 * k + 2] = height;
        }
        x[2 * n + 1] = bins.get(n - 1).toUs();
        y[2 * n + 1] = base;

        XYChart chart = ChartStyle.newChart(title, xTitle, Y_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.VALUE, AxisKind.COUNT);
        chart.getStyler().setYAxisLogarithmic(log);
        chart.getStyler().setYAxisMin(base);
        // Room above the mode, so that the tallest bar does not end in the plot's border.
        long highest = bins.stream().mapToLong(Histogram.Bin::count).max().orElse(0);
        chart.getStyler().setYAxisMax(Math.max(1, highest) * (log ? LOG_HEADROOM : LINEAR_HEADROOM));
        chart.getStyler().setXAxisMin(x[0]);
        chart.getStyler().setXAxisMax(x[2 * n + 1]);
        // Inside, where a timing distribution leaves room: its tail is low and sits to the right.
        chart.getStyler().setLegendPosition(LegendPosition.InsideNE);
        XYSeries series = chart.addSeries(seriesName(h), x, y);
        ChartStyle.styleCurve(series, 0);
        series.setMarker(SeriesMarkers.NONE);
        // XChart fills an area down to 1 on a log axis, not to the axis floor: bars of 1 trial would become a band.
        if (!log) {
            series.setXYSeriesRenderStyle(XYSeriesRenderStyle.Area);
            Color line = series.getLineColor();
            series.setFillColor(new Color(line.getRed(), line.getGreen(), line.getBlue(), FILL_ALPHA));
        }
        return chart;
    }

    /** Builds the chart and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> render(Histogram h, String title, String xTitle, Path pngPath) throws IOException {
        return ChartFiles.writePngAndSvg(build(h, title, xTitle), pngPath);
    }

    /**
     * The chart with the median and the mean marked as vertical lines (solid and dashed, in the legend with their
     * values).
     */
    public static XYChart build(Histogram h, double medianUs, double meanUs, String title, String xTitle) {
        XYChart chart = build(h, title, xTitle);
        double bottom = chart.getStyler().getYAxisMin();
        double top = chart.getStyler().getYAxisMax();
        double from = chart.getStyler().getXAxisMin();
        double to = chart.getStyler().getXAxisMax();
        int index = 1;
        for (Object[] mark :
                new Object[][] {{"median", medianUs, ChartStyle.DASHED}, {"mean", meanUs, ChartStyle.DOTTED}}) {
            double v = (Double) mark[1];
            if (!Double.isFinite(v) || v < from || v > to) continue;
            XYSeries line = chart.addSeries(
                    String.format(Locale.ROOT, "%s %s µs", mark[0], LogTicks.plain(round4(v))),
                    new double[] {v, v},
                    new double[] {bottom, top});
            line.setMarker(SeriesMarkers.NONE);
            line.setLineColor(ChartStyle.color(index++));
            line.setLineStyle((java.awt.BasicStroke) mark[2]);
        }
        return chart;
    }

    /** Builds the chart with its median and mean and writes it in the files of the style. */
    public static List<Path> render(
            Histogram h,
            double medianUs,
            double meanUs,
            String title,
            String xTitle,
            Path pngPath,
            io.logp.presentation.ChartOptions.Style style)
            throws IOException {
        return ChartFiles.write(build(h, medianUs, meanUs, title, xTitle), pngPath, style);
    }

    private static double round4(double v) {
        return new java.math.BigDecimal(v).round(new java.math.MathContext(4)).doubleValue();
    }

    /** Whether the non-zero counts span more than {@link #LOG_AXIS_DECADES} decades. */
    static boolean isLogarithmic(Histogram h) {
        long min = Long.MAX_VALUE;
        long max = 0;
        for (Histogram.Bin bin : h.bins()) {
            if (bin.count() > 0) {
                min = Math.min(min, bin.count());
                max = Math.max(max, bin.count());
            }
        }
        return max > 0 && Math.log10((double) max / min) > LOG_AXIS_DECADES;
    }

    /** "8388608 trials", and how many lie outside the bins when some do: "3 trials (1 at ≥ 200.0 µs not drawn)". */
    static String seriesName(Histogram h) {
        String name = String.format(Locale.ROOT, "%d trials", h.total());
        if (h.above() > 0) {
            double end = h.bins().get(h.bins().size() - 1).toUs();
            name += String.format(Locale.ROOT, " (%d at ≥ %.4g µs not drawn)", h.above(), end);
        }
        return name;
    }
}
