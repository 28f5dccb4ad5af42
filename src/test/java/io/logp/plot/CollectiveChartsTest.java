package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveMean;
import io.logp.data.CollectiveOp;
import io.logp.fit.CollectiveModel;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/** The collective charts: checks the numbers they plot (measured, CI bars, LogP predictions), never their pixels. */
class CollectiveChartsTest {

    /** o_s = 1, o_r = 2, g = 4, L = 5, G = 0.01 us/byte: hop(8) = 8.08, gap(8) = 4.08, hop(0) = 8. */
    private static final CollectiveModel MODEL = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, 0.01));

    private static final String BCAST = "bcast 8 B";
    private static final String BCAST_LOGP = "bcast 8 B LogP";
    private static final String BARRIER = "barrier";
    private static final String BARRIER_LOGP = "barrier LogP";
    private static final String ALLREDUCE = "allreduce 8 B";
    private static final String ALLREDUCE_LOGP = "allreduce 8 B LogP";

    @TempDir
    Path dir;

    private static CollectiveMean row(CollectiveOp op, int nBytes, int p, double meanUs, double halfWidthUs) {
        return new CollectiveMean(op, nBytes, p, meanUs, halfWidthUs);
    }

    /**
     * bcast 8 B at P = 2, 3, 4 (and 64 B at P = 4, which the P chart leaves out), a barrier at P = 2, 3, 4 and an
     * allreduce at 8, 64, 512 B for P = 4 only; out of order, which the charts must sort.
     */
    private static List<CollectiveMean> rows() {
        return List.of(
                row(CollectiveOp.ALLREDUCE, 512, 4, 20.0, 1.0),
                row(CollectiveOp.BCAST, 8, 4, 2.1, 0.3),
                row(CollectiveOp.BARRIER, 0, 3, 5.0, 0.5),
                row(CollectiveOp.BCAST, 8, 2, 1.0, 0.1),
                row(CollectiveOp.ALLREDUCE, 8, 4, 4.0, 0.4),
                row(CollectiveOp.BCAST, 64, 4, 3.0, 0.2),
                row(CollectiveOp.BARRIER, 0, 2, 3.0, 0.3),
                row(CollectiveOp.BCAST, 8, 3, 1.6, 0.2),
                row(CollectiveOp.ALLREDUCE, 64, 4, 6.0, 0.6),
                row(CollectiveOp.BARRIER, 0, 4, 6.0, 0.6));
    }

    private static XYSeries series(XYChart chart, String name) {
        XYSeries series = chart.getSeriesMap().get(name);
        assertNotNull(
                series,
                () -> "no series '" + name + "' among " + chart.getSeriesMap().keySet());
        return series;
    }

    private static double[] predicted(CollectiveOp op, int nBytes, int... p) {
        double[] us = new double[p.length];
        for (int i = 0; i < p.length; i++)
            us[i] = MODEL.predict(op, nBytes, p[i]).us();
        return us;
    }

    // ---------------------------------------------------------------- time against P

    @Test
    void vsRanksDrawsEachOpAtItsSmallestSizeWithCiBarsAndItsPrediction() {
        XYChart chart = CollectiveCharts.buildVsRanks(rows(), MODEL, "collectives");

        // CollectiveOp order, each measured curve followed by its prediction.
        assertEquals(
                List.of(BARRIER, BARRIER_LOGP, BCAST, BCAST_LOGP, ALLREDUCE, ALLREDUCE_LOGP),
                List.copyOf(chart.getSeriesMap().keySet()));
        assertEquals(CollectiveCharts.RANKS_AXIS_TITLE, chart.getXAxisTitle());
        assertEquals(CollectiveCharts.TIME_AXIS_TITLE, chart.getYAxisTitle());

        XYSeries bcast = series(chart, BCAST);
        assertArrayEquals(new double[] {2, 3, 4}, bcast.getXData());
        assertArrayEquals(new double[] {1.0, 1.6, 2.1}, bcast.getYData());
        assertArrayEquals(new double[] {0.1, 0.2, 0.3}, bcast.getExtraValues(), "CI half-widths as error bars");

        XYSeries bcastLogp = series(chart, BCAST_LOGP);
        assertArrayEquals(new double[] {2, 3, 4}, bcastLogp.getXData());
        assertArrayEquals(predicted(CollectiveOp.BCAST, 8, 2, 3, 4), bcastLogp.getYData());
        // By hand: hop; the root's second send, then a hop; two hops down the tree.
        assertArrayEquals(new double[] {8.08, 4.08 + 8.08, 2 * 8.08}, bcastLogp.getYData(), 1e-9);
        assertEquals(null, bcastLogp.getExtraValues(), "a prediction has no error bars");
        assertEquals(ChartStyle.DASHED, bcastLogp.getLineStyle());
        assertEquals(bcast.getLineColor(), bcastLogp.getLineColor(), "a prediction takes its op's colour");

        XYSeries barrier = series(chart, BARRIER);
        assertArrayEquals(new double[] {2, 3, 4}, barrier.getXData());
        assertArrayEquals(new double[] {3.0, 5.0, 6.0}, barrier.getYData());
        assertArrayEquals(new double[] {0.3, 0.5, 0.6}, barrier.getExtraValues());
        assertArrayEquals(new double[] {8, 16, 16}, series(chart, BARRIER_LOGP).getYData(), 1e-9);
        assertFalse(barrier.getLineColor().equals(bcast.getLineColor()), "one colour per op");

        // The allreduce was measured at P = 4 only: a lone point, at its smallest size.
        XYSeries allreduce = series(chart, ALLREDUCE);
        assertArrayEquals(new double[] {4}, allreduce.getXData());
        assertArrayEquals(new double[] {4.0}, allreduce.getYData());
        assertArrayEquals(
                predicted(CollectiveOp.ALLREDUCE, 8, 4),
                series(chart, ALLREDUCE_LOGP).getYData());

        // 1.0 to 16.16 us is less than a factor 20: a linear axis from 0, with room above the highest prediction.
        assertFalse(chart.getStyler().isYAxisLogarithmic());
        assertEquals(0.0, chart.getStyler().getYAxisMin());
        assertEquals(
                2 * 8.08 * (1 + CollectiveCharts.LINEAR_HEADROOM),
                chart.getStyler().getYAxisMax(),
                1e-9);
        assertFalse(chart.getStyler().isXAxisLogarithmic());
    }

    @Test
    void vsRanksWithoutAModelDrawsTheMeasurementsAlone() {
        XYChart chart = CollectiveCharts.buildVsRanks(rows(), null, null);
        assertEquals(
                List.of(BARRIER, BCAST, ALLREDUCE),
                List.copyOf(chart.getSeriesMap().keySet()));
        assertArrayEquals(new double[] {1.0, 1.6, 2.1}, series(chart, BCAST).getYData());
    }

    @Test
    void vsRanksLeavesOutAPredictionWithNoKnownValue() {
        // L unknown: every prediction is NaN.
        CollectiveModel unknown = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, Double.NaN, 0.01));
        XYChart chart = CollectiveCharts.buildVsRanks(rows(), unknown, null);
        assertEquals(
                List.of(BARRIER, BCAST, ALLREDUCE),
                List.copyOf(chart.getSeriesMap().keySet()));

        // G unknown: only the barrier, which moves no bytes, is predicted.
        CollectiveModel noG = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, Double.NaN));
        chart = CollectiveCharts.buildVsRanks(rows(), noG, null);
        assertEquals(
                List.of(BARRIER, BARRIER_LOGP, BCAST, ALLREDUCE),
                List.copyOf(chart.getSeriesMap().keySet()));
        for (double y : series(chart, BARRIER_LOGP).getYData()) assertTrue(Double.isFinite(y));
    }

    @Test
    void vsRanksTurnsLogarithmicBeyondAFactor20AndKeepsErrorBarsAboveZero() {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, 5.0),
                row(CollectiveOp.BCAST, 8, 3, 4.0, 0.5),
                row(CollectiveOp.BCAST, 8, 4, 50.0, Double.NaN));
        XYChart chart = CollectiveCharts.buildVsRanks(rows, null, null);
        assertTrue(chart.getStyler().isYAxisLogarithmic(), "1 to 50 us spans more than a factor 20");
        XYSeries bcast = series(chart, BCAST);
        assertArrayEquals(new double[] {1.0, 4.0, 50.0}, bcast.getYData());
        // A bar of 5 us below 1 us would reach below 0; an unknown CI draws none.
        assertArrayEquals(
                new double[] {TransferTimeChart.MAX_BAR_FRACTION * 1.0, 0.5, 0}, bcast.getExtraValues(), 1e-12);
        for (int i = 0; i < 3; i++) assertTrue(bcast.getYData()[i] - bcast.getExtraValues()[i] > 0);
        // The axis reaches below the shortened bar and above the highest point.
        assertEquals(0.1 / CollectiveCharts.LOG_MARGIN_FACTOR, chart.getStyler().getYAxisMin(), 1e-12);
        assertEquals(50 * CollectiveCharts.LOG_MARGIN_FACTOR, chart.getStyler().getYAxisMax(), 1e-12);

        // The predictions count too: 1.0 to 2.1 us measured against 16.16 us predicted is less than 20 ...
        List<CollectiveMean> bcast8 = rows().stream()
                .filter(r -> r.op() == CollectiveOp.BCAST && r.nBytes() == 8)
                .toList();
        XYChart near = CollectiveCharts.buildVsRanks(bcast8, MODEL, null);
        assertFalse(near.getStyler().isYAxisLogarithmic());
        // ... but 0.5 us measured against 16.16 us predicted is more.
        List<CollectiveMean> fast =
                List.of(row(CollectiveOp.BCAST, 8, 2, 0.5, 0.1), row(CollectiveOp.BCAST, 8, 4, 0.7, 0.1));
        assertFalse(CollectiveCharts.buildVsRanks(fast, null, null).getStyler().isYAxisLogarithmic());
        assertTrue(CollectiveCharts.buildVsRanks(fast, MODEL, null).getStyler().isYAxisLogarithmic());
    }

    @Test
    void vsRanksDropsMeasuredPointsWithoutAMeanKeepsTheirPredictionAndDrawsNoBarForNaNCis() throws Exception {
        List<CollectiveMean> rows = new ArrayList<>(List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, Double.NaN),
                row(CollectiveOp.BCAST, 8, 3, Double.NaN, Double.NaN),
                row(CollectiveOp.BCAST, 8, 4, 2.1, Double.NaN)));
        // An op with no valid launch at all is no series.
        rows.add(new CollectiveMean(CollectiveOp.GATHER, 8, 4, Double.NaN, Double.NaN));
        XYChart chart = CollectiveCharts.buildVsRanks(rows, MODEL, null);
        assertEquals(
                List.of(BCAST, BCAST_LOGP), List.copyOf(chart.getSeriesMap().keySet()));
        assertArrayEquals(new double[] {2, 4}, series(chart, BCAST).getXData());
        assertArrayEquals(new double[] {0, 0}, series(chart, BCAST).getExtraValues());
        // The prediction is drawn at P = 3 too: the measurement failing there says nothing about the model.
        assertArrayEquals(
                predicted(CollectiveOp.BCAST, 8, 2, 3, 4),
                series(chart, BCAST_LOGP).getYData());

        List<Path> written = CollectiveCharts.renderVsRanks(rows, MODEL, "NaN CIs", dir.resolve("nan.png"));
        assertEquals(List.of(dir.resolve("nan.png"), dir.resolve("nan.svg")), written);
        assertTrue(Files.size(written.get(0)) > 1000);
    }

    /** Oversubscribed, the largest P often has no valid launch at some size: the chart falls back to a smaller P. */
    @Test
    void vsSizeFallsBackToTheLargestPWithACurve() {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, 0.1),
                row(CollectiveOp.BCAST, 64, 2, 1.5, 0.1),
                row(CollectiveOp.BCAST, 8, 4, 3.0, 0.1),
                new CollectiveMean(CollectiveOp.BCAST, 64, 4, Double.NaN, Double.NaN));
        XYChart chart = CollectiveCharts.buildVsSize(rows, MODEL, "run").orElseThrow();
        assertEquals("run (P = 2)", chart.getTitle());
        assertArrayEquals(new double[] {8, 64}, series(chart, "bcast").getXData());
        assertArrayEquals(new double[] {1.0, 1.5}, series(chart, "bcast").getYData());
    }

    @Test
    void vsRanksRefusesATableWithNothingToPlotOrARepeatedPoint() {
        assertThrows(IllegalArgumentException.class, () -> CollectiveCharts.buildVsRanks(List.of(), MODEL, null));
        assertThrows(
                IllegalArgumentException.class,
                () -> CollectiveCharts.buildVsRanks(
                        List.of(row(CollectiveOp.BCAST, 8, 2, Double.NaN, Double.NaN)), MODEL, null));
        IllegalArgumentException twice = assertThrows(
                IllegalArgumentException.class,
                () -> CollectiveCharts.buildVsRanks(
                        List.of(row(CollectiveOp.BCAST, 8, 2, 1, 0.1), row(CollectiveOp.BCAST, 8, 2, 2, 0.1)),
                        MODEL,
                        null));
        assertTrue(twice.getMessage().contains("bcast n_bytes = 8, p = 2"), twice.getMessage());
    }

    @Test
    void pAxisShowsWholeRanksAroundThePoints() {
        XYChart chart = CollectiveCharts.buildVsRanks(rows(), MODEL, null);
        assertEquals(CollectiveCharts.RANKS_PATTERN, chart.getStyler().getXAxisDecimalPattern());
        assertEquals(1.5, chart.getStyler().getXAxisMin());
        assertEquals(4.5, chart.getStyler().getXAxisMax());
        // A lone P: a rank either side, else XChart draws no tick.
        XYChart lone = CollectiveCharts.buildVsRanks(List.of(row(CollectiveOp.ALLREDUCE, 8, 4, 4.0, 0.4)), null, null);
        assertEquals(3.0, lone.getStyler().getXAxisMin());
        assertEquals(5.0, lone.getStyler().getXAxisMax());
    }

    // ---------------------------------------------------------------- time against n

    @Test
    void vsSizeDrawsEveryOpWithTwoSizesAtTheLargestPOnLogLogAxes() {
        XYChart chart = CollectiveCharts.buildVsSize(rows(), MODEL, "P = 4").orElseThrow();
        assertTrue(chart.getStyler().isXAxisLogarithmic());
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        assertEquals(CollectiveCharts.SIZE_AXIS_TITLE, chart.getXAxisTitle());
        // No barrier: it moves no data. The bcast has 8 and 64 B at P = 4.
        assertEquals(
                List.of("bcast", "bcast LogP", "allreduce", "allreduce LogP"),
                List.copyOf(chart.getSeriesMap().keySet()));

        XYSeries allreduce = series(chart, "allreduce");
        assertArrayEquals(new double[] {8, 64, 512}, allreduce.getXData());
        assertArrayEquals(new double[] {4.0, 6.0, 20.0}, allreduce.getYData());
        assertArrayEquals(new double[] {0.4, 0.6, 1.0}, allreduce.getExtraValues());
        XYSeries model = series(chart, "allreduce LogP");
        assertArrayEquals(new double[] {8, 64, 512}, model.getXData());
        double[] expected = new double[3];
        int[] sizes = {8, 64, 512};
        for (int i = 0; i < 3; i++)
            expected[i] = MODEL.predict(CollectiveOp.ALLREDUCE, sizes[i], 4).us();
        assertArrayEquals(expected, model.getYData());
        assertArrayEquals(new double[] {2 * 8.08, 2 * 8.64, 2 * 13.12}, model.getYData(), 1e-9);

        XYSeries bcast = series(chart, "bcast");
        assertArrayEquals(new double[] {8, 64}, bcast.getXData());
        assertArrayEquals(new double[] {2.1, 3.0}, bcast.getYData());
        assertEquals(ChartStyle.DASHED, model.getLineStyle());
        assertEquals(allreduce.getLineColor(), model.getLineColor());

        // An op keeps its colour from the P chart of the same table.
        XYChart ranks = CollectiveCharts.buildVsRanks(rows(), MODEL, null);
        assertEquals(series(ranks, ALLREDUCE).getLineColor(), allreduce.getLineColor());
        assertEquals(series(ranks, BCAST).getLineColor(), bcast.getLineColor());
    }

    @Test
    void vsSizeWithoutAModelDrawsTheMeasurementsAlone() {
        XYChart chart = CollectiveCharts.buildVsSize(rows(), null, null).orElseThrow();
        assertEquals(
                List.of("bcast", "allreduce"), List.copyOf(chart.getSeriesMap().keySet()));
    }

    @Test
    void vsSizeLeavesOutSizesALogAxisCannotShowAndCapsTheBars() {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.GATHER, 0, 8, 1.0, 0.1),
                row(CollectiveOp.GATHER, 16, 8, 2.0, 10.0),
                row(CollectiveOp.GATHER, 256, 8, 4.0, Double.NaN),
                row(CollectiveOp.GATHER, 1024, 8, Double.NaN, Double.NaN),
                // At a smaller P: not in the chart of P = 8.
                row(CollectiveOp.GATHER, 4096, 4, 9.0, 0.1));
        XYSeries gather = series(CollectiveCharts.buildVsSize(rows, null, null).orElseThrow(), "gather");
        assertArrayEquals(new double[] {16, 256}, gather.getXData());
        assertArrayEquals(new double[] {2.0, 4.0}, gather.getYData());
        assertArrayEquals(new double[] {TransferTimeChart.MAX_BAR_FRACTION * 2.0, 0}, gather.getExtraValues(), 1e-12);
    }

    @Test
    void vsSizeWritesNothingWhenNoOpHasTwoSizes() throws Exception {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, 0.1),
                row(CollectiveOp.BCAST, 8, 4, 2.0, 0.1),
                row(CollectiveOp.ALLREDUCE, 8, 4, 3.0, 0.1),
                row(CollectiveOp.BARRIER, 0, 4, 2.0, 0.1),
                // Two sizes, but one has no valid launch: no curve at any P.
                row(CollectiveOp.SCATTER, 8, 2, 1.0, 0.1),
                new CollectiveMean(CollectiveOp.SCATTER, 64, 2, Double.NaN, Double.NaN));
        assertEquals(Optional.empty(), CollectiveCharts.buildVsSize(rows, MODEL, null));
        assertEquals(Optional.empty(), CollectiveCharts.buildVsSize(List.of(), MODEL, null));
        Path png = dir.resolve("size.png");
        assertEquals(List.of(), CollectiveCharts.renderVsSize(rows, MODEL, "none", png));
        assertFalse(Files.exists(png));
        assertFalse(Files.exists(dir.resolve("size.svg")));
    }

    // ---------------------------------------------------------------- files

    @Test
    void rendersBothChartsAsPngAndSvg() throws Exception {
        List<List<Path>> written = List.of(
                CollectiveCharts.renderVsRanks(rows(), MODEL, "collectives against P", dir.resolve("ranks.png")),
                CollectiveCharts.renderVsSize(rows(), MODEL, "collectives at P = 4", dir.resolve("sub/size")));
        assertEquals(List.of(dir.resolve("ranks.png"), dir.resolve("ranks.svg")), written.get(0));
        assertEquals(List.of(dir.resolve("sub/size.png"), dir.resolve("sub/size.svg")), written.get(1));
        for (List<Path> files : written) {
            assertTrue(Files.size(files.get(0)) > 1000, files.get(0) + " is too small");
            BufferedImage image = ImageIO.read(files.get(0).toFile());
            assertNotNull(image, "ImageIO reads the PNG");
            assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
            assertEquals(ChartStyle.HEIGHT_PX, image.getHeight());
            String svg = Files.readString(files.get(1));
            assertTrue(svg.contains("<svg"), files.get(1) + " is no SVG");
        }
    }

    @Test
    void rendersALogarithmicPChartWithBarsReachingBelowZero() throws Exception {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, 5.0),
                row(CollectiveOp.BCAST, 8, 4, 50.0, 100.0),
                row(CollectiveOp.ALLTOALL, 8, 4, 30.0, Double.NaN));
        List<Path> written = CollectiveCharts.renderVsRanks(rows, MODEL, null, dir.resolve("log.png"));
        BufferedImage image = ImageIO.read(written.get(0).toFile());
        assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
    }
}
