package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import org.junit.jupiter.api.Test;

/** The cost a timed collective reads besides its messages: the timing's floor and the call's own path. */
class CallCostTest {

    private static final double EXACT = 1e-12;

    /** The lead's shared-memory run: empty launch 0.030 us, barrier 0.185 (CI 0.177..0.192), hop(0) 0.1295. */
    @Test
    void theBarriersExcessOverTheFloorAndItsMessageIsTheCall() {
        CallCost c = CallCost.measured(0.030, 0.185, 0.0077, 0.1295, 2);

        assertEquals(0.030, c.floorUs(), EXACT);
        assertEquals(0.0255, c.callUs(), EXACT);
        assertEquals(2, c.barrierP());
        assertEquals(0.0555, c.totalUs(), EXACT);
    }

    @Test
    void aBarrierWithinItsIntervalOfTheModelAddsNoCall() {
        // A simulated network: the barrier is the model's, give or take its CI; its empty launch reads 0.
        CallCost sim = CallCost.measured(0, 9.91, 0.06, 9.9, 2);
        assertEquals(CallCost.NONE, sim);
        assertTrue(sim.isNone());
        // Cheaper than a message (a library's shared-memory barrier): no negative cost either.
        assertEquals(0, CallCost.measured(0.03, 0.1, 0.01, 0.13, 2).callUs(), EXACT);
    }

    @Test
    void aBarrierKnownNoBetterThanItsMessagesIsTheSchedulersNotTheCalls() {
        // Under load (Open MPI and MPICH, P = 2, hops of 0.13 to 0.18 us): the barrier's means and CI half-widths.
        double[][] disturbed = {{14052.8, 3964.0}, {15415.1, 2539.2}, {5612.9, 2296.2}, {6508.3, 2324.4}, {272.6, 820.2}
        };
        for (double[] b : disturbed) {
            CallCost c = CallCost.measured(0.05, b[0], b[1], 0.134, 2);
            assertEquals(0, c.callUs(), EXACT, b[0] + " us");
            assertEquals(0.05, c.floorUs(), EXACT);
            assertEquals(0, c.barrierP());
        }
        // An interval just as wide as the messages is refused; an unknown one tells nothing.
        assertEquals(0, CallCost.measured(0.05, 2.0, 0.134, 0.134, 2).callUs(), EXACT);
        assertEquals(new CallCost(0.05, 0, 0), CallCost.measured(0.05, 2.0, Double.NaN, 0.134, 2));
    }

    /**
     * MPICH 4.0.2 on shared memory (quiet, 12:38 UTC): its release_gather barrier read 0.395 +- 0.019 us against a
     * floor of 0.034 and messages of 0.176. The excess, 0.185 us, is larger than the messages yet paid by every launch
     * alike: it is the call's. The rule before took the excess's size for the scheduler and refused it.
     */
    @Test
    void anExcessLargerThanTheMessagesButTightIsTheCalls() {
        CallCost c = CallCost.measured(0.033588, 0.395, 0.019366, 0.176467, 2);

        assertEquals(0.184945, c.callUs(), 1e-9);
        assertEquals(2, c.barrierP());
        assertEquals(0.395 - 0.176467, c.totalUs(), 1e-9);
        // A call of a few us on a run whose barrier is tight is taken whole, whatever its size against the messages.
        assertEquals(3.0, CallCost.measured(0, 3.134, 0.05, 0.134, 2).callUs(), 1e-9);
    }

    @Test
    void whatWasNotMeasuredCostsNothing() {
        assertEquals(CallCost.NONE, CallCost.measured(Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0));
        assertEquals(
                0.04, CallCost.measured(0.04, Double.NaN, Double.NaN, 0.13, 0).totalUs(), EXACT);
        assertThrows(IllegalArgumentException.class, () -> new CallCost(-0.1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new CallCost(0, Double.NaN, 0));
    }

    /** Every op's prediction is its messages plus the call, once, whatever P; a model without one is unchanged. */
    @Test
    void theModelAddsTheCallOncePerCall() {
        CollectiveModel messages = new CollectiveModel(new CollectiveModel.Costs(1.4, 2.2, 7.6, 6.3, 0.01));
        CollectiveModel withCall = messages.withCall(new CallCost(0.5, 1.5, 2));
        for (CollectiveOp op : CollectiveOp.values())
            for (int p : new int[] {2, 3, 16, 1024}) {
                double alone = messages.predict(op, 64, p).us();
                assertEquals(alone, withCall.messages(op, 64, p).us(), EXACT);
                assertEquals(alone + 2, withCall.predict(op, 64, p).us(), 1e-9, op + " P = " + p);
                assertTrue(withCall.predict(op, 64, p).formula().startsWith("c + "));
            }
        assertEquals(CallCost.NONE, messages.call());
    }
}
