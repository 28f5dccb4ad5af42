package io.logp.transport;

/**
 * Real time from {@link System#nanoTime()}; compute-for-D is a busy wait on it, reading the clock back to back as
 * the C twin's does. No {@code Thread.onSpinWait()}: its PAUSE (tens of cycles) made the wait end later than the
 * clock said and lent the core to a sibling hardware thread, so the Java loop computed differently from C's.
 */
public final class NanoClock implements Clock {

    @Override
    public long nanos() {
        return System.nanoTime();
    }

    @Override
    public void spin(long nanos) {
        if (nanos <= 0) return;
        long deadline = System.nanoTime() + nanos;
        while (System.nanoTime() < deadline) {
            // busy: the processor computes for D
        }
    }
}
