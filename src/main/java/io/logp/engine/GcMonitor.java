package io.logp.engine;

import io.logp.transport.Clock;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Counts garbage collections, read between batches (never inside a timed trial), so a batch whose timing saw a
 * collection can be discarded and re-measured.
 */
public final class GcMonitor {

    private final List<GarbageCollectorMXBean> collectors;

    /** This JVM's collections. */
    public GcMonitor() {
        this(ManagementFactory.getGarbageCollectorMXBeans());
    }

    private GcMonitor(List<GarbageCollectorMXBean> collectors) {
        this.collectors = collectors;
    }

    /**
     * The collections that take time on {@code clock}: none on a simulation's clock, where a collection of this JVM
     * costs no simulated time, and leaving out a batch for one would make a simulated run depend on this JVM.
     */
    public static GcMonitor on(Clock clock) {
        return clock.virtual() ? new GcMonitor(List.of()) : new GcMonitor();
    }

    /** Collections so far, over all collectors. */
    public long collections() {
        long total = 0;
        for (GarbageCollectorMXBean gc : collectors) total += Math.max(0, gc.getCollectionCount());
        return total;
    }
}
