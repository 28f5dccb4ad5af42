package io.logp.plot;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeRegimes;
import io.logp.presentation.ChartOptions.Style;
import io.logp.presentation.NumberText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The bulk-transfer charts of Culler et al., "Assessing Fast Network Interfaces": Figure 7, the time T(n) of one
 * transfer (log-log) and the delivered bandwidth n/T(n) against n, each with the piecewise fit T(n) = T0 + n/R of
 * {@link TransferTimeRegimes}; and Figure 10, o_s(n) against n with its fitted lines, beside g(n) and T(n), so that
 * one sees how much of a transfer the sending processor is free to overlap (o_s(n) well below T(n)).
 *
 * <p>A regime's line is drawn over that regime's own sizes only: extended beyond them it would claim a cost for
 * sizes that belong to another protocol. It is drawn with the values its legend states: T0 + n/R, or for o_s(n) the
 * line a + b n where it grows and its level where it is constant. The measurements are markers without a line
 * where a fitted line runs through them, so that the fit stays visible; log time axes show three powers of ten. Each regime keeps its colour and dashes in the time and the bandwidth
 * chart, and its legend names its size range, so that the two figures read together.
 *
 * <p>As in {@link TransferTimeChart}, sizes of 0 bytes have no place on the log size axis and are left out, and
 * the {@code ...Chart} methods return the XChart model so that tests check the plotted numbers rather than PNG bytes.
 */
public final class BulkCharts {

    static final String SIZE_AXIS_TITLE = "transfer size n (bytes)";
    static final String TIME_AXIS_TITLE = "T(n), one transfer (us)";
    // Short enough for a one-column paper chart, where the longer "delivered bandwidth n / T(n)" ran off the top.
    static final String BANDWIDTH_AXIS_TITLE = "bandwidth n/T(n) (MB/s)";
    /** Series name of the measured T(n) in the time chart. */
    static final String TIME_SERIES = "measured T(n), 95% CI";
    /** Series name of the measured n/T(n) in the bandwidth chart. */
    static final String BANDWIDTH_SERIES = "measured BW(n), 95% CI";
    /**
     * Samples of a fitted line per decade of n. On log axes T0 + n/R bends from flat to slope 1, so it needs more
     * than its two ends to be drawn as the curve it is; 20 per decade is below a pixel of error at the chart's size.
     */
    static final int LINE_POINTS_PER_DECADE = 20;
    /**
     * A fitted time is drawn down to this factor below the lowest measured time, not further. A negative T0 sends
     * the line to 0 inside its regime, which a log axis would follow over decades that hold no data and thereby
     * squeeze the measurements into a band.
     */
    static final double LINE_FLOOR_FACTOR = 10;
    /**
     * A modelled bandwidth is drawn up to this factor above the highest measured one (or the headline R), not
     * further: with a negative T0, n / (T0 + n/R) runs to infinity where the denominator reaches 0.
     */
    static final double BANDWIDTH_CEILING_FACTOR = 1.5;
    /**
     * Room above the highest bandwidth drawn, as a fraction of it: the headline R is often the top of the chart,
     * and a reference line on the plot border is lost in it.
     */
    static final double BANDWIDTH_HEADROOM = 0.05;
    /** The size axis runs from the smallest size / this to the largest x this, keeping markers off the border. */
    private static final double X_MARGIN_FACTOR = 1.25;

    private BulkCharts() {}

    // ---------------------------------------------------------------- Figure 7a: T(n)

