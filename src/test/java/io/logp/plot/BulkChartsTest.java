package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.FitException;
import io.logp.fit.OverheadGrowth;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeRegimes;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** Figures 7 and 10 of Culler et al.: checks the numbers the bulk charts plot, never their pixels. */
class BulkChartsTest {

    /** Two protocols: T = 2 + n/1000 up to 2 KiB, then a rendezvous that costs 8 us more and runs at 5000 MB/s. */
    private static final int[] SIZES = {16, 256, 2048, 4096, 16384, 65536};

    private static final double SMALL_T0 = 2.0;
    private static final double SMALL_RATE = 1000;
    private static final double LARGE_T0 = 10.0;
    private static final double LARGE_RATE = 5000;

    @TempDir
    Path dir;

    private static double timeUs(int n) {
        return n <= 2048 ? SMALL_T0 + n / SMALL_RATE : LARGE_T0 + n / LARGE_RATE;
    }

    /** The sizes out of order, which the charts must sort. */
    private static List<RttPoint> twoRegimeTimes() {
        List<RttPoint> times = new ArrayList<>();
        for (int i = SIZES.length - 1; i >= 0; i--) {
            int n = SIZES[i];
            times.add(new RttPoint(n, timeUs(n), 0.01 * timeUs(n), 100));
        }
        return times;
    }

    /** The same with a 0-byte point, which a log axis cannot show. */
    private static List<RttPoint> withZeroBytes(List<RttPoint> times) {
        List<RttPoint> all = new ArrayList<>(times);
        all.add(new RttPoint(0, 1.9, Double.NaN, 100));
        return all;
    }

    private static TransferTimeRegimes fit(List<RttPoint> times) {
        try {
            return TransferTimeRegimes.fit(times);
        } catch (FitException e) {
            throw new AssertionError(e);
        }
    }

    private static XYSeries series(XYChart chart, String name) {
        XYSeries series = chart.getSeriesMap().get(name);
        assertTrue(
                series != null,
                () -> "no series '" + name + "' among " + chart.getSeriesMap().keySet());
        return series;
    }

    private static double[] sizes() {
        double[] x = new double[SIZES.length];
        for (int i = 0; i < SIZES.length; i++) x[i] = SIZES[i];
        return x;
    }

    /** The two regimes the synthetic times must split into, else the assertions below test nothing. */
    private static List<TransferRegime> twoRegimes(TransferTimeRegimes regimes) {
        List<TransferRegime> r = regimes.regimes();
        assertEquals(2, r.size(), "regimes " + r);
        assertEquals(16, r.get(0).fromBytes());
        assertEquals(2048, r.get(0).toBytes());
        assertEquals(4096, r.get(1).fromBytes());
        assertEquals(65536, r.get(1).toBytes());
        assertEquals(LARGE_RATE, regimes.headline().orElseThrow().rateMBps().value(), 1e-6);
        return r;
    }

    /** Each regime's curve stays within its sizes, starts and ends on them, and holds model(n) at every x. */
    private static void assertOnRegime(XYSeries line, TransferRegime r, java.util.function.DoubleUnaryOperator model) {
        double[] x = line.getXData();
        double[] y = line.getYData();
        assertTrue(x.length > 2, "a curve on log axes needs more than its two ends");
        assertEquals(r.fromBytes(), x[0], 0, "line starts at the regime's smallest size");
        assertEquals(r.toBytes(), x[x.length - 1], 0, "line ends at the regime's largest size");
        for (int k = 0; k < x.length; k++) {
            assertTrue(x[k] >= r.fromBytes() && x[k] <= r.toBytes(), "x = " + x[k] + " outside " + r);
            assertEquals(model.applyAsDouble(x[k]), y[k], 1e-9, "line at " + x[k]);
            if (k > 0) assertTrue(x[k] > x[k - 1], "x ascending");
        }
    }

    // ---------------------------------------------------------------- Figure 7a

