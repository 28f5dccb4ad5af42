package io.logp.transport;

import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import java.util.List;

/**
 * The Active-Message-style request/reply layer the experiments talk to. A request carries a handler id in a small
 * fixed payload ({@link #payloadBytes()}), and may carry bulk data after it (a store); the responder's handler
 * replies at once, with the small payload or with bulk data (a get). Issuing a request first handles the replies that
 * have already arrived (each costs o_r) and stalls while {@link #window()} requests are outstanding, so the issue
 * loop of Culler et al. runs unchanged over Open MPI and over the simulated LogP network.
 *
 * <p>Implementations keep {@link #request}, {@link #poll} and {@link #drain} free of allocation: they sit inside
 * timed loops. Every wait is bounded by a watchdog and ends in a {@link TransportException}.
 */
public interface Transport extends AutoCloseable {

    int rank();

    int size();

    /** The clock this transport's time passes on (virtual for a simulated network). */
    Clock clock();

    /** Maximum number of requests outstanding from this rank before {@link #request} stalls. */
    int window();

    /** Bytes of the small message: the smallest request or reply, header included. */
    int payloadBytes();

    /** The largest request or reply this transport can carry (its receive buffers are this large). */
    int maxMessageBytes();

    /** A small request whose handler replies small: {@code request(dest, handler, payloadBytes(), payloadBytes())}. */
    default void request(int dest, int handler) {
        request(dest, handler, payloadBytes(), payloadBytes());
    }

    /**
     * Handles replies that have arrived, waits for a free window slot if needed, then sends one request of
     * {@code requestBytes} whose handler answers with a reply of {@code replyBytes}; both are in
     * [{@link #payloadBytes()}, {@link #maxMessageBytes()}] and include the small payload.
     */
    void request(int dest, int handler, int requestBytes, int replyBytes);

    /** Handles every message that has arrived (replies, or requests on a responder); returns how many. */
    int poll();

    /** Requests issued and not yet answered. */
    int outstanding();

    /** Waits until every issued request has been answered. */
    void drain();

    /** Acts as a responder: answers requests until a {@link Handler#SHUTDOWN} request has arrived. */
    void serve();

    /** Where every rank runs, gathered once at start-up. */
    List<RankPlacement> placement();

    /** The path messages take (its medium, the MPI's BTL or netmod), for meta.json and what shows it. */
    NetworkPath path();

    @Override
    void close();
}
