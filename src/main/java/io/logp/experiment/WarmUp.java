package io.logp.experiment;

import io.logp.engine.IssueLoop;
import io.logp.engine.JitQuiet;
import java.util.List;

/**
 * Untimed trials before anything is recorded: the JIT compiles the issue, service and delay loops, and the path of
 * a new message size is set up (buffers touched, a protocol's first use). Never mixed into results.
 */
final class WarmUp {

    /** A delay used during warm-up so compute-for-D is compiled before it is calibrated and timed. */
    static final long DELAY_NS = 200;

    private WarmUp() {}

    /**
     * Passes beyond the given time while the JIT still compiles during them: a rank is bound to one core with its
     * compiler threads, so a compilation still running when the sweep starts takes that core from the timed loops.
     */
    static final int MAX_SETTLE_PASSES = 10;

    /**
     * The longest wait for the compiler to go idle before a settling pass: with the passes, a warm-up (one per T(n)
     * sweep and per bulk signature size) adds at most about 5 s to its --warmup-seconds.
     */
    static final long JIT_WAIT_LIMIT_MS = 500;

    /**
     * Issue phases over the grid, with and without delay, and round trips, at least once and for the given time, then
     * on until a whole pass ran without the JIT compiling (at most {@link #MAX_SETTLE_PASSES} more passes).
     */
    static void run(IssueLoop loop, int[] grid, double seconds) {
        run(List.of(loop), grid, seconds);
    }

    /**
     * Each loop's passes for the given time (at least one), then one settling for them all on the first (smallest)
     * loop: the sizes of a T(n) sweep share their code, so what a size's passes queued for the compiler is what the
     * settling waits for, and a settling per size cost up to {@link #MAX_SETTLE_PASSES} waits of {@link
     * #JIT_WAIT_LIMIT_MS} each on a machine whose compiler threads get little time. The settling passes stay short: a
     * pass over every size (1 MiB and all) overlapped some compilation nearly always under load and ran all ten.
     */
    static void run(List<IssueLoop> loops, int[] grid, double seconds) {
        if (loops.isEmpty()) return;
        for (IssueLoop loop : loops) {
            long end = loop.transport().clock().nanos() + (long) (seconds * 1e9);
            do pass(loop, grid);
            while (loop.transport().clock().nanos() < end);
        }
        if (loops.get(0).transport().clock().virtual()) return;
        IssueLoop first = loops.get(0);
        new JitQuiet(true).settle(MAX_SETTLE_PASSES, JIT_WAIT_LIMIT_MS, () -> pass(first, grid), ns -> ns == 0);
    }

    private static void pass(IssueLoop loop, int[] grid) {
        for (int m : grid) loop.issuePhase(m, 0);
        for (int m : grid) loop.issuePhase(m, DELAY_NS);
        for (int i = 0; i < 100; i++) loop.roundTrip();
        loop.effectiveDelayNs(DELAY_NS, 100);
    }
}