    @Test
    void timeChartDrawsTheMeasuredPointsAndOneLinePerRegimeOverItsOwnSizes() {
        TransferTimeRegimes regimes = fit(twoRegimeTimes());
        List<TransferRegime> r = twoRegimes(regimes);
        XYChart chart = BulkCharts.timeChart(withZeroBytes(twoRegimeTimes()), regimes, "Figure 7a");

        assertTrue(chart.getStyler().isXAxisLogarithmic());
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        XYSeries data = series(chart, BulkCharts.TIME_SERIES);
        double[] y = new double[SIZES.length];
        double[] bars = new double[SIZES.length];
        for (int i = 0; i < SIZES.length; i++) {
            y[i] = timeUs(SIZES[i]);
            bars[i] = 0.01 * y[i];
        }
        assertArrayEquals(sizes(), data.getXData());
        assertArrayEquals(y, data.getYData());
        assertArrayEquals(bars, data.getExtraValues());

        XYSeries small = series(chart, "T0 = 2.000 ± 0.016 us, R = 1000 ± 22 MB/s (16..2048 B)");
        XYSeries large = series(chart, "T0 = 10.00 ± 0.10 us, R = 5000 ± 100 MB/s (4096..65536 B)");
        for (int i = 0; i < 2; i++) {
            TransferRegime regime = r.get(i);
            XYSeries line = i == 0 ? small : large;
            assertOnRegime(
                    line,
                    regime,
                    n -> regime.t0().value() + n * regime.usPerByte().value());
            double[] ly = line.getYData();
            assertEquals(
                    regime.t0().value()
                            + regime.fromBytes() * regime.usPerByte().value(),
                    ly[0],
                    1e-9);
            assertEquals(
                    regime.t0().value() + regime.toBytes() * regime.usPerByte().value(), ly[ly.length - 1], 1e-9);
        }
        // The fit recovers the lines the times were made from, so the ends sit on the measured points.
        assertEquals(timeUs(2048), small.getYData()[small.getYData().length - 1], 1e-9);
        assertEquals(timeUs(4096), large.getYData()[0], 1e-9);
        assertEquals(3, chart.getSeriesMap().size(), "" + chart.getSeriesMap().keySet());
    }

    @Test
    void aNegativeT0IsDrawnOnlyWhereTheLineIsPositive() {
        // Convex times with wide CIs: one regime whose line crosses 0 at about 170 bytes, inside its 10..10000.
        List<RttPoint> times = List.of(
                new RttPoint(10, 1.0, 50, 10),
                new RttPoint(100, 1.5, 50, 10),
                new RttPoint(1000, 3.0, 50, 10),
                new RttPoint(10000, 100.0, 50, 10));
        TransferTimeRegimes regimes = fit(times);
        assertEquals(1, regimes.regimes().size());
        TransferRegime r = regimes.regimes().get(0);
        assertTrue(r.t0().value() < 0, "T0 = " + r.t0());
        double zeroAt = -r.t0().value() / r.usPerByte().value();
        assertTrue(zeroAt > 10 && zeroAt < 10000, "zero crossing at " + zeroAt);

        XYSeries line = series(BulkCharts.timeChart(times, regimes, null), BulkCharts.regimeName(r));
        double[] x = line.getXData();
        double[] y = line.getYData();
        assertTrue(x.length > 2);
        assertTrue(x[0] > zeroAt, "first x " + x[0] + " must lie beyond the zero crossing " + zeroAt);
        assertEquals(10000, x[x.length - 1], 0);
        for (int k = 0; k < x.length; k++) {
            assertTrue(y[k] > 0, "y = " + y[k] + " at " + x[k]);
            assertTrue(x[k] <= r.toBytes());
            assertEquals(r.t0().value() + x[k] * r.usPerByte().value(), y[k], 1e-9);
        }

        // n / (T0 + n/R) runs to infinity at the zero crossing; the chart stops at a bound above the data.
        XYSeries bw = series(BulkCharts.bandwidthChart(times, regimes, null), BulkCharts.regimeName(r));
        for (int k = 0; k < bw.getXData().length; k++) {
            double n = bw.getXData()[k];
            assertTrue(n > zeroAt && n <= 10000, "x = " + n);
            assertEquals(n / r.timeUs(n), bw.getYData()[k], 1e-9);
            assertTrue(bw.getYData()[k] > 0);
        }
    }

    @Test
    void aRegimeFromZeroBytesRunsToTheLeftEdgeOfTheLogAxis() {
        List<RttPoint> times = List.of(
                new RttPoint(0, 2.0, 0.01, 10), new RttPoint(64, 2.064, 0.01, 10), new RttPoint(1024, 3.024, 0.01, 10));
        TransferTimeRegimes regimes = fit(times);
        TransferRegime r = regimes.regimes().get(0);
        assertEquals(0, r.fromBytes());
        XYSeries line = series(BulkCharts.timeChart(times, regimes, null), BulkCharts.regimeName(r));
        double[] x = line.getXData();
        assertEquals(64 / 1.25, x[0], 1e-12, "the smallest size the axis shows");
        assertEquals(1024, x[x.length - 1], 0);
        assertEquals(r.t0().value() + 1024 * r.usPerByte().value(), line.getYData()[x.length - 1], 1e-9);
    }