    /**
     * T(n) against n on log-log axes: the measured points with their 95% CIs and, per regime with a line, the
     * fitted T0 + n/R over the regime's sizes.
     *
     * @param times   T(n) per size, in any order; sizes distinct, at least one > 0
     * @param regimes the piecewise fit, normally of these very times
     * @param title   chart title; null or blank for none
     * @throws IllegalArgumentException when no size is > 0 or a size appears twice
     */
    public static XYChart timeChart(List<RttPoint> times, TransferTimeRegimes regimes, String title) {
        Objects.requireNonNull(regimes, "regimes");
        List<RttPoint> points = plotted(times);
        double[] x = sizes(points);
        double[] y = points.stream().mapToDouble(RttPoint::rttUs).toArray();
        double[] bars = new double[y.length];
        double lowest = Double.POSITIVE_INFINITY;
        for (int k = 0; k < y.length; k++) {
            bars[k] = bar(points.get(k).ci95Us(), TransferTimeChart.MAX_BAR_FRACTION * y[k]);
            lowest = Math.min(lowest, y[k] - bars[k]);
        }
        XYChart chart = ChartStyle.newChart(title, SIZE_AXIS_TITLE, TIME_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.BYTES, AxisKind.VALUE);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        double xMin = setSizeRange(chart, x);
        XYSeries measured = chart.addSeries(TIME_SERIES, x, y, bars);
        ChartStyle.styleCurve(measured, 0);
        // Markers alone: a line through them would hide the fitted line, which runs over the same points.
        markersOnly(measured);

        double floor = lowest / LINE_FLOOR_FACTOR;
        List<TransferRegime> all = regimes.regimes();
        for (int i = 0; i < all.size(); i++) {
            TransferRegime r = all.get(i);
            if (!drawable(r)) continue;
            List<double[]> line = new ArrayList<>();
            for (double n : logSpaced(regimeStart(r.fromBytes(), xMin), r.toBytes())) {
                double t = r.timeUs(n);
                if (t > 0 && t >= floor) line.add(new double[] {n, t});
            }
            addRegimeLine(chart, regimeName(r), regimeLabel(r), line, i);
        }
        setLogTimeRange(chart);
        return chart;
    }

    /** Builds {@link #timeChart} and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> renderTime(List<RttPoint> times, TransferTimeRegimes regimes, String title, Path png)
            throws IOException {
        return save(timeChart(times, regimes, title), png);
    }

    // ---------------------------------------------------------------- Figure 7b: n / T(n)

    /**
     * Delivered bandwidth n/T(n) in MB/s (bytes per microsecond) against n (log axis; linear bandwidth from 0):
     * the measured points with their CIs carried over from T (first order, n ci_T / T^2), per regime the model
     * n / (T0 + n/R) over its sizes, and the headline R as a dashed horizontal line, the bandwidth the measured
     * points approach.
     *
     * @throws IllegalArgumentException when no size is > 0 or a size appears twice
     */
    public static XYChart bandwidthChart(List<RttPoint> times, TransferTimeRegimes regimes, String title) {
        Objects.requireNonNull(regimes, "regimes");
        List<RttPoint> points = plotted(times);
        double[] x = sizes(points);
        double[] y = new double[x.length];
        double[] bars = new double[x.length];
        double highest = 0;
        for (int k = 0; k < x.length; k++) {
            RttPoint p = points.get(k);
            y[k] = p.nBytes() / p.rttUs();
            // The axis starts at 0, where a bandwidth ends: a longer bar would only be cut off by the border.
            bars[k] = bar(p.nBytes() * p.ci95Us() / (p.rttUs() * p.rttUs()), y[k]);
            highest = Math.max(highest, y[k] + bars[k]);
        }
        Optional<Estimate> peak =
                regimes.headline().map(TransferRegime::rateMBps).filter(Estimate::isKnown);
        if (peak.isPresent()) highest = Math.max(highest, peak.get().value());

        XYChart chart = ChartStyle.newChart(title, SIZE_AXIS_TITLE, BANDWIDTH_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.BYTES, AxisKind.VALUE);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        chart.getStyler().setXAxisLogarithmic(true);
        // Bandwidths are compared with R by eye, which only works against a zero baseline; the axis starts a little
        // below it, so that the marker of a small size's bandwidth near 0 is not cut by the edge.
        chart.getStyler().setYAxisMin(0.0);
        double xMin = setSizeRange(chart, x);
        XYSeries measured = chart.addSeries(BANDWIDTH_SERIES, x, y, bars);
        ChartStyle.styleCurve(measured, 0);
        markersOnly(measured);

        double ceiling = BANDWIDTH_CEILING_FACTOR * highest;
        double top = highest;
        List<TransferRegime> all = regimes.regimes();
        for (int i = 0; i < all.size(); i++) {
            TransferRegime r = all.get(i);
            if (!drawable(r)) continue;
            List<double[]> curve = new ArrayList<>();
            for (double n : logSpaced(regimeStart(r.fromBytes(), xMin), r.toBytes())) {
                double t = r.timeUs(n);
                if (t > 0 && n / t <= ceiling) {
                    curve.add(new double[] {n, n / t});
                    top = Math.max(top, n / t);
                }
            }
            addRegimeLine(chart, regimeName(r), regimeLabel(r), curve, i);
        }
        if (peak.isPresent()) {
            double rate = peak.get().value();
            String r = NumberText.withCi(rate, peak.get().ci95(), "MB/s");
            // No point reaches R: it is the limit of n/T(n) as n grows, which the legend says rather than "peak".
            String name = "R = " + r + " (limit of n/T, large-message regime)";
            XYSeries series = chart.addSeries(name, new double[] {x[0], x[x.length - 1]}, new double[] {rate, rate});
            series.setLabel(limitLabel(r));
            ChartStyle.styleReference(series, ChartStyle.DASHED);
            // Named on the plot, by its line, rather than in the legend: a fourth row of legend under a paper column
            // took a third of the figure (issue 48). Left of the middle, where the bandwidths are still far below R and
            // a paper column has room.
            series.setShowInLegend(false);
            double at = x[0] * Math.pow(x[x.length - 1] / x[0], LIMIT_LABEL_AT);
            PlotLabels.set(chart, List.of(new PlotLabels.Wanted(limitLabel(r), at, rate, PlotLabels.Kind.UNDER)));
        }
        chart.getStyler().setYAxisMax(top > 0 ? top * (1 + BANDWIDTH_HEADROOM) : 1);
        if (top > 0) chart.getStyler().setYAxisMin(-BANDWIDTH_HEADROOM * top);
        return chart;
    }

