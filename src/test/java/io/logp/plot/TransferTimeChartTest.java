package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.fit.TransferTimeFit;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** Time versus size on log-log axes: the measured points with their CIs and the fitted Ts + Tc n. */
class TransferTimeChartTest {

    private static final double TS_US = 0.21;
    private static final double TC_US_PER_BYTE = 1 / 5123.0;

    @TempDir
    Path dir;

    /** 0 B and 1 B .. 4 MiB in powers of two, one-way times on the line, CIs of 1%. */
    private static int[] sizes() {
        int[] sizes = new int[24];
        for (int i = 1; i < sizes.length; i++) sizes[i] = 1 << (i - 1);
        return sizes;
    }

    private static double[] times(int[] sizes) {
        double[] times = new double[sizes.length];
        for (int i = 0; i < sizes.length; i++) times[i] = TS_US + TC_US_PER_BYTE * sizes[i];
        return times;
    }

    private static double[] cis(double[] times) {
        double[] ci = new double[times.length];
        for (int i = 0; i < times.length; i++) ci[i] = 0.01 * times[i];
        return ci;
    }

    private static XYSeries series(XYChart chart, String name) {
        XYSeries series = chart.getSeriesMap().get(name);
        assertTrue(
                series != null,
                () -> "no series '" + name + "' among " + chart.getSeriesMap().keySet());
        return series;
    }

    @Test
    void drawsThePointsWithErrorBarsAndTheFittedLineOnLogLogAxes() {
        int[] sizes = sizes();
        double[] times = times(sizes);
        double[] ci = cis(times);
        TransferTimeFit fit = TransferTimeFit.fit(sizes, times, ci, 1024, 65536);
        XYChart chart = TransferTimeChart.build(sizes, times, ci, fit, "ping-pong");

        assertTrue(chart.getStyler().isXAxisLogarithmic());
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        XYSeries data = series(chart, TransferTimeChart.DATA_SERIES);
        // The 0-byte point has no place on a log axis; the others are plotted as given.
        double[] x = new double[sizes.length - 1];
        double[] y = new double[sizes.length - 1];
        double[] bars = new double[sizes.length - 1];
        for (int i = 1; i < sizes.length; i++) {
            x[i - 1] = sizes[i];
            y[i - 1] = times[i];
            bars[i - 1] = ci[i];
        }
        assertArrayEquals(x, data.getXData());
        assertArrayEquals(y, data.getYData());
        assertArrayEquals(bars, data.getExtraValues());

        // Each line only over the sizes its parameter was fitted to: Ts over 1..1024 B, Tc over 64 KiB..4 MiB.
        XYSeries latency = series(chart, "Ts = 0.21000 ± 0.00073 us (0..1024 B)");
        XYSeries bandwidth = series(chart, "1/Tc = 5123 ± 26 MB/s (65536..4194304 B)");
        assertArrayEquals(java.util.Arrays.copyOfRange(x, 0, 11), latency.getXData());
        assertArrayEquals(java.util.Arrays.copyOfRange(x, 16, 23), bandwidth.getXData());
        for (XYSeries line : List.of(latency, bandwidth)) {
            double[] lx = line.getXData();
            for (int k = 0; k < lx.length; k++) {
                assertEquals(fit.tsUs() + fit.tcUsPerByte() * lx[k], line.getYData()[k], 1e-12, "line at " + lx[k]);
                assertEquals(TS_US + TC_US_PER_BYTE * lx[k], line.getYData()[k], 1e-9, "line at " + lx[k]);
            }
        }
        assertEquals(XYSeries.XYSeriesRenderStyle.Scatter, data.getXYSeriesRenderStyle(), "markers, the lines show");
        ChartGeometry g = ChartGeometry.of(chart);
        assertTrue(g.plot().getWidth() > 0.75 * chart.getWidth(), "the legend takes no width from the plot: " + g);
        double min = chart.getStyler().getYAxisMin();
        double max = chart.getStyler().getYAxisMax();
        assertTrue(LogTicks.of(min, max, false).size() >= 3, min + ".." + max);
        for (double v : data.getYData()) assertTrue(v > min && v < max, "inside the plot: " + v);
    }

    @Test
    void pointsAreSortedBySizeAndUnknownOrHugeCisAreDrawnShortened() {
        int[] sizes = {64, 8, 1024};
        double[] times = {3.0, 2.0, 5.0};
        double[] ci = {Double.NaN, 0.5, 40};
        XYSeries data = series(TransferTimeChart.build(sizes, times, ci, null, null), TransferTimeChart.DATA_SERIES);
        assertArrayEquals(new double[] {8, 64, 1024}, data.getXData());
        assertArrayEquals(new double[] {2.0, 3.0, 5.0}, data.getYData());
        assertArrayEquals(new double[] {0.5, 0, TransferTimeChart.MAX_BAR_FRACTION * 5.0}, data.getExtraValues());
    }

    @Test
    void withoutAFitThereIsOnlyTheData() {
        int[] sizes = sizes();
        XYChart chart = TransferTimeChart.build(sizes, times(sizes), null, null, null);
        assertEquals(
                List.of(TransferTimeChart.DATA_SERIES),
                List.copyOf(chart.getSeriesMap().keySet()));
        assertArrayEquals(
                new double[sizes.length - 1],
                series(chart, TransferTimeChart.DATA_SERIES).getExtraValues());
    }

    @Test
    void theFittedLineLeavesOutSizesWhereItIsNotPositive() {
        // A noisy sweep can give a negative intercept; the log axis takes only the sizes where the line is above 0.
        TransferTimeFit fit =
                new TransferTimeFit(-1, Double.NaN, 1, 1024, 0.01, Double.NaN, 65536, 131072, 100, Double.NaN);
        XYChart chart =
                TransferTimeChart.build(new int[] {1, 64, 128, 1024}, new double[] {0.5, 0.6, 0.7, 9}, null, fit, null);
        XYSeries line = series(chart, "Ts = -1.00 us (1..1024 B)");
        assertArrayEquals(new double[] {128, 1024}, line.getXData());
        assertArrayEquals(new double[] {0.28, 9.24}, line.getYData(), 1e-12);
        assertFalse(chart.getSeriesMap().containsKey("1/Tc = 100 MB/s (65536..131072 B)"), "no plotted size there");
    }

    @Test
    void refusesTimesThatALogAxisCannotShow() {
        assertThrows(
                IllegalArgumentException.class,
                () -> TransferTimeChart.build(new int[] {8, 16}, new double[] {1, 0}, null, null, null));
        assertThrows(
                IllegalArgumentException.class,
                () -> TransferTimeChart.build(new int[] {0}, new double[] {1}, null, null, null));
        assertThrows(
                IllegalArgumentException.class,
                () -> TransferTimeChart.build(new int[] {8, 16}, new double[] {1}, null, null, null));
    }

    @Test
    void rendersAReadablePng() throws Exception {
        int[] sizes = sizes();
        double[] times = times(sizes);
        double[] ci = cis(times);
        TransferTimeFit fit = TransferTimeFit.fit(sizes, times, ci, 1024, 65536);
        List<Path> written = TransferTimeChart.render(sizes, times, ci, fit, "ping-pong", dir.resolve("pp"));
        assertEquals(List.of(dir.resolve("pp.png"), dir.resolve("pp.svg")), written);
        BufferedImage image = ImageIO.read(written.get(0).toFile());
        assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
        assertEquals(ChartStyle.HEIGHT_PX, image.getHeight());
    }
}
