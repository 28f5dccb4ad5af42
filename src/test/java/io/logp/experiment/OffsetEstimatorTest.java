package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** MPIPerf's offset estimate: T_0 - T_i' - RTT/2 of the round trip with the smallest RTT. */
class OffsetEstimatorTest {

    private static final double EXACT = 1e-9;

    @Test
    void nothingIsKnownBeforeTheFirstRoundTrip() {
        OffsetEstimator e = new OffsetEstimator(3);
        assertTrue(Double.isNaN(e.offsetNs()));
        assertEquals(Double.POSITIVE_INFINITY, e.minRttNs());
        assertEquals(0, e.rounds());
        assertFalse(e.done());
    }

    @Test
    void theOffsetIsRemoteMinusSentMinusHalfTheRoundTrip() {
        OffsetEstimator e = new OffsetEstimator(3);
        e.add(1_000, 51_020, 1_040); // RTT 40: 51020 - 1000 - 20 = 50000
        assertEquals(50_000, e.offsetNs(), EXACT);
        assertEquals(40, e.minRttNs(), EXACT);
        assertEquals(1, e.rounds());
    }

    @Test
    void aNegativeOffsetIsKept() {
        OffsetEstimator e = new OffsetEstimator(1);
        e.add(10_000, 2_010, 10_030); // RTT 30: 2010 - 10000 - 15 = -8005
        assertEquals(-8_005, e.offsetNs(), EXACT);
    }

    @Test
    void aSlowerRoundTripDoesNotChangeTheEstimateButAFasterOneDoes() {
        OffsetEstimator e = new OffsetEstimator(5);
        e.add(1_000, 51_020, 1_040); // RTT 40 -> 50000
        e.add(2_000, 52_100, 2_100); // RTT 100 -> would be 50050
        assertEquals(50_000, e.offsetNs(), EXACT);
        assertEquals(40, e.minRttNs(), EXACT);
        e.add(3_000, 53_030, 3_040); // RTT 40 again, not smaller -> would be 50010
        assertEquals(50_000, e.offsetNs(), EXACT, "an equal RTT is no improvement");
        e.add(4_000, 54_002, 4_010); // RTT 10 -> 54002 - 4000 - 5 = 49997
        assertEquals(49_997, e.offsetNs(), EXACT);
        assertEquals(10, e.minRttNs(), EXACT);
        assertEquals(4, e.rounds());
    }

    @Test
    void doneExactlyAfterPatienceRoundTripsWithoutImprovement() {
        OffsetEstimator e = new OffsetEstimator(3);
        e.add(0, 100, 20);
        assertFalse(e.done(), "the first round trip is an improvement");
        e.add(100, 200, 130);
        assertFalse(e.done());
        e.add(200, 300, 230);
        assertFalse(e.done(), "two without improvement, patience 3");
        e.add(300, 400, 330);
        assertTrue(e.done(), "three without improvement");
        assertEquals(4, e.rounds());
    }

    @Test
    void aSmallerRoundTripRestartsThePatience() {
        OffsetEstimator e = new OffsetEstimator(3);
        e.add(0, 100, 20);
        e.add(100, 200, 130);
        e.add(200, 300, 230);
        e.add(300, 400, 310); // RTT 10 < 20: an improvement, just before patience ran out
        assertFalse(e.done());
        e.add(400, 500, 450);
        e.add(500, 600, 550);
        assertFalse(e.done());
        e.add(600, 700, 650);
        assertTrue(e.done());
        assertEquals(400 - 300 - 5, e.offsetNs(), EXACT);
    }

    @Test
    void patienceOneIsDoneAfterTheFirstNonImprovingRoundTrip() {
        OffsetEstimator e = new OffsetEstimator(1);
        e.add(0, 100, 20);
        assertFalse(e.done());
        e.add(100, 200, 200);
        assertTrue(e.done());
    }

    @Test
    void patienceBelowOneIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new OffsetEstimator(0));
        assertThrows(IllegalArgumentException.class, () -> new OffsetEstimator(-1));
    }
}
