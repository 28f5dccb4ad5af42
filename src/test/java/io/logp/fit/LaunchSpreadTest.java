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
        // Equal CIs: the random-effects mean is the plain one; tau^2 from Cochran's Q, then t(0.975, 3) sqrt(tau^2 +
        // SE^2) (scipy: 0.1257408523303536).
        assertEquals(0.1257408523303536, s.betweenCi95(), 1e-9);
        // 1.96 / sqrt(sum 1 / (0.008 / 1.96)^2) = 0.008 / sqrt(5)
        assertEquals(0.0035777087639996636, s.withinCi95(), 1e-12);
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
        assertEquals(0, s.tau(), 0, "the launches agree within their CIs");
        assertFalse(s.spreadsBeyondCis());
    }

    @Test
    void aLaunchWithAWideCiCountsForLittle() {
        // issue 37's TCP loopback under load: one launch's RTT read 31.1 ± 59.4 us, the others about 9 to 12.
        LaunchSpread s = LaunchSpread.of(List.of(
                Estimate.of(12.187, 0.608),
                Estimate.of(31.086, 59.386),
                Estimate.of(9.483, 1.147),
                Estimate.of(9.0, 0.232),
                Estimate.of(9.377, 0.245)));
        assertEquals(10.0, s.mean(), 0.5, "the weighted value");
        assertTrue(s.betweenCi95() < 8, "not widened by the one wide launch: " + s);
        for (double x : new double[] {12.187, 9.483, 9.0, 9.377}) assertTrue(s.covers(x), x + " in " + s);
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
