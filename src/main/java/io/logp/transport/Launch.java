package io.logp.transport;

/**
 * One prepared run of a collective on this rank: buffers are allocated when it is prepared, so {@link #run()} does
 * nothing but the operation and can sit inside a timed slot.
 */
public interface Launch {

    void run();
}
