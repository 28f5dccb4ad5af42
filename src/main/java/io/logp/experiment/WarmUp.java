package io.logp.experiment;

import io.logp.engine.IssueLoop;

/**
 * Untimed trials before anything is recorded: the JIT compiles the issue, service and delay loops, and the path of
 * a new message size is set up (buffers touched, a protocol's first use). Never mixed into results.
 */
final class WarmUp {

    /** A delay used during warm-up so compute-for-D is compiled before it is calibrated and timed. */
    static final long DELAY_NS = 200;

    private WarmUp() {}

    /** Issue phases over the grid, with and without delay, and round trips, at least once and for the given time. */
    static void run(IssueLoop loop, int[] grid, double seconds) {
        long end = loop.transport().clock().nanos() + (long) (seconds * 1e9);
        do {
            for (int m : grid) loop.issuePhase(m, 0);
            for (int m : grid) loop.issuePhase(m, DELAY_NS);
            for (int i = 0; i < 100; i++) loop.roundTrip();
            loop.effectiveDelayNs(DELAY_NS, 100);
        } while (loop.transport().clock().nanos() < end);
    }
}
