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
}
