package io.logp.transport;

import io.logp.data.CollectiveOp;

/**
 * A group that can run collectives and synchronise its members' clocks (Kurnosov's MPIPerf method). Over Open MPI
 * it is a communicator; in tests a set of simulated ranks with clocks of known offset and drift.
 *
 * <p>Clock synchronisation is a request/answer exchange between two members: the asker reads its clock, asks, and
 * reads its clock again when the answer, the peer's clock reading, arrives. Only the asker decides when to stop.
 */
public interface CollectiveGroup extends Group {

    /**
     * A barrier for members with nothing to do meanwhile: where it can, it waits without spinning, so the members
     * that work keep the processors.
     */
    default void idleBarrier() {
        barrier();
    }

    /** Prepares {@code op} with {@code nBytes} per rank (root: member 0); collective only when it is run. */
    Launch prepare(CollectiveOp op, int nBytes);

    /**
     * Asks {@code peer} for its clock's reading and returns it (nanoseconds of the peer's clock). The caller reads
     * its own clock just before and just after.
     */
    double askTime(int peer);

    /** Tells {@code peer}, which is in {@link #answerTimes}, that no more questions come. */
    void stopAsking(int peer);

    /** Answers {@code peer}'s questions with readings of {@code clock} until it stops asking. */
    void answerTimes(int peer, Clock clock);
}
