package io.logp.fit;

import static io.logp.data.CollectiveOp.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.data.Estimate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Predictions checked against values worked out by hand for o_s = 1, o_r = 2, g = 4, L = 5, G = 0.01 us/byte:
 * hop(0) = 8, gap(0) = 4, hop(100) = 9, gap(100) = 5.
 */
class CollectiveModelTest {

    static final CollectiveModel MODEL = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, 0.01));
    /** g = 20 > hop(0) = 8: a rank's later sends wait on its gap, not on the tree depth. */
    static final CollectiveModel SLOW_GAP = new CollectiveModel(new CollectiveModel.Costs(1, 2, 20, 5, 0.01));

    static final CollectiveModel NO_G = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, Double.NaN));

    static double us(CollectiveModel model, CollectiveOp op, int n, int p) {
        return model.predict(op, n, p).us();
    }

    @Test
    void helpers() {
        assertEquals(8, MODEL.hop(0), 1e-12);
        assertEquals(4, MODEL.gap(0), 1e-12);
        assertEquals(9, MODEL.hop(100), 1e-12);
        assertEquals(5, MODEL.gap(100), 1e-12);
        assertEquals(20, SLOW_GAP.gap(0), 1e-12);
    }

    @Test
    void barrierTakesCeilLog2PHops() {
        assertEquals(8, us(MODEL, BARRIER, 0, 2), 1e-12);
        assertEquals(16, us(MODEL, BARRIER, 0, 3), 1e-12);
        assertEquals(16, us(MODEL, BARRIER, 0, 4), 1e-12);
        assertEquals(24, us(MODEL, BARRIER, 0, 5), 1e-12);
        CollectiveModel.Prediction p = MODEL.predict(BARRIER, 0, 4);
        assertEquals(CollectiveAlgorithm.DISSEMINATION, p.algorithm());
        assertEquals("q·hop(0) = 2 × 8.00", p.formula());
    }

    @Test
    void barrierMovesNoBytesSoAnUnknownGDoesNotMatter() {
        assertEquals(16, us(NO_G, BARRIER, 100, 4), 1e-12);
    }

    @Test
    void bcastFollowsTheTree() {
        assertEquals(8, us(MODEL, BCAST, 0, 2), 1e-12);
        // root sends to 2 (holds at 8), then to 1 (starts at gap 4, holds at 12)
        CollectiveModel.Prediction three = MODEL.predict(BCAST, 0, 3);
        assertEquals(12, three.us(), 1e-12);
        assertEquals(CollectiveAlgorithm.BINOMIAL_TREE, three.algorithm());
        assertEquals("last rank after 1·hop(n) + 1·gap(n) = 1 × 8.00 + 1 × 4.00", three.formula());
        // as P = 3, and 2 forwards to 3 at 8 + 8 = 16
        assertEquals(16, us(MODEL, BCAST, 0, 4), 1e-12);
        // root to 4 (8), 2 (12), 1 (16); 2 forwards to 3 at 20; 4 has no child below 5
        assertEquals(20, us(MODEL, BCAST, 0, 5), 1e-12);
    }

    @Test
    void bcastOverAPowerOfTwoIsQHopsWhenTheGapIsShorterThanAHop() {
        for (int q = 1; q <= 10; q++) {
            int p = 1 << q;
            assertEquals(q * 8.0, us(MODEL, BCAST, 0, p), 1e-9, "P = " + p);
            assertEquals(q * 9.0, us(MODEL, BCAST, 100, p), 1e-9, "P = " + p + ", n = 100");
        }
    }

    @Test
    void bcastWaitsOnTheGapWhenItExceedsAHop() {
        // root to 2 at 0 (holds at 8), to 1 at 20 (holds at 28); 2 to 3 at 8 (holds at 16)
        assertEquals(28, us(SLOW_GAP, BCAST, 0, 4), 1e-12);
        assertTrue(us(SLOW_GAP, BCAST, 0, 4) > 2 * SLOW_GAP.hop(0));
        // root to 4, 2, 1 starting at 0, 20, 40: rank 1 holds it last, at 48
        assertEquals(48, us(SLOW_GAP, BCAST, 0, 8), 1e-12);
    }

    @Test
    void reduceIsTheBroadcastMirrored() {
        assertEquals(12, us(MODEL, REDUCE, 0, 3), 1e-12);
        assertEquals(28, us(SLOW_GAP, REDUCE, 0, 4), 1e-12);
        for (int p = 2; p <= 33; p++) {
            assertEquals(us(MODEL, BCAST, 100, p), us(MODEL, REDUCE, 100, p), 1e-12, "P = " + p);
            assertEquals(us(SLOW_GAP, BCAST, 0, p), us(SLOW_GAP, REDUCE, 0, p), 1e-12, "P = " + p);
        }
    }

    @Test
    void allreduceAddsTwoStepsForTheExcessRanks() {
        assertEquals(8, us(MODEL, ALLREDUCE, 0, 2), 1e-12);
        assertEquals(24, us(MODEL, ALLREDUCE, 0, 3), 1e-12);
        assertEquals(16, us(MODEL, ALLREDUCE, 0, 4), 1e-12);
        assertEquals(32, us(MODEL, ALLREDUCE, 0, 6), 1e-12);
        assertEquals(27, us(MODEL, ALLREDUCE, 100, 3), 1e-12);
        assertEquals(
                CollectiveAlgorithm.RECURSIVE_DOUBLING,
                MODEL.predict(ALLREDUCE, 0, 3).algorithm());
    }

    @Test
    void gatherAndScatterCarryMoreBlocksEachRound() {
        // hop(100) + hop(200) = 9 + 10
        assertEquals(19, us(MODEL, GATHER, 100, 4), 1e-12);
        assertEquals(19, us(MODEL, SCATTER, 100, 4), 1e-12);
        // b_1 = min(2, 3 - 2) = 1
        assertEquals(18, us(MODEL, GATHER, 100, 3), 1e-12);
        assertEquals(9, us(MODEL, SCATTER, 100, 2), 1e-12);
        assertEquals(
                "Σ hop(b_r·n) = hop(100) + hop(200) = 9.00 + 10.00",
                MODEL.predict(GATHER, 100, 4).formula());
    }

    @Test
    void allgatherSumsTheSameRounds() {
        // b = 1, 2, min(4, 1) = 1
        assertEquals(28, us(MODEL, ALLGATHER, 100, 5), 1e-12);
        assertEquals(19, us(MODEL, ALLGATHER, 100, 4), 1e-12);
    }

    @Test
    void alltoallIsOneHopAndTheRemainingSendsAtTheGap() {
        assertEquals(19, us(MODEL, ALLTOALL, 100, 4), 1e-12);
        assertEquals(9, us(MODEL, ALLTOALL, 100, 2), 1e-12);
        assertEquals(
                "hop(n) + (P-2)·gap(n) = 9.00 + 2 × 5.00",
                MODEL.predict(ALLTOALL, 100, 4).formula());
    }

    @Test
    void reduceScatterBlockReducesAllBlocksThenScatters() {
        // reduce of 400 bytes: hop 12, gap 8; root to 2 (12), to 1 (20); 2 to 3 (24). Scatter of 100: 19.
        assertEquals(43, us(MODEL, REDUCE_SCATTER_BLOCK, 100, 4), 1e-12);
        assertEquals(
                CollectiveAlgorithm.REDUCE_THEN_SCATTER,
                MODEL.predict(REDUCE_SCATTER_BLOCK, 100, 4).algorithm());
    }

    @Test
    void scansAreAChain() {
        assertEquals(24, us(MODEL, SCAN, 0, 4), 1e-12);
        assertEquals(24, us(MODEL, EXSCAN, 0, 4), 1e-12);
        assertEquals(18, us(MODEL, SCAN, 100, 3), 1e-12);
    }

    @Test
    void unknownPerByteCostLeavesSizedPredictionsUnknownButNamed() {
        for (CollectiveOp op : CollectiveOp.values()) {
            if (op == BARRIER) continue;
            CollectiveModel.Prediction p = NO_G.predict(op, 100, 4);
            assertTrue(Double.isNaN(p.us()), op.toString());
            assertFalse(p.isKnown());
            assertEquals(MODEL.predict(op, 100, 4).algorithm(), p.algorithm());
            assertTrue(p.formula().contains("G = NaN"), p.formula());
        }
    }

    @Test
    void zeroBytesNeedNoPerByteCost() {
        for (CollectiveOp op : CollectiveOp.values()) {
            assertEquals(us(MODEL, op, 0, 5), us(NO_G, op, 0, 5), 1e-12, op.toString());
            assertTrue(NO_G.predict(op, 0, 5).isKnown(), op.toString());
        }
    }

    @Test
    void negativeOrUnknownLogpCostsGiveNaNNotAnException() {
        CollectiveModel negative = new CollectiveModel(new CollectiveModel.Costs(-0.5, 2, 4, 5, 0.01));
        CollectiveModel noLatency = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, Double.NaN, 0.01));
        for (CollectiveOp op : CollectiveOp.values()) {
            CollectiveModel.Prediction p = negative.predict(op, 100, 4);
            assertTrue(Double.isNaN(p.us()), op.toString());
            assertTrue(p.formula().contains("o_s = -0.5"), p.formula());
            CollectiveModel.Prediction q = noLatency.predict(op, 0, 4);
            assertTrue(Double.isNaN(q.us()), op.toString());
            assertTrue(q.formula().contains("L = NaN"), q.formula());
        }
    }

    /** On shared memory the fitted L is often just below 0; the hop o_s + L + o_r (= RTT/2) still predicts. */
    @Test
    void aNegativeLatencyPredictsWhileTheHopIsPositive() {
        CollectiveModel shm = new CollectiveModel(new CollectiveModel.Costs(0.215, 0.359, 0.605, -0.047, 7.68e-5));
        double hop = 0.215 - 0.047 + 0.359;
        assertEquals(hop, shm.hop(0), 1e-12);
        assertEquals(2 * hop, us(shm, BARRIER, 0, 4), 1e-12);
        assertEquals(hop + 8 * 7.68e-5, us(shm, BCAST, 8, 2), 1e-12);
        CollectiveModel noHop = new CollectiveModel(new CollectiveModel.Costs(0.2, 0.3, 0.6, -0.5, 0.01));
        CollectiveModel.Prediction p = noHop.predict(BARRIER, 0, 2);
        assertTrue(Double.isNaN(p.us()));
        assertTrue(p.formula().contains("o_s + L + o_r = 0.0"), p.formula());
    }

    /** o_s, o_r, g and L were measured with 16-byte messages: up to 16 bytes nothing is added, beyond it G per byte. */
    @Test
    void onlyBytesBeyondTheReferenceMessageCostG() {
        CollectiveModel ref = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, 0.01, 16));
        assertEquals(8, ref.hop(8), 1e-12);
        assertEquals(8, ref.hop(16), 1e-12);
        assertEquals(8 + 84 * 0.01, ref.hop(100), 1e-12);
        CollectiveModel refNoG = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, Double.NaN, 16));
        assertEquals(8, us(refNoG, BCAST, 8, 2), 1e-12, "an 8-byte broadcast needs no G");
        assertTrue(Double.isNaN(us(refNoG, BCAST, 17, 2)));
        assertThrows(IllegalArgumentException.class, () -> new CollectiveModel.Costs(1, 2, 4, 5, 0.01, -1));
    }

    @Test
    void aCollectiveNeedsTwoRanksAndNoNegativeSize() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MODEL.predict(BCAST, 8, 1));
        assertTrue(e.getMessage().contains("P = 1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MODEL.predict(BARRIER, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> MODEL.predict(BCAST, -1, 4));
    }

    @Test
    void ratioIsMeasuredOverPredictedWhenBothAreUsable() {
        assertEquals(2.0, CollectiveModel.ratio(30, 15), 1e-12);
        assertEquals(0.5, CollectiveModel.ratio(4, 8), 1e-12);
        assertTrue(Double.isNaN(CollectiveModel.ratio(Double.NaN, 15)));
        assertTrue(Double.isNaN(CollectiveModel.ratio(Double.POSITIVE_INFINITY, 15)));
        assertTrue(Double.isNaN(CollectiveModel.ratio(30, Double.NaN)));
        assertTrue(Double.isNaN(CollectiveModel.ratio(30, Double.POSITIVE_INFINITY)));
        assertTrue(Double.isNaN(CollectiveModel.ratio(30, 0)));
        assertTrue(Double.isNaN(CollectiveModel.ratio(30, -1)));
    }

    @Test
    void costsComeFromTheFittedParameters() {
        LogpParameters params = new LogpParameters(
                8,
                Estimate.of(1, 0.1),
                Estimate.of(2, 0.1),
                Estimate.of(4, 0.1),
                Estimate.of(5, 0.1),
                Estimate.of(26, 0.2),
                Estimate.unknown(),
                1,
                List.of(),
                List.of());
        // The signature's message (8 bytes here) is the reference: bytes beyond it cost G.
        assertEquals(new CollectiveModel.Costs(1, 2, 4, 5, 0.01, 8), CollectiveModel.Costs.of(params, 0.01));
    }
}
