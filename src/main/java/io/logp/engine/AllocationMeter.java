package io.logp.engine;

import java.lang.management.ManagementFactory;

/**
 * Bytes the current thread has allocated, read around batches of timed trials (never inside one), so a run can
 * show that its timed loops allocate nothing. Unsupported JVMs report -1.
 */
public final class AllocationMeter {

    private final com.sun.management.ThreadMXBean threads;

    public AllocationMeter() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean sun = bean instanceof com.sun.management.ThreadMXBean s ? s : null;
        if (sun != null && sun.isThreadAllocatedMemorySupported() && !sun.isThreadAllocatedMemoryEnabled()) {
            sun.setThreadAllocatedMemoryEnabled(true);
        }
        this.threads = sun != null && sun.isThreadAllocatedMemorySupported() ? sun : null;
    }

    /** Bytes allocated by this thread so far, or -1 when the JVM cannot tell. */
    public long allocatedBytes() {
        return threads == null ? -1 : threads.getCurrentThreadAllocatedBytes();
    }
}
