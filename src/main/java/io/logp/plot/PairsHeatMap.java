package io.logp.plot;

import io.logp.data.PairRtt;
import io.logp.presentation.ChartOptions.Style;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;

/**
 * The RTT of every pair as a P x P map, ranks ordered by host so the pairs on one host form blocks along the diagonal:
 * each pair is one cell above the diagonal (P(P - 1)/2 cells), a slow link one hot cell, a slow node a hot row and
 * column. Pale to dark with the RTT; the values are written in the cells while they fit.
 */
public final class PairsHeatMap {

    /** Above this many ranks the cells are too small for their numbers. */
    static final int MOST_RANKS_WITH_VALUES = 16;

    // Pale to a mid blue: the values are written in black on every cell, the slowest included.
    private static final Color[] RANGE = {new Color(0xf7fbff), new Color(0x9ecae1), new Color(0x3182bd)};

    private PairsHeatMap() {}

    /**
     * @param order the ranks in the order of the axes (by host)
     * @param hosts the host of every rank, index = rank
     */
    public static HeatMapChart build(List<PairRtt> pairs, List<Integer> order, List<String> hosts, String title) {
        if (pairs.isEmpty()) throw new IllegalArgumentException("no pair to map");
        HeatMapChart chart = new HeatMapChartBuilder()
                .width(ChartStyle.WIDTH_PX)
                .height(ChartStyle.HEIGHT_PX)
                .title(title)
                .xAxisTitle("responder rank (host); colour: RTT (µs)")
                .yAxisTitle("requester rank (host)")
                .build();
        List<String> labels = new ArrayList<>();
        int[] position = new int[hosts.size()];
        for (int k = 0; k < order.size(); k++) {
            int r = order.get(k);
            position[r] = k;
            labels.add(r + " " + hosts.get(r));
        }
        // Rows read top down, as a matrix's: the first rank's row is the top one, so the pairs lie above the diagonal.
        List<String> rows = new ArrayList<>(labels);
        java.util.Collections.reverse(rows);
        int last = order.size() - 1;
        List<Number[]> cells = new ArrayList<>();
        double min = Double.MAX_VALUE;
        double max = 0;
        for (PairRtt p : pairs) {
            int a = position[p.i()];
            int b = position[p.j()];
            // Above the diagonal in the axes' order, whichever rank requested.
            cells.add(new Number[] {Math.max(a, b), last - Math.min(a, b), p.rttUs()});
            min = Math.min(min, p.rttUs());
            max = Math.max(max, p.rttUs());
        }
        chart.addSeries("RTT (us)", labels, rows, cells);
        var styler = chart.getStyler();
        styler.setRangeColors(RANGE);
        // The colour bar prints its ends as raw doubles (17.453158): ends rounded outwards to three significant
        // digits print as a reader writes them.
        styler.setMin(outward(min, false));
        // One pair (or equal ones) still needs a range for the colour scale.
        styler.setMax(outward(max > min ? max : min * 1.01 + 1e-3, true));
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setPlotBackgroundColor(Color.WHITE);
        styler.setLegendBackgroundColor(Color.WHITE);
        styler.setShowValue(order.size() <= MOST_RANKS_WITH_VALUES);
        styler.setHeatMapDecimalValueFormatter(v -> String.format(Locale.ROOT, "%.1f", v));
        styler.setHeatMapValueDecimalPattern(min < 10 ? "0.00" : "0.0");
        styler.setChartTitleFont(ChartStyle.TITLE_FONT);
        styler.setPlotContentSize(0.95);
        return chart;
    }

    /** The value rounded down (or up) at its third significant digit, so that it prints with at most three. */
    static double outward(double v, boolean up) {
        if (!(v > 0)) return v;
        double step = Math.pow(10, Math.floor(Math.log10(v)) - 2);
        double r = (up ? Math.ceil(v / step - 1e-9) : Math.floor(v / step + 1e-9)) * step;
        // Printed through a decimal so that 17.4 is 17.4, not 17.400000000000002.
        return Double.parseDouble(io.logp.presentation.NumberText.significant(r, 3));
    }

    /** Builds the map and writes it in the files of the style. */
    public static List<Path> render(
            List<PairRtt> pairs, List<Integer> order, List<String> hosts, String title, Path pngPath, Style style)
            throws IOException {
        return ChartFiles.write(build(pairs, order, hosts, title), pngPath, style);
    }
}
