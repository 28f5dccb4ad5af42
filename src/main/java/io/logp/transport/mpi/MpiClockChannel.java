package io.logp.transport.mpi;

import io.logp.transport.Clock;
import io.logp.transport.Watchdog;
import java.nio.ByteBuffer;

/**
 * The messages of clock synchronisation with one peer: a question (1 = ask, 0 = stop) and an answer holding the
 * answerer's clock reading. Persistent requests polled with MPI_Test, so a round trip allocates nothing and its
 * minimum, which the offset is taken from, is not inflated by the way into MPI.
 */
final class MpiClockChannel implements AutoCloseable {

    private static final int QUESTION_TAG = 7101;
    private static final int ANSWER_TAG = 7102;
    private static final double ASK = 1;
    private static final double STOP = 0;
    /** Answers between two beats of the answerer's watchdog (the asker's beat as often: ClockSync). */
    static final int BEAT_ANSWERS = 1024;

    private final MpiCalls mpi;
    private final ByteBuffer out = MpiTransport.buffer(Double.BYTES);
    private final ByteBuffer in = MpiTransport.buffer(Double.BYTES);
    private final int send;
    private final int receive;
    private final boolean asker;

    private MpiClockChannel(MpiCalls mpi, int comm, int peer, boolean asker) {
        this.mpi = mpi;
        this.asker = asker;
        this.send =
                mpi.sendInit(comm, mpi.buffer(out), 1, MpiCalls.Type.DOUBLE, peer, asker ? QUESTION_TAG : ANSWER_TAG);
        this.receive =
                mpi.recvInit(comm, mpi.buffer(in), 1, MpiCalls.Type.DOUBLE, peer, asker ? ANSWER_TAG : QUESTION_TAG);
    }

    static MpiClockChannel asking(MpiCalls mpi, int comm, int peer) {
        return new MpiClockChannel(mpi, comm, peer, true);
    }

    static MpiClockChannel answering(MpiCalls mpi, int comm, int peer) {
        return new MpiClockChannel(mpi, comm, peer, false);
    }

    double ask() {
        mpi.start(receive);
        out.putDouble(0, ASK);
        mpi.start(send);
        while (!mpi.test(send)) Thread.onSpinWait();
        while (!mpi.test(receive)) Thread.onSpinWait();
        return in.getDouble(0);
    }

    void stop() {
        out.putDouble(0, STOP);
        mpi.start(send);
        while (!mpi.test(send)) Thread.onSpinWait();
    }

    /**
     * Answers until the asker stops; beats {@code watchdog} every {@value #BEAT_ANSWERS} answers, after an answer has
     * gone, so that a pair that takes longer than --timeout is not taken for a stopped one.
     */
    void answer(Clock clock, Watchdog watchdog) {
        if (asker) throw new IllegalStateException("an asking channel cannot answer");
        for (long answered = 1; ; answered++) {
            mpi.start(receive);
            while (!mpi.test(receive)) Thread.onSpinWait();
            if (in.getDouble(0) == STOP) return;
            out.putDouble(0, clock.nanos());
            mpi.start(send);
            while (!mpi.test(send)) Thread.onSpinWait();
            if (answered % BEAT_ANSWERS == 0) watchdog.beat();
        }
    }

    @Override
    public void close() {
        mpi.free(send);
        mpi.free(receive);
    }
}
