package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * A log axis as a reader needs it (issue 48), from the chart's own model once laid out: the axis range as drawn, the
 * values its series plot, and the ticks logp labels.
 *
 * <ul>
 *   <li>no empty decade at either end: the axis reaches less than ten times beyond the lowest and the highest value
 *       plotted (collectives' time axis went down to 0.01 µs where the data started at 0.25);
 *   <li>a label in every decade whose plotted values reach half a decade or more below its upper end, on an axis of
 *       numbers (the ping-pong's points from 0.25 µs had no label below 1). An axis of bytes is labelled in powers of
 *       two, not decades, and is left to {@link LogTicksTest}.
 * </ul>
 *
 * A vertical line drawn the axis's full height (a regime's boundary, out of the legend) is no value plotted.
 */
final class LogAxisCheck {

    /** A decade whose values reach below this share of its upper end holds a label: half a decade, 10^-0.5. */
    static final double LABELLED_BELOW = 0.3;

    private LogAxisCheck() {}

    static void check(String what, Chart<?, ?> chart) {
        if (!(chart.getStyler() instanceof AxesChartStyler s)) return;
        for (boolean x : new boolean[] {true, false}) {
            boolean log = x ? s.isXAxisLogarithmic() : s.isYAxisLogarithmic();
            if (!log || (x && chart instanceof CategoryChart)) continue;
            List<Double> values = values(chart, x);
            if (values.isEmpty()) continue;
            String where = what + ", " + (x ? "x" : "y") + " axis";
            double[] range = XChartParts.range(XChartParts.axis(chart, x));
            double lo = values.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double hi = values.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            assertTrue(
                    lo / range[0] < 10 * (1 - 1e-9),
                    String.format(Locale.ROOT, "%s: from %g, a decade below its lowest value %g", where, range[0], lo));
            assertTrue(
                    range[1] / hi < 10 * (1 - 1e-9),
                    String.format(Locale.ROOT, "%s: to %g, a decade above its highest value %g", where, range[1], hi));
            if (AxisKind.of(chart, x) == AxisKind.BYTES) continue;
            List<Double> ticks = AxisLabels.logTicks(chart, x).stream()
                    .map(LogTicks.Tick::value)
                    .toList();
            for (int k = (int) Math.floor(Math.log10(lo)); k <= Math.floor(Math.log10(hi)); k++) {
                double from = Math.pow(10, k);
                double to = 10 * from;
                boolean reached = values.stream().anyMatch(v -> v >= from * (1 - 1e-9) && v < LABELLED_BELOW * to);
                boolean labelled = ticks.stream().anyMatch(t -> t >= from * (1 - 1e-9) && t < to * (1 - 1e-9));
                assertTrue(
                        !reached || labelled,
                        String.format(
                                Locale.ROOT,
                                "%s: values from %g to %g and no label between them (labels %s)",
                                where,
                                from,
                                to,
                                ticks));
            }
        }
    }

    /** The positive values plotted along an axis: x or y of every point and line, error bars left out. */
    static List<Double> values(Chart<?, ?> chart, boolean x) {
        List<Double> values = new ArrayList<>();
        if (chart instanceof XYChart xy) {
            for (XYSeries s : xy.getSeriesMap().values()) {
                double[] xs = s.getXData();
                if (!s.isShowInLegend() && xs.length == 2 && xs[0] == xs[1] && !x) continue;
                for (double v : x ? xs : s.getYData()) if (Double.isFinite(v) && v > 0) values.add(v);
            }
        } else if (chart instanceof CategoryChart bars && !x) {
            for (CategorySeries s : bars.getSeriesMap().values())
                for (Number n : s.getYData())
                    if (n != null && Double.isFinite(n.doubleValue()) && n.doubleValue() > 0)
                        values.add(n.doubleValue());
        }
        return values;
    }
}
