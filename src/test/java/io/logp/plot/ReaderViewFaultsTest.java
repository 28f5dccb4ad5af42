package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.presentation.ChartOptions.Style;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.opentest4j.AssertionFailedError;

/** {@link ReaderView} fails the faults a reader sees: a check that passes everything would check nothing. */
class ReaderViewFaultsTest {

    @TempDir
    Path dir;

    private static XYChart signature(String title) {
        return SignatureChart.build(TextbookSignature.signature(), 0, TextbookSignature.fit(), title, Style.SCREEN);
    }

    @Test
    void passesTheSignature() throws Exception {
        ReaderView.check("signature", signature(Figures.title("LogP signature")), Style.SCREEN, dir);
    }

    /** A title of one word longer than the canvas cannot be broken into lines: it runs off the edge. */
    @Test
    void failsATitleLengthenedToOverflow() {
        String title = "LogP-signature-of-" + "x".repeat(150);
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class, () -> ReaderView.check("long", signature(title), Style.SCREEN, dir));
        assertTrue(e.getMessage().contains("beyond the"), e.getMessage());
    }

    /** A panel's title longer than its cell is cut by the cell's edge. */
    @Test
    void failsAPanelTitleLengthenedToOverflow() {
        CollectiveFigure figure = CollectiveCharts.buildVsRanks(Figures.everyOp(), Figures.MODEL, "Collectives");
        figure.panel(CollectiveFamily.BARRIER).setTitle("barrier, " + "and a very long panel title ".repeat(4));
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class, () -> ReaderView.check("panel", figure.grid(), Style.PAPER_WIDE, dir));
        assertTrue(e.getMessage().contains("cut by its panel") || e.getMessage().contains("beyond"), e.getMessage());
    }

    /** Two names written at one point, as XChart's annotations did before issue 36, run into each other. */
    @Test
    void failsTwoLabelsMovedOntoEachOther() {
        XYChart chart = signature(Figures.title("LogP signature"));
        chart.addAnnotation(new AnnotationText("oₛ + oᵣ + D", 100, 12, false));
        chart.addAnnotation(new AnnotationText("oₛ + oᵣ + D", 110, 12.3, false));
        AssertionFailedError e =
                assertThrows(AssertionFailedError.class, () -> ReaderView.check("moved", chart, Style.PAPER, dir));
        assertTrue(e.getMessage().contains("runs into"), e.getMessage());
    }

    private static XYChart pingPongSizes() {
        return TransferTimeChart.build(
                Figures.PING_SIZES, Figures.pingTimes(), Figures.pingCis(), Figures.pingFit(), "Ping-pong");
    }

    @Test
    void passesThePingPongSizes() throws Exception {
        ReaderView.check("sizes", pingPongSizes(), Style.PAPER, dir);
    }

    /** The time axis taken down to 0.001 µs, where the data start at 0.25: two decades without a value. */
    @Test
    void failsALogAxisWithAnEmptyDecadeBelowItsData() {
        XYChart chart = pingPongSizes();
        chart.getStyler().setYAxisMin(0.001);
        AssertionFailedError e =
                assertThrows(AssertionFailedError.class, () -> ReaderView.check("empty", chart, Style.PAPER, dir));
        assertTrue(e.getMessage().contains("a decade below its lowest value"), e.getMessage());
    }

    /** Labels at 1, 10, 100 and 1000 µs only, as before issue 48: the points from 0.25 µs to 1 have none. */
    @Test
    void failsADecadeOfPointsWithoutALabel() {
        XYChart chart = pingPongSizes();
        AxisLabels.giveTicks(
                chart,
                false,
                java.util.List.of(
                        new LogTicks.Tick(1, "1", ""),
                        new LogTicks.Tick(10, "10", ""),
                        new LogTicks.Tick(100, "100", ""),
                        new LogTicks.Tick(1000, "1000", "")));
        AssertionFailedError e =
                assertThrows(AssertionFailedError.class, () -> ReaderView.check("unlabelled", chart, Style.PAPER, dir));
        assertTrue(e.getMessage().contains("no label between them"), e.getMessage());
    }
}
