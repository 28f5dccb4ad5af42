package io.logp.plot;

import io.logp.data.ContentionPattern;
import io.logp.fit.ContentionRatio;
import io.logp.fit.ContentionRatios;
import io.logp.presentation.ChartOptions.Style;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * g_K / g_1 against K (Culler et al., Table 5 as a chart): one curve per measured pattern with its 95% CI bars, and
 * LogP's expectation as reference lines, K for K-to-1 (the receiver's gap is shared) and 1 for 1-to-K and pairs.
 * Linear axes from 0: the point is how far each curve is from a straight line through the origin.
 */
public final class ContentionChart {

    static final String X_AXIS_TITLE = "K (requesters, responders or pairs)";
    static final String Y_AXIS_TITLE = "g_K / g_1";

    /** Room above the highest value, as a fraction of it. */
    static final double HEADROOM = 0.08;

    private ContentionChart() {}

    public static XYChart build(ContentionRatios contention, String title) {
        List<ContentionRatio> known = contention.ratios().stream()
                .filter(r -> Double.isFinite(r.ratio()))
                .toList();
        if (known.isEmpty())
            throw new IllegalArgumentException("no contention ratio to plot (no pattern has a K = 1 point)");
        XYChart chart = ChartStyle.newChart(title, X_AXIS_TITLE, Y_AXIS_TITLE);
        AxisKind.of(chart, AxisKind.COUNT, AxisKind.VALUE);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setXAxisMin(0.0);
        // Upper left stays clear: K-to-1 rises along the diagonal, the others lie low.
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        int kMax = known.stream().mapToInt(r -> r.gap().k()).max().orElse(1);
        int index = 0;
        for (ContentionPattern p : ContentionPattern.values()) {
            for (int n : known.stream()
                    .filter(r -> r.gap().pattern() == p)
                    .mapToInt(r -> r.gap().nBytes())
                    .distinct()
                    .toArray()) {
                List<ContentionRatio> curve = known.stream()
                        .filter(r -> r.gap().pattern() == p && r.gap().nBytes() == n)
                        .toList();
                double[] k = curve.stream().mapToDouble(r -> r.gap().k()).toArray();
                double[] ratio =
                        curve.stream().mapToDouble(ContentionRatio::ratio).toArray();
                double[] ci = curve.stream()
                        .mapToDouble(r -> Double.isFinite(r.ratioCi95()) ? r.ratioCi95() : 0)
                        .toArray();
                String name = readerName(p) + (distinctSizes(known) > 1 ? ", " + n + " B" : "");
                XYSeries series = chart.addSeries(name, k, ratio, ci);
                ChartStyle.styleCurve(series, index++);
            }
        }
        // Half a requester beyond the largest K and some room above the highest bar: no marker is cut by the edge.
        chart.getStyler().setXAxisMax(kMax + 0.5);
        double top = Math.max(
                kMax,
                known.stream()
                        .mapToDouble(r -> r.ratio() + (Double.isFinite(r.ratioCi95()) ? r.ratioCi95() : 0))
                        .max()
                        .orElse(1));
        chart.getStyler().setYAxisMax(top * (1 + HEADROOM));
        boolean kToOne = known.stream().anyMatch(r -> r.gap().pattern() == ContentionPattern.K_TO_1);
        if (kToOne) {
            ChartStyle.styleReference(
                    chart.addSeries("LogP: K to 1 gives K", new double[] {0, kMax}, new double[] {0, kMax}),
                    ChartStyle.DASHED);
        }
        if (known.stream().anyMatch(r -> r.gap().pattern() != ContentionPattern.K_TO_1)) {
            ChartStyle.styleReference(
                    chart.addSeries("LogP: 1 to K and pairs give 1", new double[] {0, kMax}, new double[] {1, 1}),
                    ChartStyle.DASH_DOTTED);
        }
        return chart;
    }

    public static List<Path> render(ContentionRatios contention, String title, Path pngPath) throws IOException {
        return render(contention, title, pngPath, Style.SCREEN);
    }

    /** Builds the chart and writes it in the files of the style. */
    public static List<Path> render(ContentionRatios contention, String title, Path pngPath, Style style)
            throws IOException {
        return ChartFiles.write(build(contention, title), pngPath, style);
    }

    /**
     * The pattern in words, as the LogP lines name it: the legend showed contention.csv's codes k_to_1 and 1_to_k
     * (issue 48).
     */
    static String readerName(ContentionPattern pattern) {
        return switch (pattern) {
            case K_TO_1 -> "K to 1 (K senders, one receiver)";
            case ONE_TO_K -> "1 to K (one sender, K receivers)";
            case PAIRS -> "pairs (K pairs at once)";
        };
    }

    private static long distinctSizes(List<ContentionRatio> ratios) {
        return ratios.stream().mapToInt(r -> r.gap().nBytes()).distinct().count();
    }
}
