package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.data.CollectiveSettings;
import io.logp.data.SyncAlgorithm;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;
import io.logp.transport.sim.SimulatedCollectives;
import io.logp.transport.sim.SimulatedCollectives.Model;
import io.logp.transport.sim.SimulatedCollectives.Stall;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Clock synchronisation and MPIPerf's launch schedule on simulated ranks whose clocks have known offsets and drifts,
 * so every estimate is checked against the truth.
 */
class CollectiveSimulationTest {

    private static final double[] OFFSETS = {0, 5e6, -3.7e6, 1.2e9};
    /** 10 to 20 ppm, a typical crystal's error. */
    private static final double[] DRIFTS = {0, 1e-5, -2e-5, 1.5e-5};

    private static final double ONE_WAY = 1000;
    private static final double JITTER = 300;

    private static SimulatedCollectives ranks(int p, Model model, Stall stall) {
        double[] o = java.util.Arrays.copyOf(OFFSETS, p);
        double[] d = java.util.Arrays.copyOf(DRIFTS, p);
        return new SimulatedCollectives(o, d, ONE_WAY, JITTER, 500, model, stall, 42);
    }

    /** Runs {@code part} on every member's own thread and returns what each returned, in member order. */
    private static <T> List<T> onEveryMember(
            SimulatedCollectives sim, int p, BiFunction<CollectiveGroup, Clock, T> part) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(p);
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < p; i++) {
                int member = i;
                futures.add(pool.submit(() -> part.apply(sim.member(member), sim.clock(member))));
            }
            List<T> out = new ArrayList<>();
            for (Future<T> f : futures) out.add(f.get());
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void linearSyncFindsEveryOffsetWithinHalfTheSimulatedRoundTrip() throws Exception {
        checkSync(SyncAlgorithm.LINEAR);
    }

    @Test
    void ringSyncFindsEveryOffsetWithinItsAccumulatedBound() throws Exception {
        checkSync(SyncAlgorithm.RING);
    }

    /** With P odd, rank 0 asks in a phase of its own, so nobody asks and answers at once. */
    @Test
    void ringSyncWithAnOddNumberOfRanks() throws Exception {
        checkSync(SyncAlgorithm.RING, 3);
    }

    private void checkSync(SyncAlgorithm algorithm) throws Exception {
        checkSync(algorithm, 4);
    }

    private void checkSync(SyncAlgorithm algorithm, int p) throws Exception {
        SimulatedCollectives sim = ranks(p, Model.barrierLike(1000), Stall.none());
        List<ClockSync.Result> results =
                onEveryMember(sim, p, (g, c) -> new ClockSync(algorithm, 100, 100_000).run(g, c));
        ClockSync.Result r = results.get(0);
        for (ClockSync.Result other : results)
            assertEquals(java.util.Arrays.toString(r.offsetNs()), java.util.Arrays.toString(other.offsetNs()));
        for (int i = 1; i < p; i++) {
            double error = Math.abs(r.offsetNs()[i] - sim.trueOffsetNs(i, sim.trueTimeNs(i)));
            // The simulated RTT is at least 2 x ONE_WAY; the bound of an offset is half its smallest measured RTT.
            assertTrue(r.rttNs()[i] >= 2 * ONE_WAY, "RTT " + r.rttNs()[i]);
            assertTrue(
                    error < r.accuracyNs()[i],
                    algorithm + " member " + i + ": error " + error + " ns, bound " + r.accuracyNs()[i]);
            if (algorithm == SyncAlgorithm.LINEAR) {
                assertTrue(
                        error < ONE_WAY, "member " + i + ": error " + error + " ns is not below the simulated RTT/2");
                assertTrue(r.rounds()[i] >= 100, "stops only after 100 round trips without a smaller RTT");
            }
        }
        if (algorithm == SyncAlgorithm.RING) {
            assertTrue(Math.abs(r.closureNs()) < r.accuracyNs()[p - 1] + r.rttNs()[0] / 2, "closure " + r.closureNs());
        } else {
            assertTrue(Double.isNaN(r.closureNs()));
        }
    }

    @Test
    void synchronisedLaunchesMeasureTheTrueTimeOfABarrier() throws Exception {
        int p = 3;
        double cost = 5000;
        SimulatedCollectives sim = ranks(p, Model.barrierLike(cost), Stall.none());
        List<CollectiveTiming> timings = onEveryMember(sim, p, (g, c) -> {
            ClockSync.Result sync = new ClockSync(SyncAlgorithm.LINEAR, 100, 100_000).run(g, c);
            return new CollectiveMeasurement(g, c, sync.offsetNs()[g.index()], CollectiveSettings.mpiperf())
                    .measure("barrier", 0, g.prepare(CollectiveOp.BARRIER, 0));
        });
        CollectiveTiming t = timings.get(0);
        assertEquals(t.stats(), timings.get(p - 1).stats(), "every member ends with the same result");
        // A member waits in the barrier for the last one to start: at most the spread of the starts, which the
        // synchronisation bounds by twice the worst offset error (< ONE_WAY each), plus the two clock readings.
        assertTrue(t.stats().meanUs() * 1e3 >= cost, "mean " + t.stats().meanUs());
        assertTrue(
                t.stats().meanUs() * 1e3 < cost + 2 * ONE_WAY + 100,
                "mean " + t.stats().meanUs());
        assertTrue(t.valid() >= 10 && t.launches() <= 104, t.valid() + " valid of " + t.launches());
        assertEquals(
                t.valid() - 2 * (int) Math.floor(0.25 * t.valid()), t.stats().kept());
        assertEquals(p, t.rankStats().size());
        // Launched back to back, every member leaves the barrier together too: the loop sees the same cost.
        assertEquals(cost / 1e3, t.loopUs(), 0.1);
    }

    /**
     * Kurnosov's Fig. 5: a loop of linear broadcasts is pipelined, so a loop of k times a different thing than one
     * broadcast from a simultaneous start, which takes until the last member has its message.
     */
    @Test
    void aLoopOfLinearBroadcastsMisstatesWhatOneTakes() throws Exception {
        int p = 4;
        double send = 1000, latency = 3000, receive = 1000;
        SimulatedCollectives sim = ranks(p, Model.linearBroadcast(send, latency, receive), Stall.none());
        List<CollectiveTiming> timings = onEveryMember(sim, p, (g, c) -> {
            ClockSync.Result sync = new ClockSync(SyncAlgorithm.RING, 100, 100_000).run(g, c);
            return new CollectiveMeasurement(g, c, sync.offsetNs()[g.index()], CollectiveSettings.mpiperf())
                    .measure("bcast", 8, g.prepare(CollectiveOp.BCAST, 8));
        });
        CollectiveTiming t = timings.get(0);
        double trueUs = (send * (p - 1) + latency + receive) / 1e3;
        assertEquals(trueUs, t.stats().meanUs(), 1.0, "synchronised launches: the last member's time");
        // Back to back, member 0 starts the next broadcast as soon as its sends are done.
        assertEquals(send * (p - 1) / 1e3, t.loopUs(), 0.1);
        assertTrue(t.stats().meanUs() / t.loopMaxUs() > 2, "loop-of-k underestimates by more than 2x here");
    }

    @Test
    void launchesThatOverrunOrStartLateAreInvalidAndLengthenTheSlot() throws Exception {
        int p = 2;
        double cost = 2000;
        // Member 1 is held up 40 us inside every second launch: with the first slots (a few us) that launch ends
        // after its slot and the next one starts late, so whole stages are invalid until the slot has grown.
        SimulatedCollectives sim = ranks(p, Model.barrierLike(cost), new Stall(1, 2, 40_000));
        List<CollectiveTiming> timings = onEveryMember(sim, p, (g, c) -> {
            ClockSync.Result sync = new ClockSync(SyncAlgorithm.LINEAR, 100, 100_000).run(g, c);
            return new CollectiveMeasurement(g, c, sync.offsetNs()[g.index()], CollectiveSettings.mpiperf())
                    .measure("barrier", 0, g.prepare(CollectiveOp.BARRIER, 0));
        });
        CollectiveTiming t = timings.get(0);
        assertTrue(t.overran() > 0 && t.late() > 0, t.overran() + " overran, " + t.late() + " late");
        assertEquals(t.launches() - t.late() - t.overran(), t.valid(), "only valid launches reach the statistics");
        // Lengthened by 1.1 x at a time, the slot ends up holding the 42 us launch.
        assertTrue(t.slotUs() > 42, "slot " + t.slotUs() + " us");
        assertTrue(t.stats().maxUs() > 40, "once they fit, held-up launches are valid and count");
        assertTrue(
                t.stats().minUs() < cost / 1e3 + 2 * ONE_WAY / 1e3,
                "min " + t.stats().minUs());
    }

    @Test
    void waitPatternsMeasureTheirExpectedTimes() throws Exception {
        int p = 4;
        SimulatedCollectives sim = ranks(p, Model.barrierLike(0), Stall.none());
        List<double[]> results = onEveryMember(sim, p, (g, c) -> {
            ClockSync.Result sync = new ClockSync(SyncAlgorithm.LINEAR, 100, 100_000).run(g, c);
            CollectiveMeasurement m =
                    new CollectiveMeasurement(g, c, sync.offsetNs()[g.index()], CollectiveSettings.mpiperf());
            double nul = m.measure("wait_null", 0, WaitPattern.NULL.launch(g.index(), c))
                    .stats()
                    .meanUs();
            double up = m.measure("wait_up", 0, WaitPattern.UP.launch(g.index(), c))
                    .stats()
                    .meanUs();
            return new double[] {nul, up};
        });
        // Member i's time is what it spins plus one clock reading; drift scales it by at most 2e-5.
        assertEquals(WaitPattern.NULL.expectedUs(p), results.get(0)[0], 0.03);
        assertEquals(WaitPattern.UP.expectedUs(p), results.get(0)[1], 0.03);
    }
}
