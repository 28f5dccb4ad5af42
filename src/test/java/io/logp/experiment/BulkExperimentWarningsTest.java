package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.BulkSettings;
import io.logp.data.StoppingRule;
import io.logp.finding.BulkFinding;
import io.logp.finding.MeasurementFinding;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bulk experiment sums its per-size sweeps' cautions into one line per kind, with the real counts. */
class BulkExperimentWarningsTest {

    @Test
    void pointsStoppedAtTheirCapAreCountedOverAllSizes() {
        // 20% jitter and a 0.1% CI target: no point can meet it in 3 batches, so every point stops at its cap.
        StoppingRule unreachable = new StoppingRule(50, 3, 0.001, 150, 600_000_000_000L);
        LogpModel model =
                new LogpModel(1.4, 2.2, 7.6, 6.3, 8, 0.2, 0, 1, 3).withBulk(new LogpModel.BulkCosts(0, 0, 1 / 140.0));
        BulkSettings settings = new BulkSettings(
                new int[] {16, 64, 256}, new int[] {64, 256}, false, 8, 8, new double[] {2}, unreachable, 0, 1e6, 5);

        BulkExperiment.Outcome outcome = new BulkExperiment(
                        new SimulatedTransport(model, 1), 1, settings, 0, Progress.SILENT)
                .run(List.of(), BulkExperiment.Sink.NONE);

        int points = outcome.signature().points().size();
        int capped = outcome.sweeps().stream()
                .mapToInt(s -> s.sweep().cappedPoints())
                .sum();
        assertEquals(points, capped, "every point capped");
        assertTrue(points >= 2 * 2 * 5, "two sizes, two curves, M 1..8: " + points);
        assertTrue(
                outcome.findings().contains(new BulkFinding.BulkPointsCapped(points, points, List.of(64, 256))),
                outcome.findings().toString());
        assertTrue(
                outcome.findings().stream().noneMatch(f -> f instanceof MeasurementFinding.PointsCapped),
                "the per-size cap findings are summarised, not repeated: " + outcome.findings());
    }
}
