package io.logp.engine;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The timer check of Luecke et al. (section 3.1): many back-to-back reads of a clock, and the distribution of the
 * differences. The resolution is the minimum positive difference, the minimum overhead the minimum difference
 * (subtracted from every timing). Differences are counted by value rather than stored, so 2^24 reads need no
 * 128 MB array: a timer's differences take few distinct values.
 *
 * @param clock           the clock's name
 * @param reads           differences measured
 * @param minOverheadNs   minimum difference (>= 0)
 * @param resolutionNs    minimum positive difference; 0 when every difference was 0
 * @param medianNs        median difference
 * @param meanNs          mean difference
 * @param maxNs           maximum difference
 * @param frequencies     how often each difference occurred, by difference in nanoseconds
 */
public record TimerCheck(String clock, long reads, long minOverheadNs, long resolutionNs, long medianNs, double meanNs,
                         long maxNs, SortedMap<Long, Long> frequencies) {

    /** Differences below this are counted in an array; the rare longer ones (interruptions) in a map. */
    private static final int DENSE_NS = 100_000;

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
        return of(name, all);
    }

    /** The check from a frequency table (difference in ns -> count). */
    public static TimerCheck of(String name, SortedMap<Long, Long> frequencies) {
        long reads = 0;
        double sum = 0;
        long minPositive = 0;
        for (Map.Entry<Long, Long> e : frequencies.entrySet()) {
            reads += e.getValue();
            sum += (double) e.getKey() * e.getValue();
            if (minPositive == 0 && e.getKey() > 0) minPositive = e.getKey();
        }
        if (reads == 0) throw new IllegalArgumentException("empty frequency table");
        long median = 0;
        long seen = 0;
        for (Map.Entry<Long, Long> e : frequencies.entrySet()) {
            seen += e.getValue();
            if (2 * seen >= reads) {
                median = e.getKey();
                break;
            }
        }
        long min = Math.max(0, frequencies.firstKey());
        return new TimerCheck(name, reads, min, minPositive, median, sum / reads, frequencies.lastKey(),
                new TreeMap<>(frequencies));
    }

    /** The summary the small-message experiment keeps. */
    public ClockProbe probe() {
        return new ClockProbe((int) Math.min(Integer.MAX_VALUE, reads), minOverheadNs, resolutionNs, medianNs);
    }
}
