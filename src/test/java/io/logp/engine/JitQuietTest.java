package io.logp.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The compiler's run time is found and waited out, so it can be kept away from timed launches. */
@Timeout(30)
class JitQuietTest {

    @Test
    void theCompilerThreadsRunTimeIsReadAndGrowsWhenNewCodeIsCompiled() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs Linux's /proc");
        long before = JitQuiet.compilerThreadsNs();
        assertTrue(before > 0, "this JVM has compiled something by now: " + before);
        JitQuiet quiet = new JitQuiet(true);
        long base = JitQuiet.compilerThreadsNs();
        double sink = hotLoop();
        // Compilation is asynchronous: on a loaded machine the compiler threads may get to the loop only after it
        // returned, so their time is given a moment to move before the wait is asked what it saw.
        long giveUp = System.nanoTime() + 5_000_000_000L;
        while (JitQuiet.compilerThreadsNs() == base && System.nanoTime() < giveUp) Thread.onSpinWait();
        long compiled = quiet.await(5000);
        assertTrue(compiled > 0, "a loop run 2 million times is compiled: " + compiled + " ns (" + sink + ")");
        // Idle now: the next wait returns at once with nothing new, unless some other code of the test JVM compiles.
        long t0 = System.nanoTime();
        quiet.await(5000);
        assertTrue(System.nanoTime() - t0 < 2_000_000_000L, "waits for an idle compiler only as long as it runs");
    }

    @Test
    void withoutWaitingItStillCounts() {
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "needs Linux's /proc");
        JitQuiet counting = new JitQuiet(false);
        double sink = hotLoop() + hotLoop2();
        long t0 = System.nanoTime();
        long compiled = counting.await(5000);
        assertTrue(System.nanoTime() - t0 < 50_000_000L, "disabled, it never waits (" + sink + ")");
        assertTrue(compiled >= 0);
    }

    private static double hotLoop() {
        double x = 0;
        for (int i = 0; i < 2_000_000; i++) x += Math.sqrt(i) * 1e-9 + (i % 7 == 0 ? 1 : 0);
        return x;
    }

    private static double hotLoop2() {
        double x = 1;
        for (int i = 0; i < 2_000_000; i++) x = x * 1.0000001 + (i & 3);
        return x;
    }

    @Test
    void settlingStopsAtTheFirstQuietRoundAndAtItsCapOtherwise() {
        JitQuiet jit = new JitQuiet(false);
        int[] rounds = {0};
        jit.settle(10, 0, () -> rounds[0]++, ns -> true);
        assertEquals(1, rounds[0], "a quiet first round ends it");
        rounds[0] = 0;
        jit.settle(4, 0, () -> rounds[0]++, ns -> false);
        assertEquals(4, rounds[0], "never quiet: the cap ends it");
        rounds[0] = 0;
        jit.settle(10, 0, () -> rounds[0]++, ns -> rounds[0] == 3);
        assertEquals(3, rounds[0], "the third round is the first quiet one");
    }
}
