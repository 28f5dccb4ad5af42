package io.logp.experiment;

import static io.logp.data.CollectiveOp.ALLREDUCE;
import static io.logp.data.CollectiveOp.BARRIER;
import static io.logp.data.CollectiveOp.BCAST;
import static io.logp.data.CollectiveOp.REDUCE;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.data.CollectivePlan;
import io.logp.data.CollectiveSettings;
import io.logp.data.Defaults;
import io.logp.data.SyncAlgorithm;
import io.logp.data.TimerChoice;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** MPIPerf's defaults and stopping rule, and which points a collectives run measures. */
class CollectivePlanTest {

    private static final CollectiveSettings MPIPERF = CollectiveSettings.mpiperf();
    private static final int[] SIZES = {1, 8, 12, 64};

    @Test
    void mpiperfDefaults() {
        CollectiveSettings s = MPIPERF;
        assertAll(
                () -> assertEquals(4, s.initLaunches()),
                () -> assertEquals(8, s.stageLaunches()),
                () -> assertEquals(0.25, s.invalidLimit()),
                () -> assertEquals(1.1, s.slotFactor()),
                () -> assertEquals(100, s.maxLaunches()),
                () -> assertEquals(30, s.maxValid()),
                () -> assertEquals(30, s.minValid()),
                () -> assertEquals(0.05, s.relativeError()),
                () -> assertEquals(0.25, s.trim()),
                () -> assertEquals(0.95, s.confidence()),
                () -> assertEquals(100, s.loopLaunches()),
                () -> assertEquals(10, s.pointSeconds()));
    }

    @ParameterizedTest(name = "launches {0}, valid {1}, SE/mean {2} -> done {3}")
    @CsvSource({
        "96,  29, 0.01,  false", // precise, but fewer than 30 valid launches
        "96,  10, 0.0,   false", // MPIPerf's variant 2 would stop here (10 valid); 30 are needed
        "104, 0,  NaN,   true", // out of launches
        "100, 0,  NaN,   true", // exactly the maximum
        "99,  29, 0.5,   false",
        "40,  30, 0.05,  true", // exactly at the relative error
        "40,  30, 0.5,   true", // enough valid launches however imprecise
        "40,  29, NaN,   false", // an unknown relative error never stops early
    })
    void stoppingRule(int launches, int valid, double relativeError, boolean done) {
        assertEquals(done, MPIPERF.done(launches, valid, relativeError));
    }

    /** With room above the 30-valid minimum, the relative error decides between 30 and the maximum. */
    @ParameterizedTest(name = "valid {0}, SE/mean {1} -> done {2}")
    @CsvSource({"29, 0.0, false", "30, 0.05, true", "30, 0.051, false", "59, 0.2, false", "60, 0.2, true"})
    void theRelativeErrorMayStopAPointOnlyFromThirtyValidLaunches(int valid, double relativeError, boolean done) {
        CollectiveSettings roomy = new CollectiveSettings(4, 8, 0.25, 1.1, 200, 60, 30, 0.05, 0.25, 0.95, 100, 10);
        assertEquals(done, roomy.done(100, valid, relativeError));
        assertEquals(30, Defaults.MIN_VALID, "the default of --min-valid");
    }

