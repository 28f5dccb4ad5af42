package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/** The bar heights of the Figure 6 chart, never its pixels; and that the files it writes are images. */
class BreakdownChartTest {

    @TempDir
    Path dir;

    private static RunSummary run(String label, double oS, double oR, double g, double latency) {
        return new RunSummary(
                label,
                RunSummary.Kind.REFERENCE,
                Estimate.of(oS, Double.NaN),
                Estimate.of(oR, Double.NaN),
                Estimate.of(g, Double.NaN),
                Estimate.of(latency, Double.NaN),
                Estimate.of(2 * (oS + oR + latency), Double.NaN),
                Estimate.unknown(),
                Estimate.unknown(),
                "");
    }

    private static final RunSummary PARAGON = run("Paragon", 1.4, 2.2, 7.6, 6.3);
    private static final RunSummary MYRINET = run("Myrinet", 2.0, 2.6, 12.4, 11.1);

    private static List<Double> heights(CategoryChart chart, String series) {
        CategorySeries s = chart.getSeriesMap().get(series);
        assertNotNull(
                s, "no series '" + series + "' among " + chart.getSeriesMap().keySet());
        List<Double> heights = new ArrayList<>();
        for (Number n : s.getYData()) heights.add(n.doubleValue());
        return heights;
    }

    @Test
    void eachRunIsAStackOfOsLOrBesideABarOfG() {
        CategoryChart chart = BreakdownChart.build(List.of(PARAGON, MYRINET), "Figure 6");
        assertTrue(chart.getStyler().isStacked());
        assertEquals(
                List.of("o_s", "L", "o_r", "g"),
                List.copyOf(chart.getSeriesMap().keySet()),
                "added bottom to top, so XChart stacks o_s under L under o_r");
        List<Object> categories = List.copyOf(chart.getSeriesMap().get("o_s").getXData());
        assertEquals(List.of("Paragon", "g", "Myrinet", "g"), categories);
        for (CategorySeries s : chart.getSeriesMap().values()) {
            assertEquals(categories, List.copyOf(s.getXData()), s.getName() + " on the same bars");
        }
        assertEquals(List.of(1.4, 0.0, 2.0, 0.0), heights(chart, "o_s"));
        assertEquals(List.of(6.3, 0.0, 11.1, 0.0), heights(chart, "L"));
        assertEquals(List.of(2.2, 0.0, 2.6, 0.0), heights(chart, "o_r"));
        assertEquals(List.of(0.0, 7.6, 0.0, 12.4), heights(chart, "g"));
        assertEquals("Figure 6", chart.getTitle());
        assertEquals(0.0, chart.getStyler().getYAxisMin());
        assertTrue(chart.getStyler().getYAxisMax() > 2.0 + 11.1 + 2.6, "room above the tallest stack");
    }

    @Test
    void aNegativeLatencyIsDrawnAsZeroAndTheLegendSaysSo() {
        RunSummary tcp = run("tcp", 3.0, 4.0, 9.0, -1.5);
        CategoryChart chart = BreakdownChart.build(List.of(PARAGON, tcp), "");
        assertFalse(chart.getSeriesMap().containsKey("L"));
        assertEquals(BreakdownChart.L_CLAMPED, "L (L < 0 drawn as 0)");
        assertEquals(List.of(6.3, 0.0, 0.0, 0.0), heights(chart, BreakdownChart.L_CLAMPED));
        assertEquals(List.of(1.4, 0.0, 3.0, 0.0), heights(chart, "o_s"));
        assertEquals(List.of(0.0, 7.6, 0.0, 9.0), heights(chart, "g"));
        assertFalse(chart.getStyler().isChartTitleVisible(), "a blank title leaves the caption to the paper");
    }

    @Test
    void anyNegativePartIsMarkedInTheLegend() {
        CategoryChart chart = BreakdownChart.build(List.of(run("odd", 1.0, -0.2, 5.0, 2.0)), "");
        assertEquals(
                List.of("o_s", "L", "o_r (o_r < 0 drawn as 0)", "g"),
                List.copyOf(chart.getSeriesMap().keySet()));
        assertEquals(List.of(0.0, 0.0), heights(chart, "o_r (o_r < 0 drawn as 0)"));
    }

    @Test
    void anUnknownValueIsAnEmptyPart() {
        RunSummary partial = new RunSummary(
                "partial",
                RunSummary.Kind.MEASURED,
                Estimate.of(1, 0.1),
                Estimate.unknown(),
                Estimate.of(5, 0.1),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                "");
        CategoryChart chart = BreakdownChart.build(List.of(partial), null);
        assertEquals(List.of(1.0, 0.0), heights(chart, "o_s"));
        assertEquals(List.of(0.0, 0.0), heights(chart, "L"));
        assertEquals(List.of(0.0, 0.0), heights(chart, "o_r"));
        assertEquals(List.of(0.0, 5.0), heights(chart, "g"));
    }

    @Test
    void labelsStandUprightOnlyWhenTheyWouldRunIntoEachOther() {
        assertEquals(
                0,
                BreakdownChart.build(List.of(PARAGON, MYRINET), "").getStyler().getXAxisLabelRotation());
        RunSummary longName = run("20240101-120000-a-long-run-label", 1, 1, 5, 3);
        CategoryChart upright = BreakdownChart.build(List.of(longName, PARAGON, MYRINET), "");
        assertEquals(BreakdownChart.UPRIGHT_DEGREES, upright.getStyler().getXAxisLabelRotation());
    }

    @Test
    void rendersAReadablePngOfTheCanvasSizeAndAnSvg() throws Exception {
        List<Path> written = BreakdownChart.render(List.of(PARAGON, MYRINET), "Figure 6", dir.resolve("breakdown.png"));
        assertEquals(List.of(dir.resolve("breakdown.png"), dir.resolve("breakdown.svg")), written);
        BufferedImage image = ImageIO.read(written.get(0).toFile());
        assertNotNull(image, "ImageIO reads the PNG");
        assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
        assertEquals(ChartStyle.HEIGHT_PX, image.getHeight());
        assertTrue(Files.readString(written.get(1)).contains("<svg"));
    }

    @Test
    void aChartNeedsARun() {
        assertThrows(IllegalArgumentException.class, () -> BreakdownChart.build(List.of(), "t"));
    }

    @Test
    void barsOfOneStudyAreNamedByWhatDiffers() {
        assertEquals(
                List.of("shm", "tcp", "no-fastbox"),
                BreakdownChart.shortLabels(List.of(
                        "20261122-180515-tradeoff-shm",
                        "20261122-180515-tradeoff-tcp",
                        "20261122-180515-tradeoff-no-fastbox")));
        assertEquals(
                List.of("shm", "tcp", "Intel Paragon"),
                BreakdownChart.shortLabels(
                        List.of("20261122-180515-tradeoff-shm", "20261122-180515-tradeoff-tcp", "Intel Paragon")));
        assertEquals(List.of("run", "Myrinet"), BreakdownChart.shortLabels(List.of("20261122-180515-run", "Myrinet")));
        assertEquals(List.of("paragon", "meiko"), BreakdownChart.shortLabels(List.of("paragon", "meiko")));
    }
}