    @Test
    void aRegimeOfOneSizeHasNoLine() {
        // The lone 4096-byte size forms its own regime (the jump behind it), which has no T0 or R to draw.
        List<RttPoint> times = List.of(
                new RttPoint(1024, 2.0, 0.01, 10),
                new RttPoint(2048, 3.0, 0.01, 10),
                new RttPoint(4096, 20.0, 0.01, 10));
        TransferTimeRegimes regimes = fit(times);
        assertEquals(2, regimes.regimes().size());
        XYChart chart = BulkCharts.timeChart(times, regimes, null);
        assertEquals(
                List.of(
                        BulkCharts.TIME_SERIES,
                        BulkCharts.regimeName(regimes.regimes().get(0))),
                List.copyOf(chart.getSeriesMap().keySet()));
    }

    @Test
    void refusesInputWithoutAPlottableSize() {
        TransferTimeRegimes regimes = fit(twoRegimeTimes());
        assertThrows(IllegalArgumentException.class, () -> BulkCharts.timeChart(List.of(), regimes, null));
        assertThrows(
                IllegalArgumentException.class,
                () -> BulkCharts.timeChart(List.of(new RttPoint(0, 1, 0.1, 5)), regimes, null));
        assertThrows(
                IllegalArgumentException.class,
                () -> BulkCharts.bandwidthChart(List.of(new RttPoint(0, 1, 0.1, 5)), regimes, null));
        IllegalArgumentException twice = assertThrows(
                IllegalArgumentException.class,
                () -> BulkCharts.timeChart(
                        List.of(new RttPoint(64, 1, 0.1, 5), new RttPoint(64, 2, 0.1, 5)), regimes, null));
        assertTrue(twice.getMessage().contains("64"), twice.getMessage());
    }

    // ---------------------------------------------------------------- Figure 7b

    @Test
    void bandwidthChartPlotsNOverTWithPropagatedCisTheRegimeModelsAndThePeakRate() {
        TransferTimeRegimes regimes = fit(twoRegimeTimes());
        List<TransferRegime> r = twoRegimes(regimes);
        XYChart chart = BulkCharts.bandwidthChart(withZeroBytes(twoRegimeTimes()), regimes, "Figure 7b");

        assertTrue(chart.getStyler().isXAxisLogarithmic());
        assertFalse(chart.getStyler().isYAxisLogarithmic());
        XYSeries data = series(chart, BulkCharts.BANDWIDTH_SERIES);
        assertArrayEquals(sizes(), data.getXData());
        for (int i = 0; i < SIZES.length; i++) {
            double t = timeUs(SIZES[i]);
            assertEquals(SIZES[i] / t, data.getYData()[i], 1e-12, "BW at " + SIZES[i]);
            assertEquals(SIZES[i] * 0.01 * t / (t * t), data.getExtraValues()[i], 1e-12, "BW CI at " + SIZES[i]);
        }

        for (TransferRegime regime : r) {
            XYSeries curve = series(chart, BulkCharts.regimeName(regime));
            assertOnRegime(
                    curve,
                    regime,
                    n -> n / (regime.t0().value() + n * regime.usPerByte().value()));
        }

        Estimate r0 = regimes.headline().orElseThrow().rateMBps();
        double rate = r0.value();
        // No measured point reaches R: the legend calls it the limit of n/T, with its CI by the one rule of numbers.
        XYSeries peak = series(
                chart,
                "R = " + io.logp.presentation.NumberText.withCi(rate, r0.ci95(), "MB/s")
                        + " (limit of n/T, large-message regime)");
        assertArrayEquals(new double[] {rate, rate}, peak.getYData());
        assertArrayEquals(new double[] {16, 65536}, peak.getXData());
        // From just below 0, so that the marker of a bandwidth near 0 is not cut by the edge.
        assertTrue(chart.getStyler().getYAxisMin() < 0, "the axis starts below 0");
        assertTrue(chart.getStyler().getYAxisMin() >= -0.05 * chart.getStyler().getYAxisMax(), "just below 0");
        assertTrue(chart.getStyler().getYAxisMax() > rate, "the R line must not sit on the plot border");
        // Named by its line, not in the legend (issue 48: a fourth legend row took a third of the paper figure).
        assertFalse(peak.isShowInLegend());
        String name = BulkCharts.limitLabel(io.logp.presentation.NumberText.withCi(rate, r0.ci95(), "MB/s"));
        for (io.logp.presentation.ChartOptions.Style style : io.logp.presentation.ChartOptions.Style.values()) {
            XYChart styled = BulkCharts.bandwidthChart(withZeroBytes(twoRegimeTimes()), regimes, "bandwidth");
            List<String> placed = PlacedNames.of(styled, style).stream()
                    .map(PlotLabels.Placed::text)
                    .toList();
            assertEquals(List.of(name), placed, style + ": the R line is named on the plot");
        }
    }

