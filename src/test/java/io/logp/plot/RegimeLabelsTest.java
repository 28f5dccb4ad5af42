package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.plot.SignatureChart.RegimeLabel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the regime names go: at the log-axis centre of each regime that the fit bounds. */
class RegimeLabelsTest {

    private static final double EPS = 1e-9;

    @Test
    void namesAllThreeRegimesInOrderBetweenTheirBoundaries() {
        List<RegimeLabel> labels = SignatureChart.regimeLabels(1, 1024, 4, 64);
        assertEquals(
                List.of("send-only", "transition", "steady state"),
                labels.stream().map(RegimeLabel::text).toList());
        assertEquals(2, labels.get(0).m(), EPS);
        assertEquals(16, labels.get(1).m(), EPS);
        assertEquals(256, labels.get(2).m(), EPS);
    }

    @Test
    void namesOnlySendOnlyWhenTheSteadyStartIsUnknown() {
        assertEquals(List.of(new RegimeLabel("send-only", 2)), SignatureChart.regimeLabels(1, 1024, 4, 0));
    }

    @Test
    void namesOnlySteadyStateWhenTheSendOnlyEndIsUnknown() {
        assertEquals(List.of(new RegimeLabel("steady state", 256)), SignatureChart.regimeLabels(1, 1024, 0, 64));
    }

    @Test
    void skipsTheTransitionWhenTheBoundariesAreOutOfOrder() {
        List<String> texts = SignatureChart.regimeLabels(1, 1024, 64, 16).stream()
                .map(RegimeLabel::text)
                .toList();
        assertEquals(List.of("send-only", "steady state"), texts);
    }

    @Test
    void namesNothingWithoutBoundaries() {
        assertEquals(List.of(), SignatureChart.regimeLabels(1, 1024, 0, 0));
    }

    @Test
    void keepsTheSendOnlyNameInsideThePlotWhenTheRegimeIsOnePoint() {
        RegimeLabel sendOnly = SignatureChart.regimeLabels(1, 256, 1, 8).get(0);
        assertEquals("send-only", sendOnly.text());
        assertEquals(SignatureChart.LABEL_INSET, sendOnly.m(), EPS);
    }

    @Test
    void namesOfNarrowRegimesGoToTheSecondRow() {
        List<RegimeLabel> labels = SignatureChart.regimeLabels(1, 256, 1, 3);
        assertEquals(
                List.of("send-only", "transition", "steady state"),
                labels.stream().map(RegimeLabel::text).toList());
        assertEquals(List.of(0, 1, 0), labels.stream().map(RegimeLabel::row).toList());
    }
}
