package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.LoadFindings;
import io.logp.finding.Finding;
import io.logp.finding.MeasurementFinding;
import io.logp.finding.RunFinding;
import io.logp.format.run.MetaJson;
import io.logp.meta.RunMetadata;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * A sanity bound on a measured time, for the end-to-end tests: how fast this machine is belongs to the machine, not to
 * the code, and a busy machine makes every time longer. So a value out of its bounds passes only when the run itself
 * found why: its meta.json recorded other processes taking the ranks' cores ({@code COMPETING_PROCESSES}). A value
 * out of bounds on a machine the run found quiet fails, as before.
 */
final class LoadOrBound {

    private LoadOrBound() {}

    /**
     * Passes when {@code low < value < high}, or when the run in {@code runDir} recorded competition for its cores
     * (then the value is printed, not checked).
     */
    static void check(Path runDir, String what, double value, double low, double high) {
        if (value > low && value < high) return;
        Optional<RunFinding.CompetingProcesses> load = competition(runDir);
        assertTrue(
                load.isPresent(),
                String.format(
                        Locale.ROOT,
                        "%s = %.4g is outside (%.4g, %.4g), and the run recorded no competition for its cores: %s",
                        what,
                        value,
                        low,
                        high,
                        meta(runDir).load().map(Object::toString).orElse("no load section in meta.json")));
        System.err.printf(
                Locale.ROOT,
                "LoadOrBound: %s = %.4g outside (%.4g, %.4g) under load, not checked: %s%n",
                what,
                value,
                low,
                high,
                load.get());
    }

    /**
     * As {@link #check(Path, String, double, double, double)}, and also passes when the run recorded that the machine
     * changed its speed during the signature sweep (an {@code RTT_DRIFT} beyond noise in meta.json): this machine
     * jumps between performance states, and a jump mid-sweep moves every point measured after it.
     */
    static void checkOrStateChange(Path runDir, String what, double value, double low, double high) {
        if (value > low && value < high) return;
        Optional<MeasurementFinding.RttDrift> drift = meta(runDir).measurementWarnings().stream()
                .filter(f -> f instanceof MeasurementFinding.RttDrift d && d.stateChange())
                .map(f -> (MeasurementFinding.RttDrift) f)
                .findFirst();
        if (drift.isPresent() && competition(runDir).isEmpty()) {
            System.err.printf(
                    Locale.ROOT,
                    "LoadOrBound: %s = %.4g outside (%.4g, %.4g) after a change of state, not checked: %s%n",
                    what,
                    value,
                    low,
                    high,
                    drift.get());
            return;
        }
        check(runDir, what, value, low, high);
    }

    /**
     * Passes when {@code holds}, or when the run in {@code runDir} recorded competition for its cores (then
     * {@code what} is printed, not checked): for a known answer the run can miss only by losing its processors.
     */
    static void check(Path runDir, String what, boolean holds) {
        if (holds) return;
        Optional<RunFinding.CompetingProcesses> load = competition(runDir);
        assertTrue(load.isPresent(), what + ", and the run recorded no competition for its cores");
        System.err.printf(Locale.ROOT, "LoadOrBound: %s, under load, not checked: %s%n", what, load.get());
    }

    /** The run's load finding, when it has one. */
    static Optional<RunFinding.CompetingProcesses> competition(Path runDir) {
        for (Finding f : LoadFindings.of(meta(runDir))) {
            if (f instanceof RunFinding.CompetingProcesses c) return Optional.of(c);
        }
        return Optional.empty();
    }

    private static RunMetadata meta(Path runDir) {
        try {
            return MetaJson.readMetadata(runDir.resolve("meta.json"));
        } catch (Exception e) {
            throw new AssertionError("cannot read " + runDir.resolve("meta.json") + ": " + e.getMessage(), e);
        }
    }
}
