package io.logp.plot;

import io.logp.presentation.ChartOptions.Style;
import java.awt.BasicStroke;
import java.awt.Font;
import java.util.regex.Pattern;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.series.AxesChartSeries;
import org.knowm.xchart.internal.series.Series;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * The sizes of one {@link Style}: canvas, fonts, strokes and markers, applied to a chart built in the house style just
 * before it is written. The builders draw every chart at the screen size ({@link ChartStyle}); a paper chart is the
 * same chart with its canvas set to the column's width in points (1 pt = 1/72 in, the unit of PDF and of the
 * SVG's user space), its text at 8-9 pt and its lines thinner, so that printed at 100% it has the sizes a journal asks
 * for. The PNG of a paper chart is the same drawing at 300 dpi.
 *
 * @param widthUnits  canvas width: pixels on screen, points on paper
 * @param heightUnits canvas height, in the same unit
 * @param pngScale    PNG pixels per unit: 1 on screen, 300/72 on paper (300 dpi)
 * @param titlePt     size of the chart title
 * @param axisTitlePt size of the axis titles
 * @param tickPt      size of the tick labels
 * @param legendPt    size of the legend
 * @param strokeScale factor on every series' line width and dashes
 * @param markerSize  marker size, in units
 */
record ChartLook(
        Style style,
        int widthUnits,
        int heightUnits,
        double pngScale,
        float titlePt,
        float axisTitlePt,
        float tickPt,
        float legendPt,
        float strokeScale,
        int markerSize) {

    /** Points per inch. */
    static final double POINTS_PER_INCH = 72;
    /** Resolution of a paper chart's PNG. */
    static final int PAPER_DPI = 300;

    private static final ChartLook SCREEN =
            new ChartLook(Style.SCREEN, ChartStyle.WIDTH_PX, ChartStyle.HEIGHT_PX, 1, 26, 26, 22, 20, 1f, 12);
    /** One column: 3.5 x 2.6 in, all text at 8 pt. */
    private static final ChartLook PAPER =
            new ChartLook(Style.PAPER, 252, 187, PAPER_DPI / POINTS_PER_INCH, 8, 8, 8, 8, 0.4f, 3);
    /** Both columns: 7 x 3 in. */
    private static final ChartLook PAPER_WIDE =
            new ChartLook(Style.PAPER_WIDE, 504, 216, PAPER_DPI / POINTS_PER_INCH, 8, 8, 8, 8, 0.4f, 3);

    /** "us" as a word: the unit, never a part of another word. */
    private static final Pattern MICRO = Pattern.compile("(?<![A-Za-z_])us(?![A-Za-z])");

    static ChartLook of(Style style) {
        return switch (style) {
            case SCREEN -> SCREEN;
            case PAPER -> PAPER;
            case PAPER_WIDE -> PAPER_WIDE;
        };
    }

    /**
     * The symbols of every text of the chart written as a reader reads them: µs for "us", oₛ and oᵣ for o_s and o_r,
     * gₖ / g₁ for g_K / g_1, ± for +-.
     */
    static String micro(String text) {
        if (text == null) return null;
        String t = MICRO.matcher(text).replaceAll("µs");
        return t.replace("o_s", "oₛ")
                .replace("o_r", "oᵣ")
                .replace("g_K", "gₖ")
                .replace("g_1", "g₁")
                .replace("+-", "±");
    }

    /**
     * Sets this look's sizes on a chart built in the house style, and writes µs for "us" in its texts; returns the
     * height to add to the canvas for a legend stacked under the plot. Applying the
     * screen look to a screen chart changes only the texts and tick labels. Apply a paper look once: it scales the lines it finds.
     */
    int apply(Chart<?, ?> chart) {
        return apply(chart, widthUnits);
    }

    private static final java.awt.Color CLEAR = new java.awt.Color(255, 255, 255, 0);

    /** As {@link #apply(Chart)} for a chart drawn at another width: a panel of a figure. */
    int apply(Chart<?, ?> chart, int width) {
        chart.setTitle(micro(chart.getTitle()));
        chart.setXAxisTitle(micro(chart.getXAxisTitle()));
        chart.setYAxisTitle(micro(chart.getYAxisTitle()));
        for (Series s : chart.getSeriesMap().values()) s.setLabel(micro(s.getLabel()));
        if (!(chart.getStyler() instanceof AxesChartStyler styler)) return 0;
        AxisLabels.tidyLinearAxes(chart);
        if (style == Style.SCREEN) return 0;
        Font title = styler.getChartTitleFont();
        styler.setChartTitleFont(title.deriveFont(titlePt));
        styler.setAxisTitleFont(styler.getAxisTitleFont().deriveFont(axisTitlePt));
        styler.setAxisTickLabelsFont(styler.getAxisTickLabelsFont().deriveFont(tickPt));
        styler.setLegendFont(styler.getLegendFont().deriveFont(legendPt));
        styler.setAnnotationTextFont(styler.getAnnotationTextFont().deriveFont(tickPt));
        styler.setChartPadding(4);
        // A figure's title is gone by now (ChartFiles); a panel's (the family of a collectives figure) stays.
        // Clear of the half of the top tick label that stands above the plot.
        styler.setChartTitlePadding(6);
        // Room for the descenders of a rotated y-axis title ("g_K / g_1"), which XChart 3.8.8 does not count.
        styler.setAxisTitlePadding(6);
        styler.setAxisTickPadding(2);
        styler.setAxisTickMarkLength(3);
        styler.setPlotMargin(2);
        // Between a horizontal legend's entries too: XChart spaces them by the ink of the text, a little short.
        styler.setLegendPadding(8);
        // XChart 3.8.8 counts less room for a legend below a category chart than its padded box takes: the box's
        // white covered the lower half of the bar names on a paper Figure 6. A clear box hides nothing.
        styler.setLegendBackgroundColor(CLEAR);
        styler.setLegendBorderColor(CLEAR);
        styler.setLegendSeriesLineLength(16);
        styler.setMarkerSize(markerSize);
        styler.setAxisTickMarksStroke(new BasicStroke(0.5f));
        styler.setPlotGridLinesStroke(new BasicStroke(0.3f));
        styler.setXAxisTickMarkSpacingHint(30);
        styler.setYAxisTickMarkSpacingHint(20);
        int extraHeight = 0;
        if (chart instanceof XYChart || chart instanceof CategoryChart) {
            for (Series s : chart.getSeriesMap().values()) {
                if (!(s instanceof AxesChartSeries a) || a.getLineStyle() == null) continue;
                // XChart makes the stroke from the width when the style is set: the width goes first.
                BasicStroke stroke = a.getLineStyle();
                float line = a.getLineWidth() > 0 ? a.getLineWidth() : stroke.getLineWidth();
                float thinner = Math.max(MIN_LINE_PT, line * strokeScale);
                if (a.getLineWidth() > 0) a.setLineWidth(thinner);
                a.setLineStyle(scaled(stroke, thinner, strokeScale));
            }
        }
        return extraHeight;
    }

    /**
     * The title cut after its last whole word that fits the width, marked "…": XChart draws a title in one line, and a
     * column is 3.5 in; {@code --title} gives a shorter one, {@code --title ''} none.
     */
    static String fitted(String title, Font font, double width) {
        if (title == null || title.isBlank()) return title;
        java.awt.FontMetrics fm = new java.awt.image.BufferedImage(1, 1, java.awt.image.BufferedImage.TYPE_INT_RGB)
                .createGraphics()
                .getFontMetrics(font);
        if (fm.stringWidth(title) <= width) return title;
        String cut = title;
        while (cut.contains(" ") && fm.stringWidth(cut + " …") > width) {
            cut = cut.substring(0, cut.lastIndexOf(' ')).replaceAll("[,:;]$", "");
        }
        return cut + " …";
    }

    /** The share of a paper chart's width its title may take. */
    static final double TITLE_SHARE = 0.8;

    /** The thinnest line a paper chart draws: thinner vanishes in print. */
    static final float MIN_LINE_PT = 0.5f;

    /** The stroke at a new width with its dashes scaled, so that a dashed reference line keeps its pattern. */
    static BasicStroke scaled(BasicStroke s, float width, float factor) {
        float[] dashes = s.getDashArray();
        float[] scaledDashes = null;
        if (dashes != null) {
            scaledDashes = new float[dashes.length];
            for (int i = 0; i < dashes.length; i++) scaledDashes[i] = Math.max(0.5f, dashes[i] * factor);
        }
        return new BasicStroke(
                width,
                s.getEndCap(),
                s.getLineJoin(),
                Math.max(1f, s.getMiterLimit()),
                scaledDashes,
                s.getDashPhase() * factor);
    }
}
