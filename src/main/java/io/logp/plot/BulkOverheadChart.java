package io.logp.plot;

import io.logp.data.Estimate;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.OverheadGrowth;
import io.logp.presentation.NumberText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Figure 10 of Culler et al., "Assessing Fast Network Interfaces": o_s(n) against n with its fitted lines, beside
 * g(n) and T(n), so that one sees how much of a transfer the sending processor is free to overlap (o_s(n) well below
 * T(n)). The size axis, line sampling and time range are {@link BulkCharts}'.
 */
public final class BulkOverheadChart {

    private BulkOverheadChart() {}

    static final String OVERHEAD_AXIS_TITLE = "time (us)";

    /** Series names of the overhead chart. */
    static final String OVERHEAD_SERIES = "o_s(n)";

    static final String GAP_SERIES = "g(n) (D = 0 plateau)";
    static final String RTT_SERIES = "T(n)";

    /**
     * o_s(n) against n (log axis; linear time from 0) with its 95% CIs and the fitted o_s lines of
     * {@link BulkParameters#growth()} over their sizes, beside g(n) where the D = 0 curve converged and T(n): where
     * o_s(n) stays well below T(n), the processor can overlap the rest of the transfer with computation.
     * Unknown values are left out rather than drawn.
     *
     * @throws IllegalArgumentException when no size is > 0 or none of those has a known o_s(n)
     */
    public static XYChart overheadChart(BulkParameters bulk, String title) {
        Objects.requireNonNull(bulk, "bulk");
        List<BulkSize> sizes = bulk.sizes().stream()
                .filter(s -> s.nBytes() > 0)
                .sorted(Comparator.comparingInt(BulkSize::nBytes))
                .toList();
        if (sizes.isEmpty()) throw new IllegalArgumentException("no transfer size > 0 to plot on a log axis");
        if (sizes.stream().noneMatch(s -> s.oS().isKnown())) {
            throw new IllegalArgumentException("no transfer size > 0 has a known o_s(n): nothing to plot");
        }
        double[] all = sizes.stream().mapToDouble(BulkSize::nBytes).toArray();

        XYChart chart = ChartStyle.newChart(title, BulkCharts.SIZE_AXIS_TITLE, OVERHEAD_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.BYTES, AxisKind.VALUE);
        chart.getStyler().setXAxisLogarithmic(true);
        // o_s(n) spans two to three decades from the small message to the largest size: on a linear axis every
        // size below the rendezvous limit would sit on the baseline. The o_s/T share is in bulk.csv.
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        double xMin = BulkCharts.setSizeRange(chart, all);
        addEstimates(chart, OVERHEAD_SERIES, sizes, BulkSize::oS, 0);
        // Markers alone, as T(n)'s: the o_s(n) lines run through them.
        XYSeries overhead = chart.getSeriesMap().get(OVERHEAD_SERIES);
        if (overhead != null && !bulk.growth().isEmpty()) BulkCharts.markersOnly(overhead);
        addEstimates(chart, GAP_SERIES, sizes, BulkSize::g, 1);
        addEstimates(chart, RTT_SERIES, sizes, BulkSize::rtt, 2);

        List<OverheadGrowth> growth = bulk.growth();
        for (int i = 0; i < growth.size(); i++) {
            OverheadGrowth g = growth.get(i);
            if (!g.intercept().isKnown() || !g.perByte().isKnown()) continue;
            double level = constantLevel(g, sizes);
            List<double[]> line = new ArrayList<>();
            for (double n : BulkCharts.logSpaced(BulkCharts.regimeStart(g.fromBytes(), xMin), g.toBytes())) {
                double y = g.linear() ? g.at(n) : level;
                // A cost of 0 or below has no meaning and no place on a log axis.
                if (y > 0) line.add(new double[] {n, y});
            }
            if (line.isEmpty()) continue;
            XYSeries series =
                    chart.addSeries(growthName(g, level), BulkCharts.column(line, 0), BulkCharts.column(line, 1));
            // The line's extent shows its sizes; the legend states its law.
            series.setLabel(growthLabel(g, level));
            // The colour of the o_s(n) points, whose line it is.
            ChartStyle.styleFit(series, ChartStyle.color(0));
        }
        BulkCharts.setLogTimeRange(chart);
        return chart;
    }

    /**
     * The level a constant o_s(n) states: the mean o_s of the sizes it was fitted to, which is where its least-squares
     * line passes through their middle; its slope is the fit's noise (below {@link OverheadGrowth#LINEAR_GROWTH} over
     * the range), and a line drawn with it would run off its points. NaN when no size of the range has an o_s.
     */
    static double constantLevel(OverheadGrowth g, List<BulkSize> sizes) {
        return sizes.stream()
                .filter(s -> s.nBytes() >= g.fromBytes() && s.nBytes() <= g.toBytes() && s.oS().isKnown())
                .mapToDouble(s -> s.oS().value())
                .average()
                .orElse(Double.NaN);
    }

    /** Builds {@link #overheadChart} and writes it as PNG and SVG; returns the files written, PNG first. */
    public static List<Path> renderOverhead(BulkParameters bulk, String title, Path png) throws IOException {
        return BulkCharts.save(overheadChart(bulk, title), png);
    }

    /**
     * The legend of an o_s(n) line: its law, "o_s(n) = 1.000 us + 0.1249 us/KiB n" or "o_s(n) = 0.0290 us, constant
     * over 64–256 B".
     */
    static String growthLabel(OverheadGrowth g, double level) {
        String law = g.linear()
                ? NumberText.withCi(g.intercept().value(), g.intercept().ci95(), "us") + " + "
                        + NumberText.withCi(
                                g.perByte().value() * 1024, g.perByte().ci95() * 1024, "us/KiB") + " n"
                // Its sizes said: the line's extent (64..256 B) was read as a line cut short (issue 48).
                : NumberText.plain(level) + " us, constant over " + g.fromBytes() + "–" + g.toBytes() + " B";
        return "o_s(n) = " + law;
    }

    /**
     * The values a line states, with the sizes it was fitted to: "o_s(n) = 1.020 us, constant (16..2048 B)" or
     * "o_s(n) = 1.000 us + 0.1249 us/KiB n (4096..65536 B)".
     *
     * @param level the constant's level ({@link #constantLevel}); unused for a linear o_s(n)
     */
    static String growthName(OverheadGrowth g, double level) {
        return growthLabel(g, level) + String.format(Locale.ROOT, " (%d..%d B)", g.fromBytes(), g.toBytes());
    }

    /** One series of per-size estimates with CI bars, leaving out the sizes where the value is unknown. */
    private static void addEstimates(
            XYChart chart, String name, List<BulkSize> sizes, Function<BulkSize, Estimate> value, int index) {
        List<double[]> points = new ArrayList<>();
        for (BulkSize s : sizes) {
            Estimate e = value.apply(s);
            // A log axis has no 0: a bar is cut to the fraction of its value the time chart allows.
            if (e.isKnown() && e.value() > 0) {
                points.add(new double[] {
                    s.nBytes(), e.value(), BulkCharts.bar(e.ci95(), TransferTimeChart.MAX_BAR_FRACTION * e.value())
                });
            }
        }
        if (points.isEmpty()) return;
        XYSeries series = chart.addSeries(
                name, BulkCharts.column(points, 0), BulkCharts.column(points, 1), BulkCharts.column(points, 2));
        ChartStyle.styleCurve(series, index);
    }
}
