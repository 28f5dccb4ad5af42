package io.logp.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.util.Locale;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The house look of logp charts: canvas size, fonts, and a colour-blind-safe palette paired with distinct markers.
 *
 * <p>Sizes are chosen for a figure printed in a two-column paper: the 1200 px canvas shrinks about five times to
 * a 3.3 in column, so text is drawn at 20-26 px (4-5 pt there, 9-11 pt across the full page) rather than at
 * XChart's default 10-12 px, which would vanish.
 */
final class ChartStyle {

    // First in the class: runs before the fonts below are made, as early as this package can touch AWT.
    static {
        ensureHeadless();
    }

    /** Canvas width in pixels; the PNG has exactly this width. */
    static final int WIDTH_PX = 1200;
    /** Canvas height in pixels; the PNG has exactly this height. */
    static final int HEIGHT_PX = 800;

    private static final String FONT_FAMILY = Font.SANS_SERIF;
    static final Font TITLE_FONT = new Font(FONT_FAMILY, Font.BOLD, 26);
    private static final Font AXIS_TITLE_FONT = new Font(FONT_FAMILY, Font.PLAIN, 26);
    private static final Font TICK_FONT = new Font(FONT_FAMILY, Font.PLAIN, 22);
    private static final Font LEGEND_FONT = new Font(FONT_FAMILY, Font.PLAIN, 20);
    private static final Font ANNOTATION_FONT = new Font(FONT_FAMILY, Font.ITALIC, 22);

    private static final float CURVE_WIDTH = 2.5f;
    private static final float REFERENCE_WIDTH = 2.0f;
    private static final int MARKER_SIZE = 12;

    /**
     * Okabe and Ito (2008), "Color Universal Design", without its yellow, which is invisible on white. Colour alone
     * is lost in grey-scale print, so every curve also gets its own marker.
     */
    private static final Color[] PALETTE = {
        new Color(0x0072B2), // blue
        new Color(0xD55E00), // vermillion
        new Color(0x009E73), // bluish green
        new Color(0xCC79A7), // reddish purple
        new Color(0x000000), // black
        new Color(0xE69F00), // orange
        new Color(0x56B4E9), // sky blue
    };

