package io.logp.transport.mpi;

import io.logp.transport.Clock;
import io.logp.transport.TransportException;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;

import java.nio.DoubleBuffer;

/**
 * The messages of clock synchronisation with one peer: a question (1 = ask, 0 = stop) and an answer holding the
 * answerer's clock reading. Persistent requests polled with MPI_Test, so a round trip allocates nothing and its
 * minimum, which the offset is taken from, is not inflated by the bindings.
 */
final class MpiClockChannel implements AutoCloseable {

    private static final int QUESTION_TAG = 7101;
    private static final int ANSWER_TAG = 7102;
    private static final double ASK = 1;
    private static final double STOP = 0;

    private final DoubleBuffer out = MPI.newDoubleBuffer(1);
    private final DoubleBuffer in = MPI.newDoubleBuffer(1);
    private final Prequest send;
    private final Prequest receive;
    private final boolean asker;

    private MpiClockChannel(Intracomm comm, int peer, boolean asker) throws MPIException {
        this.asker = asker;
        this.send = comm.sendInit(out, 1, MPI.DOUBLE, peer, asker ? QUESTION_TAG : ANSWER_TAG);
        this.receive = comm.recvInit(in, 1, MPI.DOUBLE, peer, asker ? ANSWER_TAG : QUESTION_TAG);
    }

    static MpiClockChannel asking(Intracomm comm, int peer) {
        try {
            return new MpiClockChannel(comm, peer, true);
        } catch (MPIException e) {
            throw new TransportException("preparing clock synchronisation with rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    static MpiClockChannel answering(Intracomm comm, int peer) {
        try {
            return new MpiClockChannel(comm, peer, false);
        } catch (MPIException e) {
            throw new TransportException("preparing clock synchronisation with rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    double ask() {
        try {
            receive.start();
            out.put(0, ASK);
            send.start();
            while (!send.test()) Thread.onSpinWait();
            while (!receive.test()) Thread.onSpinWait();
            return in.get(0);
        } catch (MPIException e) {
            throw new TransportException("clock synchronisation failed: " + e.getMessage(), e);
        }
    }

    void stop() {
        try {
            out.put(0, STOP);
            send.start();
            while (!send.test()) Thread.onSpinWait();
        } catch (MPIException e) {
            throw new TransportException("clock synchronisation failed: " + e.getMessage(), e);
        }
    }

    void answer(Clock clock) {
        if (asker) throw new IllegalStateException("an asking channel cannot answer");
        try {
            while (true) {
                receive.start();
                while (!receive.test()) Thread.onSpinWait();
                if (in.get(0) == STOP) return;
                out.put(0, clock.nanos());
                send.start();
                while (!send.test()) Thread.onSpinWait();
            }
        } catch (MPIException e) {
            throw new TransportException("clock synchronisation failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            send.free();
            receive.free();
        } catch (MPIException e) {
            throw new TransportException("releasing clock synchronisation requests failed: " + e.getMessage(), e);
        }
    }
}
