package io.logp.transport;

import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;

/**
 * Blocking ping-pong between two ranks, as Luecke et al. time it: the source sends n bytes and receives them back,
 * the destination receives and sends them back. Every rank of the job runs the same sequence of calls (SPMD); the
 * collective ones ({@link #barrier}, {@link #broadcast}) involve all ranks, the others only the two that take part.
 * {@link #ping} and {@link #pong} allocate nothing: they sit inside timed loops.
 */
public interface PingPong extends AutoCloseable {

    int rank();

    int size();

    /** Prepares buffers and requests for messages of {@code bytes} between this rank and {@code peer}. */
    void prepare(int peer, int bytes);

    /** Source: sends the prepared message to the peer and waits until it has come back. */
    void ping();

    /** Destination: waits for the prepared message and sends it back. */
    void pong();

    /** Destination's half of the handshake before a timed trial: a small message to the source. */
    void handshakeSend();

    /** Source's half: waits for the destination's handshake, so both start the trial together. */
    void handshakeReceive();

    void barrier();

    /** The root's value, on every rank. */
    long broadcastFromSource(long value, int root);

    /** The MPI wall-clock timer (MPI_Wtime) as a clock, for the timer check. */
    Clock wtime();

    /** Where the ranks run (host, pid, CPUs). */
    java.util.List<RankPlacement> placement();

    /** The path messages take (its medium, the MPI's BTL or netmod), for meta.json and what shows it. */
    NetworkPath path();

    @Override
    void close();
}