    // ---------------------------------------------------------------- Figure 10

    private static BulkSize size(int n, Estimate oS, Estimate g, double rttUs) {
        return new BulkSize(
                n,
                oS,
                Estimate.unknown(),
                g,
                Estimate.of(rttUs, 0.01 * rttUs),
                g.isKnown(),
                java.util.Optional.empty());
    }

    /** o_s constant to 2 KiB, then growing; g unknown (overhead-limited) at 256 B and 16 KiB; o_s unknown at 64 KiB. */
    private static BulkParameters bulk() {
        List<BulkSize> sizes = List.of(
                size(16, Estimate.of(1.00, 0.05), Estimate.of(2.0, 0.1), timeUs(16)),
                size(256, Estimate.of(1.02, 0.05), Estimate.unknown(), timeUs(256)),
                size(2048, Estimate.of(1.04, Double.NaN), Estimate.of(3.0, 0.1), timeUs(2048)),
                size(4096, Estimate.of(1.50, 0.05), Estimate.of(4.0, 0.2), timeUs(4096)),
                size(16384, Estimate.of(3.00, 0.05), Estimate.unknown(), timeUs(16384)),
                size(65536, Estimate.unknown(), Estimate.of(14.0, 0.5), timeUs(65536)));
        List<OverheadGrowth> growth = List.of(
                new OverheadGrowth(16, 2048, 3, Estimate.of(1.0, 0.02), Estimate.of(2e-5, 1e-5), false),
                new OverheadGrowth(4096, 16384, 2, Estimate.of(1.0, 0.1), Estimate.of(1.22e-4, 1e-5), true));
        return new BulkParameters(
                sizes, fit(twoRegimeTimes()), Estimate.of(2e-4, 1e-5), 4096, 65536, growth, List.of());
    }

    @Test
    void overheadChartDrawsOsGAndTWithoutTheUnknownValues() {
        BulkParameters bulk = bulk();
        XYChart chart = BulkOverheadChart.overheadChart(bulk, "Figure 10");
        assertTrue(chart.getStyler().isXAxisLogarithmic());
        assertTrue(chart.getStyler().isYAxisLogarithmic(), "o_s(n) spans decades");

        XYSeries os = series(chart, BulkOverheadChart.OVERHEAD_SERIES);
        assertArrayEquals(new double[] {16, 256, 2048, 4096, 16384}, os.getXData());
        assertArrayEquals(new double[] {1.00, 1.02, 1.04, 1.50, 3.00}, os.getYData());
        assertArrayEquals(new double[] {0.05, 0.05, 0, 0.05, 0.05}, os.getExtraValues());

        XYSeries g = series(chart, BulkOverheadChart.GAP_SERIES);
        assertArrayEquals(new double[] {16, 2048, 4096, 65536}, g.getXData());
        assertArrayEquals(new double[] {2.0, 3.0, 4.0, 14.0}, g.getYData());
        for (double v : g.getYData()) assertFalse(Double.isNaN(v));

        XYSeries t = series(chart, BulkOverheadChart.RTT_SERIES);
        assertArrayEquals(sizes(), t.getXData());
        for (int i = 0; i < SIZES.length; i++) {
            assertEquals(timeUs(SIZES[i]), t.getYData()[i], 0);
            // The paper's overlap argument, on the plotted numbers: the sender is busy for less than the transfer.
            if (i < os.getYData().length) assertTrue(os.getYData()[i] < t.getYData()[i], "o_s < T at " + SIZES[i]);
        }
    }

