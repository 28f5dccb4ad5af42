package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ContentionPattern;
import io.logp.finding.ContentionFinding;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContentionRatiosTest {

    private static ContentionGap gap(ContentionPattern p, int k, double g, double ci) {
        return new ContentionGap(p, k, 16, g, ci, 30);
    }

    @Test
    void ratiosAgainstTheSamePatternsKOne() {
        ContentionRatios r = ContentionRatios.of(List.of(
                gap(ContentionPattern.K_TO_1, 2, 15.2, 0.3), gap(ContentionPattern.K_TO_1, 1, 7.6, 0.1),
                gap(ContentionPattern.ONE_TO_K, 1, 8.0, 0.1), gap(ContentionPattern.ONE_TO_K, 2, 5.6, 0.1)));
        assertEquals(4, r.ratios().size());
        ContentionRatio kToOne2 = r.ratios().get(1);
        assertEquals(2, kToOne2.gap().k());
        assertEquals(2.0, kToOne2.ratio(), 1e-12);
        // (0.3/15.2, 0.1/7.6) in quadrature, times the ratio
        assertEquals(2.0 * Math.hypot(0.3 / 15.2, 0.1 / 7.6), kToOne2.ratioCi95(), 1e-12);
        assertEquals(2.0, kToOne2.expected());
        assertEquals(1.0, kToOne2.bandwidthRatio(), 1e-12, "two senders at twice the gap: the one pair's rate");
        assertTrue(kToOne2.matchesLogp());
        ContentionRatio oneToK2 = r.ratios().get(3);
        assertEquals(0.7, oneToK2.ratio(), 1e-12);
        assertEquals(1 / 0.7, oneToK2.bandwidthRatio(), 1e-12);
        assertFalse(oneToK2.matchesLogp());
        assertEquals(1, r.findings().size());
        var miss = (ContentionFinding.ContentionOffModel) r.findings().get(0);
        assertEquals(ContentionPattern.ONE_TO_K, miss.pattern());
        assertEquals(2, miss.k());
        assertEquals(0.7, miss.ratio(), 1e-12);
        assertEquals(-0.3, miss.deviation(), 1e-12);
        assertEquals(1 / 0.7, miss.bandwidthRatio(), 1e-12, "the responder limits one pair");
    }

    @Test
    void withinTheCiIsAMatchEvenBeyondFivePercent() {
        ContentionRatios r = ContentionRatios.of(
                List.of(gap(ContentionPattern.PAIRS, 1, 1.0, 0.05), gap(ContentionPattern.PAIRS, 2, 1.08, 0.10)));
        assertTrue(r.ratios().get(1).matchesLogp(), "8% off with a CI of 11%");
        assertTrue(r.findings().isEmpty());
        ContentionRatios shared = ContentionRatios.of(
                List.of(gap(ContentionPattern.PAIRS, 1, 1.0, 0.01), gap(ContentionPattern.PAIRS, 2, 1.6, 0.02)));
        var pairs = (ContentionFinding.ContentionOffModel) shared.findings().get(0);
        assertEquals(ContentionPattern.PAIRS, pairs.pattern());
        assertTrue(pairs.ratio() > pairs.expected(), "the pairs share a resource: " + pairs);
    }

    @Test
    void withoutKOneThereIsNoRatioAndTheReportSaysWhy() {
        ContentionRatios r = ContentionRatios.of(List.of(gap(ContentionPattern.K_TO_1, 2, 15.2, 0.3)));
        assertTrue(Double.isNaN(r.ratios().get(0).ratio()));
        assertEquals(List.of(new ContentionFinding.ContentionNoBase(ContentionPattern.K_TO_1)), r.findings());
    }

    @Test
    void differentSizesHaveTheirOwnReference() {
        ContentionRatios r = ContentionRatios.of(List.of(
                gap(ContentionPattern.K_TO_1, 1, 7.6, 0.1),
                new ContentionGap(ContentionPattern.K_TO_1, 1, 4096, 20, 0.1, 30),
                new ContentionGap(ContentionPattern.K_TO_1, 2, 4096, 40, 0.1, 30)));
        ContentionRatio big = r.ratios().stream()
                .filter(x -> x.gap().nBytes() == 4096 && x.gap().k() == 2)
                .findFirst()
                .orElseThrow();
        assertEquals(2.0, big.ratio(), 1e-12);
    }
}
