package io.logp.plot;

import java.awt.geom.Rectangle2D;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Axis;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.chartpart.ChartPart;

/**
 * The parts of a painted chart that XChart 3.8.8 keeps package-private: the plot's and the legend's bounds, the axes'
 * ranges and tick labels. logp needs them to draw its own log-axis labels where XChart's would be and to check a
 * chart in tests; they are read by reflection, valid after the chart was painted, and tied to this XChart version
 * (the pom pins it; a newer one that renames them fails every chart test at once).
 */
final class XChartParts {

    private XChartParts() {}

    /** The x axis (true) or the first y axis (false). */
    static Axis<?, ?> axis(Chart<?, ?> chart, boolean x) {
        return (Axis<?, ?>) call(Chart.class, chart, x ? "getXAxis" : "getYAxis");
    }

    /** The plot area (inside the axes), in the chart's units. */
    static Rectangle2D plotBounds(Chart<?, ?> chart) {
        return ((ChartPart) call(Chart.class, chart, "getPlot")).getBounds();
    }

    /** The legend's box, empty (zero size) when the legend is hidden. */
    static Rectangle2D legendBounds(Chart<?, ?> chart) {
        return ((ChartPart) call(Chart.class, chart, "getLegend")).getBounds();
    }

    /** XChart's margin between the plot's edge and a legend inside it (Legend_.LEGEND_MARGIN). */
    static final double INSIDE_LEGEND_MARGIN = 6;

    /**
     * The legend's box where it is drawn: XChart 3.8.8 reports an inside legend's size at (0, 0), and draws it
     * {@link #INSIDE_LEGEND_MARGIN} from the plot's edges in its corner (or centred, at the top or bottom).
     */
    static Rectangle2D legendBox(Chart<?, ?> chart) {
        Rectangle2D size = legendBounds(chart);
        Rectangle2D plot = plotBounds(chart);
        double m = INSIDE_LEGEND_MARGIN;
        double w = size.getWidth();
        double h = size.getHeight();
        double left = plot.getX() + m;
        double right = plot.getMaxX() - w - m;
        double centre = plot.getCenterX() - w / 2;
        double top = plot.getY() + m;
        double bottom = plot.getMaxY() - h - m;
        return switch (chart.getStyler().getLegendPosition()) {
            case InsideNW -> new Rectangle2D.Double(left, top, w, h);
            case InsideNE -> new Rectangle2D.Double(right, top, w, h);
            case InsideSW -> new Rectangle2D.Double(left, bottom, w, h);
            case InsideSE -> new Rectangle2D.Double(right, bottom, w, h);
            case InsideN -> new Rectangle2D.Double(centre, top, w, h);
            case InsideS -> new Rectangle2D.Double(centre, bottom, w, h);
            default -> size;
        };
    }

    /** The axis range as drawn: {min, max}. */
    static double[] range(Axis<?, ?> axis) {
        return new double[] {(Double) call(Axis.class, axis, "getMin"), (Double) call(Axis.class, axis, "getMax")};
    }

    /** XChart's own tick labels of an axis, null entries (unlabelled ticks) included. */
    static List<String> tickLabels(Axis<?, ?> axis) {
        return axis.getAxisTickCalculator() == null
                ? List.of()
                : axis.getAxisTickCalculator().getTickLabels();
    }

    private static Object call(Class<?> type, Object target, String name) {
        try {
            Method m = type.getDeclaredMethod(name);
            m.setAccessible(true);
            return m.invoke(target);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalStateException("XChart has no " + type.getSimpleName() + "." + name + "(): not 3.8.8?", e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        }
    }
}
