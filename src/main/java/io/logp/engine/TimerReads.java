package io.logp.engine;

import io.logp.data.TimerCheck;
import io.logp.transport.Clock;
import java.util.TreeMap;

/**
 * The timer check of Luecke et al. (section 3.1): many back-to-back reads of a clock. Differences are counted by
 * value rather than stored, so 2^24 reads need no 128 MB array: a timer's differences take few distinct values.
 */
public final class TimerReads {

    /** Differences below this are counted in an array; the rare longer ones (interruptions) in a map. */
    private static final int DENSE_NS = 100_000;

    private TimerReads() {}

    public static TimerCheck measure(String name, Clock clock, long reads) {
        if (reads < 1) throw new IllegalArgumentException("need at least 1 timer read, got " + reads);
        long[] dense = new long[DENSE_NS];
        TreeMap<Long, Long> sparse = new TreeMap<>();
        for (long i = 0; i < reads; i++) {
            long t1 = clock.nanos();
            long t2 = clock.nanos();
            long d = t2 - t1;
            if (d >= 0 && d < DENSE_NS) dense[(int) d]++;
            else sparse.merge(d, 1L, Long::sum);
        }
        TreeMap<Long, Long> all = new TreeMap<>(sparse);
        for (int d = 0; d < DENSE_NS; d++) if (dense[d] > 0) all.put((long) d, dense[d]);
        return TimerCheck.of(name, all);
    }
}
