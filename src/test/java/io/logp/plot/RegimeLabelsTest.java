package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.plot.RegimeLabels.RegimeLabel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the regime names go: at the log-axis centre of each regime that the fit bounds. */
class RegimeLabelsTest {

    private static final double EPS = 1e-9;

    @Test
    void namesAllThreeRegimesInOrderBetweenTheirBoundaries() {
        List<RegimeLabel> labels = RegimeLabels.place(1, 1024, 4, 64);
        assertEquals(
                List.of("send-only", "transition", "steady state"),
                labels.stream().map(RegimeLabel::text).toList());
        assertEquals(2, labels.get(0).m(), EPS);
        assertEquals(16, labels.get(1).m(), EPS);
        assertEquals(256, labels.get(2).m(), EPS);
    }

    @Test
    void namesOnlySendOnlyWhenTheSteadyStartIsUnknown() {
        assertEquals(List.of(new RegimeLabel("send-only", 2)), RegimeLabels.place(1, 1024, 4, 0));
    }

    @Test
    void namesOnlySteadyStateWhenTheSendOnlyEndIsUnknown() {
        assertEquals(List.of(new RegimeLabel("steady state", 256)), RegimeLabels.place(1, 1024, 0, 64));
    }

    @Test
    void skipsTheTransitionWhenTheBoundariesAreOutOfOrder() {
        List<String> texts = RegimeLabels.place(1, 1024, 64, 16).stream()
                .map(RegimeLabel::text)
                .toList();
        assertEquals(List.of("send-only", "steady state"), texts);
    }

    @Test
    void namesNothingWithoutBoundaries() {
        assertEquals(List.of(), RegimeLabels.place(1, 1024, 0, 0));
    }

    @Test
    void keepsTheSendOnlyNameInsideThePlotWhenTheRegimeIsOnePoint() {
        RegimeLabel sendOnly = RegimeLabels.place(1, 256, 1, 8).get(0);
        assertEquals("send-only", sendOnly.text());
        // The axis starts at M = 1 / 1.25; the name's left edge may not lie before it.
        double left = Math.log(1 / 1.25);
        double range = Math.log(256 * 1.25) - left;
        assertTrue(Math.log(sendOnly.m()) - halfWidth(sendOnly, range) >= left - EPS, "left edge " + sendOnly);
    }

    /** The run of issue 26: replies back after one or two issues put all three names at M = 1..2. */
    @Test
    void spreadsNamesOfNarrowRegimesWithoutOverlapOnScreenAndOnPaper() {
        for (double charWidth : new double[] {
            RegimeLabels.CHAR_WIDTH_FRACTION, RegimeLabels.CHAR_WIDTH_FRACTION * RegimeLabels.PAPER_TEXT_FACTOR
        }) {
            List<RegimeLabel> labels = RegimeLabels.place(1, 4096, 1, 2, charWidth);
            assertEquals(
                    List.of("send-only", "transition", "steady state"),
                    labels.stream().map(RegimeLabel::text).toList());
            double left = Math.log(1 / 1.25);
            double range = Math.log(4096 * 1.25) - left;
            for (int i = 0; i < labels.size(); i++) {
                RegimeLabel l = labels.get(i);
                double half = l.text().length() * charWidth * range / 2;
                assertTrue(Math.log(l.m()) - half >= left - EPS, "inside on the left: " + l);
                assertTrue(Math.log(l.m()) + half <= left + range + EPS, "inside on the right: " + l);
                for (int j = 0; j < i; j++) {
                    RegimeLabel k = labels.get(j);
                    if (k.row() != l.row()) continue;
                    double kHalf = k.text().length() * charWidth * range / 2;
                    assertTrue(
                            Math.log(l.m()) - half >= Math.log(k.m()) + kHalf - EPS,
                            "'" + l.text() + "' overlaps '" + k.text() + "' at char width " + charWidth);
                }
            }
        }
    }

    private static double halfWidth(RegimeLabel l, double range) {
        return l.text().length() * RegimeLabels.CHAR_WIDTH_FRACTION * range / 2;
    }
}
