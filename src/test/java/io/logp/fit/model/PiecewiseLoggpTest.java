package io.logp.fit.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.data.Estimate;
import io.logp.fit.CollectiveModel;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which regime prices a message, and what a collective costs from it. */
public class PiecewiseLoggpTest {

    private static SizeLine line(double start, double perByte) {
        return new SizeLine(Estimate.of(start, 0.01), Estimate.of(perByte, 1e-6), 3);
    }

    /** Eager up to 3 KiB (hop 0.2 + n/10000), rendezvous from 4 KiB (hop 1.8 + n/15000). */
    public static final PiecewiseLoggp MODEL = new PiecewiseLoggp(
            16,
            Estimate.of(0.02, 0.001),
            Estimate.of(0.08, 0.01),
            Estimate.of(0.14, 0.003),
            Estimate.of(0.03, 0.01),
            Estimate.of(0.26, 0.002),
            Estimate.of(1e-4, 1e-5),
            List.of(
                    new ModelRegime(
                            24,
                            3072,
                            15,
                            line(0.33, 1e-4),
                            line(0.2, 1e-4),
                            line(0.02, 0),
                            line(0.08, 0),
                            line(0.14, 1e-4),
                            line(0.1, 1e-4)),
                    new ModelRegime(
                            4096,
                            1048576,
                            17,
                            line(1.93, 1 / 15000.0),
                            line(1.8, 1 / 15000.0),
                            line(1.7, 1 / 16000.0),
                            line(0.07, 0),
                            line(1.8, 1 / 16000.0),
                            line(0.03, 1 / 15000.0 - 1 / 16000.0))),
            Optional.of(new ProtocolLimit(3072, 4096, Estimate.of(1.5, 0.05))));

    @Test
    void eachSizeIsPricedFromItsOwnRegime() {
        assertEquals(Optional.empty(), MODEL.regimeOf(8));
        assertEquals(Optional.empty(), MODEL.regimeOf(16));
        assertEquals(24, MODEL.regimeOf(17).orElseThrow().fromBytes());
        assertEquals(24, MODEL.regimeOf(3072).orElseThrow().fromBytes());
        // Between the last eager size and the first rendezvous size: the lower regime.
        assertEquals(24, MODEL.regimeOf(4000).orElseThrow().fromBytes());
        assertEquals(4096, MODEL.regimeOf(4096).orElseThrow().fromBytes());
        // Beyond the largest size: the last regime's line, extended.
        assertEquals(4096, MODEL.regimeOf(1L << 24).orElseThrow().fromBytes());

        assertEquals(0.13, MODEL.hopUs(8), 1e-12);
        assertEquals(0.2 + 512e-4, MODEL.hopUs(512), 1e-12);
        assertEquals(1.8 + 4096 / 15000.0, MODEL.hopUs(4096), 1e-12);
        // gap = max(g(n), o_s(n), o_r(n))
        assertEquals(0.14, MODEL.gapUs(8), 1e-12);
        assertEquals(1.8 + 4096 / 16000.0, MODEL.gapUs(4096), 1e-12);
        assertTrue(MODEL.hasPerByteCost());
        assertNull(MODEL.unusable(1 << 20));
    }

    @Test
    void aCollectiveAtTwoRanksCostsOneHopOfItsSize() {
        CollectiveModel model = new CollectiveModel(MODEL);
        for (int n : new int[] {8, 512, 4096, 32768})
            assertEquals(MODEL.hopUs(n), model.predict(CollectiveOp.BCAST, n, 2).us(), 1e-12, "n = " + n);
        // P = 4, bcast: the root sends to 2 then to 1, gap apart; 2 sends to 3.
        double hop = MODEL.hopUs(4096);
        double gap = MODEL.gapUs(4096);
        assertEquals(
                Math.max(2 * hop, gap + hop),
                model.predict(CollectiveOp.BCAST, 4096, 4).us(),
                1e-12);
    }

    @Test
    void withoutBulkRegimesOrGOnlyTheSmallMessageIsPriced() {
        PiecewiseLoggp small = new PiecewiseLoggp(
                8,
                MODEL.oS(),
                MODEL.oR(),
                MODEL.g(),
                MODEL.latency(),
                MODEL.rtt(),
                Estimate.unknown(),
                List.of(),
                Optional.empty());
        assertFalse(small.hasPerByteCost());
        assertNull(small.unusable(8));
        assertNotNull(small.unusable(9));
        assertFalse(
                new CollectiveModel(small).predict(CollectiveOp.BCAST, 64, 4).isKnown());
        assertTrue(
                new CollectiveModel(small).predict(CollectiveOp.BCAST, 8, 1024).isKnown());
    }
}
