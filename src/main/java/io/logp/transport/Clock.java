package io.logp.transport;

/**
 * The time base of an experiment. Real runs use {@link NanoClock}; the simulated network supplies a virtual
 * clock, so the same experiment code measures either a machine or a model.
 */
public interface Clock {

    /** Current time in nanoseconds from an arbitrary origin. */
    long nanos();

    /**
     * Computes for the given time: a busy wait on this clock, never a sleep, so the processor stays in the
     * state a real computation would leave it in.
     */
    void spin(long nanos);

    /**
     * Whether this is a simulation's clock, which only the simulated network moves: the JVM's own work (compiling,
     * collecting) takes no time on it, so waiting for the JIT settles nothing and would only make a simulated run's
     * warm-up, and what it consumes of the simulation, depend on this JVM.
     */
    default boolean virtual() {
        return false;
    }
}
