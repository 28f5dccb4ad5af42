package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.BulkSettings;
import io.logp.data.ProgressStep;
import io.logp.data.ProgressStep.Stage;
import io.logp.data.StoppingRule;
import io.logp.report.progress.ProgressRenderer;
import io.logp.report.progress.ProgressWords;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The bulk experiment's progress on the simulated network: its T(n) sweep and each size's signature are counts of
 * their own, and every step of a signature names the size it measures (a run used to print "signature: round 1, 0/30
 * points done" once per size, without it).
 */
class BulkProgressTest {

    @Test
    void everySignatureStepNamesItsSize() {
        StoppingRule rule = new StoppingRule(50, 3, 0.05, 1000, 600_000_000_000L);
        LogpModel model =
                new LogpModel(1.4, 2.2, 7.6, 6.3, 8, 0.02, 0, 1, 3).withBulk(new LogpModel.BulkCosts(0, 0, 1 / 140.0));
        int[] signatureSizes = {64, 256, 1024};
        BulkSettings settings = new BulkSettings(
                new int[] {16, 64, 256, 1024}, signatureSizes, false, 8, 8, new double[] {2}, rule, 0, 1e6, 5);
        List<ProgressStep> steps = new ArrayList<>();

        new BulkExperiment(new SimulatedTransport(model, 1), 1, settings, 0, steps::add)
                .run(List.of(), BulkExperiment.Sink.NONE);

        List<ProgressStep> times =
                steps.stream().filter(s -> s.stage() == Stage.STORE_TIMES).toList();
        assertEquals(0, times.get(0).done(), "the T(n) sweep begins at 0");
        assertEquals(4, times.get(0).total(), "four sizes to time");
        assertTrue(times.get(times.size() - 1).complete(), "and ends with all of them: " + times);

        List<ProgressStep> signature =
                steps.stream().filter(s -> s.stage() == Stage.SIGNATURE).toList();
        Set<Integer> sizes = new LinkedHashSet<>();
        for (ProgressStep s : signature) sizes.add(s.nBytes());
        assertEquals(List.of(64, 256, 1024), List.copyOf(sizes), "each size in turn, every step with its size");
        for (int n : signatureSizes) {
            List<ProgressStep> ofSize =
                    signature.stream().filter(s -> s.nBytes() == n).toList();
            assertEquals("bulk " + n + " B: starting", wordsOf(ofSize.get(0)), "the size is named from its start");
            ProgressStep last = ofSize.get(ofSize.size() - 1);
            assertTrue(last.round() >= 3, "three batches a point at least: " + last);
            assertTrue(last.complete(), "every point of " + n + " B met the 5% target: " + last);
            assertTrue(wordsOf(last).startsWith("bulk " + n + " B: " + last.total() + "/" + last.total() + " points"));
        }
    }

    private static String wordsOf(ProgressStep step) {
        return ProgressWords.of(new ProgressRenderer.Phase("bulk", 2, 2), step);
    }
}
