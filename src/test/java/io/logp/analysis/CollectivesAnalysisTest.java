package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveDoubt;
import io.logp.data.CollectiveOp;
import io.logp.finding.CollectiveFinding;
import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.fit.CallCost;
import io.logp.fit.CollectiveModel;
import io.logp.format.run.ClockSyncCsv;
import io.logp.format.run.CollectivesCsv;
import io.logp.stats.TrimmedStatistics;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Points next to their LogP predictions, and the notes on timer checks and clock synchronisation, for
 * o_s = 1, o_r = 2, g = 4, L = 5, G = 0.01 us/byte (hop(0) = 8, hop(100) = 9).
 */
class CollectivesAnalysisTest {

    private static final Finding ONE_NODE = new RunFinding.OneHostContention(2, "node");

    private static final double EXACT = 1e-12;
    private static final CollectiveModel MODEL = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, 0.01));
    private static final String NANO = "System.nanoTime";

    private static final List<CollectivesCsv.Row> ROWS = List.of(
            row(CollectiveOp.BARRIER, 0, 4, 20), // predicted q·hop(0) = 2 x 8 = 16
            row(CollectiveOp.BCAST, 100, 2, 13.5), // predicted hop(100) = 9
            row(CollectiveOp.ALLREDUCE, 8, 3, Double.NaN));

    /** The barrier of ROWS reads 20 us against 16 of messages (its CI 19..21): 4 us per call, on every prediction. */
    private static final CollectiveModel WITH_CALL = MODEL.withCall(new CallCost(0, 4, 4));

    @Test
    void eachPointIsNextToItsPrediction() {
        CollectivesAnalysis a = CollectivesAnalysis.of(ROWS, MODEL, List.of(), List.of(), List.of());

        assertEquals(3, a.points().size());
        for (CollectivesAnalysis.Point p : a.points()) {
            CollectivesCsv.Row r = p.row();
            double predicted = WITH_CALL.predict(r.op(), r.nBytes(), r.p()).us();
            assertEquals(predicted, p.predictedUs(), EXACT);
            assertEquals(WITH_CALL.predict(r.op(), r.nBytes(), r.p()), p.prediction());
        }
        assertEquals(20, a.points().get(0).predictedUs(), EXACT);
        assertEquals(1, a.points().get(0).ratio(), EXACT);
        assertEquals(13, a.points().get(1).predictedUs(), EXACT);
        assertEquals(13.5 / 13, a.points().get(1).ratio(), EXACT);
        assertTrue(Double.isNaN(a.points().get(2).ratio()), "no measured mean, no ratio");
        assertEquals(
                List.of(NONE_VALID),
                a.findings(),
                "a model with every cost adds no finding; the row without a valid launch is marked v (issue 37)");
        assertEquals(WITH_CALL, a.model());
    }

    @Test
    void withoutAModelNothingIsPredicted() {
        CollectivesAnalysis a = CollectivesAnalysis.of(ROWS, null, List.of(), List.of(), List.of(ONE_NODE));

        for (CollectivesAnalysis.Point p : a.points()) {
            assertNull(p.prediction());
            assertTrue(Double.isNaN(p.predictedUs()));
            assertTrue(Double.isNaN(p.ratio()));
        }
        assertEquals(
                List.of(ONE_NODE, NONE_VALID, new CollectiveFinding.NoLogpParameters()),
                a.findings(),
                "placement findings come first");
    }

    @Test
    void withoutAPerByteCostOnlyTheBarrierIsPredicted() {
        CollectiveModel noG = new CollectiveModel(new CollectiveModel.Costs(1, 2, 4, 5, Double.NaN));
        CollectivesAnalysis a = CollectivesAnalysis.of(ROWS, noG, List.of(), List.of(), List.of());

        assertEquals(20, a.points().get(0).predictedUs(), EXACT, "16 of messages and 4 of the call");
        assertTrue(Double.isNaN(a.points().get(1).predictedUs()));
        assertEquals(List.of(NONE_VALID, new CollectiveFinding.NoPerByteCost()), a.findings());
    }

    @Test
    void aTimerCheckWithinToleranceAddsNoNote() {
        // expected 2 us: tolerance max(0.5, 0.2 x 2) = 0.5 us
        assertEquals(List.of(), CollectivesAnalysis.timerFindings(List.of(timer("wait_up", 2, 2.3))));
        assertEquals(List.of(), CollectivesAnalysis.timerFindings(List.of(timer("wait_up", 2, 1.6))));
        // expected 10 us: tolerance 2 us
        assertEquals(List.of(), CollectivesAnalysis.timerFindings(List.of(timer("wait_up", 10, 11.9))));
        assertEquals(List.of(), CollectivesAnalysis.timerFindings(List.of(timer("wait_null", 0, 0.4))));
    }

    @Test
    void aTimerCheckOutsideToleranceAddsANote() {
        assertEquals(
                List.of(new CollectiveFinding.TimerCheckFailed("wait_up", NANO, 2, 2.9, 2.0)),
                CollectivesAnalysis.timerFindings(List.of(timer("wait_up", 2, 2.9))));
        assertEquals(
                1,
                CollectivesAnalysis.timerFindings(List.of(timer("wait_up", 10, 7.9)))
                        .size(),
                "too fast also fails");
        assertEquals(
                1,
                CollectivesAnalysis.timerFindings(List.of(timer("wait_null", 0, 0.6)))
                        .size());
    }

    @Test
    void aTimerCheckWithoutAValidLaunchSaysSo() {
        CollectivesCsv.TimerRow none =
                new CollectivesCsv.TimerRow(NANO, "wait_up", 4, 4, TrimmedStatistics.none(0.95), 100);
        assertEquals(
                List.of(new CollectiveFinding.TimerCheckEmpty("wait_up", NANO, 4)),
                CollectivesAnalysis.timerFindings(List.of(none)));
    }

    @Test
    void timerNotesReachTheAnalysis() {
        CollectivesAnalysis a = CollectivesAnalysis.of(
                ROWS, MODEL, List.of(timer("wait_up", 2, 2.3), timer("wait_up", 2, 2.9)), List.of(), List.of());
        assertEquals(2, a.findings().size(), "the failed check and the row without a valid launch");
        assertTrue(
                a.findings().stream().anyMatch(f -> f instanceof CollectiveFinding.TimerCheckFailed),
                a.findings().toString());
        assertEquals(2, a.timers().size());
    }

    @Test
    void aFailedTimerCheckMarksTheRowsItCouldExplainAndWithholdsTheirRatio() {
        // WaitPatternNull read 0.6 us: launches carry about 0.6 us that is not the collective, so a row up to
        // 5 x 0.6 = 3 us is doubted; the 13.5 and 20 us rows are not.
        List<CollectivesCsv.Row> rows = List.of(
                row(CollectiveOp.BARRIER, 0, 2, 1.2),
                row(CollectiveOp.BCAST, 8, 2, 2.9),
                row(CollectiveOp.BCAST, 100, 2, 13.5),
                row(CollectiveOp.BARRIER, 0, 4, 20));
        CollectivesAnalysis a = CollectivesAnalysis.of(
                rows, MODEL, List.of(timer("wait_null", 0, 0.6), timer("wait_up", 2, 2.1)), List.of(), List.of());

        assertEquals(Set.of(CollectiveDoubt.TIMER), a.points().get(0).doubts());
        assertEquals(Set.of(CollectiveDoubt.TIMER), a.points().get(1).doubts());
        assertEquals("t", a.points().get(1).marks());
        assertTrue(Double.isNaN(a.points().get(0).ratio()), "withheld");
        assertTrue(Double.isNaN(a.points().get(1).ratio()), "withheld");
        assertTrue(Double.isFinite(a.points().get(1).predictedUs()), "the prediction itself is still shown");
        assertEquals(Set.of(), a.points().get(2).doubts());
        // The doubted barrier at P = 2 calibrates nothing; the one at P = 4 gives the call its 4 us.
        assertEquals(13.5 / 13, a.points().get(2).ratio(), EXACT);
        assertEquals(Set.of(), a.points().get(3).doubts());
        assertTrue(
                a.findings().contains(new CollectiveFinding.DoubtfulRows(CollectiveDoubt.TIMER, 2, 0.6, 5.0, null)),
                a.findings().toString());
    }

    @Test
    void theCallCostIsTheEmptyLaunchAndTheBarriersExcessOnTheLaunchClock() {
        // wait_null read 0.3 us on the launch clock (0.45 on the other): the floor; the barrier at P = 2 (model 8)
        // reads 10 (CI 9..11): 10 - 0.3 - 8 = 1.7 us of call; the barrier at P = 4 is not the smallest P.
        List<CollectivesCsv.Row> rows = List.of(
                row(CollectiveOp.BARRIER, 0, 4, 30),
                row(CollectiveOp.BARRIER, 0, 2, 10),
                row(CollectiveOp.BCAST, 8, 2, 12));
        CollectivesCsv.TimerRow other = new CollectivesCsv.TimerRow(
                "MPI_Wtime", "wait_null", 2, 0, timer("wait_null", 0, 0.45).stats(), 40);
        List<CollectivesCsv.TimerRow> timers = List.of(other, timer("wait_null", 0, 0.3), timer("wait_up", 2, 2.1));
        CallCost c = CollectivesAnalysis.callCost(rows, timers, List.of(sync("end", 1, 0, 0.1)), MODEL);

        assertEquals(0.3, c.floorUs(), EXACT);
        assertEquals(1.7, c.callUs(), 1e-9);
        assertEquals(2, c.barrierP());
        assertEquals(
                8.08 + 2.0,
                CollectivesAnalysis.of(rows, MODEL, timers, List.of(sync("end", 1, 0, 0.1)), List.of())
                        .points()
                        .get(2)
                        .predictedUs(),
                1e-9,
                "bcast 8 B: hop(8) + the call");
        assertEquals(CallCost.NONE, CollectivesAnalysis.callCost(rows, timers, List.of(), null), "no model, no cost");
        // Without a barrier, the floor alone; with a failed empty launch (0.6 us), no floor.
        assertEquals(
                new CallCost(0.3, 0, 0), CollectivesAnalysis.callCost(rows.subList(2, 3), timers, List.of(), MODEL));
        assertEquals(
                new CallCost(0, 2.0, 2),
                CollectivesAnalysis.callCost(rows, List.of(timer("wait_null", 0, 0.6)), List.of(), MODEL));
    }

    @Test
    void aFirstPointThatItsRepeatContradictsIsMarked() {
        // bcast 8 B read 5.2 ± 0.5 us first and 0.40 ± 0.02 us after the last point: a start-up cost.
        // barrier read 1.0 ± 0.1 first and 1.05 ± 0.1 again: the intervals meet.
        CollectivesCsv.Row bcast = row(CollectiveOp.BCAST, 8, 2, 5.2);
        CollectivesCsv.Row barrier = row(CollectiveOp.BARRIER, 0, 4, 1.0);
        List<CollectivesCsv.Row> repeats =
                List.of(row(CollectiveOp.BCAST, 8, 2, 0.40), row(CollectiveOp.BARRIER, 0, 4, 1.05));
        CollectivesAnalysis a =
                CollectivesAnalysis.of(List.of(bcast, barrier), MODEL, List.of(), List.of(), repeats, List.of());

        assertEquals(Set.of(CollectiveDoubt.FIRST), a.points().get(0).doubts());
        assertEquals(Set.of(), a.points().get(1).doubts());
        assertEquals(2, a.repeats().size());
        assertEquals(false, a.repeats().get(0).agree());
        assertEquals(true, a.repeats().get(1).agree());
        assertTrue(
                a.findings()
                        .contains(new CollectiveFinding.FirstPointStartUpCost(
                                new CollectiveFinding.FirstPoint("bcast", 8, 2, 5.2, 0.2, 0.4, 0.2, 1))),
                a.findings().toString());
        assertTrue(a.findings().stream()
                .anyMatch(f -> f instanceof CollectiveFinding.FirstPointAgrees g
                        && g.known()
                        && g.point().op().equals("barrier")
                        && g.point().p() == 4));
        assertTrue(
                a.findings().contains(new CollectiveFinding.DoubtfulRows(CollectiveDoubt.FIRST, 1, null, null, null)),
                a.findings().toString());
    }

    @Test
    void onlyTheLaunchClocksFailedCheckMarksRows() {
        // MPI_Wtime failed its check, but the collectives ran on System.nanoTime (the clock synchronised at the end).
        CollectivesCsv.TimerRow wtimeNull = new CollectivesCsv.TimerRow(
                "MPI_Wtime", "wait_null", 2, 0, timer("wait_null", 0, 0.9).stats(), 40);
        List<ClockSyncCsv.Row> sync = List.of(sync("start", 1, 0, 0.1), sync("end", 1, 0, 0.1));
        CollectivesAnalysis a = CollectivesAnalysis.of(
                List.of(row(CollectiveOp.BARRIER, 0, 2, 1.2)), MODEL, List.of(wtimeNull), sync, List.of());
        assertEquals(Set.of(), a.points().get(0).doubts());
        assertEquals(0, CollectivesAnalysis.launchClockErrorUs(List.of(wtimeNull), sync), EXACT);
        assertEquals(0.9, CollectivesAnalysis.launchClockErrorUs(List.of(wtimeNull), List.of()), EXACT);
    }

    @Test
    void aMeanAndMedianThatDisagreeAndTooFewValidLaunchesAreMarked() {
        // 40 launches near 1 us and a third spread from 3 to 10 us: the 25%-trimmed mean keeps part of the tail
        // (1.48 ± 0.39) while the median's interval stays inside the peak (1.021 to 1.038).
        double[] twoPeaks = new double[60];
        for (int i = 0; i < twoPeaks.length; i++) twoPeaks[i] = i < 40 ? 1 + 0.001 * i : 3 + 7.0 * (i - 40) / 19;
        TrimmedStatistics skewed = TrimmedStatistics.of(twoPeaks, 0.25, 0.95);
        assertTrue(skewed.meanAndMedianDisagree(), skewed.toString());
        TrimmedStatistics few =
                TrimmedStatistics.of(new double[] {1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9}, 0.25, 0.95);
        List<CollectivesCsv.Row> rows = List.of(
                new CollectivesCsv.Row(CollectiveOp.BCAST, 8, 2, skewed, 40, Double.NaN, Double.NaN),
                new CollectivesCsv.Row(CollectiveOp.BCAST, 64, 2, few, 100, Double.NaN, Double.NaN));
        CollectivesAnalysis a = CollectivesAnalysis.of(rows, MODEL, List.of(), List.of(), List.of());

        assertEquals(Set.of(CollectiveDoubt.SKEW), a.points().get(0).doubts());
        assertEquals(Set.of(CollectiveDoubt.FEW_VALID), a.points().get(1).doubts());
        assertTrue(Double.isFinite(a.points().get(0).ratio()), "only a failed timer check withholds the ratio");
        assertTrue(
                a.findings().contains(new CollectiveFinding.DoubtfulRows(CollectiveDoubt.FEW_VALID, 1, null, null, 30)),
                a.findings().toString());
        assertTrue(
                a.findings().contains(new CollectiveFinding.DoubtfulRows(CollectiveDoubt.SKEW, 1, null, null, null)),
                a.findings().toString());
    }

    @Test
    void aClockThatMovedWithinBothBoundsAddsNoNote() {
        List<ClockSyncCsv.Row> sync = List.of(
                sync("start", 0, 0, 0), sync("end", 0, 0, 0),
                sync("start", 1, 10.0, 0.2), sync("end", 1, 10.1, 0.2));
        assertEquals(List.of(), CollectivesAnalysis.syncFindings(sync));
    }

    @Test
    void aClockThatMovedBeyondBothBoundsAddsANote() {
        List<ClockSyncCsv.Row> sync = List.of(
                sync("start", 0, 0, 0), sync("end", 0, 0, 0),
                sync("start", 1, 10.0, 0.2), sync("end", 1, 11.0, 0.2));
        List<Finding> moved = CollectivesAnalysis.syncFindings(sync);
        assertEquals(1, moved.size());
        var drift = (CollectiveFinding.ClockDrift) moved.get(0);
        assertEquals(1, drift.rank());
        assertEquals(NANO, drift.timer());
        assertEquals(1.0, drift.movedUs(), 1e-9);
        assertEquals(0.4, drift.boundUs(), 1e-9);

        List<Finding> back =
                CollectivesAnalysis.syncFindings(List.of(sync("start", 2, 10.0, 0.2), sync("end", 2, 9.0, 0.2)));
        assertEquals(-1.0, ((CollectiveFinding.ClockDrift) back.get(0)).movedUs(), 1e-9);
    }

    @Test
    void offsetsOfAnotherClockOrRankAreNotCompared() {
        List<ClockSyncCsv.Row> sync = List.of(
                sync("start", 1, 10.0, 0.2),
                new ClockSyncCsv.Row("MPI_Wtime", "linear", "end", 1, 50, 0.4, 0.2, 100),
                sync("end", 2, 50, 0.2));
        assertEquals(List.of(), CollectivesAnalysis.syncFindings(sync));
    }

    @Test
    void worstAccuracyIsTheLargestStartBoundOfThatClock() {
        List<ClockSyncCsv.Row> sync = List.of(
                sync("start", 0, 0, 0),
                sync("start", 1, 10.0, 0.2),
                sync("start", 2, -3.0, 0.35),
                sync("end", 2, -3.0, 9.0),
                new ClockSyncCsv.Row("MPI_Wtime", "linear", "start", 1, 10, 2, 1.0, 100),
                new ClockSyncCsv.Row(NANO, "linear", "start", 3, 10, Double.NaN, Double.NaN, 0));
        CollectivesAnalysis a = CollectivesAnalysis.of(ROWS, MODEL, List.of(), sync, List.of());

        assertEquals(0.35, a.worstAccuracyUs(NANO), EXACT);
        assertEquals(1.0, a.worstAccuracyUs("MPI_Wtime"), EXACT);
        assertTrue(Double.isNaN(a.worstAccuracyUs("other")));
        assertTrue(Double.isNaN(CollectivesAnalysis.of(ROWS, MODEL, List.of(), List.of(), List.of())
                .worstAccuracyUs(NANO)));
    }

    /** The one row of ROWS without a valid launch: fewer than MPIPerf's 30, so marked "v" as the glossary says. */
    private static final CollectiveFinding.DoubtfulRows NONE_VALID = new CollectiveFinding.DoubtfulRows(
            io.logp.data.CollectiveDoubt.FEW_VALID, 1, null, null, io.logp.data.Defaults.MIN_VALID);

    private static CollectivesCsv.Row row(CollectiveOp op, int n, int p, double meanUs) {
        TrimmedStatistics s = Double.isNaN(meanUs)
                ? TrimmedStatistics.none(0.95)
                : new TrimmedStatistics(
                        meanUs, 0.1, meanUs - 1, meanUs + 1, 0.2, 0.95, 30, 16, meanUs, meanUs - 0.1, meanUs + 0.1);
        return new CollectivesCsv.Row(op, n, p, s, 40, Double.NaN, Double.NaN);
    }

    private static CollectivesCsv.TimerRow timer(String pattern, double expectedUs, double meanUs) {
        TrimmedStatistics s = new TrimmedStatistics(
                meanUs, 0.01, meanUs - 0.1, meanUs + 0.1, 0.02, 0.95, 30, 16, meanUs, meanUs - 0.01, meanUs + 0.01);
        return new CollectivesCsv.TimerRow(NANO, pattern, 2, expectedUs, s, 40);
    }

    private static ClockSyncCsv.Row sync(String when, int rank, double offsetUs, double accuracyUs) {
        return new ClockSyncCsv.Row(NANO, "linear", when, rank, offsetUs, 2 * accuracyUs, accuracyUs, 100);
    }
}
