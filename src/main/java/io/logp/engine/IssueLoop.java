package io.logp.engine;

import io.logp.data.Transfer;
import io.logp.transport.Clock;
import io.logp.transport.Handler;
import io.logp.transport.Transport;

/**
 * The request issue loop of Culler et al., timed on the transport's clock:
 * <pre>
 *   handshake; start timer; repeat M times { issue request; compute for D }; stop timer; drain replies untimed
 * </pre>
 * The handshake (one untimed round trip on a quiet network) makes both ranks start a trial together: the
 * responder is waiting in its service loop and no earlier reply is left to be handled inside the timed phase; it is
 * a small message whatever the loop transfers. Every measured request moves the loop's {@link Transfer}. A loop
 * with several peers issues to them in turn (one requester to K responders).
 * The timed methods allocate nothing and log nothing.
 */
public final class IssueLoop {

    private final Transport transport;
    private final Clock clock;
    private final int[] peers;
    private final Transfer transfer;
    private final int requestBytes;
    private final int replyBytes;

    /** The loop of small messages. */
    public IssueLoop(Transport transport, int peer) {
        this(transport, peer, Transfer.store(transport.payloadBytes()));
    }

    public IssueLoop(Transport transport, int peer, Transfer transfer) {
        this(transport, new int[] {peer}, transfer);
    }

    /** A loop that issues to {@code peers} round-robin. */
    public IssueLoop(Transport transport, int[] peers, Transfer transfer) {
        if (peers.length == 0) throw new IllegalArgumentException("an issue loop needs at least one peer");
        this.transport = transport;
        this.clock = transport.clock();
        this.peers = peers.clone();
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

    /** The (first) peer. */
    public int peer() {
        return peers[0];
    }

    /**
     * One timed trial: elapsed nanoseconds of the issue phase for M requests with D nanoseconds after each. What the
     * loop needs is read into locals before the clock starts: the JIT reloads fields after every MPI call, and such a
     * chain of loads (loop, transport, its fields) inside the timed phase is time the C twin, reading globals, does
     * not spend.
     */
    public long issuePhase(int m, long delayNs) {
        handshake();
        final Transport t = transport;
        final Clock c = clock;
        final int[] to = peers;
        final int request = requestBytes;
        final int reply = replyBytes;
        int k = 0;
        long start = c.nanos();
        for (int i = 0; i < m; i++) {
            t.request(to[k], Handler.ECHO, request, reply);
            if (++k == to.length) k = 0;
            c.spin(delayNs);
        }
        long end = c.nanos();
        t.drain();
        return end - start;
    }

    /**
     * One trial at D = 0 timed only in its steady part: issues {@code m} requests back to back and returns the
     * nanoseconds from just before request {@code from} to just before request {@code to}. Leaving out the window
     * fill at the start and the tail at the end, where other requesters sharing a responder may already be done,
     * makes (to - from) requests at the gap the requester sees while all of them are issuing.
     */
    public long steadyPhase(int m, int from, int to) {
        if (!(0 <= from && from < to && to <= m))
            throw new IllegalArgumentException("need 0 <= from < to <= m, got " + from + ", " + to + ", " + m);
        handshake();
        final Transport t = transport;
        final Clock c = clock;
        final int[] peersInTurn = peers;
        final int request = requestBytes;
        final int reply = replyBytes;
        int k = 0;
        long start = 0;
        long end = 0;
        for (int i = 0; i < m; i++) {
            if (i == from) start = c.nanos();
            if (i == to) end = c.nanos();
            t.request(peersInTurn[k], Handler.ECHO, request, reply);
            if (++k == peersInTurn.length) k = 0;
        }
        if (to == m) end = c.nanos();
        t.drain();
        return end - start;
    }

    /** One timed round trip of a single request and its reply, handled. */
    public long roundTrip() {
        final Transport t = transport;
        final Clock c = clock;
        final int peer = peers[0];
        final int request = requestBytes;
        final int reply = replyBytes;
        t.drain();
        long start = c.nanos();
        t.request(peer, Handler.ECHO, request, reply);
        t.drain();
        return c.nanos() - start;
    }

    /** Mean duration of compute-for-D as it runs inside the loop (the busy wait overshoots by a clock read). */
    public double effectiveDelayNs(long delayNs, int reps) {
        if (delayNs <= 0) return 0;
        long start = clock.nanos();
        for (int i = 0; i < reps; i++) clock.spin(delayNs);
        return (double) (clock.nanos() - start) / reps;
    }

    /** Every peer answers one small request; the timed requests then start again at the first. */
    private void handshake() {
        transport.drain();
        for (int p : peers) {
            transport.request(p, Handler.ECHO);
            transport.drain();
        }
    }
}
