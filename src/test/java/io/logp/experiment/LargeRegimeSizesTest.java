package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.logp.data.BulkSettings;
import io.logp.data.Defaults;
import io.logp.data.RendezvousShape;
import io.logp.data.StoppingRule;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The default run's large-regime signature size is measured only where the planned sizes leave T(n)'s large-message
 * regime with fewer than two: on a network whose eager limit is 4 KiB (shared memory) it is not, on one whose limit
 * is 48 KiB (TCP's is 64 KiB) it is.
 */
class LargeRegimeSizesTest {

    private static final StoppingRule RULE = new StoppingRule(20, 2, 0.05, 200, 1_000_000_000L);
    private static final int[] PLANNED = {256, 2048, 8192, 32768};
    private static final int LARGE = 131072;

    private static List<Integer> signatureSizes(int eagerLimitBytes) {
        LogpModel model = new LogpModel(1.4, 2.2, 7.6, 6.3, Defaults.BULK_WINDOW, 0.02, 0, 1, 41)
                .withBulk(new LogpModel.BulkCosts(0, 0, 1 / 1400.0)
                        .withRendezvous(new LogpModel.Rendezvous(eagerLimitBytes, 5, RendezvousShape.FLAT)));
        BulkSettings settings = new BulkSettings(
                BulkSettings.grid(16, LARGE),
                PLANNED,
                false,
                Defaults.BULK_M_MAX,
                Defaults.BULK_M_CAP,
                Defaults.BULK_DELAY_FACTORS,
                RULE,
                0,
                1e6,
                3,
                new int[] {LARGE});
        BulkExperiment.Outcome outcome = new BulkExperiment(
                        new SimulatedTransport(model, 1), 1, settings, 0, Progress.SILENT)
                .run(List.of(), BulkExperiment.Sink.NONE);
        return outcome.sweeps().stream().map(BulkExperiment.SizeSweep::nBytes).toList();
    }

    @Test
    void aLargeRegimeWithTwoPlannedSizesNeedsNoMore() {
        assertEquals(List.of(256, 2048, 8192, 32768), signatureSizes(4096));
    }

    @Test
    void aLargeRegimeWithFewerGetsTheLargeSize() {
        assertEquals(List.of(256, 2048, 8192, 32768, LARGE), signatureSizes(49152));
    }
}
