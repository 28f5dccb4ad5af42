package io.logp.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The rank watchdog's clock: armed, beaten, disarmed and expired, on made-up times (and once on the real one). */
class WatchdogTest {

    private static final long S = 1_000_000_000L;
    private static final long TIMEOUT_NS = 10 * S;

    @Test
    void anArmedPhaseWithoutABeatExpiresJustAfterTheTimeoutAndNamesItself() {
        Watchdog w = new Watchdog(TIMEOUT_NS);
        w.arm("the collectives (MPI_Bcast 8 B, P = 2)");
        long t0 = 100 * S;
        assertNull(w.check(t0), "the arm is progress");
        assertNull(w.check(t0 + 5 * S));
        assertNull(w.check(t0 + TIMEOUT_NS), "not at the timeout itself");
        String message = w.check(t0 + TIMEOUT_NS + 1);
        assertEquals(
                "no progress for 10 s (--timeout) in the collectives (MPI_Bcast 8 B, P = 2); a peer seems stopped or"
                        + " gone",
                message);
    }

    @Test
    void aBeatStartsTheDeadlineAgain() {
        Watchdog w = new Watchdog(TIMEOUT_NS);
        w.arm("the ping-pong");
        long t0 = 0;
        assertNull(w.check(t0));
        w.beat();
        assertNull(w.check(t0 + 9 * S), "seen at 9 s");
        // 19 s after the arm but only 10 s after the beat was seen: not yet.
        assertNull(w.check(t0 + 19 * S));
        assertNotNull(w.check(t0 + 19 * S + 1));
        // Steady beats, each within the timeout, never expire.
        for (long t = 20 * S; t < 200 * S; t += 9 * S) {
            w.beat();
            assertNull(w.check(t), "beaten at " + t / S + " s");
        }
    }

    @Test
    void aDisarmedWatchdogWaitsForeverAndARearmStartsFresh() {
        Watchdog w = new Watchdog(TIMEOUT_NS);
        assertNull(w.check(0), "never armed");
        w.arm("the barrier");
        assertNull(w.check(1 * S));
        w.disarm();
        for (long t = 2 * S; t < 3600 * S; t += 60 * S) assertNull(w.check(t), "disarmed at " + t / S + " s");
        w.arm("the barrier again");
        assertNull(w.check(4000 * S));
        assertNull(w.check(4010 * S));
        String message = w.check(4010 * S + 1);
        assertTrue(message.contains("in the barrier again;"), message);
    }

    @Test
    void anArmWithoutAVisibleGapKeepsBeingWatched() {
        // Disarm and arm between two looks (a rank that leaves one stage and enters the next): the arm is progress.
        Watchdog w = new Watchdog(TIMEOUT_NS);
        w.arm("one");
        assertNull(w.check(0));
        w.disarm();
        w.arm("two");
        assertNull(w.check(9 * S));
        assertNull(w.check(19 * S));
        assertTrue(w.check(19 * S + 1).contains("in two;"));
    }

    @Test
    void anAllowanceLengthensThePhaseAndTheMessageSaysSo() {
        Watchdog w = new Watchdog(TIMEOUT_NS);
        w.arm("the queue measurement", 2_500_000_000L);
        assertNull(w.check(0));
        assertNull(w.check(TIMEOUT_NS + 2_500_000_000L));
        assertEquals(
                "no progress for 12.5 s (--timeout, and 2.5 s this phase may take more) in the queue measurement; a"
                        + " peer seems stopped or gone",
                w.check(TIMEOUT_NS + 2_500_000_001L));
        // The next arm without one is back to the timeout alone.
        w.arm("the end");
        assertNull(w.check(20 * S));
        assertTrue(w.check(30 * S + 1).startsWith("no progress for 10 s (--timeout) in the end"));
    }

    @Test
    void armingAndBeatingAllocateNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Watchdog w = new Watchdog(TIMEOUT_NS);
        String phase = "the collectives";
        for (int i = 0; i < 100_000; i++) {
            w.arm(phase);
            w.beat();
            w.disarm();
        }
        long before = threads.getCurrentThreadAllocatedBytes();
        for (int i = 0; i < 1_000_000; i++) {
            w.arm(phase);
            w.beat();
            w.disarm();
        }
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        // One object per call would be 16 MB at least; the JIT's own few objects stay far below a byte per call.
        assertTrue(allocated < 64 * 1024, "a million arms, beats and disarms allocated " + allocated + " bytes");
    }

    @Test
    @Timeout(10)
    void theWatchingThreadReportsOnceWithinALookOfTheTimeout() throws Exception {
        Watchdog w = new Watchdog(TimeUnit.MILLISECONDS.toNanos(500));
        BlockingQueue<String> expired = new ArrayBlockingQueue<>(2);
        long startNs = System.nanoTime();
        w.arm("a stopped peer's barrier");
        Thread t = w.start(expired::add);
        assertTrue(t.isDaemon(), "never keeps the JVM alive");
        String message = expired.poll(5, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - startNs) / 1e9;
        assertNotNull(message, "expired");
        assertTrue(message.contains("in a stopped peer's barrier"), message);
        assertTrue(seconds >= 0.5, "not before the timeout: " + seconds);
        assertTrue(seconds <= 0.5 + 3 * Watchdog.LOOK_MS / 1e3 + 0.5, "within a few looks: " + seconds);
        t.join(2000);
        assertTrue(!t.isAlive() && expired.isEmpty(), "one report, then the thread ends");
    }
}
