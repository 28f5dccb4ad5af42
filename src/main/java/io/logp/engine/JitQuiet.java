package io.logp.engine;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongPredicate;

/**
 * Waits, outside any timed launch, until the JIT compiler has stopped compiling. mpirun binds each rank to one core,
 * and the JVM's compiler threads run on that core too: a compilation queued between two stages (the statistics, the
 * gathers, a launch loop deoptimised by a new op) otherwise runs during the next stage's launches and takes the core
 * from the rank for milliseconds, which read as launches hundreds of times too long.
 *
 * <p>On Linux the compiler threads' own run time is read from /proc/self/task/TID/schedstat (nanoseconds; the
 * threads come and go, so they are found by name each time): the compiler is idle when that time has not moved for
 * {@link #IDLE_NS}. Elsewhere the JVM's total compilation time stands in, which moves only when a compilation ends,
 * in whole milliseconds.
 */
public final class JitQuiet {

    /** The compiler counts as idle after this long without running. */
    static final long IDLE_NS = 2_000_000;

    private static final Path TASKS = Path.of("/proc/self/task");

    private final CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    private final boolean enabled;
    private final boolean perThread;
    private long lastNs;

    /** @param enabled false measures without waiting (for comparing against it); compilation is still tracked */
    public JitQuiet(boolean enabled) {
        this.enabled = enabled;
        this.perThread = compilerThreadsNs() >= 0;
        this.lastNs = compiledNs();
    }

    /**
     * Returns once the compiler has been idle for {@link #IDLE_NS} (at once when it has not run since the last call),
     * or after {@code limitMs} at most. Returns the compiler's time since the last call, in nanoseconds.
     */
    public long await(long limitMs) {
        long before = lastNs;
        long now = compiledNs();
        if (enabled && now != before) {
            long giveUp = System.nanoTime() + limitMs * 1_000_000L;
            while (System.nanoTime() < giveUp) {
                sleepNs(IDLE_NS);
                long t = compiledNs();
                if (t == now) break;
                now = t;
            }
        }
        lastNs = compiledNs();
        return lastNs - before;
    }

    /**
     * Runs {@code round} until one ran without compiling, as {@code quiet} judges this JVM's compiler time during it
     * (ranks that run the rounds together decide together), at most {@code maxRounds} times, waiting up to {@code
     * waitMs} for an idle compiler before each: the JIT compiles a loop only once its counters overflow, which may be
     * after any fixed warm-up.
     */
    public void settle(int maxRounds, long waitMs, Runnable round, LongPredicate quiet) {
        for (int r = 0; r < maxRounds; r++) {
            await(waitMs);
            round.run();
            if (quiet.test(sinceLastNs())) return;
        }
    }

    /** Whether {@link #await} waits (false: it only tracks the compiler's time, for comparison). */
    public boolean waits() {
        return enabled;
    }

    /** The compiler's time since the last {@link #await} (or since creation), in nanoseconds, without waiting. */
    public long sinceLastNs() {
        return compiledNs() - lastNs;
    }

    private long compiledNs() {
        if (perThread) return compilerThreadsNs();
        return jit == null || !jit.isCompilationTimeMonitoringSupported()
                ? 0
                : jit.getTotalCompilationTime() * 1_000_000L;
    }

    /** Run time of this JVM's compiler threads, from the kernel's scheduler statistics; -1 where there are none. */
    static long compilerThreadsNs() {
        if (!Files.isDirectory(TASKS)) return -1;
        long total = 0;
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path task : tasks) {
                try {
                    String name = Files.readString(task.resolve("comm"));
                    if (!name.contains("CompilerThre")) continue;
                    String stat = Files.readString(task.resolve("schedstat"));
                    total += Long.parseLong(stat.substring(0, stat.indexOf(' ')));
                } catch (IOException | RuntimeException threadEnded) {
                    // a compiler thread that ended between the listing and the read has nothing more to add
                }
            }
        } catch (IOException e) {
            return -1;
        }
        return total;
    }

    private static void sleepNs(long ns) {
        try {
            Thread.sleep(ns / 1_000_000L, (int) (ns % 1_000_000L));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
