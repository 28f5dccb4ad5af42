package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.presentation.ChartScale;
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

/**
 * The Figure 6 chart: bar tops, whiskers, names and axes of its two panels, never its pixels; and that the files it
 * writes are images.
 */
class BreakdownChartTest {

    @TempDir
    Path dir;

    private static RunSummary reference(String label, double oS, double oR, double g, double latency) {
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

    private static final RunSummary PARAGON = reference("paragon", 1.4, 2.2, 7.6, 6.3);
    private static final RunSummary MYRINET = reference("myrinet", 2.0, 2.6, 12.4, 11.1);

    /** Shared memory today: a fifth of a microsecond one way, CIs of some nanoseconds. */
    private static final RunSummary SHM = new RunSummary(
            "20261125-120000-shm",
            RunSummary.Kind.MEASURED,
            Estimate.of(0.106, 0.005),
            Estimate.of(0.110, 0.073),
            Estimate.of(0.273, 0.004),
            Estimate.of(0.030, 0.074),
            Estimate.of(0.494, 0.011),
            Estimate.unknown(),
            Estimate.unknown(),
            "");

    private static List<Double> tops(CategoryChart chart, String series) {
        CategorySeries s = chart.getSeriesMap().get(series);
        assertNotNull(
                s, "no series '" + series + "' among " + chart.getSeriesMap().keySet());
        List<Double> tops = new ArrayList<>();
        for (Number n : s.getYData()) tops.add(n == null ? null : n.doubleValue());
        return tops;
    }

    /** The whiskers of a series; 0 for each bar of a series drawn without any. */
    private static List<Double> whiskers(CategoryChart chart, String series) {
        CategorySeries s = chart.getSeriesMap().get(series);
        List<Double> bars = new ArrayList<>();
        if (s.getExtraValues() == null) {
            for (int i = 0; i < s.getYData().size(); i++) bars.add(0.0);
            return bars;
        }
        for (Number n : s.getExtraValues()) bars.add(n.doubleValue());
        return bars;
    }

    @Test
    void eachSystemIsAStackOfOsLOrAndABarOfGNamedHorizontally() {
        BreakdownChart.Figure f = BreakdownChart.build(List.of(PARAGON, MYRINET), ChartScale.LINEAR);
        assertEquals(
                List.of("o_r", "L", "o_s"),
                List.copyOf(f.oneWay().getSeriesMap().keySet()),
                "back to front");
        assertEquals(List.of("g"), List.copyOf(f.gap().getSeriesMap().keySet()));
        for (CategoryChart panel : List.of(f.oneWay(), f.gap())) {
            assertEquals("time (us)", panel.getYAxisTitle());
            for (CategorySeries s : panel.getSeriesMap().values())
                assertEquals(List.of("paragon", "myrinet"), List.copyOf(s.getXData()), "one bar per system, no 'g'");
            assertEquals(0, panel.getStyler().getXAxisLabelRotation(), "horizontal labels");
            assertTrue(panel.getStyler().isOverlapped());
            assertFalse(panel.getStyler().isYAxisLogarithmic());
        }
        assertEquals(List.of(1.4, 2.0), tops(f.oneWay(), "o_s"));
        assertEquals(List.of(1.4 + 6.3, 2.0 + 11.1), tops(f.oneWay(), "L"));
        assertEquals(List.of(1.4 + 6.3 + 2.2, 2.0 + 11.1 + 2.6), tops(f.oneWay(), "o_r"));
        assertEquals(List.of(7.6, 12.4), tops(f.gap(), "g"));
        assertEquals(0.0, f.oneWay().getStyler().getYAxisMin());
        assertTrue(f.oneWay().getStyler().getYAxisMax() > 2.0 + 11.1 + 2.6, "room above the tallest stack");
        assertEquals(f.oneWay().getStyler().getYAxisMax(), f.gap().getStyler().getYAxisMax(), "one time axis");
        // The 1996 machines have no CI: no whisker at all, where XChart drew a flat one at every boundary.
        for (String part : List.of("o_s", "L", "o_r"))
            assertNull(f.oneWay().getSeriesMap().get(part).getExtraValues(), part);
        assertNull(f.gap().getSeriesMap().get("g").getExtraValues());
    }

    /** An unknown L is drawn as 0 and the legend says for which run (issue 48: it was dropped silently). */
    @Test
    void anUnknownPartIsNamedInTheLegend() {
        RunSummary noL = new RunSummary(
                "meiko",
                RunSummary.Kind.REFERENCE,
                Estimate.of(1.7, Double.NaN),
                Estimate.of(1.6, Double.NaN),
                Estimate.of(13.6, Double.NaN),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                "");
        BreakdownChart.Figure f = BreakdownChart.build(List.of(PARAGON, noL, MYRINET), ChartScale.LINEAR);
        String name = "L (unknown for meiko: left out)";
        assertEquals(name, BreakdownChart.unknownName("L", List.of("meiko")));
        assertEquals(List.of(1.4 + 6.3, 1.7, 2.0 + 11.1), tops(f.oneWay(), name), "meiko's L drawn as 0");
        assertTrue(f.oneWay().getSeriesMap().containsKey("o_s"), "a known part keeps its plain name");
    }

    /**
     * Whiskers where a bar ends in the open: the stack's top (RTT/2, half the RTT's CI) and g. An inner boundary's
     * (o_s, o_s + L) lay inside the next part up (issue 48); the table gives their CIs.
     */
    @Test
    void whiskersAreTheCisOfTheOpenEnds() {
        BreakdownChart.Figure f = BreakdownChart.build(List.of(SHM), ChartScale.LINEAR);
        assertEquals(List.of(0.0), whiskers(f.oneWay(), "o_s"));
        assertEquals(List.of(0.0), whiskers(f.oneWay(), "L"));
        assertEquals(0.0055, whiskers(f.oneWay(), "o_r").get(0), 1e-15, "RTT/2: half the RTT's CI");
        assertEquals(List.of(0.004), whiskers(f.gap(), "g"));
        double top = 0.106 + 0.030 + 0.110;
        assertTrue(f.oneWay().getStyler().getYAxisMax() > top + 0.0055, "the whisker inside the plot");
    }

    /**
     * Sub-microsecond shared memory beside 16 us: on one linear axis it would be a line on the floor, on a log axis
     * o_s looked like most of each bar (issue 36). AUTO gives each scale its own pair of linear panels.
     */
    @Test
    void autoGivesEachScaleItsOwnLinearPanels() {
        BreakdownChart.Figure f = BreakdownChart.build(List.of(SHM, PARAGON, MYRINET), ChartScale.AUTO);
        assertFalse(f.log());
        assertEquals(
                List.of("paragon", "myrinet"),
                List.copyOf(f.gap().getSeriesMap().get("g").getXData()));
        assertEquals(1, f.smaller().size(), "one more scale");
        BreakdownChart.Figure small = f.smaller().get(0);
        assertEquals(
                List.of("shm"), List.copyOf(small.gap().getSeriesMap().get("g").getXData()), "no date");
        assertEquals(4, f.panels().size());
        for (CategoryChart panel : f.panels()) {
            assertFalse(panel.getStyler().isYAxisLogarithmic());
            assertEquals(0.0, panel.getStyler().getYAxisMin());
        }
    }

    /** Asked for: a log axis, drawn in ns below 1 us. */
    @Test
    void logWhenAskedForWithThreeDecades() {
        BreakdownChart.Figure f = BreakdownChart.build(List.of(SHM, PARAGON, MYRINET), ChartScale.LOG);
        assertTrue(f.log());
        assertTrue(f.ns(), "bars below 1 us on a log axis are drawn in ns");
        assertEquals(List.of(106.0, 1400.0, 2000.0), tops(f.oneWay(), "o_s"));
        for (CategoryChart panel : List.of(f.oneWay(), f.gap())) {
            assertTrue(panel.getStyler().isYAxisLogarithmic());
            assertEquals("time (ns)", panel.getYAxisTitle());
            double min = panel.getStyler().getYAxisMin();
            double max = panel.getStyler().getYAxisMax();
            assertTrue(min > 0 && min < 101, "below the lowest bar, o_s = 106 ns (less its whisker): " + min);
            assertTrue(max > 15_700, "above the tallest stack: " + max);
            assertTrue(LogTicks.of(min, max, false).size() >= 3, min + ".." + max);
        }
        assertEquals(
                List.of("shm", "paragon", "myrinet"),
                List.copyOf(f.gap().getSeriesMap().get("g").getXData()));
        assertFalse(
                BreakdownChart.build(List.of(PARAGON, MYRINET), ChartScale.AUTO).log(), "7.6 to 15.7 us");
        BreakdownChart.Figure forced = BreakdownChart.build(List.of(PARAGON, MYRINET), ChartScale.LOG);
        assertTrue(LogTicks.of(
                                forced.gap().getStyler().getYAxisMin(),
                                forced.gap().getStyler().getYAxisMax(),
                                false)
                        .size()
                >= 3);
    }

    /** XChart draws log10 of the value given, in decades, either way: 10^h spans the CI's h decades. */
    @Test
    void onALogAxisAWhiskerSpansTheCiInDecades() {
        BreakdownChart.Figure f = BreakdownChart.build(List.of(SHM, PARAGON), ChartScale.LOG);
        double given = whiskers(f.gap(), "g").get(0);
        double decades = (Math.log10(0.273 + 0.004) - Math.log10(0.273 - 0.004)) / 2;
        assertEquals(decades, Math.log10(given), 1e-12);
        assertEquals(0.0, Math.log10(whiskers(f.gap(), "g").get(1)), 0.0, "no CI: no length");
        assertEquals(Math.log10(19.0 / 1), 2 * Math.log10(BreakdownChart.logWhisker(10, 9)), 1e-12, "cut at 90%");
    }

    @Test
    void aNegativeLatencyIsDrawnAsZeroAndTheLegendSaysSo() {
        RunSummary tcp = reference("tcp", 3.0, 4.0, 9.0, -1.5);
        BreakdownChart.Figure f = BreakdownChart.build(List.of(PARAGON, tcp), ChartScale.LINEAR);
        assertEquals("L (L < 0 drawn as 0)", BreakdownChart.L_CLAMPED);
        assertEquals(List.of(1.4 + 6.3, 3.0), tops(f.oneWay(), BreakdownChart.L_CLAMPED), "L ends where o_s ends");
        assertEquals(List.of(1.4 + 6.3 + 2.2, 7.0), tops(f.oneWay(), "o_r"));
        assertFalse(f.oneWay().getSeriesMap().containsKey("L"));
    }

    @Test
    void anUnknownValueIsAnEmptyPartAndOnALogAxisNoBar() {
        RunSummary partial = new RunSummary(
                "partial",
                RunSummary.Kind.MEASURED,
                Estimate.of(1, 0.1),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                Estimate.unknown(),
                "");
        BreakdownChart.Figure f = BreakdownChart.build(List.of(partial, PARAGON), ChartScale.LINEAR);
        // The legend names the run without them (issue 48).
        String l = BreakdownChart.unknownName("L", List.of("partial"));
        String g = BreakdownChart.unknownName("g", List.of("partial"));
        assertEquals(List.of(1.0, 1.4 + 6.3), tops(f.oneWay(), l));
        assertEquals(List.of(0.0, 7.6), tops(f.gap(), g));
        BreakdownChart.Figure log = BreakdownChart.build(List.of(partial, PARAGON), ChartScale.LOG);
        double floor = log.gap().getStyler().getYAxisMin();
        assertTrue(floor > 0);
        assertEquals(List.of(floor, 7.6), tops(log.gap(), g), "a log axis has no 0: a bar of no height");
    }

    @Test
    void rendersTwoPanelsAsPngAndSvgWithoutARunIdInTheTitle() throws Exception {
        BreakdownChart.Figure f = BreakdownChart.build(List.of(SHM, PARAGON), ChartScale.LINEAR);
        for (CategoryChart panel : List.of(f.oneWay(), f.gap()))
            assertFalse(panel.getTitle().matches(".*\\d{8}-\\d{6}.*"), panel.getTitle());
        assertEquals(
                List.of("shm", "paragon"),
                List.copyOf(f.gap().getSeriesMap().get("g").getXData()),
                "no date");
        List<Path> written =
                BreakdownChart.render(List.of(SHM, PARAGON), "Figure 6", ChartScale.AUTO, dir.resolve("breakdown.png"));
        assertEquals(List.of(dir.resolve("breakdown.png"), dir.resolve("breakdown.svg")), written);
        BufferedImage image = ImageIO.read(written.get(0).toFile());
        assertNotNull(image, "ImageIO reads the PNG");
        assertEquals(2 * ChartStyle.WIDTH_PX, image.getWidth(), "two panels side by side");
        assertTrue(Files.readString(written.get(1)).contains("<svg"));
    }

    @Test
    void aChartNeedsARun() {
        assertThrows(IllegalArgumentException.class, () -> BreakdownChart.build(List.of(), ChartScale.AUTO));
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