    /** Where along the size axis (as a share of its log range) the R line is named. */
    static final double LIMIT_LABEL_AT = 0.3;

    /** The name of the R line: "R = 11650 ± 810 MB/s (limit of n/T)". */
    static String limitLabel(String rate) {
        return "R = " + rate + " (limit of n/T)";
    }

    /** Builds {@link #bandwidthChart} and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> renderBandwidth(List<RttPoint> times, TransferTimeRegimes regimes, String title, Path png)
            throws IOException {
        return save(bandwidthChart(times, regimes, title), png);
    }

    /**
     * A log time axis around every plotted value and error bar (a bar's lower end no lower than
     * {@link LogAxes#barBottom}), a margin either side, at least a decade long.
     */
    static void setLogTimeRange(XYChart chart) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (XYSeries s : chart.getSeriesMap().values()) {
            double[] y = s.getYData();
            double[] bars = s.getExtraValues();
            for (int i = 0; i < y.length; i++) {
                double bar = bars == null ? 0 : bars[i];
                if (y[i] > 0) lo = Math.min(lo, LogAxes.barBottom(y[i], bar));
                hi = Math.max(hi, y[i] + bar);
            }
        }
        if (!(hi > 0) || !Double.isFinite(lo)) return;
        double top = hi * X_MARGIN_FACTOR;
        chart.getStyler().setYAxisMin(LogAxes.lowerEnd(lo / X_MARGIN_FACTOR, top));
        chart.getStyler().setYAxisMax(top);
    }

    /**
     * Writes the chart as PNG and, next to it, as SVG.
     *
     * @param png the PNG file, with or without its ".png"; the SVG gets the same name ending in ".svg"
     * @return the files written, PNG first
     */
    public static List<Path> save(XYChart chart, Path png) throws IOException {
        return save(chart, png, Style.SCREEN);
    }

    /** Writes the chart in the files of the style; returns them, PNG first. */
    public static List<Path> save(XYChart chart, Path png, Style style) throws IOException {
        return ChartFiles.write(chart, png, style);
    }

    // ---------------------------------------------------------------- names

    /** "T0 = 0.41 us, R = 5230 MB/s (16..3072 B)": the range keeps the names of a piecewise fit apart. */
    static String regimeName(TransferRegime r) {
        return regimeLabel(r) + String.format(Locale.ROOT, " (%d..%d B)", r.fromBytes(), r.toBytes());
    }

    /** The legend of a regime's line: its law, "T0 = 0.41 us, R = 5230 MB/s"; the line's extent shows its sizes. */
    static String regimeLabel(TransferRegime r) {
        String rate = r.rateMBps().isKnown()
                ? NumberText.withCi(r.rateMBps().value(), r.rateMBps().ci95(), "MB/s")
                : "n/a";
        // A negative intercept is no start-up time: the legend does not give it as one. An unknown T0 is left out
        // of the legend rather than shown as "T0 = n/a" (the report says why).
        if (!r.startUp().isKnown()) return "R = " + rate;
        String t0 = NumberText.withCi(r.startUp().value(), r.startUp().ci95(), "us");
        return String.format(Locale.ROOT, "T0 = %s, R = %s", t0, rate);
    }

    // ---------------------------------------------------------------- helpers

    /** The points with a positive size, by ascending size, after checking the input. */
    private static List<RttPoint> plotted(List<RttPoint> times) {
        Objects.requireNonNull(times, "times");
        List<RttPoint> sorted = new ArrayList<>(times);
        sorted.forEach(p -> Objects.requireNonNull(p, "a transfer time is null"));
        sorted.sort(Comparator.comparingInt(RttPoint::nBytes));
        for (int i = 1; i < sorted.size(); i++) {
            // Two times for one size usually mean two sweeps (stores and gets) were mixed into one curve.
            if (sorted.get(i).nBytes() == sorted.get(i - 1).nBytes()) {
                throw new IllegalArgumentException(
                        "two transfer times for n_bytes = " + sorted.get(i).nBytes());
            }
        }
        List<RttPoint> positive = sorted.stream().filter(p -> p.nBytes() > 0).toList();
        if (positive.isEmpty()) throw new IllegalArgumentException("no transfer size > 0 to plot on a log axis");
        return positive;
    }

    private static double[] sizes(List<RttPoint> points) {
        return points.stream().mapToDouble(RttPoint::nBytes).toArray();
    }

    /** Sets the size axis around the sorted sizes and returns its lower end. */
    static double setSizeRange(XYChart chart, double[] sortedSizes) {
        double xMin = sortedSizes[0] / X_MARGIN_FACTOR;
        chart.getStyler().setXAxisMin(xMin);
        chart.getStyler().setXAxisMax(sortedSizes[sortedSizes.length - 1] * X_MARGIN_FACTOR);
        return xMin;
    }

    /** A half-width for an error bar: 0 when unknown, at most the cap that keeps the bar on the axis. */
    static double bar(double ci95, double cap) {
        return Double.isFinite(ci95) ? Math.max(0, Math.min(ci95, cap)) : 0;
    }

    private static boolean drawable(TransferRegime r) {
        return r.hasLine() && r.t0().isKnown() && r.usPerByte().isKnown() && r.toBytes() > 0;
    }

    /**
     * Where a line of sizes from..to starts on the log axis: a range reaching down to 0 bytes runs to the left edge
     * of the plot, the smallest size the axis shows.
     */
    static double regimeStart(int fromBytes, double xMin) {
        return fromBytes > 0 ? fromBytes : xMin;
    }

    /** Sizes from lo to hi, evenly spaced on a log axis, both ends exact. */
    static double[] logSpaced(double lo, double hi) {
        if (!(hi > lo)) return new double[] {hi};
        int steps = Math.max(1, (int) Math.ceil(Math.log10(hi / lo) * LINE_POINTS_PER_DECADE));
        double[] n = new double[steps + 1];
        for (int i = 0; i <= steps; i++) n[i] = lo * Math.pow(hi / lo, (double) i / steps);
        // pow rounds; the ends must be the regime's own sizes, where the line meets the measurements.
        n[0] = lo;
        n[steps] = hi;
        return n;
    }

    /** A regime's curve in the regime's colour and dashes; nothing when none of it is drawable. */
    private static void addRegimeLine(
            XYChart chart, String name, String label, List<double[]> points, int regimeIndex) {
        if (points.isEmpty()) return;
        XYSeries series = chart.addSeries(name, column(points, 0), column(points, 1));
        series.setLabel(label);
        // Colour 0 is the measurements'; each regime gets the next ones, the same in the time and bandwidth charts.
        ChartStyle.styleFit(series, ChartStyle.color(regimeIndex + 1));
    }

    /** Markers with their error bars and no line between them. */
    static void markersOnly(XYSeries series) {
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
    }

    static double[] column(List<double[]> rows, int c) {
        return rows.stream().mapToDouble(r -> r[c]).toArray();
    }
}
