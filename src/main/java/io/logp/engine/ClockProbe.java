package io.logp.engine;

import io.logp.data.TimerCheck;
import io.logp.transport.Clock;

/**
 * Resolution and overhead of a clock, measured as Luecke et al. do: over many back-to-back reads, the overhead
 * is the minimum difference of two consecutive reads and the resolution the minimum positive difference.
 * The overhead is subtracted from every timing, since each timed interval contains one read's worth of it.
 *
 * @param reads          back-to-back reads taken
 * @param overheadNs  minimum difference between consecutive reads (may be 0 on a coarse clock)
 * @param resolutionNs minimum positive difference; 0 when no two reads differed (a virtual clock)
 * @param medianNs    median difference between consecutive reads
 */
public record ClockProbe(int reads, long overheadNs, long resolutionNs, long medianNs) {

    public static ClockProbe measure(Clock clock, int reads) {
        if (reads < 2) throw new IllegalArgumentException("need at least 2 reads");
        return of(TimerReads.measure("clock", clock, reads));
    }

    /** The summary the small-message experiment keeps of a timer check. */
    public static ClockProbe of(TimerCheck c) {
        return new ClockProbe(
                (int) Math.min(Integer.MAX_VALUE, c.reads()), c.minOverheadNs(), c.resolutionNs(), c.medianNs());
    }
}
