package io.logp.plot;

import io.logp.presentation.ChartOptions.Style;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.knowm.xchart.XYChart;

/** The names logp writes on a chart's plot, as placed once the chart is laid out and painted in a style. */
final class PlacedNames {

    private PlacedNames() {}

    static List<PlotLabels.Placed> of(XYChart chart, Style style) {
        ChartFiles.Drawing d = ChartFiles.prepare(chart, style);
        BufferedImage image = new BufferedImage(d.width(), d.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            d.paint(g);
        } finally {
            g.dispose();
        }
        return PlotLabels.place(chart);
    }
}
