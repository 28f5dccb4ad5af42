package io.logp.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RendezvousShape;
import io.logp.finding.BulkFinding;
import io.logp.finding.BulkFinding.SizeQuantity;
import io.logp.finding.BulkFinding.SizeShape;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.LogpModel.Rendezvous;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The bulk fit on what real MPIs do: an eager/rendezvous switch at 4 KiB on a simulated network with 2% jitter.
 * Eagerly the sender copies every byte (o_s' = 0.5 ns/B); above the limit a handshake round trip (2L) and a fixed
 * 1.5 us join every transfer, and o_s(n) either stays flat (the interface moves the data) or grows at G (the host
 * copies at the wire's rate). The large-message regime's T0 and R must come from the sizes above the switch: T(n) =
 * RTT + 1.5 + 2L + b (G + o_r'), b = n - 16, so R = 1 / (G + o_r') = 2500 MB/s whatever the shape, while the eager
 * regime's R = 1 / (o_s' + G + o_r') = 1111 MB/s; a line through both would give neither.
 */
class RendezvousRecoveryTest {

    static final double O_S_PER_BYTE = 0.0005;
    static final double O_R_PER_BYTE = 0.0002;
    static final double G_PER_BYTE = 0.0002;
    static final int EAGER_LIMIT = 4096;
    static final double RENDEZVOUS_US = 1.5;
    static final int[] SIGNATURE_SIZES = {64, 256, 1024, 4096, 8192, 16384, 65536};

    static LogpModel model(RendezvousShape shape, long seed) {
        return new LogpModel(1.0, 1.2, 3.0, 2.0, 32, 0.02, 0, 1, seed)
                .withBulk(new LogpModel.BulkCosts(O_S_PER_BYTE, O_R_PER_BYTE, G_PER_BYTE)
                        .withRendezvous(new Rendezvous(EAGER_LIMIT, RENDEZVOUS_US, shape)));
    }

    @ParameterizedTest
    @EnumSource(RendezvousShape.class)
    void theLargeMessageRegimeComesFromTheSizesAboveTheSwitch(RendezvousShape shape) throws FitException {
        LogpModel model = model(shape, 53);
        BulkParameters bulk = BulkRecoveryTest.simulate(model, SIGNATURE_SIZES).bulk();
        String context = bulk.times().regimes() + " " + bulk.times().breaks();

        double rate = 1 / (G_PER_BYTE + O_R_PER_BYTE);
        double t0 = model.rttUs() + RENDEZVOUS_US + 2 * model.latencyUs() - 16 / rate;
        TransferRegime large = bulk.times().headline().orElseThrow();
        assertEquals(6144, large.fromBytes(), "the headline starts at the first size above the switch: " + context);
        assertEquals(65536, large.toBytes(), context);
        assertEquals(rate, bulk.rateMBps().value(), 0.05 * rate, "R " + context);
        assertEquals(t0, bulk.t0().value(), 0.10 * t0, "T0 " + context);
        // The truth lies within the fit's own 95% intervals, widened by a third for the 2% jitter's tail.
        assertTrue(
                Math.abs(bulk.rateMBps().value() - rate)
                        <= 1.33 * bulk.rateMBps().ci95(),
                "R CI " + context);
        assertTrue(Math.abs(bulk.t0().value() - t0) <= 1.33 * bulk.t0().ci95(), "T0 CI " + context);

        BulkFinding.TimeBreak atSwitch = bulk.times().breaks().stream()
                .filter(b -> b.lastBytes() == EAGER_LIMIT)
                .findFirst()
                .orElseThrow(() -> new AssertionError("a break at the eager limit: " + context));
        assertEquals(6144, atSwitch.firstBytes());
        // The step at 6144 bytes: the handshake and the sender's fixed cost, less the per-byte copy the eager
        // protocol paid and rendezvous does not.
        double step = RENDEZVOUS_US + 2 * model.latencyUs() - (6144 - 16) * O_S_PER_BYTE;
        assertEquals(step, atSwitch.stepUs(), Math.max(0.25 * Math.abs(step), atSwitch.stepCi95Us()), context);

        TransferRegime eager = bulk.times().regimeOf(1024).orElseThrow();
        double eagerRate = 1 / (O_S_PER_BYTE + G_PER_BYTE + O_R_PER_BYTE);
        assertEquals(eagerRate, eager.rateMBps().value(), 0.10 * eagerRate, "eager R " + context);
    }

    @ParameterizedTest
    @EnumSource(RendezvousShape.class)
    void oSOfNChangesFormAtTheSwitch(RendezvousShape shape) throws FitException {
        LogpModel model = model(shape, 59);
        BulkParameters bulk = BulkRecoveryTest.simulate(model, SIGNATURE_SIZES).bulk();
        List<BulkFinding.SizeRegime> oS = bulk.findings().stream()
                .filter(f -> f instanceof BulkFinding.SizeRegime r && r.quantity() == SizeQuantity.SEND_OVERHEAD)
                .map(f -> (BulkFinding.SizeRegime) f)
                .toList();
        String context = oS.toString();

        assertEquals(2, oS.size(), context);
        BulkFinding.SizeRegime eager = oS.get(0);
        assertEquals(64, eager.fromBytes(), context);
        assertEquals(EAGER_LIMIT, eager.toBytes(), context);
        assertEquals(SizeShape.LINEAR, eager.shape(), context);
        assertEquals(O_S_PER_BYTE, eager.perByteUs(), 0.05 * O_S_PER_BYTE, context);

        BulkFinding.SizeRegime rendezvous = oS.get(1);
        assertEquals(8192, rendezvous.fromBytes(), context);
        assertEquals(65536, rendezvous.toBytes(), context);
        assertEquals(EAGER_LIMIT, rendezvous.afterBytes(), context);
        double flat = model.oSUs() + RENDEZVOUS_US;
        if (shape == RendezvousShape.FLAT) {
            assertEquals(SizeShape.CONSTANT, rendezvous.shape(), context);
            assertEquals(flat, rendezvous.levelUs(), 0.05 * flat, context);
        } else {
            assertEquals(SizeShape.LINEAR, rendezvous.shape(), context);
            assertEquals(G_PER_BYTE, rendezvous.perByteUs(), 0.05 * G_PER_BYTE, context);
            double at8192 = flat + (8192 - 16) * G_PER_BYTE;
            assertEquals(at8192, rendezvous.levelUs(), 0.05 * at8192, context);
        }
    }
}
