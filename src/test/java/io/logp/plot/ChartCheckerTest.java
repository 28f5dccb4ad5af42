package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.presentation.ChartOptions.Style;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.opentest4j.AssertionFailedError;

/** The checker fails the faults issue 26 found; a checker that passes everything would check nothing. */
class ChartCheckerTest {

    @TempDir
    Path dir;

    private static XYChart chart(String title) {
        XYChart chart = ChartStyle.newChart(title, "n (bytes)", "time (µs)");
        chart.getStyler().setXAxisLogarithmic(true);
        chart.addSeries("T(n)", new double[] {1, 100, 10000}, new double[] {0.5, 0.7, 3.1});
        return chart;
    }

    @Test
    void passesAChartWithoutFaults() throws Exception {
        ChartChecker.write(chart("Bulk store time T(n): node1, Open MPI 4.1.4"), Style.PAPER, dir);
    }

    @Test
    void failsATitleWithARunId() {
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class,
                () -> ChartChecker.write(chart("LogP signature: 20261125-175508-run"), Style.SCREEN, dir));
        assertTrue(e.getMessage().contains("run id"), e.getMessage());
    }

    @Test
    void failsAPointOutsideTheAxes() {
        XYChart chart = chart("T(n)");
        chart.getStyler().setYAxisMax(2.0);
        AssertionFailedError e =
                assertThrows(AssertionFailedError.class, () -> ChartChecker.write(chart, Style.SCREEN, dir));
        assertTrue(e.getMessage().contains("outside the plot"), e.getMessage());
    }

    @Test
    void failsAnEmptyPanel() {
        XYChart chart = ChartStyle.newChart("empty", "P", "time (µs)");
        chart.addSeries("nothing", new double[] {1, 2}, new double[] {Double.NaN, Double.NaN});
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(1.0);
        AssertionFailedError e =
                assertThrows(AssertionFailedError.class, () -> ChartChecker.write(chart, Style.SCREEN, dir));
        assertTrue(e.getMessage().contains("empty panel"), e.getMessage());
    }

    @Test
    void failsALegendBesideThePlot() {
        XYChart chart = chart("T(n)");
        // Placed after the look placed it: the checker sees what a builder forced.
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> {
            ChartFiles.write(chart, dir.resolve("wide"), Style.SCREEN);
            chart.getStyler().setLegendVisible(true);
            chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideE);
            AxisLabels.paint(chart, new java.awt.image.BufferedImage(1, 1, 1).createGraphics(), 1200, 800);
            ChartChecker.check(chart, Style.SCREEN);
        });
        assertTrue(e.getMessage().contains("legend beside"), e.getMessage());
    }
}
