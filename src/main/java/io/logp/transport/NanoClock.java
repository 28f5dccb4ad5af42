package io.logp.transport;

/** Real time from {@link System#nanoTime()}; compute-for-D is a busy wait on it. */
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
            Thread.onSpinWait();
        }
    }
}
