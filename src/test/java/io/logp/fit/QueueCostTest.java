package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The per-entry queue cost from synthetic latency curves with a known slope. */
class QueueCostTest {

    static final int[] Q = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};

    @Test
    void exactLineGivesTheSearchCostOfTheRoundTrip() {
        // half round trip 0.3 us + 1.5 ns per entry: the round trip grows by 3 ns per entry
        double[] half = new double[Q.length];
        double[] ci = new double[Q.length];
        for (int i = 0; i < Q.length; i++) {
            half[i] = 0.3 + 1.5e-3 * Q[i];
            ci[i] = 0.01;
        }
        QueueCost cost = QueueCost.fit("posted-tail", Q, half, ci);
        assertEquals(3.0, cost.perEntryNs().value(), 1e-9);
        assertEquals(0.3, cost.baseUs().value(), 1e-12);
        assertEquals(1024, cost.qMax());
        assertEquals(Q.length, cost.points());
        assertTrue(cost.perEntryNs().ci95() > 0 && cost.perEntryNs().ci95() < 0.1, cost.toString());
    }

    @Test
    void noisyCurveRecoversTheSlopeWithinItsInterval() {
        Random random = new Random(11);
        int covered = 0;
        for (int run = 0; run < 200; run++) {
            double[] half = new double[Q.length];
            double[] ci = new double[Q.length];
            for (int i = 0; i < Q.length; i++) {
                double sd = 0.01;
                half[i] = 0.25 + 2e-3 * Q[i] + sd * random.nextGaussian();
                ci[i] = 1.959964 * sd;
            }
            QueueCost cost = QueueCost.fit("unexpected-eager", Q, half, ci);
            if (Math.abs(cost.perEntryNs().value() - 4.0) <= cost.perEntryNs().ci95()) covered++;
        }
        // a 95% interval covers the true slope in about 95% of runs
        assertTrue(covered >= 180 && covered <= 200, "covered " + covered + " of 200");
    }

    @Test
    void aSlopeNeedsTwoDepths() {
        assertThrows(
                IllegalArgumentException.class,
                () -> QueueCost.fit("posted-head", new int[] {0}, new double[] {0.3}, new double[] {0.01}));
    }
}
