package io.logp.plot;

import java.awt.Color;
import java.awt.Font;
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
record ChartGrid(String title, List<? extends Chart<?, ?>> panels, int columns, Font titleFont) {

    /** Height of the title strip above the panels on screen; on paper it follows the title's size. */
    static final int TITLE_HEIGHT_PX = 56;

    ChartGrid(String title, List<? extends Chart<?, ?>> panels, int columns) {
        this(title, panels, columns, ChartStyle.TITLE_FONT);
    }

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
        return (hasTitle() ? titleHeight() : 0) + rows() * cellHeight();
    }

    private int titleHeight() {
        return titleFont == ChartStyle.TITLE_FONT ? TITLE_HEIGHT_PX : (int) Math.ceil(2.2 * titleFont.getSize2D());
    }

    /**
     * The figure in a look: every panel given the look's sizes and, on paper, the look's width shared among the
     * columns (a panel as tall as two thirds of its width, at most the look's height, plus its stacked legend); in
     * one column of a paper the panels are stacked.
     */
    ChartGrid inLook(ChartLook look) {
        Font font = ChartStyle.TITLE_FONT;
        int cols = columns;
        if (look.style().forPaper()) {
            font = ChartStyle.TITLE_FONT.deriveFont(look.titlePt());
            // A panel narrower than a column has no room left for its plot: one column stacks the panels.
            if (look.style() == io.logp.presentation.ChartOptions.Style.PAPER) cols = 1;
            int w = look.widthUnits() / Math.min(cols, panels.size());
            int h = Math.min(look.heightUnits(), (int) Math.round(w * 2.0 / 3));
            for (Chart<?, ?> panel : panels) {
                int extra = look.apply(panel, w);
                AxisLabels.paint(panel, scratch(), w, h + extra); // sets the panel's size: XChart has no setter
            }
        } else {
            for (Chart<?, ?> panel : panels) look.apply(panel);
        }
        return new ChartGrid(title, panels, cols, font);
    }

    private static Graphics2D scratch() {
        return new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    }

    /** Paints the figure with its top left corner at the origin of {@code g}. */
    void paint(Graphics2D g) {
        Objects.requireNonNull(g, "g");
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        int top = 0;
        if (hasTitle()) {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(titleFont);
            g.setColor(Color.BLACK);
            FontMetrics fm = g.getFontMetrics();
            int x = Math.max(0, (width() - fm.stringWidth(title)) / 2);
            g.drawString(title, x, (titleHeight() + fm.getAscent() - fm.getDescent()) / 2);
            top = titleHeight();
        }
        for (int i = 0; i < panels.size(); i++) {
            Chart<?, ?> panel = panels.get(i);
            int x = (i % columns) * cellWidth();
            int y = top + (i / columns) * cellHeight();
            // A child context: the panel paints in its own coordinates and cannot touch its neighbours.
            Graphics2D cell = (Graphics2D) g.create(x, y, cellWidth(), cellHeight());
            try {
                AxisLabels.paint(panel, cell, panel.getWidth(), panel.getHeight());
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
