package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.presentation.ChartOptions.Style;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.Inflater;
import javax.imageio.ImageIO;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * What a reader sees of a chart, checked on the chart as logp writes it (issue 36): written through
 * {@link ChartFiles} in a style, then painted once more on a {@link TextInk} canvas that records every text.
 *
 * <ul>
 *   <li>every text lies inside the canvas, and no two texts overlap (boxes: the ink of XChart's glyphs, the font
 *       metrics of the text logp places), nor does the PNG's outermost ring of pixels hold any ink;
 *   <li>on paper: no title (the caption is the paper's), every text 8 pt, the plot at least half of the figure; in a
 *       figure of panels each panel at least {@value #MIN_PANEL_IN} in high and their plots together at least
 *       {@value #MIN_PLOTS_SHARE_PAPER_GRID} of it;
 *   <li>no marker of a measured point is cut by the plot's edge;
 *   <li>a log axis has no empty decade at either end and a label in every decade its values reach far into
 *       ({@link LogAxisCheck});
 *   <li>two texts on one line are at least half a text's height apart: "oₛ + oᵣ + D  g" reads as one label;
 *   <li>the PNG states its resolution: 300 dpi (11811 pixels per metre) on paper;
 *   <li>the PDF needs no font it does not embed, and every character drawn is in the font it is drawn with.
 * </ul>
 */
final class ReaderView {

    /** Two texts closer than this (in canvas units: pixels on screen, points on paper) run together. */
    static final double MIN_GAP = 0.5;
    /** The smallest share of a paper figure (or of a panel's cell) its plot may take. */
    static final double MIN_PLOT_SHARE_PAPER = 0.5;
    /** The smallest share of a paper figure of panels its plots may take together. */
    static final double MIN_PLOTS_SHARE_PAPER_GRID = 0.4;

    /** The smallest share of a screen chart's width and height its plot may take. */
    static final double MIN_PLOT_SHARE_SCREEN = 0.3;
    /** The smallest height of a panel in a paper figure. */
    static final double MIN_PANEL_IN = 1.2;

    static final int PAPER_PIXELS_PER_METRE = 11811;

    private ReaderView() {}

    /** Writes the figure (a chart or a {@link ChartGrid}) and checks it; returns the texts a reader sees. */
    static List<TextInk.Box> check(String name, Object figure, Style style, Path dir) throws IOException {
        ChartFiles.Drawing drawing = figure instanceof ChartGrid grid
                ? ChartFiles.prepare(grid, style)
                : ChartFiles.prepare((Chart<?, ?>) figure, style);
        List<Path> files = ChartFiles.write(drawing, dir.resolve(name), style);
        TextInk ink = new TextInk(Color.WHITE);
        drawing.paint(ink);
        List<TextInk.Box> texts = ink.boxes();
        List<Chart<?, ?>> panels =
                figure instanceof ChartGrid grid ? new ArrayList<>(grid.panels()) : List.of((Chart<?, ?>) figure);
        String what = name + " (" + style.label() + ")";
        checkTexts(what, texts, drawing.width(), drawing.height());
        checkPlots(what, figure instanceof ChartGrid g ? g : null, panels, style, drawing);
        for (Chart<?, ?> p : panels) checkMarkers(what, p);
        for (Chart<?, ?> p : panels) LogAxisCheck.check(what, p);
        checkGlyphs(what, texts, panels);
        checkPng(what, files.get(0), style, drawing.width());
        if (style.forPaper()) checkPdf(what, files.get(2));
        return texts;
    }

    static void checkTexts(String what, List<TextInk.Box> texts, int width, int height) {
        assertTrue(!texts.isEmpty(), what + ": no text at all");
        for (TextInk.Box t : texts) {
            Rectangle2D b = t.bounds();
            assertTrue(!t.cut(), what + ": " + t + " is cut by its panel's edge");
            assertTrue(
                    b.getMinX() >= 0 && b.getMinY() >= 0 && b.getMaxX() <= width && b.getMaxY() <= height,
                    String.format(Locale.ROOT, "%s: %s reaches beyond the %d x %d canvas", what, t, width, height));
        }
        for (int i = 0; i < texts.size(); i++)
            for (int j = i + 1; j < texts.size(); j++) {
                Rectangle2D a = grown(texts.get(i).bounds());
                Rectangle2D b = texts.get(j).bounds();
                assertTrue(
                        !a.intersects(b) || a.getWidth() == 0 || b.getWidth() == 0,
                        what + ": " + texts.get(i) + " runs into " + texts.get(j));
                assertTrue(
                        !readAsOne(texts.get(i).bounds(), b),
                        what + ": " + texts.get(i) + " and " + texts.get(j) + " read as one text");
            }
    }

    /**
     * Two texts on one line (their heights overlap by half the smaller) closer than a quarter of that height: a reader
     * takes them for one label. Tick labels are further apart than this.
     */
    static boolean readAsOne(Rectangle2D a, Rectangle2D b) {
        if (a.getWidth() == 0 || b.getWidth() == 0) return false;
        // A text set on its side (a y axis's title) is on no line with a horizontal one.
        if (a.getHeight() > a.getWidth() * 2 || b.getHeight() > b.getWidth() * 2) return false;
        double h = Math.min(a.getHeight(), b.getHeight());
        double shared = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        if (shared < h / 2) return false;
        double gap = Math.max(a.getMinX(), b.getMinX()) - Math.min(a.getMaxX(), b.getMaxX());
        return gap >= 0 && gap < h / 4;
    }

    private static Rectangle2D grown(Rectangle2D r) {
        return new Rectangle2D.Double(
                r.getX() - MIN_GAP / 2, r.getY() - MIN_GAP / 2, r.getWidth() + MIN_GAP, r.getHeight() + MIN_GAP);
    }

    private static void checkPlots(
            String what, ChartGrid grid, List<Chart<?, ?>> panels, Style style, ChartFiles.Drawing drawing) {
        double plots = 0;
        for (Chart<?, ?> p : panels) {
            Rectangle2D plot = XChartParts.plotBounds(p);
            plots += plot.getWidth() * plot.getHeight();
            String where = String.format(
                    Locale.ROOT,
                    "%s: the plot is %.0f x %.0f of a %d x %d canvas",
                    what,
                    plot.getWidth(),
                    plot.getHeight(),
                    p.getWidth(),
                    p.getHeight());
            if (style.forPaper()) {
                if (grid == null)
                    assertTrue(
                            plot.getWidth() * plot.getHeight() >= MIN_PLOT_SHARE_PAPER * p.getWidth() * p.getHeight(),
                            where);
                if (grid != null)
                    assertTrue(
                            p.getHeight() >= MIN_PANEL_IN * ChartLook.POINTS_PER_INCH,
                            what + ": a panel " + p.getHeight() + " pt high");
                AxesChartStyler s = (AxesChartStyler) p.getStyler();
                for (Font f : new Font[] {
                    s.getAxisTitleFont(), s.getAxisTickLabelsFont(), s.getLegendFont(), s.getAnnotationTextFont()
                }) assertEquals(8f, f.getSize2D(), 0.01, what + ": text of " + f.getSize2D() + " pt");
            } else {
                assertTrue(
                        plot.getWidth() >= MIN_PLOT_SHARE_SCREEN * p.getWidth()
                                && plot.getHeight() >= MIN_PLOT_SHARE_SCREEN * p.getHeight(),
                        where);
            }
        }
        // Small multiples: each panel at least 1.2 in high (above), their plots together at least 40% of the figure,
        // whose panel titles, repeated axes and legends take more than a single chart's.
        if (grid != null && style.forPaper())
            assertTrue(
                    plots >= MIN_PLOTS_SHARE_PAPER_GRID * drawing.width() * drawing.height(),
                    String.format(
                            Locale.ROOT,
                            "%s: the plots take %.0f%% of the %d x %d figure",
                            what,
                            100 * plots / (drawing.width() * drawing.height()),
                            drawing.width(),
                            drawing.height()));
    }

    /** A measured point's marker lies inside the plot, or is cut by its edge. */
    private static void checkMarkers(String what, Chart<?, ?> chart) {
        if (!(chart instanceof XYChart xy)) return;
        Rectangle2D plot = XChartParts.plotBounds(chart);
        double half = xy.getStyler().getMarkerSize() / 2.0;
        for (XYSeries s : xy.getSeriesMap().values()) {
            if (s.getMarker() == null || s.getMarker() == SeriesMarkers.NONE) continue;
            if (s.getXYSeriesRenderStyle() == XYSeries.XYSeriesRenderStyle.Area) continue;
            double[] x = s.getXData();
            double[] y = s.getYData();
            for (int i = 0; i < x.length; i++) {
                if (!Double.isFinite(x[i]) || !Double.isFinite(y[i])) continue;
                double sx = chart.getScreenXFromChart(x[i]);
                double sy = chart.getScreenYFromChart(y[i]);
                assertTrue(
                        sx - half >= plot.getMinX() - 0.5
                                && sx + half <= plot.getMaxX() + 0.5
                                && sy - half >= plot.getMinY() - 0.5
                                && sy + half <= plot.getMaxY() + 0.5,
                        String.format(
                                Locale.ROOT,
                                "%s: the marker of '%s' at (%g, %g) is cut by the plot's edge",
                                what,
                                s.getName(),
                                x[i],
                                y[i]));
            }
        }
    }

    /** Every character of every text drawn is in the font that draws it: no box for a missing glyph. */
    private static void checkGlyphs(String what, List<TextInk.Box> texts, List<Chart<?, ?>> panels) {
        List<Object[]> drawn = new ArrayList<>();
        for (TextInk.Box t : texts) if (t.text() != null) drawn.add(new Object[] {t.text(), t.font()});
        for (Chart<?, ?> p : panels) {
            AxesChartStyler s = (AxesChartStyler) p.getStyler();
            drawn.add(new Object[] {p.getTitle(), s.getChartTitleFont()});
            drawn.add(new Object[] {p.getXAxisTitle(), s.getAxisTitleFont()});
            drawn.add(new Object[] {p.getYAxisTitle(), s.getAxisTitleFont()});
            for (var series : p.getSeriesMap().values()) drawn.add(new Object[] {series.getLabel(), s.getLegendFont()});
            for (boolean x : new boolean[] {true, false})
                for (String l : AxisLabels.drawnLabels(p, x)) drawn.add(new Object[] {l, s.getAxisTickLabelsFont()});
            if (p instanceof XYChart xy) {
                try {
                    var field = org.knowm.xchart.internal.chartpart.Chart.class.getDeclaredField("annotations");
                    field.setAccessible(true);
                    for (Object a : (List<?>) field.get(xy))
                        if (a instanceof AnnotationText t) drawn.add(new Object[] {text(t), s.getAnnotationTextFont()});
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        for (Object[] d : drawn) {
            String text = (String) d[0];
            Font font = (Font) d[1];
            if (text == null) continue;
            String visible = text.replace("\n", "");
            int missing = font.canDisplayUpTo(visible);
            assertEquals(
                    -1,
                    missing,
                    what + ": '" + text + "' has a character " + font.getFontName() + " lacks"
                            + (missing >= 0 ? ": U+" + Integer.toHexString(visible.codePointAt(missing)) : ""));
        }
    }

    private static String text(AnnotationText t) {
        try {
            var field = AnnotationText.class.getDeclaredField("text");
            field.setAccessible(true);
            return (String) field.get(t);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The PNG: its resolution stated on paper, and no ink on its outermost ring of pixels. */
    static void checkPng(String what, Path png, Style style, int widthUnits) throws IOException {
        byte[] bytes = Files.readAllBytes(png);
        BufferedImage image = ImageIO.read(png.toFile());
        if (style.forPaper()) {
            assertEquals(
                    Math.round(widthUnits * ChartLook.PAPER_DPI / ChartLook.POINTS_PER_INCH),
                    image.getWidth(),
                    what + ": PNG width");
            int[] phys = pHYs(bytes);
            assertTrue(phys != null, what + ": the PNG states no resolution (no pHYs chunk)");
            assertEquals(
                    List.of(PAPER_PIXELS_PER_METRE, PAPER_PIXELS_PER_METRE, 1),
                    List.of(phys[0], phys[1], phys[2]),
                    what + ": pHYs is not 300 dpi");
        }
        int white = Color.WHITE.getRGB();
        for (int x = 0; x < image.getWidth(); x++)
            for (int y : new int[] {0, image.getHeight() - 1})
                assertEquals(white, image.getRGB(x, y), what + ": ink at the PNG's edge, pixel (" + x + ", " + y + ")");
        for (int y = 0; y < image.getHeight(); y++)
            for (int x : new int[] {0, image.getWidth() - 1})
                assertEquals(white, image.getRGB(x, y), what + ": ink at the PNG's edge, pixel (" + x + ", " + y + ")");
    }

    /** The pHYs chunk: pixels per unit x and y and the unit (1: metre); null when there is none. */
    static int[] pHYs(byte[] png) {
        ByteBuffer b = ByteBuffer.wrap(png);
        int at = 8;
        while (at + 8 <= png.length) {
            int length = b.getInt(at);
            String type = new String(png, at + 4, 4, StandardCharsets.ISO_8859_1);
            if (type.equals("pHYs")) return new int[] {b.getInt(at + 8), b.getInt(at + 12), png[at + 16]};
            at += 12 + length;
        }
        return null;
    }

    private static final Pattern STREAM = Pattern.compile("stream\r?\n");

    /**
     * The PDF: every font it uses embedded (a font dictionary without a font file would leave the characters to the
     * reader's machine, which drew a missing minus as "?"), and no text drawn in a font it does not carry.
     */
    static void checkPdf(String what, Path pdf) throws IOException {
        byte[] bytes = Files.readAllBytes(pdf);
        String raw = new String(bytes, StandardCharsets.ISO_8859_1);
        assertTrue(raw.startsWith("%PDF"), what + ": not a PDF");
        boolean fonts = raw.contains("/Font");
        assertTrue(!fonts || raw.contains("/FontFile"), what + ": the PDF uses a font it does not embed");
        Matcher m = STREAM.matcher(raw);
        while (m.find()) {
            int start = m.end();
            int end = raw.indexOf("endstream", start);
            if (end < 0) break;
            String content = inflate(bytes, start, end);
            assertTrue(
                    fonts || !content.matches("(?s).*\\b(Tj|TJ)\\b.*"),
                    what + ": the PDF draws text without a font it carries");
        }
    }

    private static String inflate(byte[] bytes, int start, int end) {
        Inflater inflater = new Inflater();
        inflater.setInput(bytes, start, end - start);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) break;
                out.write(buffer, 0, n);
            }
        } catch (java.util.zip.DataFormatException e) {
            return new String(bytes, start, end - start, StandardCharsets.ISO_8859_1);
        } finally {
            inflater.end();
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }
}
