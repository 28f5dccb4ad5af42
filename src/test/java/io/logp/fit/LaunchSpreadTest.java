package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Known values: the five launches of logp's C twin in issue 37 (o_s 0.122, 0.124, 0.134, 0.062, 0.060 us). */
class LaunchSpreadTest {

    static final List<Estimate> TWIN = List.of(
            Estimate.of(0.122, 0.008),
            Estimate.of(0.124, 0.008),
            Estimate.of(0.134, 0.008),
            Estimate.of(0.062, 0.008),
            Estimate.of(0.060, 0.008));

    @Test
    void meanSpreadAndBothIntervals() {
        LaunchSpread s = LaunchSpread.of(TWIN);
        assertEquals(5, s.launches());
        assertEquals(0.1004, s.mean(), 1e-12);
        assertEquals(0.03626017098691069, s.sd(), 1e-12);
        // t(0.975, 4) = 2.7764451 times s sqrt(1 + 1/5)
        assertEquals(0.11028325147915113, s.betweenCi95(), 1e-9);
        // sqrt(5 x 0.008^2) / 5
        assertEquals(0.003577708763999663, s.withinCi95(), 1e-12);
        assertTrue(s.spreadsBeyondCis());
        assertEquals(0.1004, s.headline().value(), 1e-12);
        assertEquals(s.betweenCi95(), s.headline().ci95(), 1e-15);
    }

    @Test
    void theBetweenIntervalCoversEveryLaunch() {
        LaunchSpread s = LaunchSpread.of(TWIN);
        for (Estimate e : TWIN) assertTrue(s.covers(e.value()), e + " within " + s);
    }

    @Test
    void oneLaunchHasOnlyItsOwnCi() {
        LaunchSpread s = LaunchSpread.of(List.of(Estimate.of(1.0, 0.1)));
        assertFalse(s.hasBetween());
        assertEquals(1.0, s.headline().value(), 1e-15);
        assertEquals(0.1, s.headline().ci95(), 1e-15);
    }

    @Test
    void aSteadyMachineHasNoSpreadBeyondItsCis() {
        LaunchSpread s = LaunchSpread.of(List.of(
                Estimate.of(1.000, 0.05),
                Estimate.of(1.001, 0.05),
                Estimate.of(0.999, 0.05),
                Estimate.of(1.000, 0.05)));
        assertFalse(s.spreadsBeyondCis(), "the launches agree within their CIs: Q " + s.heterogeneity());
    }

    @Test
    void aLaunchThatReadOtherwiseIsCoveredEvenWithANarrowCi() {
        // issue 37's shared memory under load: four launches at 0.25 us and one at 0.87, each with a narrow CI.
        List<Estimate> rtt = List.of(
                Estimate.of(0.258, 0.002),
                Estimate.of(0.246, 0.002),
                Estimate.of(0.256, 0.002),
                Estimate.of(0.263, 0.002),
                Estimate.of(0.871, 0.003));
        LaunchSpread s = LaunchSpread.of(rtt);
        for (Estimate e : rtt) assertTrue(s.covers(e.value()), e + " in " + s);
        assertTrue(s.spreadsBeyondCis(), "Cochran's Q " + s.heterogeneity());
    }

    @Test
    void launchesWithoutCisCountAlike() {
        LaunchSpread s = LaunchSpread.of(List.of(Estimate.of(0.122, Double.NaN), Estimate.of(0.060, Double.NaN)));
        assertEquals(0.091, s.mean(), 1e-12);
        assertTrue(Double.isNaN(s.withinCi95()));
        // t(0.975, 1) = 12.706 times s sqrt(1 + 1/2)
        assertEquals(12.706204736174698 * 0.04384062043356595 * Math.sqrt(1.5), s.betweenCi95(), 1e-9);
    }

    @Test
    void unknownLaunchValuesAreLeftOut() {
        LaunchSpread s = LaunchSpread.of(List.of(Estimate.unknown(), Estimate.of(2, 0.1), Estimate.of(4, 0.1)));
        assertEquals(2, s.launches());
        assertEquals(3, s.mean(), 1e-12);
        assertTrue(Double.isFinite(s.betweenCi95()));
    }
}
