package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.stats.Histogram;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** The bars of a histogram chart carry the histogram's counts and edges; the count axis turns log when it must. */
class HistogramChartTest {

    private static final String X_TITLE = "one-way time (µs)";

    @TempDir
    Path dir;

    private static XYSeries onlySeries(XYChart chart) {
        assertEquals(
                1, chart.getSeriesMap().size(), chart.getSeriesMap().keySet().toString());
        return chart.getSeriesMap().values().iterator().next();
    }

    /** Checks that bar k spans the bin's edges at the height given. */
    private static void assertBars(Histogram h, double[] heights, XYSeries series) {
        double[] x = series.getXData();
        double[] y = series.getYData();
        assertEquals(2 * h.bins().size() + 2, x.length);
        for (int k = 0; k < h.bins().size(); k++) {
            Histogram.Bin bin = h.bins().get(k);
            assertEquals(bin.fromUs(), x[2 * k + 1], "left edge of bar " + k);
            assertEquals(bin.toUs(), x[2 * k + 2], "right edge of bar " + k);
            assertEquals(heights[k], y[2 * k + 1], "height of bar " + k);
            assertEquals(heights[k], y[2 * k + 2], "height of bar " + k);
        }
    }

    @Test
    void barsHaveTheCountsOnALinearAxis() {
        Histogram h = Histogram.of(new double[] {1.0, 1.1, 1.6, 2.2, 1.4}, 0.5);
        XYChart chart = HistogramChart.build(h, "trials", X_TITLE);
        XYSeries series = onlySeries(chart);
        assertBars(h, new double[] {3, 1, 1}, series);
        assertFalse(chart.getStyler().isYAxisLogarithmic());
        assertEquals(0.0, chart.getStyler().getYAxisMin());
        assertEquals(0.0, series.getYData()[0], "outline starts on the axis");
        assertEquals(1.0, chart.getStyler().getXAxisMin());
        assertEquals(2.5, chart.getStyler().getXAxisMax());
        assertEquals(X_TITLE, chart.getXAxisTitle());
        assertEquals("5 trials", series.getName());
    }

    @Test
    void countsOverMoreThanThreeDecadesGoOnALogAxisWithEmptyBinsAtItsFloor() {
        double[] samples = new double[5002];
        Arrays.fill(samples, 1.0);
        samples[5000] = 2.2;
        samples[5001] = 1.2;
        Histogram h = Histogram.of(samples, 0.5);
        XYChart chart = HistogramChart.build(h, null, X_TITLE);
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        assertEquals(HistogramChart.LOG_FLOOR, chart.getStyler().getYAxisMin());
        assertBars(h, new double[] {5001, HistogramChart.LOG_FLOOR, 1}, onlySeries(chart));
    }

    @Test
    void threeDecadesExactlyStayLinear() {
        double[] samples = new double[1001];
        Arrays.fill(samples, 1.0);
        samples[1000] = 2.2;
        assertFalse(HistogramChart.build(Histogram.of(samples, 0.5), null, X_TITLE)
                .getStyler()
                .isYAxisLogarithmic());
    }

    @Test
    void theLegendSaysHowManyTrialsAreNotDrawn() {
        Histogram h = Histogram.of(new double[] {0, 0.5, 1e6}, 1);
        assertEquals(
                "3 trials (1 at ≥ 200.0 µs not drawn)",
                onlySeries(HistogramChart.build(h, null, X_TITLE)).getName());
    }

    @Test
    void rendersAReadablePngAndAnSvg() throws Exception {
        double[] samples = new double[2000];
        for (int i = 0; i < samples.length; i++) samples[i] = 1.2 + (i % 37) * 0.01 + (i % 500 == 0 ? 40 : 0);
        List<Path> written =
                HistogramChart.render(Histogram.auto(samples), "distribution", X_TITLE, dir.resolve("hist.png"));
        assertEquals(List.of(dir.resolve("hist.png"), dir.resolve("hist.svg")), written);
        BufferedImage image = ImageIO.read(written.get(0).toFile());
        assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
        assertEquals(ChartStyle.HEIGHT_PX, image.getHeight());
        assertTrue(Files.size(written.get(1)) > 0);
    }
}
