package io.logp.plot;

import io.logp.fit.HistoryBands;
import io.logp.presentation.ChartOptions.Style;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A machine's history: one panel per parameter, its runs in time order (run 1, 2, ...) with their 95% CIs as
 * whiskers, the band of the runs before each run (the between-launch interval, dashed, one stretch per level, drawn
 * over the runs), and the runs that left it in red with their CIs. A long history is drawn as a dot per run with the
 * whiskers of every k-th run ({@link #WHISKERS_AT_MOST}).
 */
public final class HistoryChart {

    private static final int PANEL_WIDTH_PX = 900;
    private static final int PANEL_HEIGHT_PX = 560;
    private static final int COLUMNS = 2;
    private static final java.awt.Color MOVED = new java.awt.Color(0xC0392B);
    /**
     * Runs a panel draws every CI of: beyond them the whiskers (a run every 20 px or closer on a 900-px panel) merge
     * into one blob that hides the band, so only every k-th run's are drawn, k = ceil(runs / this).
     */
    static final int WHISKERS_AT_MOST = 40;
    /** Labelled runs on the x axis, at most: four-digit labels in the panel's tick font need about 100 px each. */
    static final int RUN_TICKS = 8;

    private HistoryChart() {}

    /**
     * One parameter's panel.
     *
     * @param name   the parameter and its unit, the panel's title and y axis ("o_s (us)")
     * @param points the runs in time order
     */
    public record Panel(String name, List<HistoryBands.Point> points) {}

    /** Writes the figure into {@code png} (and its SVG, or the style's files); returns the files written. */
    public static List<Path> render(String title, List<Panel> panels, Path png, Style style) throws IOException {
        List<XYChart> charts = new ArrayList<>();
        for (Panel p : panels) charts.add(panel(p));
        return ChartFiles.write(new ChartGrid(title, charts, Math.min(COLUMNS, charts.size())), png, style);
    }

    static XYChart panel(Panel panel) {
        XYChart chart = ChartStyle.newChart(panel.name(), "run", panel.name(), PANEL_WIDTH_PX, PANEL_HEIGHT_PX);
        chart.getStyler().setYAxisDecimalPattern("0.###");
        chart.getStyler().setXAxisDecimalPattern("0");
        Runs runs = Runs.of(panel.points());
        // Round ticks from 0 (XChart's own from run 1 fall on 1, 54, 107 ... and their labels run together), and the
        // runs' range, CIs included, on the y axis: the band of the first few runs of a level, judged on 3 runs, is
        // several times wider than the band that follows and would squeeze every run into a strip.
        int last = Math.max(1, panel.points().size());
        chart.getStyler().setXAxisMin(0.0);
        chart.getStyler().setXAxisMax((double) last);
        AxisLabels.giveTicks(chart, true, runTicks(last));
        runs.yRange().ifPresent(r -> {
            chart.getStyler().setYAxisMin(r[0]);
            chart.getStyler().setYAxisMax(r[1]);
        });
        if (runs.every() == 1) {
            XYSeries all = chart.addSeries("run ± 95% CI", runs.x(), runs.y(), runs.e());
            ChartStyle.styleCurve(all, 0);
            all.setLineStyle(ChartStyle.DOTTED);
        } else {
            // A dot per run, no line (a line through hundreds of noisy runs is a zigzag that hides the band), and the
            // whiskers of every k-th run only: the CIs' typical width stays readable.
            XYSeries dots = chart.addSeries("run", runs.x(), runs.y());
            dots.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            dots.setMarker(ChartStyle.DOT);
            dots.setMarkerColor(ChartStyle.color(0));
            XYSeries whiskers = chart.addSeries(
                    "95% CI, every " + ordinal(runs.every()) + " run", runs.sampleX(), runs.sampleY(), runs.sampleE());
            whiskers.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            // The run's own dot again: without a marker the legend entry had no symbol, and XChart's horizontal legend
            // then ran its text into the next entry's.
            whiskers.setMarker(ChartStyle.DOT);
            whiskers.setLineColor(ChartStyle.color(0));
            whiskers.setMarkerColor(ChartStyle.color(0));
        }
        // The band over the runs, so that a dense cloud of runs never hides it.
        bands(chart, panel.points());
        if (!runs.movedX().isEmpty()) {
            XYSeries moved = chart.addSeries("left the band", runs.movedX(), runs.movedY(), runs.movedE());
            moved.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            moved.setMarker(SeriesMarkers.DIAMOND);
            moved.setMarkerColor(MOVED);
            moved.setLineColor(MOVED);
        }
        // Below the plot, in rows: XChart's row across the top ran the entries into each other in the o_r and L
        // panels (issue 48), its widths off for entries drawn by logp's own markers.
        LegendPlacement.keepBelow(chart);
        return chart;
    }

    /** Ticks at 0 and every 1, 2 or 5 x 10^k runs up to {@code last}, at most {@value #RUN_TICKS} of them. */
    static List<LogTicks.Tick> runTicks(int last) {
        long step = 1;
        for (long decade = 1; last / step + 1 > RUN_TICKS; decade *= 10) {
            for (long m : new long[] {1, 2, 5}) {
                step = m * decade;
                if (last / step + 1 <= RUN_TICKS) break;
            }
        }
        List<LogTicks.Tick> ticks = new ArrayList<>();
        for (long k = 0; k <= last; k += step) ticks.add(new LogTicks.Tick(k, Long.toString(k), ""));
        return ticks;
    }

    /** "2nd", "3rd", "10th": English ordinals of the whisker spacing. */
    static String ordinal(int k) {
        int tens = k % 100;
        String suffix = tens >= 11 && tens <= 13
                ? "th"
                : switch (k % 10) {
                    case 1 -> "st";
                    case 2 -> "nd";
                    case 3 -> "rd";
                    default -> "th";
                };
        return k + suffix;
    }

    /**
     * The runs of a panel as series: every known run (x = its place in time order, from 1), the runs whose CIs are
     * drawn (all up to {@link #WHISKERS_AT_MOST} runs, else every {@code every}-th), and the runs that left the band.
     */
    record Runs(
            List<Double> x,
            List<Double> y,
            List<Double> e,
            int every,
            List<Double> sampleX,
            List<Double> sampleY,
            List<Double> sampleE,
            List<Double> movedX,
            List<Double> movedY,
            List<Double> movedE) {

        static Runs of(List<HistoryBands.Point> points) {
            long known = points.stream().filter(p -> p.value().isKnown()).count();
            int every = (int) Math.max(1, (known + WHISKERS_AT_MOST - 1) / WHISKERS_AT_MOST);
            Runs r = new Runs(
                    new ArrayList<>(),
                    new ArrayList<>(),
                    new ArrayList<>(),
                    every,
                    new ArrayList<>(),
                    new ArrayList<>(),
                    new ArrayList<>(),
                    new ArrayList<>(),
                    new ArrayList<>(),
                    new ArrayList<>());
            int k = 0;
            for (int i = 0; i < points.size(); i++) {
                HistoryBands.Point pt = points.get(i);
                if (!pt.value().isKnown()) continue;
                double ci = pt.value().hasCi() ? pt.value().ci95() : 0.0;
                add(r.x, r.y, r.e, i + 1.0, pt.value().value(), ci);
                if (k++ % every == 0)
                    add(r.sampleX, r.sampleY, r.sampleE, i + 1.0, pt.value().value(), ci);
                if (pt.moved())
                    add(r.movedX, r.movedY, r.movedE, i + 1.0, pt.value().value(), ci);
            }
            return r;
        }

        /** The runs' values with their CIs, 5% wider on each side; empty without a run. */
        java.util.Optional<double[]> yRange() {
            double low = Double.POSITIVE_INFINITY;
            double high = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < y.size(); i++) {
                low = Math.min(low, y.get(i) - e.get(i));
                high = Math.max(high, y.get(i) + e.get(i));
            }
            if (!(high >= low)) return java.util.Optional.empty();
            double pad = high > low ? 0.05 * (high - low) : Math.max(1e-9, 0.05 * Math.abs(high));
            return java.util.Optional.of(new double[] {low - pad, high + pad});
        }

        private static void add(List<Double> x, List<Double> y, List<Double> e, double xi, double yi, double ei) {
            x.add(xi);
            y.add(yi);
            e.add(ei);
        }
    }

    /** The band's two edges, one stretch per level, so that a step is not bridged by a slanted line. */
    private static void bands(XYChart chart, List<HistoryBands.Point> points) {
        boolean named = false;
        int i = 0;
        while (i < points.size()) {
            int level = points.get(i).levelStart();
            List<Double> x = new ArrayList<>();
            List<Double> lower = new ArrayList<>();
            List<Double> upper = new ArrayList<>();
            for (; i < points.size() && points.get(i).levelStart() == level; i++) {
                HistoryBands.Point pt = points.get(i);
                if (!pt.judged()) continue;
                x.add(i + 1.0);
                lower.add(pt.band().mean() - pt.band().betweenCi95());
                upper.add(pt.band().mean() + pt.band().betweenCi95());
            }
            if (x.isEmpty()) continue;
            for (List<Double> edge : List.of(upper, lower)) {
                String name = named ? "band " + chart.getSeriesMap().size() : "band of the runs before";
                XYSeries s = chart.addSeries(name, x, edge);
                ChartStyle.styleReference(s, ChartStyle.DASHED);
                s.setShowInLegend(!named);
                named = true;
            }
        }
    }
}
