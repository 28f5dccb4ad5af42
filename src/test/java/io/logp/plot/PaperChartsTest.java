package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ContentionPattern;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.ContentionGap;
import io.logp.fit.ContentionRatios;
import io.logp.fit.TransferTimeFit;
import io.logp.presentation.ChartOptions.Style;
import io.logp.stats.Histogram;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * Every chart of the plot package's own, written on screen and on paper and put through {@link ChartChecker}; the
 * signature in the two-column style too (the others differ there only in width, and each render costs seconds).
 */
class PaperChartsTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Style.class)
    void signature(Style style) throws Exception {
        XYChart chart = SignatureChart.build(
                TextbookSignature.signature(),
                0,
                TextbookSignature.fit(),
                "LogP signature: node1, Open MPI 4.1.4, shared memory, native",
                style);
        ChartChecker.write(chart, style, dir);
    }

    /** The outsize bar of issue 26: 1.85 µs on a point of 0.4 µs doubled the cost axis. */
    @ParameterizedTest
    @EnumSource(
            value = Style.class,
            names = {"SCREEN", "PAPER"})
    void signatureCutsAnOutsizeErrorBarAndMarksIt(Style style) throws Exception {
        List<SignaturePoint> points = new ArrayList<>(TextbookSignature.points(0));
        SignaturePoint p = points.get(5);
        double outsize = 3 * 19.6;
        points.set(5, new SignaturePoint(p.nBytes(), p.delayUs(), p.m(), p.costUs(), outsize, p.samples()));
        XYChart chart =
                SignatureChart.build(new Signature(points), 0, TextbookSignature.fit(), "LogP signature", style);
        ChartChecker.write(chart, style, dir);
        double top = SignatureChart.topUs(points, TextbookSignature.fit());
        double highestCurve =
                points.stream().mapToDouble(SignaturePoint::costUs).max().orElseThrow();
        assertEquals(SignatureChart.OUTSIZE_FACTOR * highestCurve, top, 1e-9, "the bar does not set the range");
        XYSeries marks = chart.getSeriesMap().get(SignatureChart.CUT_BARS);
        assertEquals(List.of(p.m() * 1.0), List.of(marks.getXData()[0]), "one mark where the bar is cut");
        assertEquals(top, marks.getYData()[0], 1e-9);
    }

    @ParameterizedTest
    @EnumSource(
            value = Style.class,
            names = {"SCREEN", "PAPER"})
    void histogramWithMedianAndMean(Style style) throws Exception {
        double[] samples = new double[2000];
        for (int i = 0; i < samples.length; i++) samples[i] = 0.95 + 0.01 * (i % 37) + (i % 500 == 0 ? 3 : 0);
        Histogram h = Histogram.of(samples, 0.05);
        XYChart chart = HistogramChart.build(h, 1.13, 1.14, "Ping-pong half round trips, 8 bytes", "time (µs)");
        ChartChecker.write(chart, style, dir);
        assertTrue(chart.getSeriesMap().keySet().stream().anyMatch(n -> n.startsWith("median 1.13 µs")));
        assertTrue(chart.getSeriesMap().keySet().stream().anyMatch(n -> n.startsWith("mean 1.14 µs")));
    }

    @ParameterizedTest
    @EnumSource(
            value = Style.class,
            names = {"SCREEN", "PAPER"})
    void queuesOnALog2DepthAxis(Style style) throws Exception {
        int[] q = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
        double[] mean = new double[q.length];
        double[] ci = new double[q.length];
        for (int i = 0; i < q.length; i++) {
            mean[i] = 0.4 + 0.002 * q[i];
            ci[i] = 0.01;
        }
        XYChart chart = QueueChart.build(
                List.of(new QueueChart.Curve("posted, match at the tail", q, mean, ci)), "Latency against queue depth");
        ChartChecker.write(chart, style, dir);
        // Q = 0 has no place on a log2 axis (issue 48: its "0" tick read as 2^0): its level is in the legend.
        org.knowm.xchart.XYSeries only =
                chart.getSeriesMap().values().iterator().next();
        assertEquals(0, only.getXData()[0], 1e-12, "the curve starts at Q = 1");
        assertTrue(only.getLabel().contains("(Q = 0: 0.4"), only.getLabel());
        List<String> labels = AxisLabels.drawnLabels(chart, true);
        assertTrue(!labels.contains("0") && labels.contains("1") && labels.contains("1 Ki"), "depth labels " + labels);
        assertTrue(!chart.getStyler().isYAxisLogarithmic(), "0.4 to 2.4 us: a linear axis");
        // One curve rising to 2500 us over three at 2 to 30 us: a log axis, on which the three are not a flat line.
        double[] steep = new double[q.length];
        for (int i = 0; i < q.length; i++) steep[i] = 2 + 2.4 * q[i];
        XYChart wide = QueueChart.build(
                List.of(
                        new QueueChart.Curve("posted-tail", q, mean, ci),
                        new QueueChart.Curve("unexpected-long", q, steep, ci)),
                "Latency against queue depth");
        assertTrue(wide.getStyler().isYAxisLogarithmic(), "0.4 to 2460 us on a linear axis");
        ChartChecker.write(wide, style, dir);
    }

    @ParameterizedTest
    @EnumSource(
            value = Style.class,
            names = {"SCREEN", "PAPER"})
    void contention(Style style) throws Exception {
        ContentionRatios r = ContentionRatios.of(List.of(
                new ContentionGap(ContentionPattern.K_TO_1, 1, 16, 7.6, 0.1, 50),
                new ContentionGap(ContentionPattern.K_TO_1, 2, 16, 15.2, 0.3, 50),
                new ContentionGap(ContentionPattern.K_TO_1, 3, 16, 22.9, 0.4, 50)));
        ChartChecker.write(ContentionChart.build(r, "Contention g_K / g_1"), style, dir);
    }

    @ParameterizedTest
    @EnumSource(
            value = Style.class,
            names = {"SCREEN", "PAPER"})
    void transferTime(Style style) throws Exception {
        int[] sizes = {1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576};
        double[] times = new double[sizes.length];
        double[] ci = new double[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            times[i] = 0.3 + sizes[i] / 5000.0;
            ci[i] = 0.02 * times[i];
        }
        TransferTimeFit fit = TransferTimeFit.fit(sizes, times, ci, 1024, 65536);
        XYChart chart = TransferTimeChart.build(sizes, times, ci, fit, "Ping-pong half round trip by size");
        ChartChecker.write(chart, style, dir);
        assertEquals("1", AxisLabels.drawnLabels(chart, true).get(0), "binary sizes on the byte axis");
    }
}
