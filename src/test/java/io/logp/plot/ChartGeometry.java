package io.logp.plot;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Where XChart laid out a chart's plot and legend, read after painting it: XChart keeps both parts in fields of
 * {@link Chart} that it does not publish, so they are read by reflection, for tests only.
 *
 * @param plot   the plot area, in the chart's pixels
 * @param legend the legend's box
 */
record ChartGeometry(Rectangle2D plot, Rectangle2D legend) {

    static ChartGeometry of(Chart<?, ?> chart) {
        BufferedImage image = new BufferedImage(chart.getWidth(), chart.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            chart.paint(g, chart.getWidth(), chart.getHeight());
        } finally {
            g.dispose();
        }
        return new ChartGeometry(bounds(chart, "plot"), bounds(chart, "legend"));
    }

    private static Rectangle2D bounds(Chart<?, ?> chart, String part) {
        try {
            Field field = Chart.class.getDeclaredField(part);
            field.setAccessible(true);
            Object value = field.get(chart);
            Method getBounds = value.getClass().getMethod("getBounds");
            getBounds.setAccessible(true);
            return (Rectangle2D) getBounds.invoke(value);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("XChart's " + part + " cannot be read: " + e, e);
        }
    }
}