    /** Six markers against seven colours: the lengths are coprime, so the first 42 curves all look different. */
    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND,
        SeriesMarkers.TRIANGLE_UP, SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS,
    };

    private static final Color REFERENCE_COLOR = Color.BLACK;
    private static final Color BOUNDARY_COLOR = new Color(0x777777);

    /** Dashes scaled to the thicker line; XChart's own DASH_DASH is drawn at width 1. */
    static final BasicStroke DASHED = new BasicStroke(
            REFERENCE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {12f, 8f}, 0f);

    static final BasicStroke DASH_DOTTED = new BasicStroke(
            REFERENCE_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {14f, 6f, 3f, 6f}, 0f);
    static final BasicStroke DOTTED = new BasicStroke(
            REFERENCE_WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {2f, 6f}, 0f);

    private static final BasicStroke[] SHARED_STROKES = {DASHED, DOTTED, DASH_DOTTED};

    private ChartStyle() {}

    /**
     * Charts are drawn on cluster nodes and CI machines without a display. AWT reads the property once, when the
     * toolkit starts, so it is set before the first chart exists; a value the user set explicitly is kept.
     */
    static void ensureHeadless() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** A blank chart in the house style; a null or blank title hides the title line and its space. */
    static XYChart newChart(String title, String xAxisTitle, String yAxisTitle) {
        return newChart(title, xAxisTitle, yAxisTitle, WIDTH_PX, HEIGHT_PX);
    }

    /**
     * A blank chart in the house style on a canvas of another size: a panel of a figure, whose text keeps the house
     * sizes so that it prints as large as that of a single chart.
     */
    static XYChart newChart(String title, String xAxisTitle, String yAxisTitle, int widthPx, int heightPx) {
        boolean hasTitle = title != null && !title.isBlank();
        XYChart chart = new XYChartBuilder()
                .width(widthPx)
                .height(heightPx)
                .title(hasTitle ? title : "")
                .xAxisTitle(xAxisTitle)
                .yAxisTitle(yAxisTitle)
                .build();
        applyHouseStyle(chart.getStyler(), hasTitle);
        return chart;
    }

    /** A blank bar chart in the house style, for charts whose x axis holds named categories rather than numbers. */
    static CategoryChart newCategoryChart(String title, String xAxisTitle, String yAxisTitle) {
        boolean hasTitle = title != null && !title.isBlank();
        CategoryChart chart = new CategoryChartBuilder()
                .width(WIDTH_PX)
                .height(HEIGHT_PX)
                .title(hasTitle ? title : "")
                .xAxisTitle(xAxisTitle)
                .yAxisTitle(yAxisTitle)
                .build();
        applyHouseStyle(chart.getStyler(), hasTitle);
        return chart;
    }

    /** The index-th colour of the palette, for series that are filled rather than drawn with markers. */
    static Color color(int index) {
        return PALETTE[index % PALETTE.length];
    }

    private static void applyHouseStyle(AxesChartStyler styler, boolean hasTitle) {
        styler.setChartTitleVisible(hasTitle);
        styler.setChartTitleFont(TITLE_FONT);
        styler.setAxisTitleFont(AXIS_TITLE_FONT);
        styler.setAxisTickLabelsFont(TICK_FONT);
        styler.setLegendFont(LEGEND_FONT);
        styler.setAnnotationTextFont(ANNOTATION_FONT);
        styler.setAnnotationTextFontColor(BOUNDARY_COLOR.darker());
        // Tick labels must not turn 0.5 into "0,5" on a machine with a German locale.
        styler.setLocale(Locale.ROOT);
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setPlotBorderColor(Color.BLACK);
        styler.setPlotGridLinesColor(new Color(0xDDDDDD));
        // Outside the plot the legend can never hide a point, however many curves there are.
        styler.setLegendPosition(LegendPosition.OutsideE);
        styler.setLegendBorderColor(Color.WHITE);
        // Long enough to show two full dash periods, so o_s and g can be told apart in the legend.
        styler.setLegendSeriesLineLength(60);
        // The axes span exactly the range each chart sets (a cost axis from 0), with no extra padding inside.
        styler.setPlotContentSize(0.99);
        styler.setMarkerSize(MARKER_SIZE);
        styler.setErrorBarsColorSeriesColor(true);
        styler.setChartPadding(16);
        // Room between tick labels: XChart's default puts a label every 2 us on a cost axis of 800 px.
        styler.setYAxisTickMarkSpacingHint(70);
        styler.setXAxisTickMarkSpacingHint(100);
    }

    /** Styles the index-th measured curve with its own colour and marker. */
    static void styleCurve(XYSeries series, int index) {
        Color color = PALETTE[index % PALETTE.length];
        series.setLineColor(color);
        series.setMarkerColor(color);
        series.setMarker(MARKERS[index % MARKERS.length]);
        series.setLineStyle(SeriesLines.SOLID);
        series.setLineWidth(CURVE_WIDTH);
    }

    /** Styles a fitted reference value: a black line without markers, told apart from others by its dashes. */
    static void styleReference(XYSeries series, BasicStroke dashes) {
        series.setLineColor(REFERENCE_COLOR);
        series.setMarker(SeriesMarkers.NONE);
        series.setLineStyle(dashes);
    }

    /**
     * Styles a fitted curve drawn through many points, solid in its colour: XChart strokes each segment of a line
     * anew, so dashes restart at every point and a dense curve came out solid while its legend sample was dashed
     * (issue 48, bulk_time); the colour tells the fits apart.
     */
    static void styleFit(XYSeries series, Color color) {
        series.setLineColor(color);
        series.setMarker(SeriesMarkers.NONE);
        series.setLineStyle(new BasicStroke(REFERENCE_WIDTH, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
    }

    /**
     * Marks a predicted point: a short level bar, so that a prediction at a lone x (a run at one P) is seen at all,
     * where a dashed line has no length, and is not mistaken for a measured marker.
     */
    static final Marker LEVEL = new Marker() {
        private final BasicStroke stroke = new BasicStroke(CURVE_WIDTH);

        @Override
        public void paint(Graphics2D g, double xOffset, double yOffset, int markerSize) {
            g.setStroke(stroke);
            g.draw(new Line2D.Double(xOffset - markerSize, yOffset, xOffset + markerSize, yOffset));
        }
    };

    /**
     * A small filled dot, a third of the marker size across: the mark of one run among hundreds, which full-size
     * markers would merge into a band of their own.
     */
    static final Marker DOT = new Marker() {
        @Override
        public void paint(Graphics2D g, double xOffset, double yOffset, int markerSize) {
            double d = Math.max(2.0, markerSize / 3.0);
            g.fill(new Ellipse2D.Double(xOffset - d / 2, yOffset - d / 2, d, d));
        }
    };

    /**
     * Styles a model's prediction: dashed, with {@link #LEVEL} marks at its points, in its op's colour.
     *
     * @see #styleSharedPrediction
     */
    static void stylePrediction(XYSeries series, Color color) {
        series.setLineStyle(DASHED);
        series.setLineColor(color);
        series.setMarker(LEVEL);
        series.setMarkerColor(color);
    }

    /**
     * Styles a prediction that stands for several ops: black, which no op of a family is given (it has at most
     * four), told apart from the family's other shared predictions by its dashes, the index-th of dashed, dotted and
     * dash-dotted (dotted second: dashed and dash-dotted looked alike on a paper column, issue 48).
     */
    static void styleSharedPrediction(XYSeries series, int index) {
        stylePrediction(series, REFERENCE_COLOR);
        series.setLineStyle(SHARED_STROKES[index % SHARED_STROKES.length]);
    }

    /**
     * Styles the marks of error bars cut at the top of the axis: black upward triangles without a line, in the legend
     * so that a reader knows what they mean.
     */
    static void styleCutMarks(XYSeries series) {
        series.setXYSeriesRenderStyle(org.knowm.xchart.XYSeries.XYSeriesRenderStyle.Scatter);
        series.setMarker(SeriesMarkers.TRIANGLE_UP);
        series.setMarkerColor(REFERENCE_COLOR);
        series.setLineColor(REFERENCE_COLOR);
    }

    /** Styles a regime boundary: a grey dotted line that stays out of the legend, since the plot labels it. */
    static void styleBoundary(XYSeries series) {
        series.setLineColor(BOUNDARY_COLOR);
        series.setMarker(SeriesMarkers.NONE);
        series.setLineStyle(DOTTED);
        series.setShowInLegend(false);
    }
}