    /** The reason names the condition that held, the precise mean first. */
    @ParameterizedTest(name = "launches {0}, valid {1}, SE/mean {2} -> {3}")
    @CsvSource(
            delimiter = '|',
            value = {
                "104 | 30 | 0.04 | relative error 0.040 <= 0.050",
                "104 | 12 | 0.04 | 104 launches",
                "104 | 0  | NaN  | 104 launches",
                "40  | 30 | 0.5  | 30 valid launches",
                "40  | 9  | 0.01 | ''",
            })
    void stopReasonNamesTheRuleThatHeld(int launches, int valid, double relativeError, String reason) {
        assertEquals(reason.isEmpty() ? null : reason, MPIPERF.stopReason(launches, valid, relativeError));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "no init launch,          0, 8, 0.25, 1.1, 100, 30, 10, 0.05, 0.25, 0.95, 100, 10",
        "no stage launch,         4, 0, 0.25, 1.1, 100, 30, 10, 0.05, 0.25, 0.95, 100, 10",
        "negative invalid limit,  4, 8, -0.1, 1.1, 100, 30, 10, 0.05, 0.25, 0.95, 100, 10",
        "invalid limit 1,         4, 8, 1.0,  1.1, 100, 30, 10, 0.05, 0.25, 0.95, 100, 10",
        "slot factor 1,           4, 8, 0.25, 1.0, 100, 30, 10, 0.05, 0.25, 0.95, 100, 10",
        "slot factor above 2,     4, 8, 0.25, 2.5, 100, 30, 10, 0.05, 0.25, 0.95, 100, 10",
        "max below stage,         4, 8, 0.25, 1.1, 7,   30, 10, 0.05, 0.25, 0.95, 100, 10",
        "min valid 1,             4, 8, 0.25, 1.1, 100, 30, 1,  0.05, 0.25, 0.95, 100, 10",
        "max valid below min,     4, 8, 0.25, 1.1, 100, 9,  10, 0.05, 0.25, 0.95, 100, 10",
        "zero relative error,     4, 8, 0.25, 1.1, 100, 30, 10, 0,    0.25, 0.95, 100, 10",
        "trim a half,             4, 8, 0.25, 1.1, 100, 30, 10, 0.05, 0.5,  0.95, 100, 10",
        "negative trim,           4, 8, 0.25, 1.1, 100, 30, 10, 0.05, -0.1, 0.95, 100, 10",
        "confidence 1,            4, 8, 0.25, 1.1, 100, 30, 10, 0.05, 0.25, 1,    100, 10",
        "confidence 0,            4, 8, 0.25, 1.1, 100, 30, 10, 0.05, 0.25, 0,    100, 10",
        "negative loop,           4, 8, 0.25, 1.1, 100, 30, 10, 0.05, 0.25, 0.95, -1,  10",
        "zero point budget,       4, 8, 0.25, 1.1, 100, 30, 10, 0.05, 0.25, 0.95, 100, 0",
    })
    void invalidSettingsAreRejected(
            String name,
            int init,
            int stage,
            double invalidLimit,
            double slotFactor,
            int maxLaunches,
            int maxValid,
            int minValid,
            double relativeError,
            double trim,
            double confidence,
            int loop,
            double pointSeconds) {
        assertThrows(
                IllegalArgumentException.class,
                () -> new CollectiveSettings(
                        init,
                        stage,
                        invalidLimit,
                        slotFactor,
                        maxLaunches,
                        maxValid,
                        minValid,
                        relativeError,
                        trim,
                        confidence,
                        loop,
                        pointSeconds));
    }

    @Test
    void boundarySettingsAreAccepted() {
        CollectiveSettings s = new CollectiveSettings(1, 8, 0, 2, 8, 2, 2, 1e-9, 0, 0.5, 0, 0.001);
        assertEquals(8, s.maxLaunches());
        assertTrue(s.done(8, 0, Double.NaN));
        assertFalse(s.done(7, 1, 0));
    }

    @Test
    void theBarrierIsTimedOnceAtZeroBytes() {
        assertArrayEquals(
                new int[] {0}, plan(List.of(BARRIER), SIZES, new int[] {2}).sizesOf(BARRIER));
    }

    @Test
    void aBroadcastIsTimedAtEverySize() {
        assertArrayEquals(SIZES, plan(List.of(BCAST), SIZES, new int[] {2}).sizesOf(BCAST));
    }

    @Test
    void reductionsAreTimedOnlyAtWholeDoubles() {
        CollectivePlan p = plan(List.of(ALLREDUCE, REDUCE), SIZES, new int[] {2});
        assertArrayEquals(new int[] {8, 64}, p.sizesOf(ALLREDUCE));
        assertArrayEquals(new int[] {8, 64}, p.sizesOf(REDUCE));
        assertArrayEquals(
                new int[0],
                plan(List.of(ALLREDUCE), new int[] {1, 3}, new int[] {2}).sizesOf(ALLREDUCE));
    }

    @Test
    void pointsCountEveryOpAtItsSizesForEveryP() {
        // Per P: barrier 1 + bcast 4 + allreduce 2 = 7; three values of P.
        CollectivePlan p = plan(List.of(BARRIER, BCAST, ALLREDUCE), SIZES, new int[] {2, 4, 8});
        assertEquals(21, p.points());
        assertEquals(1, plan(List.of(BARRIER), new int[0], new int[] {2}).points());
        assertEquals(0, plan(List.of(BCAST), new int[0], new int[] {2, 3}).points());
    }

    @Test
    void labelsAndLargestSize() {
        CollectivePlan p = plan(List.of(BCAST), SIZES, new int[] {2});
        assertEquals(64, p.largestBytes());
        assertEquals("System.nanoTime", p.timerLabel());
        CollectivePlan wtime = new CollectivePlan(
                List.of(BCAST),
                new int[0],
                new int[] {2},
                TimerChoice.WTIME,
                SyncAlgorithm.RING,
                100,
                false,
                false,
                MPIPERF,
                60);
        assertEquals("MPI_Wtime", wtime.timerLabel());
        assertEquals(0, wtime.largestBytes());
    }

    @Test
    void theOpsAreCopied() {
        List<CollectiveOp> ops = new ArrayList<>(List.of(BCAST));
        CollectivePlan p = plan(ops, SIZES, new int[] {2});
        ops.add(BARRIER);
        assertEquals(List.of(BCAST), p.ops());
        assertEquals(4, p.points());
    }

    @Test
    void invalidPlansAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> plan(List.of(), SIZES, new int[] {2}), "no op");
        assertThrows(IllegalArgumentException.class, () -> plan(List.of(BCAST), SIZES, new int[] {1, 2}), "P = 1");
        assertThrows(IllegalArgumentException.class, () -> plan(List.of(BCAST), SIZES, new int[] {4, 2}), "descending");
        assertThrows(IllegalArgumentException.class, () -> plan(List.of(BCAST), SIZES, new int[] {2, 2}), "repeated P");
        assertThrows(
                IllegalArgumentException.class,
                () -> new CollectivePlan(
                        List.of(BCAST),
                        SIZES,
                        new int[] {2},
                        TimerChoice.NANOTIME,
                        SyncAlgorithm.LINEAR,
                        0,
                        true,
                        false,
                        MPIPERF,
                        60),
                "patience 0");
        assertThrows(
                IllegalArgumentException.class,
                () -> new CollectivePlan(
                        List.of(BCAST),
                        SIZES,
                        new int[] {2},
                        TimerChoice.NANOTIME,
                        SyncAlgorithm.LINEAR,
                        100,
                        true,
                        false,
                        MPIPERF,
                        0),
                "budget 0");
        assertThrows(
                IllegalArgumentException.class,
                () -> new CollectivePlan(
                        List.of(BCAST),
                        SIZES,
                        new int[] {2},
                        TimerChoice.NANOTIME,
                        SyncAlgorithm.LINEAR,
                        100,
                        true,
                        false,
                        MPIPERF,
                        Double.NaN),
                "budget NaN");
    }

    private static CollectivePlan plan(List<CollectiveOp> ops, int[] sizes, int[] ranks) {
        return new CollectivePlan(
                ops, sizes, ranks, TimerChoice.NANOTIME, SyncAlgorithm.LINEAR, 100, true, false, MPIPERF, 60);
    }
}
