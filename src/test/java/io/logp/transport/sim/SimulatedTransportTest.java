package io.logp.transport.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.engine.IssueLoop;
import org.junit.jupiter.api.Test;

/** The noiseless simulator must give the textbook signature of Culler et al. exactly. */
class SimulatedTransportTest {

    // Paragon (Table 4 of the paper, L from its text): o_s 1.4, o_r 2.2, g 7.6, L 6.3 us.
    private final LogpModel paragon = LogpModel.exact(1.4, 2.2, 7.6, 6.3, 32);

    private IssueLoop loop(LogpModel model) {
        return new IssueLoop(new SimulatedTransport(model, 1), 1);
    }

    @Test
    void roundTripIsTwiceOverheadsPlusLatency() {
        IssueLoop loop = loop(paragon);
        for (int i = 0; i < 3; i++) assertEquals(19_800, loop.roundTrip());
    }

    @Test
    void sendOnlyRegimeCostsExactlyOs() {
        IssueLoop loop = loop(paragon);
        // The first reply is back RTT - o_r = 17.6 us after the first issue: issues 1..13 start before that.
        for (int m = 1; m <= 13; m++) assertEquals(1_400L * m, loop.issuePhase(m, 0), "M = " + m);
        assertTrue(loop.issuePhase(14, 0) > 1_400L * 14, "the 14th issue handles a reply");
    }

    @Test
    void zeroDelayCurveConvergesToTheGap() {
        IssueLoop loop = loop(paragon);
        long t512 = loop.issuePhase(512, 0);
        long t1024 = loop.issuePhase(1024, 0);
        assertEquals(7_600.0, (t1024 - t512) / 512.0, 1e-9, "steady marginal cost is g");
        double cost = t1024 / 1024.0;
        assertTrue(cost < 7_600 && cost > 0.9 * 7_600, "cost(M) approaches g from below: " + cost);
    }

    @Test
    void delayAboveIdleMakesTheRequesterTheBottleneck() {
        IssueLoop loop = loop(paragon);
        long d = 16_000; // D > Idle = 7.6 - 1.4 - 2.2 = 4.0 us
        long t256 = loop.issuePhase(256, d);
        long t512 = loop.issuePhase(512, d);
        assertEquals(1_400 + 2_200 + 16_000, (t512 - t256) / 256.0, 1e-9);
        assertEquals(1_400 + 16_000, loop.issuePhase(1, d), "send-only with delay");
    }

    @Test
    void delayBelowIdleStaysOnTheGapPlateau() {
        IssueLoop loop = loop(paragon);
        long t512 = loop.issuePhase(512, 2_000);
        long t1024 = loop.issuePhase(1024, 2_000);
        assertEquals(7_600.0, (t1024 - t512) / 512.0, 1e-9);
    }

    @Test
    void smallWindowLimitsThePlateauToRttOverW() {
        LogpModel small = LogpModel.exact(1.4, 2.2, 7.6, 6.3, 2);
        IssueLoop loop = loop(small);
        long t512 = loop.issuePhase(512, 0);
        long t1024 = loop.issuePhase(1024, 0);
        double plateau = (t1024 - t512) / 512.0;
        // Each issue waits for the reply of the request W back: one RTT per W requests (plus o_r overlap).
        assertTrue(plateau > 7_600 && Math.abs(plateau - 19_800 / 2.0) < 0.25 * 19_800 / 2.0, "plateau " + plateau);
    }

    @Test
    void jitterIsReproducibleFromTheSeed() {
        LogpModel noisy = paragon.withJitter(0.02, 42);
        assertEquals(loop(noisy).issuePhase(100, 3_000), loop(noisy).issuePhase(100, 3_000));
    }
}
