package io.logp.data;

/**
 * One memory probe: unexpected messages the sender got out in the time, and whether it stalled.
 *
 * @param receiverProgressing whether the receiver kept MPI progressing (so messages reached its unexpected
 *                            queue) or stayed out of MPI (so they waited in the transport's buffers)
 */
public record QueueMemoryProbe(
        boolean receiverProgressing, long sent, boolean stalled, int limit, double quietSeconds) {}
