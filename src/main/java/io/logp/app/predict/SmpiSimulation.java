package io.logp.app.predict;

import io.logp.data.SimulationTiming;
import io.logp.fit.CollectiveModel;
import java.nio.file.Path;
import java.util.List;

/**
 * One simulation of {@code predict}: every op and size at one P on one variant's platform.
 *
 * @param variant  the model's variant (calibrated, or one parameter scaled)
 * @param platform its platform file
 * @param model    logp's own model of the same variant, to set beside SimGrid's points
 * @param p        the ranks
 */
record SmpiSimulation(String variant, Path platform, CollectiveModel model, int p) {

    /** What one simulation gave: its points (none when skipped or stopped) and its time. */
    record Outcome(SmpiSimulation simulation, List<SmpiRunner.Point> points, SimulationTiming timing) {}
}
