package io.logp.plot;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;

/**
 * One collective chart as a paper figure: a panel per {@link CollectiveFamily} that has something to draw, in
 * family order, two to a row. Two columns keep every panel at the house size, so its text prints as large as that
 * of a single chart when the figure spans a page, and keep four families in a square.
 *
 * @param title  the figure's title; null or blank for none
 * @param panels the panels by family, at least one
 */
record CollectiveFigure(String title, Map<CollectiveFamily, XYChart> panels) {

    /** Panels per row of the figure. */
    static final int COLUMNS = 2;

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
        return new ChartGrid(title, List.copyOf(panels.values()), Math.min(COLUMNS, panels.size()));
    }
}
