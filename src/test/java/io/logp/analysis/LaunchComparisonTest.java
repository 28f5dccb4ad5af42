package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.RunSummary;
import io.logp.finding.Code;
import io.logp.finding.RunFinding;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * compare's marks over launches (issue 37): two runs of one configuration whose launches spread are not called
 * different; two single-launch runs get a mark and the finding that one launch cannot separate a design from a
 * machine state.
 */
class LaunchComparisonTest {

    @Test
    void runsOfSeveralLaunchesAreTestedAgainstTheirSpread() {
        // Two --launches 5 runs of shared memory on this machine: RTT 0.607 ± 0.705 and 0.379 ± 0.838 us.
        RunSummary a = run("shm-a", Estimate.of(0.607, 0.705), 5);
        RunSummary b = run("shm-b", Estimate.of(0.379, 0.838), 5);
        Comparison c = Comparison.of(List.of(a, b));
        assertFalse(c.row(1, Comparison.Parameter.RTT).significant());
        assertTrue(c.findings().isEmpty(), "both have launches: " + c.findings());
    }

    @Test
    void singleLaunchesAreMarkedWithTheirCaveat() {
        // Two single launches a minute apart: 0.30 ± 0.01 and 0.85 ± 0.02 us, another performance state.
        RunSummary a = run("first", Estimate.of(0.30, 0.01), 1);
        RunSummary b = run("second", Estimate.of(0.85, 0.02), 1);
        Comparison c = Comparison.of(List.of(a, b));
        assertTrue(c.row(1, Comparison.Parameter.RTT).significant());
        assertEquals(1, c.findings().size());
        assertEquals(Code.SINGLE_LAUNCH_COMPARISON, c.findings().get(0).code());
        assertEquals(
                List.of("first", "second"),
                ((RunFinding.SingleLaunchComparison) c.findings().get(0)).runs());
    }

    @Test
    void oneRunAloneHasNoCaveat() {
        assertTrue(Comparison.of(List.of(run("alone", Estimate.of(1, 0.1), 1)))
                .findings()
                .isEmpty());
    }

    private static RunSummary run(String label, Estimate rtt, int launches) {
        Estimate none = Estimate.unknown();
        return new RunSummary(label, RunSummary.Kind.MEASURED, none, none, none, none, rtt, none, none, "", launches);
    }
}
