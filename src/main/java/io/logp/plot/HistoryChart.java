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
 * whiskers, the band of the runs before each run (the between-launch interval, dashed, one stretch per level), and
 * the runs that left it in red.
 */
public final class HistoryChart {

    private static final int PANEL_WIDTH_PX = 900;
    private static final int PANEL_HEIGHT_PX = 560;
    private static final int COLUMNS = 2;
    private static final java.awt.Color MOVED = new java.awt.Color(0xC0392B);

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

    private static XYChart panel(Panel panel) {
        XYChart chart = ChartStyle.newChart(panel.name(), "run", panel.name(), PANEL_WIDTH_PX, PANEL_HEIGHT_PX);
        chart.getStyler().setYAxisDecimalPattern("0.###");
        chart.getStyler().setXAxisDecimalPattern("0");
        List<HistoryBands.Point> points = panel.points();
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        List<Double> e = new ArrayList<>();
        List<Double> movedX = new ArrayList<>();
        List<Double> movedY = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            HistoryBands.Point pt = points.get(i);
            if (!pt.value().isKnown()) continue;
            x.add(i + 1.0);
            y.add(pt.value().value());
            e.add(pt.value().hasCi() ? pt.value().ci95() : 0.0);
            if (pt.moved()) {
                movedX.add(i + 1.0);
                movedY.add(pt.value().value());
            }
        }
        bands(chart, points);
        XYSeries runs = chart.addSeries("run ± 95% CI", x, y, e);
        ChartStyle.styleCurve(runs, 0);
        runs.setLineStyle(ChartStyle.DOTTED);
        if (!movedX.isEmpty()) {
            XYSeries moved = chart.addSeries("left the band", movedX, movedY);
            moved.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            moved.setMarker(SeriesMarkers.DIAMOND);
            moved.setMarkerColor(MOVED);
        }
        return chart;
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
