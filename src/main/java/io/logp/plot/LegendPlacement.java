package io.logp.plot;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.series.Series;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;

/**
 * Where a legend goes so that it takes at most a quarter of the chart's width: beside or inside the plot while its
 * widest entry allows, else below the plot (always on paper, where a column has no quarter to spare): in one row
 * when the entries fit in it, else one under the other.
 */
final class LegendPlacement {

    /** The share of the chart's width a legend beside or inside the plot may take. */
    static final double MAX_SHARE = 0.25;

    /** How much of the chart's width a row of entries below the plot may fill. */
    static final double ROW_SHARE = 0.95;

    private static final Color TRANSPARENT = new Color(0, 0, 0, 0);

    private LegendPlacement() {}

    /**
     * Places the legend; returns the height to add to the canvas so that a legend stacked under the plot does not
     * take the plot's own height.
     */
    static int place(Chart<?, ?> chart, int width, boolean paper) {
        Styler s = chart.getStyler();
        if (!s.isLegendVisible() || s.getLegendPosition() == LegendPosition.OutsideS) return 0;
        List<String> labels = new ArrayList<>();
        for (Series series : chart.getSeriesMap().values()) if (series.isShowInLegend()) labels.add(series.getLabel());
        if (labels.isEmpty()) return 0;
        FontMetrics fm = metrics(s.getLegendFont());
        // Beside the plot an entry is its line, its text and padding around both; in a row, line, padding and text.
        int widest = labels.stream().mapToInt(fm::stringWidth).max().orElse(0)
                + s.getLegendSeriesLineLength()
                + 3 * s.getLegendPadding();
        if (!paper && widest <= MAX_SHARE * width) return 0;
        int entry = s.getLegendSeriesLineLength() + 2 * s.getLegendPadding();
        s.setLegendPosition(LegendPosition.OutsideS);
        // One row when it fits, else one entry per line under the plot: XChart does not wrap a row.
        int row = labels.stream().mapToInt(l -> fm.stringWidth(l) + entry).sum();
        boolean oneRow = row <= ROW_SHARE * width;
        s.setLegendLayout(oneRow ? LegendLayout.Horizontal : LegendLayout.Vertical);
        // XChart 3.8.8 lets a legend below the plot reach a few points into the axis title; without a fill its box
        // hides none of it.
        s.setLegendBackgroundColor(TRANSPARENT);
        s.setLegendBorderColor(TRANSPARENT);
        return oneRow ? 0 : (labels.size() - 1) * (fm.getHeight() + s.getLegendPadding());
    }

    private static FontMetrics metrics(Font font) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            return g.getFontMetrics(font);
        } finally {
            g.dispose();
        }
    }
}
