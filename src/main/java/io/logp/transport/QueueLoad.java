package io.logp.transport;

/**
 * Loads on the destination's MPI message queues, around a ping-pong on the same communicator and peer (Brightwell
 * et al., "A Preliminary Analysis of the MPI Queue Characteristics of Several Applications"): receives posted that
 * never match (the posted-receive queue), and messages sent that nobody has asked for yet (the unexpected queue).
 * None of these calls is timed.
 */
public interface QueueLoad {

    /** Destination: posts {@code q} receives from the peer with a tag no message carries. */
    void postNonMatching(int q);

    /** Destination: withdraws the receives of {@link #postNonMatching}. */
    void cancelNonMatching();

    /** Destination: posts the ping-pong's receive now, ahead of anything posted later. */
    void prepostPingReceive();

    /** Destination: waits for the pre-posted receive and answers (the pong of a pre-posted receive). */
    void pongPreposted();

    /** Source: sends {@code q} messages of {@code bytes} that the destination has not asked for (non-blocking). */
    void sendUnexpected(int q, int bytes);

    /** Destination: receives the {@code q} unexpected messages; source: waits until its sends of them completed. */
    void drainUnexpected(int q, int bytes);

    /**
     * The memory bound of the unexpected queue. Sender: sends unexpected 8-byte messages one by one, for at most
     * {@code quietNs}, until one has not completed within {@code stallNs} (the sender stalls) or {@code limit}
     * were sent; returns how many it sent. Receiver, for {@code quietNs}: with {@code progressing}, keeps MPI
     * progressing without receiving anything (every message moves into its unexpected queue); without, stays out of
     * MPI (messages wait in the transport's buffers). Returns 0. Afterwards the receiver drains as many as were sent.
     */
    long fillUnexpected(boolean sender, boolean progressing, int limit, long stallNs, long quietNs);

    /** Whether the last {@link #fillUnexpected} on the sender ended in a stalled send. */
    boolean lastFillStalled();
}
