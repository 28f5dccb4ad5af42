package io.logp.app.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.UsageException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A process stopped with SIGSTOP is seen stopped, and only one stopped without a break past its limit is overdue:
 * the launcher kills a stopped mpirun by this (it waited on one for over 150 s).
 */
class StoppedLauncherTest {

    @Test
    @Timeout(30)
    void aStoppedProcessIsOverdueOnlyPastItsLimitWithoutABreak() throws Exception {
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        try {
            long pid = sleeper.pid();
            assertFalse(StoppedLauncher.isStopped(pid), "running");
            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-STOP", Long.toString(pid))
                            .start()
                            .waitFor());
            awaitState(pid, true);

            long timeoutNs = TimeUnit.SECONDS.toNanos(5);
            long limitNs = timeoutNs + StoppedLauncher.GRACE_NS;
            StoppedLauncher watch = new StoppedLauncher(pid, timeoutNs);
            long t0 = 1_000_000_000L;
            assertFalse(watch.overdue(t0), "just seen stopped");
            assertFalse(watch.overdue(t0 + limitNs), "at the limit");
            assertTrue(watch.overdue(t0 + limitNs + 1), "past it");
            assertEquals(15, watch.limitSeconds());

            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-CONT", Long.toString(pid))
                            .start()
                            .waitFor());
            awaitState(pid, false);
            assertFalse(watch.overdue(t0 + 2 * limitNs), "a resumed process is not overdue");
            // stopped again: the count starts anew
            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-STOP", Long.toString(pid))
                            .start()
                            .waitFor());
            awaitState(pid, true);
            assertFalse(watch.overdue(t0 + 3 * limitNs));
            assertFalse(watch.overdue(t0 + 4 * limitNs));
            assertTrue(watch.overdue(t0 + 4 * limitNs + 1));
        } finally {
            sleeper.destroyForcibly();
        }
        assertFalse(StoppedLauncher.isStopped(Long.MAX_VALUE), "no such process");
    }

    @Test
    void theGraceIsTenSecondsUnlessTheEnvironmentSetsIt() {
        assertEquals(TimeUnit.SECONDS.toNanos(10), StoppedLauncher.graceNs(Map.of()));
        assertEquals(TimeUnit.SECONDS.toNanos(10), StoppedLauncher.graceNs(Map.of(StoppedLauncher.GRACE_ENV, " ")));
        assertEquals(0, StoppedLauncher.graceNs(Map.of(StoppedLauncher.GRACE_ENV, "0")));
        assertEquals(TimeUnit.SECONDS.toNanos(1), StoppedLauncher.graceNs(Map.of(StoppedLauncher.GRACE_ENV, "1")));
        assertEquals(
                TimeUnit.SECONDS.toNanos(3600), StoppedLauncher.graceNs(Map.of(StoppedLauncher.GRACE_ENV, "3600")));
        for (String bad : new String[] {"-1", "3601", "1.5", "ten", "99999999999"}) {
            UsageException e = assertThrows(
                    UsageException.class, () -> StoppedLauncher.graceNs(Map.of(StoppedLauncher.GRACE_ENV, bad)));
            assertEquals(
                    "LOGP_STOPPED_LAUNCHER_GRACE must be whole seconds from 0 to 3600, got '" + bad + "'",
                    e.getMessage());
        }
    }

    @Test
    @Timeout(30)
    void aShorterGraceMakesTheLauncherOverdueSooner() throws Exception {
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        try {
            long pid = sleeper.pid();
            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-STOP", Long.toString(pid))
                            .start()
                            .waitFor());
            awaitState(pid, true);
            long timeoutNs = TimeUnit.SECONDS.toNanos(5);
            StoppedLauncher watch = new StoppedLauncher(pid, timeoutNs, TimeUnit.SECONDS.toNanos(1));
            long t0 = 1_000_000_000L;
            assertFalse(watch.overdue(t0));
            assertFalse(watch.overdue(t0 + TimeUnit.SECONDS.toNanos(6)), "at timeout + grace");
            assertTrue(watch.overdue(t0 + TimeUnit.SECONDS.toNanos(6) + 1), "past it");
            assertEquals(6, watch.limitSeconds());
        } finally {
            sleeper.destroyForcibly();
        }
    }

    private static void awaitState(long pid, boolean stopped) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (StoppedLauncher.isStopped(pid) != stopped && System.nanoTime() < deadline) Thread.sleep(10);
        assertEquals(stopped, StoppedLauncher.isStopped(pid));
    }
}
