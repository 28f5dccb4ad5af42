package io.logp.engine;

/**
 * Resolution and overhead of a clock, measured as Luecke et al. do: over many back-to-back reads, the overhead
 * is the minimum difference of two consecutive reads and the resolution the minimum positive difference.
 * The overhead is subtracted from every timing, since each timed interval contains one read's worth of it.
 *
 * @param reads          back-to-back reads taken
 * @param overheadNanos  minimum difference between consecutive reads (may be 0 on a coarse clock)
 * @param resolutionNanos minimum positive difference; 0 when no two reads differed (a virtual clock)
 * @param medianNanos    median difference between consecutive reads
 */
public record ClockProbe(int reads, long overheadNanos, long resolutionNanos, long medianNanos) {

    public static ClockProbe measure(Clock clock, int reads) {
        if (reads < 2) throw new IllegalArgumentException("need at least 2 reads");
        long[] diffs = new long[reads - 1];
        long previous = clock.nanos();
        for (int i = 0; i < diffs.length; i++) {
            long now = clock.nanos();
            diffs[i] = now - previous;
            previous = now;
        }
        long min = Long.MAX_VALUE;
        long minPositive = Long.MAX_VALUE;
        for (long d : diffs) {
            min = Math.min(min, d);
            if (d > 0) minPositive = Math.min(minPositive, d);
        }
        java.util.Arrays.sort(diffs);
        return new ClockProbe(reads, Math.max(0, min), minPositive == Long.MAX_VALUE ? 0 : minPositive,
                diffs[diffs.length / 2]);
    }
}
