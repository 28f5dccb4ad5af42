package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.ContentionSimulation;
import io.logp.data.ContentionPattern;
import io.logp.data.ContentionSettings;
import io.logp.transport.sim.LogpModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contention experiment on simulated networks whose answer LogP gives exactly. */
class ContentionSimulationTest {

    /** Paragon-like (Culler et al., Table 3), receiver-bound: g = 7.6 is well above o_s + o_r = 3.4. */
    private static final LogpModel PARAGON = new LogpModel(1.4, 2.0, 7.6, 6.5, 8, 0.02, 0, 1, 11);

    private static ContentionSettings settings(ContentionPattern... patterns) {
        return ContentionSettings.defaults(List.of(patterns), 16);
    }

    @Test
    void kToOneGapGrowsAsK() {
        List<ContentionMeasurement> ms = ContentionSimulation.run(PARAGON, 5, settings(ContentionPattern.K_TO_1));
        assertEquals(4, ms.size());
        double g1 = ms.get(0).gUs();
        assertEquals(7.6, g1, 0.05 * 7.6, "one requester sees the responder's gap");
        for (ContentionMeasurement m : ms) {
            int k = m.roles().k();
            double ratio = m.gUs() / g1;
            assertEquals(k, ratio, 0.05 * k, "g_K/g_1 at K = " + k);
            for (double each : m.perRequesterUs())
                assertEquals(m.gUs(), each, 0.05 * m.gUs(), "the receiver shares itself fairly");
        }
    }

    @Test
    void oneToKGapDropsToTheRequestersOwnOverheads() {
        List<ContentionMeasurement> ms = ContentionSimulation.run(PARAGON, 4, settings(ContentionPattern.ONE_TO_K));
        double g1 = ms.get(0).gUs();
        for (ContentionMeasurement m : ms) {
            int k = m.roles().k();
            double expected = Math.max(7.6 / k, 1.4 + 2.0) / 7.6;
            assertEquals(expected, m.gUs() / g1, 0.05 * expected, "g_K/g_1 at K = " + k);
        }
    }

    @Test
    void disjointPairsSeeTheOnePairGap() {
        List<ContentionMeasurement> ms = ContentionSimulation.run(PARAGON, 6, settings(ContentionPattern.PAIRS));
        assertEquals(3, ms.size());
        for (ContentionMeasurement m : ms) {
            assertEquals(7.6, m.gUs(), 0.05 * 7.6);
            assertEquals(m.roles().k(), m.perRequesterUs().length);
        }
    }

    @Test
    void aSimulatedRunIsReproducibleWhateverTheThreadsDo() {
        ContentionRoles roles =
                ContentionRoles.of(ContentionPattern.K_TO_1, 3, java.util.Collections.nCopies(4, "sim"));
        ContentionSettings s = settings(ContentionPattern.K_TO_1);
        ContentionMeasurement a = ContentionSimulation.point(PARAGON, roles, 4, s);
        ContentionMeasurement b = ContentionSimulation.point(PARAGON, roles, 4, s);
        assertEquals(a.gUs(), b.gUs(), 0.0, "requests reach the responder in virtual-time order, not in thread order");
        assertTrue(java.util.Arrays.equals(a.perRequesterUs(), b.perRequesterUs()));
    }
}
