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
        CallCost c = CallCost.measured(0.030, 0.185, 0.177, 0.1295, 2);

        assertEquals(0.030, c.floorUs(), EXACT);
        assertEquals(0.0255, c.callUs(), EXACT);
        assertEquals(2, c.barrierP());
        assertEquals(0.0555, c.totalUs(), EXACT);
    }

    @Test
    void aBarrierWithinItsIntervalOfTheModelAddsNoCall() {
        // A simulated network: the barrier is the model's, give or take its CI; its empty launch reads 0.
        CallCost sim = CallCost.measured(0, 9.91, 9.85, 9.9, 2);
        assertEquals(CallCost.NONE, sim);
        assertTrue(sim.isNone());
        // Cheaper than a message (a library's shared-memory barrier): no negative cost either.
        assertEquals(0, CallCost.measured(0.03, 0.1, 0.09, 0.13, 2).callUs(), EXACT);
    }

    @Test
    void anExcessBeyondTheBarriersMessagesIsTheSchedulersNotTheCalls() {
        // Under load: a barrier of 14 ms at P = 2 against a hop of 0.13 us.
        CallCost c = CallCost.measured(0.05, 14052.8, 20.6, 0.134, 2);
        assertEquals(0, c.callUs(), EXACT);
        assertEquals(0.05, c.floorUs(), EXACT);
        assertEquals(0, c.barrierP());
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
