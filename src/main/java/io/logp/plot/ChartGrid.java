package io.logp.plot;

import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Objects;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Several charts as the panels of one figure, row by row under a common title: XChart has no subplots, so each
 * panel is painted at its own size into its cell of one canvas. The same painting serves the PNG (a
 * {@link BufferedImage}) and the SVG (a vector {@link Graphics2D}), so both files show the same figure.
 *
 * @param title   the figure's title above every panel; null or blank for none (and no room for it)
 * @param panels  the charts, in reading order; each cell is as large as the largest
 * @param columns panels per row
 */
record ChartGrid(String title, List<? extends Chart<?, ?>> panels, int columns) {

    /** Height of the title strip above the panels. */
    static final int TITLE_HEIGHT_PX = 56;

    ChartGrid {
        panels = List.copyOf(panels);
        if (panels.isEmpty()) throw new IllegalArgumentException("a figure needs at least one panel");
        if (columns < 1) throw new IllegalArgumentException("a figure needs at least one column, got " + columns);
    }

    int rows() {
        return (panels.size() + columns - 1) / columns;
    }

    int cellWidth() {
        return panels.stream().mapToInt(Chart::getWidth).max().orElseThrow();
    }

    int cellHeight() {
        return panels.stream().mapToInt(Chart::getHeight).max().orElseThrow();
    }

    private boolean hasTitle() {
        return title != null && !title.isBlank();
    }

    int width() {
        return Math.min(columns, panels.size()) * cellWidth();
    }

    int height() {
        return (hasTitle() ? TITLE_HEIGHT_PX : 0) + rows() * cellHeight();
    }

    /** Paints the figure with its top left corner at the origin of {@code g}. */
    void paint(Graphics2D g) {
        Objects.requireNonNull(g, "g");
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        int top = 0;
        if (hasTitle()) {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(ChartStyle.TITLE_FONT);
            g.setColor(Color.BLACK);
            FontMetrics fm = g.getFontMetrics();
            int x = Math.max(0, (width() - fm.stringWidth(title)) / 2);
            g.drawString(title, x, (TITLE_HEIGHT_PX + fm.getAscent() - fm.getDescent()) / 2);
            top = TITLE_HEIGHT_PX;
        }
        for (int i = 0; i < panels.size(); i++) {
            Chart<?, ?> panel = panels.get(i);
            int x = (i % columns) * cellWidth();
            int y = top + (i / columns) * cellHeight();
            // A child context: the panel paints in its own coordinates and cannot touch its neighbours.
            Graphics2D cell = (Graphics2D) g.create(x, y, cellWidth(), cellHeight());
            try {
                panel.paint(cell, panel.getWidth(), panel.getHeight());
            } finally {
                cell.dispose();
            }
        }
    }

    /** The figure as an image, for the PNG. */
    BufferedImage toImage() {
        BufferedImage image = new BufferedImage(width(), height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            paint(g);
        } finally {
            g.dispose();
        }
        return image;
    }
}
