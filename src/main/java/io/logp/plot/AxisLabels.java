package io.logp.plot;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * Tick labels a paper can print. Linear axes keep XChart's ticks with logp's number format ({@link LogTicks#plain}:
 * 0.05, never .05). Logarithmic axes get logp's ticks ({@link LogTicks}), painted over the chart after XChart drew
 * its own labels in the background colour, where they only hold the room: XChart 3.8.8 has no way to give a
 * logarithmic axis other ticks.
 */
final class AxisLabels {

    /** The raised exponent's size, relative to the label's. */
    private static final float EXPONENT_SCALE = 0.72f;

    /** Space between a base and its raised exponent, as a share of the font's size: the two never touch. */
    private static final float EXPONENT_GAP = 0.12f;

    /** Whole numbers, for an axis of counts. */
    static final String COUNT_PATTERN = "0";

    private AxisLabels() {}

    /** Sets logp's number format on the linear numeric axes that have none yet. */
    static void tidyLinearAxes(Chart<?, ?> chart) {
        if (!(chart.getStyler() instanceof AxesChartStyler s)) return;
        // A category axis keeps its names: a formatting function would make XChart treat it as numbers.
        // Counts get whole-number labels, which also make XChart space their ticks by whole units.
        boolean xCount = AxisKind.of(chart, true) == AxisKind.COUNT;
        boolean yCount = AxisKind.of(chart, false) == AxisKind.COUNT;
        if (chart instanceof XYChart && !s.isXAxisLogarithmic() && s.getxAxisTickLabelsFormattingFunction() == null) {
            if (xCount) s.setXAxisDecimalPattern(COUNT_PATTERN);
            else s.setxAxisTickLabelsFormattingFunction(PlainFormat.AUTO);
        }
        // A heat map's y axis is a category axis too (the pairs' map names its ranks).
        if (!(chart instanceof org.knowm.xchart.HeatMapChart)
                && !s.isYAxisLogarithmic()
                && s.getyAxisTickLabelsFormattingFunction() == null) {
            if (yCount) s.setYAxisDecimalPattern(COUNT_PATTERN);
            else s.setyAxisTickLabelsFormattingFunction(PlainFormat.AUTO);
        }
    }

    static boolean hasLogAxis(Chart<?, ?> chart) {
        return chart.getStyler() instanceof AxesChartStyler s && (s.isXAxisLogarithmic() || s.isYAxisLogarithmic());
    }

    /**
     * Paints the chart at the given size, then logp's labels on its logarithmic axes. The chart is laid out once
     * beforehand to learn its axis ranges, so that a y axis gets the room its labels need.
     */
    static void paint(Chart<?, ?> chart, Graphics2D g, int width, int height) {
        FlowLegend legend = FlowLegend.of(chart);
        if (legend == null) {
            paintChart(chart, g, width, height);
            return;
        }
        int above = height - legend.height();
        paintChart(chart, g, width, above);
        legend.paint(g, above);
    }

    private static void paintChart(Chart<?, ?> chart, Graphics2D g, int width, int height) {
        fixDecimals(chart, width, height);
        boolean ownX = ownTicks(chart, true);
        boolean ownY = ownTicks(chart, false);
        if (!ownX && !ownY) {
            chart.paint(g, width, height);
            if (chart instanceof XYChart xy) PlotLabels.paint(xy, g);
            return;
        }
        AxesChartStyler s = (AxesChartStyler) chart.getStyler();
        Color background = s.getChartBackgroundColor();
        if (ownX) s.setXAxisTickLabelsColor(background);
        if (ownY) s.setYAxisTickLabelsColor(background);
        int titlePadding = s.getAxisTitlePadding();
        if (ownX && !s.isXAxisLogarithmic()) {
            // XChart reserves room for tick labels only where it computed some: none, and logp's would meet the title.
            layOut(chart, width, height);
            boolean none = XChartParts.tickLabels(XChartParts.axis(chart, true)).stream()
                    .allMatch(l -> l == null || l.isBlank());
            if (none)
                s.setAxisTitlePadding(
                        titlePadding + metrics(s.getAxisTickLabelsFont()).getHeight());
        }
        if (ownY) {
            layOut(chart, width, height);
            double extra = labelWidth(chart, false) - xchartLabelWidth(chart);
            if (extra > 0) s.setAxisTitlePadding(s.getAxisTitlePadding() + (int) Math.ceil(extra));
        }
        try {
            chart.paint(g, width, height);
            if (ownX) paintLabels(chart, g, true);
            if (ownY) paintLabels(chart, g, false);
            if (chart instanceof XYChart xy) PlotLabels.paint(xy, g);
        } finally {
            s.setAxisTitlePadding(titlePadding);
        }
    }

    /**
     * Gives the linear axes that have logp's format one number of decimals, the most their labels need once laid out
     * at this size.
     */
    private static void fixDecimals(Chart<?, ?> chart, int width, int height) {
        if (!(chart.getStyler() instanceof AxesChartStyler s)) return;
        boolean x = s.getxAxisTickLabelsFormattingFunction() == PlainFormat.AUTO;
        boolean y = s.getyAxisTickLabelsFormattingFunction() == PlainFormat.AUTO;
        if (!x && !y) return;
        layOut(chart, width, height);
        if (x) {
            int d = PlainFormat.decimalsOf(XChartParts.tickLabels(XChartParts.axis(chart, true)));
            s.setxAxisTickLabelsFormattingFunction(new PlainFormat(d));
        }
        if (y) {
            int d = PlainFormat.decimalsOf(XChartParts.tickLabels(XChartParts.axis(chart, false)));
            s.setyAxisTickLabelsFormattingFunction(new PlainFormat(d));
        }
    }

    /** The labelled ticks of every axis as drawn, x first: logp's on a log axis, XChart's labels on the others. */
    static List<String> drawnLabels(Chart<?, ?> chart, boolean x) {
        if (ownTicks(chart, x))
            return logTicks(chart, x).stream().map(LogTicks.Tick::text).toList();
        List<String> labels = new ArrayList<>();
        for (String l : XChartParts.tickLabels(XChartParts.axis(chart, x)))
            if (l != null && !l.isBlank()) labels.add(l);
        return labels;
    }

    /** Ticks that logp labels on an axis whatever its scale, by chart and axis (x first). */
    private static final java.util.Map<Chart<?, ?>, List<List<LogTicks.Tick>>> GIVEN =
            java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /**
     * Gives an axis the ticks logp labels itself: XChart 3.8.8 computes no tick at all on some linear axes whose
     * ends it did not choose (P from 1.5 to 4.5, log2 Q from -1.5), and an axis of counts or depths wants its own.
     */
    static void giveTicks(Chart<?, ?> chart, boolean x, List<LogTicks.Tick> ticks) {
        List<List<LogTicks.Tick>> both =
                GIVEN.computeIfAbsent(chart, c -> new ArrayList<>(List.of(List.of(), List.of())));
        both.set(x ? 0 : 1, List.copyOf(ticks));
    }

    /** Whether logp labels the axis: a logarithmic one, or one given its ticks. */
    static boolean ownTicks(Chart<?, ?> chart, boolean x) {
        if (!(chart.getStyler() instanceof AxesChartStyler s)) return false;
        List<List<LogTicks.Tick>> given = GIVEN.get(chart);
        if (given != null && !given.get(x ? 0 : 1).isEmpty()) return true;
        return x ? s.isXAxisLogarithmic() : s.isYAxisLogarithmic();
    }

    static List<LogTicks.Tick> logTicks(Chart<?, ?> chart, boolean x) {
        List<List<LogTicks.Tick>> given = GIVEN.get(chart);
        if (given != null && !given.get(x ? 0 : 1).isEmpty()) {
            double[] r = XChartParts.range(XChartParts.axis(chart, x));
            return given.get(x ? 0 : 1).stream()
                    .filter(t -> t.value() >= r[0] - 1e-9 && t.value() <= r[1] + 1e-9)
                    .toList();
        }
        double[] range = XChartParts.range(XChartParts.axis(chart, x));
        return LogTicks.of(range[0], range[1], AxisKind.of(chart, x) == AxisKind.BYTES);
    }

    private static void layOut(Chart<?, ?> chart, int width, int height) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            chart.paint(g, width, height);
        } finally {
            g.dispose();
        }
    }

    private static double labelWidth(Chart<?, ?> chart, boolean x) {
        Font font = ((AxesChartStyler) chart.getStyler()).getAxisTickLabelsFont();
        FontMetrics fm = metrics(font);
        FontMetrics small = metrics(font.deriveFont(font.getSize2D() * EXPONENT_SCALE));
        double widest = 0;
        for (LogTicks.Tick t : logTicks(chart, x))
            widest = Math.max(widest, fm.stringWidth(t.base()) + small.stringWidth(t.exponent()));
        return widest;
    }

    private static double xchartLabelWidth(Chart<?, ?> chart) {
        FontMetrics fm = metrics(((AxesChartStyler) chart.getStyler()).getAxisTickLabelsFont());
        double widest = 0;
        for (String l : XChartParts.tickLabels(XChartParts.axis(chart, false)))
            if (l != null) widest = Math.max(widest, fm.stringWidth(l));
        return widest;
    }

    private static FontMetrics metrics(Font font) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            return g.getFontMetrics(font);
        } finally {
            g.dispose();
        }
    }

    private static void paintLabels(Chart<?, ?> chart, Graphics2D g, boolean x) {
        AxesChartStyler s = (AxesChartStyler) chart.getStyler();
        Rectangle2D plot = XChartParts.plotBounds(chart);
        Font font = s.getAxisTickLabelsFont();
        Font small = font.deriveFont(font.getSize2D() * EXPONENT_SCALE);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setColor(s.getAxisTickLabelsColor() == null ? Color.BLACK : Color.BLACK);
            g2.setStroke(s.getAxisTickMarksStroke());
            FontMetrics fm = g2.getFontMetrics(font);
            FontMetrics sm = g2.getFontMetrics(small);
            int mark = s.getAxisTickMarkLength();
            int pad = s.getAxisTickPadding();
            for (LogTicks.Tick t : logTicks(chart, x)) {
                double w = fm.stringWidth(t.base()) + sm.stringWidth(t.exponent());
                double raise = fm.getAscent() * 0.45;
                double left;
                double baseline;
                if (x) {
                    double sx = chart.getScreenXFromChart(t.value());
                    g2.draw(new Line2D.Double(sx, plot.getMaxY(), sx, plot.getMaxY() + mark));
                    // Inside the canvas: the last label of an axis ending at the plot's edge is centred on it.
                    left = Math.max(0, Math.min(sx - w / 2, chart.getWidth() - w - s.getChartPadding()));
                    baseline = plot.getMaxY() + mark + pad + fm.getAscent();
                } else {
                    double sy = chart.getScreenYFromChart(t.value());
                    g2.draw(new Line2D.Double(plot.getMinX() - mark, sy, plot.getMinX(), sy));
                    left = plot.getMinX() - mark - pad - w;
                    baseline = sy + (fm.getAscent() - fm.getDescent()) / 2.0;
                }
                PlacedText.draw(g2, t.base(), font, left, baseline);
                if (!t.exponent().isEmpty())
                    PlacedText.draw(
                            g2,
                            t.exponent(),
                            small,
                            left + fm.stringWidth(t.base()) + EXPONENT_GAP * font.getSize2D(),
                            baseline - raise);
            }
        } finally {
            g2.dispose();
        }
    }
}
