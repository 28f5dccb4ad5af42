package io.logp.plot;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * Names logp writes on a plot itself, as Culler et al. label Figure 5 (o_s, g, o_s + o_r + D on their lines, the
 * regimes along the top): each is placed, once the chart is laid out at its size, where no curve, error bar or other
 * name is, from the font's metrics. XChart's annotations go exactly where they are told, on a curve or on each other
 * (issue 36: two "o_s + o_r + D" overlapped each other and a curve).
 *
 * <p>A name wants a point of the data (its line's end, a plateau) and tries the places around it, nearest first;
 * a regime name wants its M at the top of the plot and may only slide along it. A name with no free place is left
 * out rather than drawn over something.
 */
final class PlotLabels {

    /** Where a name may go relative to its point. */
    enum Kind {
        /** Above or below its point, slid left or right: a line's name. */
        NEAR,
        /** Below or above its point, below first: the name of the lower of two lines close together. */
        UNDER,
        /**
         * In the band at the top of the plot, within its stretch of M: a regime's name; written upwards beside a
         * boundary when its regime is narrower than the name.
         */
        TOP
    }

    /**
     * A name and the point of the data it belongs to; a regime's name also its stretch of x ({@code from}..{@code
     * to}, NaN for the boundaries around x).
     */
    record Wanted(String text, double x, double y, Kind kind, double from, double to) {
        Wanted(String text, double x, double y, Kind kind) {
            this(text, x, y, kind, Double.NaN, Double.NaN);
        }
    }

    /**
     * A name as placed: its text and the box it takes, in the chart's units (text drawn from the box's baseline, or
     * upwards from the box's bottom when vertical).
     */
    record Placed(String text, Rectangle2D box, double baseline, boolean vertical) {
        Placed(String text, Rectangle2D box, double baseline) {
            this(text, box, baseline, false);
        }
    }

    private static final Map<XYChart, List<Wanted>> WANTED = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Color TEXT = new Color(0x222222);
    /** Rows of the top band a regime's name may take: below a legend in the corner of its regime too. */
    static final int TOP_ROWS = 5;

    private PlotLabels() {}

    /** The names to write on the chart, in order of importance: an earlier name gets the better place. */
    static void set(XYChart chart, List<Wanted> labels) {
        WANTED.put(chart, List.copyOf(labels));
    }

    static List<Wanted> wanted(XYChart chart) {
        return WANTED.getOrDefault(chart, List.of());
    }

    /** Places the names of a laid-out chart. */
    static List<Placed> place(XYChart chart) {
        List<Wanted> wanted = wanted(chart);
        if (wanted.isEmpty()) return List.of();
        AxesChartStyler s = chart.getStyler();
        Font font = s.getAnnotationTextFont();
        FontMetrics fm = PlacedText.metrics(font);
        Rectangle2D plot = XChartParts.plotBounds(chart);
        double gap = Math.max(1, fm.getHeight() * 0.25);
        List<Placed> placed = new ArrayList<>();
        // The regimes' band first: it has only the top of the plot, a line's name has the whole plot.
        List<Wanted> ordered = new ArrayList<>(
                wanted.stream().filter(w -> w.kind() == Kind.TOP).toList());
        ordered.addAll(wanted.stream().filter(w -> w.kind() != Kind.TOP).toList());
        for (Wanted w : ordered) {
            double width = PlacedText.width(w.text(), font);
            double height = fm.getAscent() + fm.getDescent();
            double px = chart.getScreenXFromChart(w.x());
            double py = chart.getScreenYFromChart(w.y());
            double[] region = region(chart, w, px, gap);
            if (w.kind() == Kind.TOP && !Double.isNaN(w.from())) px = (region[0] + region[1]) / 2;
            Placed best = null;
            for (double[] c : candidates(w.kind(), px, py, width, height, plot, gap, fm)) {
                Rectangle2D box = new Rectangle2D.Double(c[0], c[1], width, height);
                if (free(chart, w, box, region, placed, plot, gap)) {
                    best = new Placed(w.text(), box, c[1] + fm.getAscent());
                    break;
                }
            }
            // A regime narrower than its name: the name upwards in it, beside its right boundary or centred (issue
            // 48: "send-only" of a regime that ends at M = 1 sat on its boundary, and the paper's narrow send-only and
            // transition had no name at all).
            for (int step = 0; best == null && w.kind() == Kind.TOP && step <= 12; step++) {
                double y = plot.getMinY() + gap + step * height / 2;
                for (double x : new double[] {region[1] - gap - height, (region[0] + region[1] - height) / 2}) {
                    Rectangle2D box = new Rectangle2D.Double(x, y, height, width);
                    if (free(chart, w, box, region, placed, plot, gap)) {
                        best = new Placed(w.text(), box, box.getMaxY(), true);
                        break;
                    }
                }
            }
            if (best != null) placed.add(best);
        }
        return placed;
    }

    /** Whether the name may take this box: inside the plot, off the data, the legend and the other names. */
    private static boolean free(
            XYChart chart,
            Wanted w,
            Rectangle2D box,
            double[] region,
            List<Placed> placed,
            Rectangle2D plot,
            double gap) {
        if (!inside(plot, box, gap) || overlaps(placed, box, gap)) return false;
        if (LegendPlacement.covers(chart, shrunk(box, chart.getStyler().getMarkerSize()))) return false;
        if (coversLegend(chart, box)) return false;
        if (w.kind() != Kind.TOP) return !crossesBoundary(chart, box);
        return box.getMinX() >= region[0] && box.getMaxX() <= region[1];
    }

    /**
     * The screen x a regime's name must stay within: its own stretch less a gap from each boundary when given, else
     * between the boundaries around its x (issue 48: with the legend in the top left corner, "send-only" slid right
     * into the transition).
     */
    private static double[] region(XYChart chart, Wanted w, double px, double gap) {
        if (w.kind() != Kind.TOP) return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        if (!Double.isNaN(w.from())) {
            return new double[] {chart.getScreenXFromChart(w.from()) + gap, chart.getScreenXFromChart(w.to()) - gap};
        }
        double left = Double.NEGATIVE_INFINITY;
        double right = Double.POSITIVE_INFINITY;
        for (XYSeries series : chart.getSeriesMap().values()) {
            double[] xs = series.getXData();
            if (series.isShowInLegend() || xs.length != 2 || xs[0] != xs[1]) continue;
            double sx = chart.getScreenXFromChart(xs[0]);
            if (sx <= px) left = Math.max(left, sx);
            else right = Math.min(right, sx);
        }
        return new double[] {left, right};
    }

    /** Places and paints the names; the chart must have been painted at its size. */
    static void paint(XYChart chart, Graphics2D g) {
        if (wanted(chart).isEmpty()) return;
        Font font = chart.getStyler().getAnnotationTextFont();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setColor(TEXT);
            for (Placed p : place(chart)) {
                if (p.vertical()) PlacedText.drawUpwards(g2, p.text(), font, p.box());
                else PlacedText.draw(g2, p.text(), font, p.box().getX(), p.baseline());
            }
        } finally {
            g2.dispose();
        }
    }

    /**
     * Top-left corners to try, nearest first. A line's name: just above its point, then just below, each centred and
     * slid by up to three widths either way, then half a line further away, up to four lines; a regime's name: in the
     * top band, centred on its M, then slid along it within its regime, then in the rows below, up to
     * {@link #TOP_ROWS}.
     */
    private static List<double[]> candidates(
            Kind kind, double px, double py, double w, double h, Rectangle2D plot, double gap, FontMetrics fm) {
        List<double[]> out = new ArrayList<>();
        double[] slides = {0, -0.5, 0.5, -1, 1, -1.5, 1.5, -2, 2, -3, 3};
        if (kind == Kind.TOP) {
            for (int row = 0; row < TOP_ROWS; row++) {
                double y = plot.getMinY() + gap + row * (h + gap);
                for (double k : slides) out.add(new double[] {px - w / 2 + k * w, y});
            }
            return out;
        }
        for (int step = 0; step <= 8; step++) {
            double d = gap + step * h / 2;
            for (double k : slides) {
                double[] above = {px - w / 2 + k * w, py - d - h};
                double[] below = {px - w / 2 + k * w, py + d};
                out.add(kind == Kind.UNDER ? below : above);
                out.add(kind == Kind.UNDER ? above : below);
            }
            // A name nearly as wide as the plot fits at neither half-width slide of a point off the middle: against
            // the plot's left and right edges (the paper bulk_bandwidth's R line lost its name at 0.3 of the axis).
            for (double x : new double[] {plot.getMinX() + gap, plot.getMaxX() - gap - w}) {
                double[] above = {x, py - d - h};
                double[] below = {x, py + d};
                out.add(kind == Kind.UNDER ? below : above);
                out.add(kind == Kind.UNDER ? above : below);
            }
        }
        return out;
    }

    private static boolean inside(Rectangle2D plot, Rectangle2D box, double gap) {
        return box.getMinX() >= plot.getMinX() + gap
                && box.getMaxX() <= plot.getMaxX() - gap
                && box.getMinY() >= plot.getMinY() + gap / 2
                && box.getMaxY() <= plot.getMaxY() - gap / 2;
    }

    private static boolean overlaps(List<Placed> placed, Rectangle2D box, double gap) {
        Rectangle2D grown = new Rectangle2D.Double(
                box.getX() - gap, box.getY() - gap, box.getWidth() + 2 * gap, box.getHeight() + 2 * gap);
        for (Placed p : placed) if (grown.intersects(p.box())) return true;
        return false;
    }

    /**
     * Whether a regime's boundary, a dotted line the plot's full height, runs through the box: it struck through the
     * "=" of "oₛ + oᵣ + D (D = 16.0 µs)" (issue 48). The regimes' own names sit between boundaries by their place.
     */
    private static boolean crossesBoundary(XYChart chart, Rectangle2D box) {
        for (XYSeries s : chart.getSeriesMap().values()) {
            double[] x = s.getXData();
            if (s.isShowInLegend() || x.length != 2 || x[0] != x[1]) continue;
            double sx = chart.getScreenXFromChart(x[0]);
            if (sx >= box.getMinX() && sx <= box.getMaxX()) return true;
        }
        return false;
    }

    private static boolean coversLegend(XYChart chart, Rectangle2D box) {
        if (!chart.getStyler().isLegendVisible()) return false;
        // Below the plot the legend cannot meet a name inside it (and XChart's box for it is not where it is drawn).
        if (!chart.getStyler().getLegendPosition().name().startsWith("Inside")) return false;
        Rectangle2D legend = XChartParts.legendBox(chart);
        return legend != null && legend.getWidth() > 0 && legend.intersects(box);
    }

    /** The box less the marker pad {@link LegendPlacement#covers} adds: a name may come as near a line as that. */
    private static Rectangle2D shrunk(Rectangle2D box, double pad) {
        double p = Math.min(pad, Math.min(box.getWidth(), box.getHeight()) / 2 - 0.1);
        return new Rectangle2D.Double(box.getX() + p, box.getY() + p, box.getWidth() - 2 * p, box.getHeight() - 2 * p);
    }
}
