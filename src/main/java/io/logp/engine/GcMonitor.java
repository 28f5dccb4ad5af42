package io.logp.engine;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Counts garbage collections, read between batches (never inside a timed trial), so a batch whose timing saw a
 * collection can be discarded and re-measured.
 */
public final class GcMonitor {

    private final List<GarbageCollectorMXBean> collectors = ManagementFactory.getGarbageCollectorMXBeans();

    /** Collections so far, over all collectors. */
    public long collections() {
        long total = 0;
        for (GarbageCollectorMXBean gc : collectors) total += Math.max(0, gc.getCollectionCount());
        return total;
    }
}