    /**
     * The constant line is drawn at the level it states, the mean o_s of its sizes (1.00, 1.02, 1.04: 1.02 us), not
     * along its least-squares slope; the linear one along a + b n. Each only over the sizes it was fitted to, and
     * inside the plot.
     */
    @Test
    void overheadChartDrawsEachOsLineOverItsSizesWithTheValuesItStates() {
        BulkParameters bulk = bulk();
        XYChart chart = BulkOverheadChart.overheadChart(bulk, null);
        XYSeries constant = series(chart, "o_s(n) = 1.02 us, constant over 16–2048 B (16..2048 B)");
        XYSeries linear = series(chart, "o_s(n) = 1.00 ± 0.10 us + 0.125 ± 0.010 us/KiB n (4096..16384 B)");
        for (double y : constant.getYData()) assertEquals(1.02, y, 1e-12, "flat at its level");
        for (int i = 0; i < 2; i++) {
            OverheadGrowth growth = bulk.growth().get(i);
            double[] x = (i == 0 ? constant : linear).getXData();
            double[] y = (i == 0 ? constant : linear).getYData();
            assertEquals(growth.fromBytes(), x[0], 0);
            assertEquals(growth.toBytes(), x[x.length - 1], 0);
            for (int k = 0; k < x.length; k++) {
                assertTrue(x[k] >= growth.fromBytes() && x[k] <= growth.toBytes(), "x = " + x[k]);
                if (i == 1)
                    assertEquals(growth.intercept().value() + growth.perByte().value() * x[k], y[k], 1e-9);
                assertTrue(y[k] > chart.getStyler().getYAxisMin()
                        && y[k] < chart.getStyler().getYAxisMax());
            }
        }
        assertEquals(
                XYSeries.XYSeriesRenderStyle.Scatter,
                series(chart, BulkOverheadChart.OVERHEAD_SERIES).getXYSeriesRenderStyle(),
                "markers only");
        assertEquals(5, chart.getSeriesMap().size(), "" + chart.getSeriesMap().keySet());
        double min = chart.getStyler().getYAxisMin();
        double max = chart.getStyler().getYAxisMax();
        assertTrue(LogTicks.of(min, max, false).size() >= 3, min + ".." + max);
    }

    @Test
    void overheadChartLeavesOutASeriesWithNoKnownValueAndRefusesOneWithoutOs() {
        List<BulkSize> noG = List.of(
                size(64, Estimate.of(1.0, 0.1), Estimate.unknown(), 3.0),
                size(128, Estimate.of(1.1, 0.1), Estimate.unknown(), 3.5));
        BulkParameters bulk =
                new BulkParameters(noG, fit(twoRegimeTimes()), Estimate.unknown(), 0, 0, List.of(), List.of());
        XYChart chart = BulkOverheadChart.overheadChart(bulk, null);
        assertNull(chart.getSeriesMap().get(BulkOverheadChart.GAP_SERIES));
        assertEquals(
                List.of(BulkOverheadChart.OVERHEAD_SERIES, BulkOverheadChart.RTT_SERIES),
                List.copyOf(chart.getSeriesMap().keySet()));

        List<BulkSize> noOs = List.of(size(64, Estimate.unknown(), Estimate.of(2.0, 0.1), 3.0));
        BulkParameters withoutOs =
                new BulkParameters(noOs, fit(twoRegimeTimes()), Estimate.unknown(), 0, 0, List.of(), List.of());
        assertThrows(IllegalArgumentException.class, () -> BulkOverheadChart.overheadChart(withoutOs, null));
        BulkParameters empty =
                new BulkParameters(List.of(), fit(twoRegimeTimes()), Estimate.unknown(), 0, 0, List.of(), List.of());
        assertThrows(IllegalArgumentException.class, () -> BulkOverheadChart.overheadChart(empty, null));
    }

    // ---------------------------------------------------------------- files

    @Test
    void rendersAllThreeChartsAsPngAndSvg() throws Exception {
        List<RttPoint> times = twoRegimeTimes();
        TransferTimeRegimes regimes = fit(times);
        List<List<Path>> written = List.of(
                BulkCharts.renderTime(times, regimes, "T(n)", dir.resolve("bulk_time.png")),
                BulkCharts.renderBandwidth(times, regimes, "BW(n)", dir.resolve("bulk_bw")),
                BulkOverheadChart.renderOverhead(bulk(), "o_s(n)", dir.resolve("sub/bulk_os.png")));
        assertEquals(List.of(dir.resolve("bulk_time.png"), dir.resolve("bulk_time.svg")), written.get(0));
        assertEquals(List.of(dir.resolve("bulk_bw.png"), dir.resolve("bulk_bw.svg")), written.get(1));
        assertEquals(List.of(dir.resolve("sub/bulk_os.png"), dir.resolve("sub/bulk_os.svg")), written.get(2));
        for (List<Path> files : written) {
            for (Path f : files) assertTrue(Files.size(f) > 0, f + " is empty");
            BufferedImage image = ImageIO.read(files.get(0).toFile());
            assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
            assertEquals(ChartStyle.HEIGHT_PX, image.getHeight());
            assertTrue(Files.readString(files.get(1)).contains("<svg"), files.get(1) + " is no SVG");
        }
    }
}
