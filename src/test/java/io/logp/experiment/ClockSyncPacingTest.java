package io.logp.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.data.SyncAlgorithm;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;
import io.logp.transport.Launch;
import io.logp.transport.sim.SimulatedCollectives;
import io.logp.transport.sim.SimulatedCollectives.Model;
import io.logp.transport.sim.SimulatedCollectives.Stall;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * What the clock synchronisation does between its exchanges, on simulated ranks: an asking member pauses after every
 * exchange (a yield where ranks share cores) and reports progress every {@link ClockSync#PROGRESS_ROUNDS}, its
 * warm-up included, so a watchdog sees a long synchronisation go on (issue 30: "no progress for 15 s" in a healthy
 * one). A member that only answers does neither here (its transport beats as it answers).
 */
class ClockSyncPacingTest {

    private static final int P = 4;

    /** Each member's pauses and progress calls, and its result. */
    private record Paced(int pauses, int progress, ClockSync.Result result) {}

    private static SimulatedCollectives sim() {
        return new SimulatedCollectives(
                new double[] {0, 5e6, -3.7e6, 1.2e9},
                new double[] {0, 1e-5, -2e-5, 1.5e-5},
                1000,
                300,
                500,
                Model.barrierLike(1000),
                Stall.none(),
                42);
    }

    private static List<Paced> run(SyncAlgorithm algorithm) throws Exception {
        SimulatedCollectives sim = sim();
        ExecutorService pool = Executors.newFixedThreadPool(P);
        try {
            List<Future<Paced>> futures = new ArrayList<>();
            for (int i = 0; i < P; i++) {
                int member = i;
                futures.add(pool.submit(() -> {
                    AtomicInteger pauses = new AtomicInteger();
                    AtomicInteger progress = new AtomicInteger();
                    ClockSync sync =
                            new ClockSync(algorithm, 100, 100_000, progress::incrementAndGet, pauses::incrementAndGet);
                    ClockSync.Result r = sync.run(sim.member(member), sim.clock(member));
                    return new Paced(pauses.get(), progress.get(), r);
                }));
            }
            List<Paced> out = new ArrayList<>();
            for (Future<Paced> f : futures) out.add(f.get());
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void linearAskersPauseAfterEveryExchangeAndReportProgressAsTheyGo() throws Exception {
        List<Paced> members = run(SyncAlgorithm.LINEAR);
        assertEquals(0, members.get(0).pauses(), "member 0 only answers");
        assertEquals(0, members.get(0).progress(), "member 0 only answers");
        for (int i = 1; i < P; i++) {
            Paced m = members.get(i);
            int exchanges = ClockSync.WARMUP_ROUNDS + m.result().rounds()[i];
            assertEquals(exchanges, m.pauses(), "member " + i + ": one pause per exchange");
            assertEquals(exchanges / ClockSync.PROGRESS_ROUNDS, m.progress(), "member " + i);
            assertTrue(m.progress() >= 2, "the warm-up alone reports twice: " + m.progress());
        }
    }

    /**
     * Linear, member i's first question waits until the pairs before it have ended, in idle barriers: asked at once,
     * it would spin in that question against the working pair until member 0 turned to it.
     */
    @Test
    void linearMembersWaitForTheirTurnInIdleBarriers() throws Exception {
        SimulatedCollectives sim = sim();
        List<List<String>> events = new ArrayList<>();
        for (int i = 0; i < P; i++) events.add(Collections.synchronizedList(new ArrayList<>()));
        ExecutorService pool = Executors.newFixedThreadPool(P);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int i = 0; i < P; i++) {
                int member = i;
                futures.add(pool.submit(() -> new ClockSync(SyncAlgorithm.LINEAR, 100, 100_000)
                        .run(new Recording(sim.member(member), events.get(member)), sim.clock(member))));
            }
            for (Future<?> f : futures) f.get();
        } finally {
            pool.shutdownNow();
        }
        for (int i = 1; i < P; i++) {
            List<String> e = events.get(i);
            assertEquals(i - 1, e.indexOf("ask"), "member " + i + ": " + e.subList(0, Math.min(e.size(), P)));
            assertEquals(P - 1, Collections.frequency(e, "idle"), "one idle barrier per pair");
            assertEquals(0, Collections.frequency(e, "barrier"), "no spinning barrier");
        }
    }

    /** A member that records its calls (one "ask" per question asked, "idle" per idle barrier), then passes them. */
    private record Recording(CollectiveGroup group, List<String> events) implements CollectiveGroup {
        @Override
        public int index() {
            return group.index();
        }

        @Override
        public int size() {
            return group.size();
        }

        @Override
        public void barrier() {
            events.add("barrier");
            group.barrier();
        }

        @Override
        public void idleBarrier() {
            events.add("idle");
            group.idleBarrier();
        }

        @Override
        public double[] allGather(double[] values) {
            return group.allGather(values);
        }

        @Override
        public Launch prepare(CollectiveOp op, int nBytes) {
            return group.prepare(op, nBytes);
        }

        @Override
        public double askTime(int peer) {
            events.add("ask");
            return group.askTime(peer);
        }

        @Override
        public void stopAsking(int peer) {
            group.stopAsking(peer);
        }

        @Override
        public void answerTimes(int peer, Clock clock) {
            events.add("answer");
            group.answerTimes(peer, clock);
        }
    }

    @Test
    void ringAskersPauseAndReportToo() throws Exception {
        List<Paced> members = run(SyncAlgorithm.RING);
        ClockSync.Result r = members.get(0).result();
        for (int i = 0; i < P; i++) {
            Paced m = members.get(i);
            // Member i asks member i - 1; member 0's round trips with member P - 1 close the ring.
            int exchanges = ClockSync.WARMUP_ROUNDS + r.rounds()[i];
            assertEquals(exchanges, m.pauses(), "member " + i);
            assertEquals(exchanges / ClockSync.PROGRESS_ROUNDS, m.progress(), "member " + i);
        }
    }
}
