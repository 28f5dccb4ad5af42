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
        /** In the band at the top of the plot, at its M or slid along the axis: a regime's name. */
        TOP
    }

    /** A name and the point of the data it belongs to. */
    record Wanted(String text, double x, double y, Kind kind) {}

    /** A name as placed: its text and the box it takes, in the chart's units (text drawn from the box's baseline). */
    record Placed(String text, Rectangle2D box, double baseline) {}

    private static final Map<XYChart, List<Wanted>> WANTED = Collections.synchronizedMap(new WeakHashMap<>());
    private static final Color TEXT = new Color(0x222222);

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
            Placed best = null;
            for (double[] c : candidates(w.kind(), px, py, width, height, plot, gap, fm)) {
                Rectangle2D box = new Rectangle2D.Double(c[0], c[1], width, height);
                if (!inside(plot, box, gap) || overlaps(placed, box, gap)) continue;
                if (LegendPlacement.covers(chart, shrunk(box, s.getMarkerSize()))) continue;
                if (coversLegend(chart, box)) continue;
                if (w.kind() == Kind.NEAR && crossesBoundary(chart, box)) continue;
                best = new Placed(w.text(), box, c[1] + fm.getAscent());
                break;
            }
            if (best != null) placed.add(best);
        }
        return placed;
    }

    /** Places and paints the names; the chart must have been painted at its size. */
    static void paint(XYChart chart, Graphics2D g) {
        if (wanted(chart).isEmpty()) return;
        Font font = chart.getStyler().getAnnotationTextFont();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setColor(TEXT);
            for (Placed p : place(chart))
                PlacedText.draw(g2, p.text(), font, p.box().getX(), p.baseline());
        } finally {
            g2.dispose();
        }
    }

    /**
     * Top-left corners to try, nearest first. A line's name: just above its point, then just below, each centred and
     * slid by up to three widths either way, then half a line further away, up to four lines; a regime's name: in the
     * top band, centred on its M, then slid along it, then in a second and third row.
     */
    private static List<double[]> candidates(
            Kind kind, double px, double py, double w, double h, Rectangle2D plot, double gap, FontMetrics fm) {
        List<double[]> out = new ArrayList<>();
        double[] slides = {0, -0.5, 0.5, -1, 1, -1.5, 1.5, -2, 2, -3, 3};
        if (kind == Kind.TOP) {
            for (int row = 0; row < 3; row++) {
                double y = plot.getMinY() + gap + row * (h + gap);
                for (double k : slides) out.add(new double[] {px - w / 2 + k * w, y});
            }
            return out;
        }
        for (int step = 0; step <= 8; step++) {
            double d = gap + step * h / 2;
            for (double k : slides) {
                out.add(new double[] {px - w / 2 + k * w, py - d - h});
                out.add(new double[] {px - w / 2 + k * w, py + d});
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
