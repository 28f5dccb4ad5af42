package io.logp.plot;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
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
        return panels.stream().mapToInt(ChartGrid::fullHeight).max().orElseThrow();
    }

    /** A panel's height with its legend below the plot, which logp draws under XChart's canvas. */
    static int fullHeight(Chart<?, ?> panel) {
        FlowLegend legend = FlowLegend.of(panel);
        return panel.getHeight() + (legend == null ? 0 : legend.height());
    }

    private boolean hasTitle() {
        return title != null && !title.isBlank();
    }

    int width() {
        return Math.min(columns, panels.size()) * cellWidth();
    }

    int height() {
        int h = titleStrip().height();
        for (int r = 0; r < rows(); r++) h += rowHeight(r);
        return h;
    }

    /** A row is as high as its highest panel: a panel with a long legend below does not stretch the others. */
    int rowHeight(int row) {
        int h = 0;
        for (int i = row * columns; i < Math.min(panels.size(), (row + 1) * columns); i++)
            h = Math.max(h, fullHeight(panels.get(i)));
        return h;
    }

    private TitleStrip titleStrip() {
        return TitleStrip.of(title == null ? null : ChartLook.micro(title), titleFont, width());
    }

    /**
     * The figure in a look: every panel given the look's sizes and, on paper, the look's width shared among the
     * columns (a panel as tall as two thirds of its width, at most the look's height, plus its stacked legend); in
     * one column of a paper the panels are stacked.
     */
    ChartGrid inLook(ChartLook look) {
        if (!look.style().forPaper()) {
            for (Chart<?, ?> panel : panels) {
                look.apply(panel);
                LegendPlacement.place(panel, panel.getWidth(), panel.getHeight());
            }
            return this;
        }
        // A paper figure has no title: the paper's caption names it. One column stacks the panels; two columns put
        // up to three side by side, four in a square.
        // Bars (Figure 6: one-way time beside gap) keep their two columns: a bar needs less width than a curve.
        boolean bars = panels.stream().allMatch(p -> p instanceof org.knowm.xchart.CategoryChart);
        int cols = look.style() == io.logp.presentation.ChartOptions.Style.PAPER && !bars
                ? 1
                : Math.min(columns, panels.size());
        int rows = (panels.size() + cols - 1) / cols;
        int w = look.widthUnits() / cols;
        int h = rows == 1 ? look.heightUnits() : Math.max(PAPER_PANEL_HEIGHT_PT, look.heightUnits() / rows);
        // A bar panel half a column wide gives its axis a larger share of its width: it is taller instead.
        if (bars && cols > 1 && look.widthUnits() / cols < look.widthUnits() / 2 + 1)
            h = Math.max(h, PAPER_BAR_PANEL_HEIGHT_PT);
        for (Chart<?, ?> panel : panels) {
            look.apply(panel, w);
            LegendPlacement.place(panel, w, h);
            // A legend below the plot makes the panel taller rather than its plot smaller.
            FlowLegend legend = FlowLegend.of(panel);
            int full = h + (legend == null ? 0 : legend.height());
            AxisLabels.paint(panel, scratch(), w, full); // sets the panel's size: XChart has no setter
        }
        return new ChartGrid(null, panels, cols, ChartStyle.TITLE_FONT.deriveFont(look.titlePt()));
    }

    /** A panel of a paper figure in rows is this high (2 in): a plot of about 1.4 in under its title and axis. */
    static final int PAPER_PANEL_HEIGHT_PT = 144;

    /** A bar panel half a column wide (Figure 6 in one column) is this high. */
    static final int PAPER_BAR_PANEL_HEIGHT_PT = 160;

    private static Graphics2D scratch() {
        return new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
    }

    /** Paints the figure with its top left corner at the origin of {@code g}. */
    void paint(Graphics2D g) {
        Objects.requireNonNull(g, "g");
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        TitleStrip strip = titleStrip();
        strip.paint(g);
        int top = strip.height();
        for (int i = 0; i < panels.size(); i++) {
            Chart<?, ?> panel = panels.get(i);
            int x = (i % columns) * cellWidth();
            int y = top;
            for (int r = 0; r < i / columns; r++) y += rowHeight(r);
            // A child context: the panel paints in its own coordinates and cannot touch its neighbours.
            Graphics2D cell = (Graphics2D) g.create(x, y, cellWidth(), rowHeight(i / columns));
            try {
                AxisLabels.paint(panel, cell, panel.getWidth(), fullHeight(panel));
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
