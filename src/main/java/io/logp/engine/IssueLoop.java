package io.logp.engine;

import io.logp.transport.Handler;
import io.logp.transport.Transfer;
import io.logp.transport.Transport;

/**
 * The request issue loop of Culler et al., timed on the transport's clock:
 * <pre>
 *   handshake; start timer; repeat M times { issue request; compute for D }; stop timer; drain replies untimed
 * </pre>
 * The handshake (one untimed round trip on a quiet network) makes both ranks start a trial together: the
 * responder is waiting in its service loop and no earlier reply is left to be handled inside the timed phase; it is
 * a small message whatever the loop transfers. Every measured request moves the loop's {@link Transfer}.
 * The timed methods allocate nothing and log nothing.
 */
public final class IssueLoop {

    private final Transport transport;
    private final Clock clock;
    private final int peer;
    private final Transfer transfer;
    private final int requestBytes;
    private final int replyBytes;

    /** The loop of small messages. */
    public IssueLoop(Transport transport, int peer) {
        this(transport, peer, Transfer.store(transport.payloadBytes()));
    }

    public IssueLoop(Transport transport, int peer, Transfer transfer) {
        this.transport = transport;
        this.clock = transport.clock();
        this.peer = peer;
        this.transfer = transfer;
        this.requestBytes = transfer.requestBytes(transport.payloadBytes());
        this.replyBytes = transfer.replyBytes(transport.payloadBytes());
        if (Math.max(requestBytes, replyBytes) > transport.maxMessageBytes()) {
            throw new IllegalArgumentException("a " + transfer.kind().label() + " of " + transfer.nBytes()
                    + " bytes exceeds the transport's largest message (" + transport.maxMessageBytes() + " bytes)");
        }
    }

    public Transfer transfer() {
        return transfer;
    }

    public Transport transport() {
        return transport;
    }

    public int peer() {
        return peer;
    }

    /** One timed trial: elapsed nanoseconds of the issue phase for M requests with D nanoseconds after each. */
    public long issuePhase(int m, long delayNanos) {
        handshake();
        long start = clock.nanos();
        for (int i = 0; i < m; i++) {
            transport.request(peer, Handler.ECHO, requestBytes, replyBytes);
            clock.spin(delayNanos);
        }
        long end = clock.nanos();
        transport.drain();
        return end - start;
    }

    /** One timed round trip of a single request and its reply, handled. */
    public long roundTrip() {
        transport.drain();
        long start = clock.nanos();
        transport.request(peer, Handler.ECHO, requestBytes, replyBytes);
        transport.drain();
        return clock.nanos() - start;
    }

    /** Mean duration of compute-for-D as it runs inside the loop (the busy wait overshoots by a clock read). */
    public double effectiveDelayNanos(long delayNanos, int reps) {
        if (delayNanos <= 0) return 0;
        long start = clock.nanos();
        for (int i = 0; i < reps; i++) clock.spin(delayNanos);
        return (double) (clock.nanos() - start) / reps;
    }

    private void handshake() {
        transport.drain();
        transport.request(peer, Handler.ECHO);
        transport.drain();
    }
}
