package io.logp.plot;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * What an axis counts, stated by the chart that draws it rather than read back from its title's words: a log axis of
 * bytes is labelled in binary sizes (1 Ki, 16 Ki), an axis of counts (ranks, K, entries) in whole numbers.
 */
enum AxisKind {
    /** Sizes in bytes. */
    BYTES,
    /** Whole things: ranks, requesters, queue entries, trials. */
    COUNT,
    /** Any other quantity: times, rates, ratios. */
    VALUE;

    private static final Map<Chart<?, ?>, AxisKind[]> KINDS = Collections.synchronizedMap(new WeakHashMap<>());

    /** States what the chart's x and y axes count. */
    static void of(Chart<?, ?> chart, AxisKind x, AxisKind y) {
        KINDS.put(chart, new AxisKind[] {x, y});
    }

    /** What the chart's x (true) or y axis counts; VALUE when the chart did not say. */
    static AxisKind of(Chart<?, ?> chart, boolean x) {
        AxisKind[] kinds = KINDS.get(chart);
        return kinds == null ? VALUE : kinds[x ? 0 : 1];
    }
}
