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

/**
 * The collective charts: checks the numbers they plot (measured, CI bars, LogP predictions) in each family's panel,
 * never their pixels, and the size of the figure the panels make.
 */
class CollectiveChartsTest {

    /** o_s = 1, o_r = 2, g = 4, L = 5, G = 0.01 us/byte: hop(8) = 8.08, gap(8) = 4.08, hop(0) = 8. */
    private static final CollectiveModel MODEL = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, 0.01));

    private static final String BCAST = "bcast 8 B";
    private static final String BCAST_LOGP = "LogP: bcast (binomial tree)";
    private static final String BARRIER = "barrier";
    private static final String BARRIER_LOGP = "LogP: barrier (dissemination)";
    private static final String ALLREDUCE = "allreduce 8 B";
    private static final String ALLREDUCE_LOGP = "LogP: allreduce (recursive doubling)";

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

    private static final CollectiveFamily ROOTED = CollectiveFamily.ROOTED;
    private static final CollectiveFamily ALL = CollectiveFamily.ALL_TO_ALL;
    private static final CollectiveFamily BARRIER_FAMILY = CollectiveFamily.BARRIER;

    /** The series names of a panel, in legend order. */
    private static List<String> names(XYChart chart) {
        return List.copyOf(chart.getSeriesMap().keySet());
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
        CollectiveFigure figure = CollectiveCharts.buildVsRanks(rows(), MODEL, "collectives");
        assertEquals("collectives", figure.title());

        // A panel per family measured, in family order; in each the measured curves, then the predictions.
        assertEquals(List.of(ROOTED, ALL, BARRIER_FAMILY), figure.families());
        XYChart chart = figure.panel(ROOTED);
        assertEquals(List.of(BCAST, BCAST_LOGP), names(chart));
        assertEquals(List.of(ALLREDUCE, ALLREDUCE_LOGP), names(figure.panel(ALL)));
        assertEquals(List.of(BARRIER, BARRIER_LOGP), names(figure.panel(BARRIER_FAMILY)));
        assertEquals(ROOTED.title(), chart.getTitle());
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

        // A prediction marks its points, so that one at a lone P is seen too.
        assertEquals(ChartStyle.LEVEL, bcastLogp.getMarker());

        XYChart barriers = figure.panel(BARRIER_FAMILY);
        XYSeries barrier = series(barriers, BARRIER);
        assertArrayEquals(new double[] {2, 3, 4}, barrier.getXData());
        assertArrayEquals(new double[] {3.0, 5.0, 6.0}, barrier.getYData());
        assertArrayEquals(new double[] {0.3, 0.5, 0.6}, barrier.getExtraValues());
        assertArrayEquals(
                new double[] {8, 16, 16}, series(barriers, BARRIER_LOGP).getYData(), 1e-9);

        // The allreduce was measured at P = 4 only: a lone point, at its smallest size.
        XYChart allToAll = figure.panel(ALL);
        XYSeries allreduce = series(allToAll, ALLREDUCE);
        assertArrayEquals(new double[] {4}, allreduce.getXData());
        assertArrayEquals(new double[] {4.0}, allreduce.getYData());
        assertArrayEquals(
                predicted(CollectiveOp.ALLREDUCE, 8, 4),
                series(allToAll, ALLREDUCE_LOGP).getYData());

        // 1.0 to 16.16 us is less than a factor 20: a linear axis from 0, with room above the highest prediction.
        assertFalse(chart.getStyler().isYAxisLogarithmic());
        assertEquals(CollectiveCharts.LINEAR_TIME_PATTERN, chart.getStyler().getYAxisDecimalPattern());
        assertEquals(0.0, chart.getStyler().getYAxisMin());
        assertEquals(
                2 * 8.08 * (1 + CollectiveCharts.LINEAR_HEADROOM),
                chart.getStyler().getYAxisMax(),
                1e-9);
        assertFalse(chart.getStyler().isXAxisLogarithmic());
        // Each panel scales its time axis to its own ops: the barrier's reaches 16 us, its highest prediction.
        assertEquals(
                16 * (1 + CollectiveCharts.LINEAR_HEADROOM),
                barriers.getStyler().getYAxisMax(),
                1e-9);
    }

    @Test
    void vsRanksWithoutAModelDrawsTheMeasurementsAlone() {
        CollectiveFigure figure = CollectiveCharts.buildVsRanks(rows(), null, null);
        assertEquals(List.of(BCAST), names(figure.panel(ROOTED)));
        assertEquals(List.of(ALLREDUCE), names(figure.panel(ALL)));
        assertEquals(List.of(BARRIER), names(figure.panel(BARRIER_FAMILY)));
        assertArrayEquals(
                new double[] {1.0, 1.6, 2.1},
                series(figure.panel(ROOTED), BCAST).getYData());
    }

    @Test
    void vsRanksLeavesOutAPredictionWithNoKnownValue() {
        // L unknown: every prediction is NaN.
        CollectiveModel unknown = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, Double.NaN, 0.01));
        CollectiveFigure figure = CollectiveCharts.buildVsRanks(rows(), unknown, null);
        assertEquals(List.of(BCAST), names(figure.panel(ROOTED)));
        assertEquals(List.of(ALLREDUCE), names(figure.panel(ALL)));
        assertEquals(List.of(BARRIER), names(figure.panel(BARRIER_FAMILY)));

        // G unknown: only the barrier, which moves no bytes, is predicted.
        CollectiveModel noG = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, Double.NaN));
        figure = CollectiveCharts.buildVsRanks(rows(), noG, null);
        assertEquals(List.of(BCAST), names(figure.panel(ROOTED)));
        assertEquals(List.of(ALLREDUCE), names(figure.panel(ALL)));
        assertEquals(List.of(BARRIER, BARRIER_LOGP), names(figure.panel(BARRIER_FAMILY)));
        for (double y : series(figure.panel(BARRIER_FAMILY), BARRIER_LOGP).getYData()) assertTrue(Double.isFinite(y));
    }

    @Test
    void vsRanksTurnsLogarithmicBeyondAFactor20AndKeepsErrorBarsAboveZero() {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, 5.0),
                row(CollectiveOp.BCAST, 8, 3, 4.0, 0.5),
                row(CollectiveOp.BCAST, 8, 4, 50.0, Double.NaN));
        XYChart chart = CollectiveCharts.buildVsRanks(rows, null, null).panel(ROOTED);
        assertTrue(chart.getStyler().isYAxisLogarithmic(), "1 to 50 us spans more than a factor 20");
        XYSeries bcast = series(chart, BCAST);
        assertArrayEquals(new double[] {1.0, 4.0, 50.0}, bcast.getYData());
        // A bar of 5 us below 1 us would reach below 0; an unknown CI draws none.
        assertArrayEquals(
                new double[] {TransferTimeChart.MAX_BAR_FRACTION * 1.0, 0.5, 0}, bcast.getExtraValues(), 1e-12);
        for (int i = 0; i < 3; i++) assertTrue(bcast.getYData()[i] - bcast.getExtraValues()[i] > 0);
        // The axis reaches below half the lowest point (a bar reaching further is cut by it: issue 48, no decades
        // without data) and above the highest point.
        assertEquals(
                LogAxes.LOWEST_BAR_SHARE * 1.0 / CollectiveCharts.LOG_MARGIN_FACTOR,
                chart.getStyler().getYAxisMin(),
                1e-12);
        assertEquals(50 * CollectiveCharts.LOG_MARGIN_FACTOR, chart.getStyler().getYAxisMax(), 1e-12);

        // The predictions count too: 1.0 to 2.1 us measured against 16.16 us predicted is less than 20 ...
        List<CollectiveMean> bcast8 = rows().stream()
                .filter(r -> r.op() == CollectiveOp.BCAST && r.nBytes() == 8)
                .toList();
        XYChart near = CollectiveCharts.buildVsRanks(bcast8, MODEL, null).panel(ROOTED);
        assertFalse(near.getStyler().isYAxisLogarithmic());
        // ... but 0.5 us measured against 16.16 us predicted is more.
        List<CollectiveMean> fast =
                List.of(row(CollectiveOp.BCAST, 8, 2, 0.5, 0.1), row(CollectiveOp.BCAST, 8, 4, 0.7, 0.1));
        assertFalse(CollectiveCharts.buildVsRanks(fast, null, null)
                .panel(ROOTED)
                .getStyler()
                .isYAxisLogarithmic());
        assertTrue(CollectiveCharts.buildVsRanks(fast, MODEL, null)
                .panel(ROOTED)
                .getStyler()
                .isYAxisLogarithmic());
    }

    @Test
    void vsRanksDropsMeasuredPointsWithoutAMeanKeepsTheirPredictionAndDrawsNoBarForNaNCis() throws Exception {
        List<CollectiveMean> rows = new ArrayList<>(List.of(
                row(CollectiveOp.BCAST, 8, 2, 1.0, Double.NaN),
                row(CollectiveOp.BCAST, 8, 3, Double.NaN, Double.NaN),
                row(CollectiveOp.BCAST, 8, 4, 2.1, Double.NaN)));
        // An op with no valid launch at all is no series.
        rows.add(new CollectiveMean(CollectiveOp.GATHER, 8, 4, Double.NaN, Double.NaN));
        CollectiveFigure figure = CollectiveCharts.buildVsRanks(rows, MODEL, null);
        assertEquals(List.of(ROOTED), figure.families(), "the gather is drawn in the bcast's panel, or not at all");
        XYChart chart = figure.panel(ROOTED);
        assertEquals(List.of(BCAST, BCAST_LOGP), names(chart));
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
        CollectiveFigure figure =
                CollectiveCharts.buildVsSize(rows, MODEL, "run").orElseThrow();
        assertEquals("run (P = 2)", figure.title());
        XYChart chart = figure.panel(ROOTED);
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
        // Every panel spans the P of the whole figure, the allreduce's too, which has P = 4 alone.
        for (XYChart chart :
                CollectiveCharts.buildVsRanks(rows(), MODEL, null).panels().values()) {
            assertEquals(
                    List.of("2", "3", "4"),
                    CollectiveCharts.rankTicks(2, 4).stream()
                            .map(LogTicks.Tick::text)
                            .toList());
            assertEquals(1.5, chart.getStyler().getXAxisMin());
            assertEquals(4.5, chart.getStyler().getXAxisMax());
        }
        // A lone P: a rank either side, else XChart draws no tick.
        XYChart lone = CollectiveCharts.buildVsRanks(List.of(row(CollectiveOp.ALLREDUCE, 8, 4, 4.0, 0.4)), null, null)
                .panel(ALL);
        assertEquals(3.0, lone.getStyler().getXAxisMin());
        assertEquals(5.0, lone.getStyler().getXAxisMax());
    }

    // ---------------------------------------------------------------- time against n

    @Test
    void vsSizeDrawsEveryOpWithTwoSizesAtTheLargestPOnLogLogAxes() {
        CollectiveFigure figure =
                CollectiveCharts.buildVsSize(rows(), MODEL, "P = 4").orElseThrow();
        // No barrier: it moves no data. The bcast has 8 and 64 B at P = 4.
        assertEquals(List.of(ROOTED, ALL), figure.families());
        for (XYChart panel : figure.panels().values()) {
            assertTrue(panel.getStyler().isXAxisLogarithmic());
            assertTrue(panel.getStyler().isYAxisLogarithmic());
            assertEquals(CollectiveCharts.SIZE_AXIS_TITLE, panel.getXAxisTitle());
            // One size axis for the figure: the allreduce's 8 to 512 B, in the bcast's panel too, a margin either
            // side and no wider (issue 48: no decade without data).
            assertEquals(8 / 1.25, panel.getStyler().getXAxisMin(), 1e-12);
            assertEquals(512 * 1.25, panel.getStyler().getXAxisMax(), 1e-12);
        }
        XYChart chart = figure.panel(ALL);
        XYChart rooted = figure.panel(ROOTED);
        assertEquals(List.of("bcast", "LogP: bcast (binomial tree)"), names(rooted));
        assertEquals(List.of("allreduce", ALLREDUCE_LOGP), names(chart));

        XYSeries allreduce = series(chart, "allreduce");
        assertArrayEquals(new double[] {8, 64, 512}, allreduce.getXData());
        assertArrayEquals(new double[] {4.0, 6.0, 20.0}, allreduce.getYData());
        assertArrayEquals(new double[] {0.4, 0.6, 1.0}, allreduce.getExtraValues());
        XYSeries model = series(chart, ALLREDUCE_LOGP);
        assertArrayEquals(new double[] {8, 64, 512}, model.getXData());
        double[] expected = new double[3];
        int[] sizes = {8, 64, 512};
        for (int i = 0; i < 3; i++)
            expected[i] = MODEL.predict(CollectiveOp.ALLREDUCE, sizes[i], 4).us();
        assertArrayEquals(expected, model.getYData());
        assertArrayEquals(new double[] {2 * 8.08, 2 * 8.64, 2 * 13.12}, model.getYData(), 1e-9);

        XYSeries bcast = series(rooted, "bcast");
        assertArrayEquals(new double[] {8, 64}, bcast.getXData());
        assertArrayEquals(new double[] {2.1, 3.0}, bcast.getYData());
        assertEquals(ChartStyle.DASHED, model.getLineStyle());
        assertEquals(allreduce.getLineColor(), model.getLineColor());

        // An op keeps its colour from the P chart of the same table.
        CollectiveFigure ranks = CollectiveCharts.buildVsRanks(rows(), MODEL, null);
        assertEquals(series(ranks.panel(ALL), ALLREDUCE).getLineColor(), allreduce.getLineColor());
        assertEquals(series(ranks.panel(ROOTED), BCAST).getLineColor(), bcast.getLineColor());
    }

    @Test
    void vsSizeWithoutAModelDrawsTheMeasurementsAlone() {
        CollectiveFigure figure =
                CollectiveCharts.buildVsSize(rows(), null, null).orElseThrow();
        assertEquals(List.of("bcast"), names(figure.panel(ROOTED)));
        assertEquals(List.of("allreduce"), names(figure.panel(ALL)));
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
        XYSeries gather = series(
                CollectiveCharts.buildVsSize(rows, null, null).orElseThrow().panel(ROOTED), "gather");
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
    void rendersBothChartsAsFiguresWithoutAnEmptyCellInPngAndSvg() throws Exception {
        List<List<Path>> written = List.of(
                CollectiveCharts.renderVsRanks(rows(), MODEL, "collectives against P", dir.resolve("ranks.png")),
                CollectiveCharts.renderVsSize(rows(), MODEL, "collectives at P = 4", dir.resolve("sub/size")));
        assertEquals(List.of(dir.resolve("ranks.png"), dir.resolve("ranks.svg")), written.get(0));
        assertEquals(List.of(dir.resolve("sub/size.png"), dir.resolve("sub/size.svg")), written.get(1));
        // Three panels (rooted, all-to-all, barrier) in one row; two panels (no barrier) in one row; under a title.
        int w = CollectiveFigure.PANEL_WIDTH_PX;
        int h = CollectiveFigure.PANEL_HEIGHT_PX;
        int[][] sizes = {{3 * w, ChartGrid.TITLE_HEIGHT_PX + h}, {2 * w, ChartGrid.TITLE_HEIGHT_PX + h}};
        for (int i = 0; i < written.size(); i++) {
            List<Path> files = written.get(i);
            assertTrue(Files.size(files.get(0)) > 1000, files.get(0) + " is too small");
            BufferedImage image = ImageIO.read(files.get(0).toFile());
            assertNotNull(image, "ImageIO reads the PNG");
            assertEquals(sizes[i][0], image.getWidth());
            // The legends below the plots add to the figure's height.
            assertTrue(image.getHeight() >= sizes[i][1], "figure height " + image.getHeight());
            String svg = Files.readString(files.get(1));
            assertTrue(svg.contains("<svg"), files.get(1) + " is no SVG");
            assertTrue(
                    svg.contains("viewBox=\"0 0 " + sizes[i][0] + " " + image.getHeight() + "\""),
                    files.get(1) + " does not span the figure");
            // All text is drawn as outlines, the figure's title too: no font of the reader's is needed.
            assertFalse(svg.contains("</text>"), "text in " + files.get(1));
            // Every cell holds a panel.
            for (int cell = 0; cell < sizes[i][0] / w; cell++)
                assertFalse(blank(image, cell * w, 100, w, h / 2), files.get(0) + " cell " + cell);
        }
    }

    /** Whether the cell of w x h at (x, y) is white throughout. */
    private static boolean blank(BufferedImage image, int x, int y, int w, int h) {
        for (int i = x; i < x + w; i++)
            for (int j = y; j < y + h; j++) if ((image.getRGB(i, j) & 0xFFFFFF) != 0xFFFFFF) return false;
        return true;
    }

    @Test
    void aGridOfOneToFourPanelsHasNoEmptyCell() {
        for (int panels = 1; panels <= 4; panels++) {
            int columns = CollectiveFigure.columns(panels);
            int rows = (panels + columns - 1) / columns;
            assertEquals(panels, rows * columns, panels + " panels in " + columns + " columns");
        }
    }

    /** A run at one P: every curve against P would be a lone point, so that chart is not drawn. */
    @Test
    void noChartAgainstPWhenOnlyOnePWasMeasured() throws Exception {
        List<CollectiveMean> atFour = rows().stream().filter(r -> r.p() == 4).toList();
        assertEquals(1, CollectiveCharts.rankCount(atFour));
        assertEquals(List.of(), CollectiveCharts.renderVsRanks(atFour, MODEL, "t", dir.resolve("one-p.png")));
        assertFalse(Files.exists(dir.resolve("one-p.png")));
        assertEquals(
                2,
                CollectiveCharts.renderVsSize(atFour, MODEL, "t", dir.resolve("n.png"))
                        .size());
        assertEquals(3, CollectiveCharts.rankCount(rows()));
    }

    /**
     * What a reader needs of every panel: at least three powers of ten labelled on a log axis, the legend below the
     * plot, where it fits, so that the plot keeps more than 75% of the width, the fonts of a single chart, no run id in a title,
     * and every point inside the plot's ranges.
     */
    @Test
    void everyPanelIsReadable() {
        XYChart single = ChartStyle.newChart("t", "x", "y");
        List<CollectiveFigure> figures = List.of(
                CollectiveCharts.buildVsRanks(everyOp(), MODEL, "against P"),
                CollectiveCharts.buildVsSize(everyOp(), MODEL, "against n").orElseThrow(),
                CollectiveCharts.buildVsRanks(
                        List.of(
                                row(CollectiveOp.BCAST, 8, 2, 1.0, 0.1),
                                row(CollectiveOp.BCAST, 8, 4, 50.0, 1.0),
                                row(CollectiveOp.ALLTOALL, 8, 4, 30.0, Double.NaN)),
                        MODEL,
                        null));
        for (CollectiveFigure figure : figures) {
            for (XYChart panel : figure.panels().values()) {
                var styler = panel.getStyler();
                String where = figure.title() + " / " + panel.getTitle();
                assertFalse(panel.getTitle().matches(".*\\d{8}-\\d{6}.*"), where);
                assertEquals(single.getStyler().getAxisTickLabelsFont(), styler.getAxisTickLabelsFont(), where);
                assertEquals(single.getStyler().getLegendFont(), styler.getLegendFont(), where);
                assertEquals(single.getStyler().getAxisTitleFont(), styler.getAxisTitleFont(), where);
                // Three labels or more tell the scale (issue 48: without widening the axis by empty decades).
                if (styler.isYAxisLogarithmic())
                    assertTrue(
                            LogTicks.of(styler.getYAxisMin(), styler.getYAxisMax(), false)
                                            .size()
                                    >= 3,
                            where);
                if (styler.isXAxisLogarithmic())
                    assertTrue(
                            LogTicks.of(styler.getXAxisMin(), styler.getXAxisMax(), true)
                                            .size()
                                    >= 3,
                            where);
                ChartGeometry g = ChartGeometry.of(panel);
                // XChart keeps the legend's size, not its place: OutsideS puts it under the plot, where it must fit.
                assertEquals(org.knowm.xchart.style.Styler.LegendPosition.OutsideS, styler.getLegendPosition(), where);
                assertTrue(g.plot().getMaxY() + g.legend().getHeight() <= panel.getHeight(), where + ": " + g);
                assertTrue(g.legend().getWidth() <= panel.getWidth(), where + ": " + g);
                assertTrue(g.plot().getWidth() > 0.75 * panel.getWidth(), where + ": " + g);
                for (XYSeries s : panel.getSeriesMap().values()) {
                    for (int i = 0; i < s.getXData().length; i++) {
                        double x = s.getXData()[i];
                        double y = s.getYData()[i];
                        assertTrue(x >= styler.getXAxisMin() && x <= styler.getXAxisMax(), where + " x " + x);
                        assertTrue(y >= styler.getYAxisMin() && y <= styler.getYAxisMax(), where + " y " + y);
                    }
                }
            }
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
        // Two panels side by side, and no title strip without a title.
        assertEquals(2 * CollectiveFigure.PANEL_WIDTH_PX, image.getWidth());
        assertTrue(image.getHeight() >= CollectiveFigure.PANEL_HEIGHT_PX, "figure height " + image.getHeight());
    }

    // ---------------------------------------------------------------- panels and shared predictions

    /** Every op at P = 2, 3, 4 and 8, 64 B (the barrier at 0 B), each measured at 1.1 times its prediction. */
    private static List<CollectiveMean> everyOp() {
        List<CollectiveMean> rows = new ArrayList<>();
        for (CollectiveOp op : CollectiveOp.values())
            for (int p = 2; p <= 4; p++)
                for (int n : op.sized() ? new int[] {8, 64} : new int[] {0})
                    rows.add(row(op, n, p, 1.1 * MODEL.predict(op, n, p).us(), 0.1));
        return rows;
    }

    @Test
    void eachFamilysPanelHoldsExactlyItsOps() {
        CollectiveFigure ranks = CollectiveCharts.buildVsRanks(everyOp(), MODEL, null);
        assertEquals(List.of(CollectiveFamily.values()), ranks.families());
        CollectiveFigure sizes =
                CollectiveCharts.buildVsSize(everyOp(), MODEL, null).orElseThrow();
        assertEquals(List.of(ROOTED, ALL, CollectiveFamily.PREFIX), sizes.families(), "the barrier has no size");

        for (CollectiveFamily family : CollectiveFamily.values()) {
            List<String> ranksNames = family.ops().stream()
                    .map(op -> CollectiveCharts.ranksSeriesName(op, op.sized() ? 8 : 0))
                    .toList();
            XYChart ranksPanel = ranks.panel(family);
            assertEquals(family.title(), ranksPanel.getTitle());
            // The measured curves are the family's ops, in its order; every other series is a prediction.
            assertEquals(ranksNames, names(ranksPanel).subList(0, ranksNames.size()));
            for (String name : names(ranksPanel)
                    .subList(ranksNames.size(), ranksPanel.getSeriesMap().size()))
                assertTrue(name.startsWith("LogP: "), name);
            for (CollectiveOp op : family.ops()) {
                XYSeries measured = series(ranksPanel, CollectiveCharts.ranksSeriesName(op, op.sized() ? 8 : 0));
                assertArrayEquals(new double[] {2, 3, 4}, measured.getXData());
                assertEquals(1.1 * MODEL.predict(op, op.sized() ? 8 : 0, 3).us(), measured.getYData()[1], 1e-9);
            }
            if (family == BARRIER_FAMILY) continue;
            XYChart sizePanel = sizes.panel(family);
            List<String> sizeNames =
                    family.ops().stream().map(CollectiveCharts::sizeSeriesName).toList();
            assertEquals(sizeNames, names(sizePanel).subList(0, sizeNames.size()));
            for (CollectiveOp op : family.ops()) {
                XYSeries measured = series(sizePanel, CollectiveCharts.sizeSeriesName(op));
                assertArrayEquals(new double[] {8, 64}, measured.getXData());
                assertEquals(1.1 * MODEL.predict(op, 64, 4).us(), measured.getYData()[1], 1e-9);
            }
        }
        // An op keeps its colour and marker in both charts, and no two ops of a panel share them.
        for (CollectiveFamily family : List.of(ROOTED, ALL, CollectiveFamily.PREFIX)) {
            List<Object> colours = new ArrayList<>();
            for (CollectiveOp op : family.ops()) {
                XYSeries r = series(ranks.panel(family), CollectiveCharts.ranksSeriesName(op, 8));
                XYSeries n = series(sizes.panel(family), CollectiveCharts.sizeSeriesName(op));
                assertEquals(r.getLineColor(), n.getLineColor(), op.label());
                assertEquals(r.getMarker(), n.getMarker(), op.label());
                assertFalse(colours.contains(r.getLineColor()), op.label() + " shares a colour in its panel");
                colours.add(r.getLineColor());
            }
        }
    }

    @Test
    void identicalPredictionsAreOneSeriesNamingEveryOpTheyStandFor() {
        CollectiveFigure figure = CollectiveCharts.buildVsRanks(everyOp(), MODEL, null);

        // The binomial-tree bcast and reduce always coincide, and so do gather and scatter; the two pairs do not
        // (P = 3: 4.08 + 8.08 against hop(8) + hop(8) = 16.16), so the rooted panel has two predictions.
        XYChart rooted = figure.panel(ROOTED);
        String bcastReduce = "LogP: bcast, reduce (binomial tree)";
        String scatterGather = "LogP: scatter, gather (binomial tree)";
        assertEquals(
                List.of("bcast 8 B", "scatter 8 B", "gather 8 B", "reduce 8 B", bcastReduce, scatterGather),
                names(rooted));
        XYSeries shared = series(rooted, bcastReduce);
        assertArrayEquals(new double[] {2, 3, 4}, shared.getXData());
        assertArrayEquals(predicted(CollectiveOp.BCAST, 8, 2, 3, 4), shared.getYData());
        assertArrayEquals(predicted(CollectiveOp.REDUCE, 8, 2, 3, 4), shared.getYData());
        assertArrayEquals(
                predicted(CollectiveOp.SCATTER, 8, 2, 3, 4),
                series(rooted, scatterGather).getYData());
        assertArrayEquals(
                predicted(CollectiveOp.GATHER, 8, 2, 3, 4),
                series(rooted, scatterGather).getYData());
        // Drawn in black, which no op has, and with their own dashes, so that the two shared lines differ.
        assertEquals(java.awt.Color.BLACK, shared.getLineColor());
        assertEquals(java.awt.Color.BLACK, series(rooted, scatterGather).getLineColor());
        assertFalse(shared.getLineStyle().equals(series(rooted, scatterGather).getLineStyle()));

        // scan and exscan: one linear chain.
        assertEquals(
                List.of("scan 8 B", "exscan 8 B", "LogP: scan, exscan (linear chain)"),
                names(figure.panel(CollectiveFamily.PREFIX)));
        // Apart from P = 2, the all-to-all models differ: four predictions, each in its op's colour.
        XYChart allToAll = figure.panel(ALL);
        assertEquals(8, allToAll.getSeriesMap().size(), names(allToAll).toString());
        assertEquals(
                series(allToAll, "alltoall 8 B").getLineColor(),
                series(allToAll, "LogP: alltoall (linear)").getLineColor());
    }

    @Test
    void atTwoRanksTheAllToAllPredictionsOfDifferentAlgorithmsAreOneLineNamingEach() {
        List<CollectiveMean> atTwo = everyOp().stream().filter(r -> r.p() == 2).toList();
        XYChart allToAll =
                CollectiveCharts.buildVsSize(atTwo, MODEL, null).orElseThrow().panel(ALL);
        // hop(n) for all three; the reduce-scatter adds a reduce of 2n bytes before its scatter.
        String shared = "LogP: allreduce, allgather\n(recursive doubling);\nalltoall (linear)";
        assertEquals(
                List.of(
                        "allreduce",
                        "allgather",
                        "alltoall",
                        "reduce_scatter_block",
                        shared,
                        "LogP: reduce_scatter_block\n(reduce then scatter)"),
                names(allToAll));
        assertArrayEquals(new double[] {8.08, 8.64}, series(allToAll, shared).getYData(), 1e-9);
    }

    @Test
    void aRunOfOneOpDrawsOnePanelAtTheHouseSize() throws Exception {
        List<CollectiveMean> rows = List.of(
                row(CollectiveOp.ALLTOALL, 8, 2, 1.0, 0.1),
                row(CollectiveOp.ALLTOALL, 64, 2, 1.5, 0.1),
                row(CollectiveOp.ALLTOALL, 8, 3, 2.0, 0.1),
                row(CollectiveOp.ALLTOALL, 64, 3, 2.5, 0.1));
        CollectiveFigure ranks = CollectiveCharts.buildVsRanks(rows, MODEL, "one op");
        assertEquals(List.of(ALL), ranks.families());
        assertEquals(List.of("alltoall 8 B", "LogP: alltoall (linear)"), names(ranks.panel(ALL)));
        assertArrayEquals(
                predicted(CollectiveOp.ALLTOALL, 8, 2, 3),
                series(ranks.panel(ALL), "LogP: alltoall (linear)").getYData());
        CollectiveFigure sizes =
                CollectiveCharts.buildVsSize(rows, MODEL, "one op").orElseThrow();
        assertEquals(List.of(ALL), sizes.families());
        assertEquals(List.of("alltoall", "LogP: alltoall (linear)"), names(sizes.panel(ALL)));

        // One column: the panel is as wide as any single chart, not half of an empty grid.
        for (Path png : List.of(
                CollectiveCharts.renderVsRanks(rows, MODEL, "one op", dir.resolve("p.png"))
                        .get(0),
                CollectiveCharts.renderVsSize(rows, MODEL, "one op", dir.resolve("n.png"))
                        .get(0))) {
            BufferedImage image = ImageIO.read(png.toFile());
            assertEquals(ChartStyle.WIDTH_PX, image.getWidth());
            assertTrue(image.getHeight() >= ChartStyle.HEIGHT_PX, "figure height " + image.getHeight());
        }
    }
}
