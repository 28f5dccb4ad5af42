package io.logp.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.series.Series;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A legend below the plot whose entries flow into as many rows as the width needs, drawn by logp: XChart's legend
 * below a plot is one row, or one entry per line, which took the lower half of a paper chart (issue 36). The chart
 * is painted above it at its size less the legend's height.
 *
 * @param entries the entries, each with its box (relative to the legend's top left) and its text lines
 * @param height  the legend's height, padding included
 */
record FlowLegend(List<Entry> entries, Font font, double sampleLength, int height) {

    /** One entry: its series, where its box is, and its text's lines. */
    record Entry(Series series, Rectangle2D box, List<String> lines) {}

    private static final Map<Chart<?, ?>, FlowLegend> LEGENDS = Collections.synchronizedMap(new WeakHashMap<>());

    /** The legend of the chart, laid out in rows across the width; null when no series shows in a legend. */
    static FlowLegend of(Chart<?, ?> chart, int width) {
        Font font = chart.getStyler().getLegendFont();
        FontMetrics fm = PlacedText.metrics(font);
        double sample = chart.getStyler().getLegendSeriesLineLength();
        double pad = Math.max(2, fm.getHeight() * 0.3);
        double lineHeight = lineHeight(fm);
        List<Entry> entries = new ArrayList<>();
        // In from the canvas's edge by the chart's padding, as the plot is: at the pad alone the first sample began
        // at the paper figure's edge and looked cut (issue 48).
        // Less when the widest entry would otherwise reach beyond the canvas.
        double widest = 0;
        for (Series s : chart.getSeriesMap().values()) {
            if (!s.isShowInLegend()) continue;
            for (String l : s.getLabel().split("\n"))
                widest = Math.max(widest, sample + pad + PlacedText.width(l, font));
        }
        double left = Math.max(pad, Math.min(chart.getStyler().getChartPadding(), width - pad - widest));
        double x = left;
        double y = pad;
        double rowHeight = 0;
        for (Series s : chart.getSeriesMap().values()) {
            if (!s.isShowInLegend()) continue;
            List<String> lines = List.of(s.getLabel().split("\n"));
            double text = lines.stream()
                    .mapToDouble(l -> PlacedText.width(l, font))
                    .max()
                    .orElse(0);
            double w = sample + pad + text;
            double h = lines.size() * lineHeight;
            if (x > left && x + w > width - pad) {
                x = left;
                y += rowHeight + pad / 2;
                rowHeight = 0;
            }
            entries.add(new Entry(s, new Rectangle2D.Double(x, y, w, h), lines));
            x += w + 2 * pad;
            rowHeight = Math.max(rowHeight, h);
        }
        if (entries.isEmpty()) return null;
        return new FlowLegend(List.copyOf(entries), font, sample, (int) Math.ceil(y + rowHeight + pad));
    }

    /** The distance between the baselines of an entry's lines: the text's height and a gap that keeps them apart. */
    private static double lineHeight(FontMetrics fm) {
        return fm.getAscent() + fm.getDescent() + Math.max(1, 0.2 * fm.getFont().getSize2D());
    }

    /** Gives the chart this legend under its plot, in place of XChart's. */
    static void attach(Chart<?, ?> chart, FlowLegend legend) {
        chart.getStyler().setLegendVisible(false);
        LEGENDS.put(chart, legend);
    }

    /** The chart's legend below its plot, or null. */
    static FlowLegend of(Chart<?, ?> chart) {
        return LEGENDS.get(chart);
    }

    /** Paints the legend with its top left corner at (0, top). */
    void paint(Graphics2D g, double top) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            FontMetrics fm = PlacedText.metrics(font);
            double lineHeight = lineHeight(fm);
            for (Entry e : entries) {
                double x = e.box().getX();
                double y = top + e.box().getY();
                double mid = y + lineHeight / 2;
                sample(g2, e.series(), x, mid);
                g2.setColor(Color.BLACK);
                double baseline = y + fm.getAscent();
                for (String line : e.lines()) {
                    PlacedText.draw(g2, line, font, x + sampleLength + fm.getHeight() * 0.3, baseline);
                    baseline += lineHeight;
                }
            }
        } finally {
            g2.dispose();
        }
    }

    private void sample(Graphics2D g, Series s, double x, double mid) {
        if (s instanceof CategorySeries c) {
            g.setColor(c.getFillColor());
            double side = Math.min(sampleLength, PlacedText.metrics(font).getAscent());
            g.fill(new Rectangle2D.Double(x + (sampleLength - side) / 2, mid - side / 2, side, side));
            return;
        }
        if (!(s instanceof XYSeries xy)) return;
        BasicStroke stroke = xy.getLineStyle();
        boolean line = xy.getXYSeriesRenderStyle() != XYSeries.XYSeriesRenderStyle.Scatter && stroke != null;
        if (xy.getXYSeriesRenderStyle() == XYSeries.XYSeriesRenderStyle.Area) {
            g.setColor(xy.getFillColor());
            g.fill(new Rectangle2D.Double(x, mid - 3, sampleLength, 6));
        }
        if (line) {
            g.setColor(xy.getLineColor());
            g.setStroke(stroke);
            g.draw(new Line2D.Double(x, mid, x + sampleLength, mid));
        }
        Marker m = xy.getMarker();
        if (m != null && m != SeriesMarkers.NONE) {
            g.setColor(xy.getMarkerColor());
            // A prediction's level mark at a quarter it covered half the sample, and dashed could not be told from
            // dotted beside it (issue 48, collectives): an eighth leaves the dashes either side.
            double share = m == ChartStyle.LEVEL ? 8 : 4;
            m.paint(g, x + sampleLength / 2, mid, Math.max(3, (int) Math.round(sampleLength / share)));
        }
    }
}
