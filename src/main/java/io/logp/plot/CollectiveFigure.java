package io.logp.plot;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;

/**
 * One collective chart as a paper figure: a panel per {@link CollectiveFamily} that has something to draw, in
 * family order: up to three in one row, four in a square, so that no cell of the grid is left empty. A lone panel
 * has the house size; panels of a figure are smaller canvases with the house's text sizes
 * ({@link #PANEL_WIDTH_PX}), so that the figure, about as wide as a single chart, prints its text as large.
 *
 * @param title  the figure's title; null or blank for none
 * @param panels the panels by family, at least one
 */
record CollectiveFigure(String title, Map<CollectiveFamily, XYChart> panels) {

    /** Canvas of a panel in a figure of several: half a single chart's width, as tall, for the legend below. */
    static final int PANEL_WIDTH_PX = ChartStyle.WIDTH_PX / 2;

    static final int PANEL_HEIGHT_PX = ChartStyle.HEIGHT_PX;

    /** Panels per row for a figure of {@code panels}: all in one row up to three, then two (four is a square). */
    static int columns(int panels) {
        return panels <= 3 ? panels : 2;
    }

    /** The canvas of each of {@code panels} panels: the house size when alone. */
    static int[] panelSize(int panels) {
        return panels == 1
                ? new int[] {ChartStyle.WIDTH_PX, ChartStyle.HEIGHT_PX}
                : new int[] {PANEL_WIDTH_PX, PANEL_HEIGHT_PX};
    }

    CollectiveFigure {
        if (panels.isEmpty()) throw new IllegalArgumentException("a figure needs at least one panel");
        panels = Collections.unmodifiableMap(new EnumMap<>(panels));
    }

    /** The panel of a family. */
    XYChart panel(CollectiveFamily family) {
        XYChart chart = panels.get(family);
        if (chart == null)
            throw new IllegalArgumentException("no " + family.title() + " panel among " + panels.keySet());
        return chart;
    }

    /** The families drawn, in panel order. */
    List<CollectiveFamily> families() {
        return List.copyOf(panels.keySet());
    }

    ChartGrid grid() {
        return new ChartGrid(title, List.copyOf(panels.values()), columns(panels.size()));
    }
}
