package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.logp.presentation.ChartOptions.Style;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * What a reviewer checks on any chart, for every chart test (issue 26). Write the chart with {@link #write} (or a
 * figure of panels with {@link #writeGrid}): it goes through {@link ChartFiles} in the style, exactly as a run writes
 * it, and then every check below runs on the painted chart and on the files:
 *
 * <ul>
 *   <li>every logarithmic axis has at least {@value #MIN_LOG_LABELS} labelled ticks (logp's own, {@link LogTicks});
 *   <li>no tick label lacks its leading digit (".05", "-.5");
 *   <li>no legend beside the plot; one inside it at most {@value #MAX_LEGEND_HEIGHT_SHARE} of its height, one below it
 *       at most the chart's width;
 *   <li>no panel is empty: some series has a finite point, and the plot keeps at least {@value #MIN_PLOT_SHARE} of
 *       the chart's width and height;
 *   <li>on paper, all text is 8 pt;
 *   <li>the title fits the chart's width;
 *   <li>no title carries a run id (20261125-175508-...), and no text says "us" for µs;
 *   <li>every finite point lies inside the axes' ranges, so nothing is drawn outside the plot;
 *   <li>the files are the style's: PNG and SVG, plus PDF on paper; the PNG has the style's width (1200 px, or 3.5 or
 *       7 in at 300 dpi).
 * </ul>
 *
 * <p>Use it from a chart's test as {@code ChartChecker.write(SomeChart.build(...), Style.PAPER, tempDir)}; a figure
 * helper's chart passes when it satisfies the list above. The tick labels of linear axes are XChart's (read from its
 * tick calculator after painting), those of log axes logp's; both are read from the model, not from the image, since
 * XChart 3.8.8 writes text as outlines in SVG and PDF.
 */
final class ChartChecker {

    static final int MIN_LOG_LABELS = 3;
    /** A legend inside the plot takes at most this share of its height. */
    static final double MAX_LEGEND_HEIGHT_SHARE = 0.5;
    /** The plot must keep at least this share of the chart's width and height, whatever the text around it. */
    static final double MIN_PLOT_SHARE = 0.3;

    private static final Pattern RUN_ID = Pattern.compile("\\d{8}-\\d{6}");
    private static final Pattern MICRO_AS_US = Pattern.compile("(?<![A-Za-z_])us(?![A-Za-z])");
    private static final Pattern NO_LEADING_DIGIT = Pattern.compile("^[-−]?\\.\\d");

    private ChartChecker() {}

    /** Writes the chart in the style under dir/name and checks the chart and the files; returns the files. */
    static List<Path> write(Chart<?, ?> chart, Style style, Path dir) throws IOException {
        ChartFiles.Drawing drawing = ChartFiles.prepare(chart, style);
        // The title is drawn by logp now (on screen) or kept in the PDF's metadata (on paper): it is the caption.
        assertNoRunId(drawing.caption());
        List<Path> files = ChartFiles.write(drawing, dir.resolve("chart"), style);
        check(chart, style);
        checkFiles(files, style, ChartLook.of(style).widthUnits());
        return files;
    }

    /** Writes a figure of panels in the style and checks every panel and the files; returns the files. */
    static List<Path> writeGrid(ChartGrid grid, Style style, Path dir) throws IOException {
        List<Path> files = ChartFiles.write(grid, dir.resolve("figure"), style);
        if (grid.title() != null) assertNoRunId(grid.title());
        for (Chart<?, ?> panel : grid.panels()) check(panel, style);
        int width = style.forPaper()
                ? ChartLook.of(style).widthUnits()
                : Math.min(grid.columns(), grid.panels().size()) * grid.cellWidth();
        checkFiles(files, style, width);
        return files;
    }

    /** Every check of the chart itself; the chart must have been painted (written) in the style. */
    static void check(Chart<?, ?> chart, Style style) {
        String name = chart.getTitle() == null || chart.getTitle().isBlank() ? "untitled chart" : chart.getTitle();
        assertNoRunId(chart.getTitle());
        for (String text : texts(chart)) {
            assertFalse(MICRO_AS_US.matcher(text).find(), name + ": 'us' instead of µs in '" + text + "'");
        }
        AxesChartStyler s = (AxesChartStyler) chart.getStyler();
        for (boolean x : new boolean[] {true, false}) {
            boolean log = x ? s.isXAxisLogarithmic() : s.isYAxisLogarithmic();
            List<String> labels = AxisLabels.drawnLabels(chart, x);
            String axis = name + ", " + (x ? "x" : "y") + " axis";
            if (log) {
                assertTrue(labels.size() >= MIN_LOG_LABELS, axis + ": log axis with labels " + labels);
            }
            for (String l : labels) {
                assertFalse(NO_LEADING_DIGIT.matcher(l.strip()).find(), axis + ": label without its digit: " + l);
            }
        }
        Rectangle2D plotArea = XChartParts.plotBounds(chart);
        assertTrue(
                plotArea.getHeight() >= MIN_PLOT_SHARE * chart.getHeight()
                        && plotArea.getWidth() >= MIN_PLOT_SHARE * chart.getWidth(),
                String.format(
                        Locale.ROOT,
                        "%s: the plot is %.0f x %.0f of a %d x %d chart",
                        name,
                        plotArea.getWidth(),
                        plotArea.getHeight(),
                        chart.getWidth(),
                        chart.getHeight()));
        checkLegend(chart, name);
        checkSeries(chart, name);
        if (style.forPaper()) checkFonts(s, name);
        if (chart.getTitle() != null && !chart.getTitle().isBlank()) {
            java.awt.FontMetrics fm = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB)
                    .createGraphics()
                    .getFontMetrics(s.getChartTitleFont());
            // XChart centres the title over the plot.
            Rectangle2D plot = XChartParts.plotBounds(chart);
            double half = fm.stringWidth(chart.getTitle()) / 2.0;
            assertTrue(
                    plot.getCenterX() - half >= 0 && plot.getCenterX() + half <= chart.getWidth(),
                    name + ": the title reaches beyond the chart");
        }
    }

    private static void assertNoRunId(String title) {
        if (title == null) return;
        assertFalse(RUN_ID.matcher(title).find(), "a run id in the title '" + title + "'");
    }

    private static List<String> texts(Chart<?, ?> chart) {
        List<String> texts = new ArrayList<>();
        for (String t : new String[] {chart.getTitle(), chart.getXAxisTitle(), chart.getYAxisTitle()})
            if (t != null) texts.add(t);
        for (var series : chart.getSeriesMap().values()) {
            if (series.isShowInLegend()) texts.add(series.getLabel());
        }
        return texts;
    }

    private static void checkLegend(Chart<?, ?> chart, String name) {
        if (!chart.getStyler().isLegendVisible()) return;
        Rectangle2D legend = XChartParts.legendBounds(chart);
        if (legend == null || legend.getWidth() == 0) return;
        double share = legend.getWidth() / chart.getWidth();
        LegendPosition where = chart.getStyler().getLegendPosition();
        assertTrue(where != LegendPosition.OutsideE, name + ": a legend beside the plot takes its width");
        if (where == LegendPosition.OutsideS) {
            assertTrue(
                    share <= 1,
                    String.format(Locale.ROOT, "%s: legend below is %.0f%% of the width", name, 100 * share));
        } else {
            // Inside the plot, where the data leave room: never as tall as the plot, nor wider than it.
            Rectangle2D plot = XChartParts.plotBounds(chart);
            Rectangle2D box = XChartParts.legendBox(chart);
            assertTrue(
                    box.getHeight() <= MAX_LEGEND_HEIGHT_SHARE * plot.getHeight() && plot.contains(box),
                    String.format(
                            Locale.ROOT,
                            "%s: a legend of %.0f x %.0f in a plot of %.0f x %.0f",
                            name,
                            box.getWidth(),
                            box.getHeight(),
                            plot.getWidth(),
                            plot.getHeight()));
        }
    }

    private static void checkSeries(Chart<?, ?> chart, String name) {
        boolean any = false;
        if (chart instanceof XYChart xy) {
            double[] xr = XChartParts.range(XChartParts.axis(chart, true));
            double[] yr = XChartParts.range(XChartParts.axis(chart, false));
            for (XYSeries series : xy.getSeriesMap().values()) {
                double[] xs = series.getXData();
                double[] ys = series.getYData();
                for (int i = 0; i < xs.length; i++) {
                    if (!Double.isFinite(xs[i]) || !Double.isFinite(ys[i])) continue;
                    any = true;
                    String where = String.format(
                            Locale.ROOT,
                            "%s: '%s' point (%g, %g) outside the plot",
                            name,
                            series.getName(),
                            xs[i],
                            ys[i]);
                    assertTrue(inside(xs[i], xr), where + ", x axis " + xr[0] + ".." + xr[1]);
                    assertTrue(inside(ys[i], yr), where + ", y axis " + yr[0] + ".." + yr[1]);
                }
            }
        } else if (chart instanceof CategoryChart cc) {
            for (CategorySeries series : cc.getSeriesMap().values()) {
                for (Number n : series.getYData()) any |= n != null && Double.isFinite(n.doubleValue());
            }
        } else {
            fail(name + ": not an XY or category chart");
        }
        assertTrue(any, name + ": an empty panel, no finite point in any series");
    }

    private static boolean inside(double v, double[] range) {
        double slack = 1e-9 * Math.max(Math.abs(range[0]), Math.abs(range[1]));
        return v >= range[0] - slack && v <= range[1] + slack;
    }

    private static void checkFonts(AxesChartStyler s, String name) {
        assertEquals(8f, s.getChartTitleFont().getSize2D(), 0.01, name + ": title size");
        assertEquals(8f, s.getAxisTitleFont().getSize2D(), 0.01, name + ": axis title size");
        assertEquals(8f, s.getAxisTickLabelsFont().getSize2D(), 0.01, name + ": tick label size");
        assertEquals(8f, s.getLegendFont().getSize2D(), 0.01, name + ": legend size");
        assertEquals(8f, s.getAnnotationTextFont().getSize2D(), 0.01, name + ": size of names on the plot");
    }

    /** The files are the style's, non-empty, and the PNG is as wide as the style says. */
    static void checkFiles(List<Path> files, Style style, int widthUnits) throws IOException {
        List<String> kinds = files.stream()
                .map(p -> p.getFileName().toString().replaceAll(".*\\.", ""))
                .toList();
        assertEquals(style.forPaper() ? List.of("png", "svg", "pdf") : List.of("png", "svg"), kinds, "files " + files);
        for (Path f : files) assertTrue(Files.size(f) > 0, "empty " + f);
        BufferedImage png = ImageIO.read(files.get(0).toFile());
        double scale = style.forPaper() ? ChartLook.PAPER_DPI / ChartLook.POINTS_PER_INCH : 1;
        assertEquals(Math.round(widthUnits * scale), png.getWidth(), "PNG width of " + files.get(0));
        if (style.forPaper()) {
            String pdf = new String(Files.readAllBytes(files.get(2)), java.nio.charset.StandardCharsets.ISO_8859_1);
            assertTrue(pdf.startsWith("%PDF"), "not a PDF: " + files.get(2));
            assertTrue(
                    pdf.contains("/MediaBox [0 0 " + widthUnits + " "),
                    "PDF page not " + widthUnits + " pt wide: " + files.get(2));
            String svg = Files.readString(files.get(1));
            String inches = LogTicks.plain(widthUnits / ChartLook.POINTS_PER_INCH);
            assertTrue(svg.contains("width=\"" + inches + "in\""), "SVG not " + inches + " in wide");
        }
    }
}
