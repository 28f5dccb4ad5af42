package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.format.run.CollectivesCsv;
import io.logp.stats.TrimmedStatistics;
import org.junit.jupiter.api.Test;

class CollectivesRepeatTest {

    private static CollectivesCsv.Row row(double meanUs, double halfWidthUs, double loopUs) {
        TrimmedStatistics s = new TrimmedStatistics(
                meanUs, halfWidthUs / 2, meanUs * 0.8, meanUs * 2, halfWidthUs, 0.95, 34, 18, meanUs, meanUs, meanUs);
        return new CollectivesCsv.Row(CollectiveOp.BARRIER, 0, 2, s, 104, loopUs, loopUs);
    }

    @Test
    void aFirstPointSlowerThanItsRepeatIsAStartUpCostUnlessTheLoopOfKSawTheSystemSlowerToo() {
        // Seen in a full test run: first 0.2925 +- 0.0155, repeat 0.2208 +- 0.0050, the loop of k 0.3186 against
        // 0.2055 right after each: the barrier itself was 1.55x slower then, by a method with no launch schedule.
        CollectivesAnalysis.Repeat systemSlower =
                new CollectivesAnalysis.Repeat(row(0.2925, 0.0155, 0.3186), row(0.2208, 0.0050, 0.2055));
        assertEquals(Boolean.FALSE, systemSlower.agree());
        assertEquals(1.55, systemSlower.stateRatio(), 0.01);
        assertFalse(systemSlower.startUpCost());

        // The same first point with the loop unchanged: the first paid a cost of its own.
        CollectivesAnalysis.Repeat firstPaid =
                new CollectivesAnalysis.Repeat(row(0.2925, 0.0155, 0.21), row(0.2208, 0.0050, 0.21));
        assertTrue(firstPaid.startUpCost());

        // The loop slower at the first point by less than the gap still leaves a cost: 0.2925 - 0.0155 > 0.2258 x 1.1.
        CollectivesAnalysis.Repeat partly =
                new CollectivesAnalysis.Repeat(row(0.2925, 0.0155, 0.231), row(0.2208, 0.0050, 0.21));
        assertTrue(partly.startUpCost());

        // A faster loop at the first point never makes the check stricter; a slower repeat is never a start-up cost.
        CollectivesAnalysis.Repeat fasterLoop =
                new CollectivesAnalysis.Repeat(row(0.2925, 0.0155, 0.10), row(0.2208, 0.0050, 0.21));
        assertEquals(1, fasterLoop.stateRatio());
        CollectivesAnalysis.Repeat slowerRepeat =
                new CollectivesAnalysis.Repeat(row(0.22, 0.005, 0.21), row(0.43, 0.02, 0.21));
        assertFalse(slowerRepeat.startUpCost());
        // Without a loop (--loop-k 0) the plain comparison holds.
        CollectivesAnalysis.Repeat noLoop =
                new CollectivesAnalysis.Repeat(row(0.2925, 0.0155, Double.NaN), row(0.2208, 0.0050, Double.NaN));
        assertEquals(1, noLoop.stateRatio());
        assertTrue(noLoop.startUpCost());
    }
}
