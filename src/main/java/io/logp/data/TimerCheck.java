package io.logp.data;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The outcome of a timer check (Luecke et al., section 3.1): the distribution of the differences between
 * back-to-back reads of a clock (measured by engine.TimerReads). The resolution is the minimum positive difference, the minimum overhead the minimum difference
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
public record TimerCheck(
        String clock,
        long reads,
        long minOverheadNs,
        long resolutionNs,
        long medianNs,
        double meanNs,
        long maxNs,
        SortedMap<Long, Long> frequencies) {

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
        return new TimerCheck(
                name, reads, min, minPositive, median, sum / reads, frequencies.lastKey(), new TreeMap<>(frequencies));
    }
}
