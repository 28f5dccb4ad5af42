package io.logp.transport.mpi;

import io.logp.data.CollectiveOp;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;
import io.logp.transport.Launch;
import io.logp.transport.TransportException;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A group over an Open MPI communicator: the world (a duplicate of COMM_WORLD, so its collectives never meet the
 * transport's messages) or a subset split from it for one measurement.
 */
public final class MpiGroup implements CollectiveGroup, AutoCloseable {

    /** How long a rank with nothing to do sleeps between looks at a pending barrier. */
    private static final long IDLE_SLEEP_MILLIS = 1;

    private final Intracomm comm;
    private final int index;
    private final int size;
    /** The channel of the clock synchronisation this member is asking in, kept across its questions. */
    private MpiClockChannel asking;
    private int askingPeer = -1;

    private MpiGroup(Intracomm comm) throws MPIException {
        this.comm = comm;
        this.index = comm.getRank();
        this.size = comm.getSize();
    }

    /** Every rank of the job; collective: every rank must call it. */
    public static MpiGroup world() {
        try {
            return new MpiGroup(MPI.COMM_WORLD.dup());
        } catch (MPIException e) {
            throw new TransportException("duplicating COMM_WORLD failed: " + e.getMessage(), e);
        }
    }

    /**
     * The members of this group for which {@code member} is true, in rank order; null on the others. Collective:
     * every member of this group must call it.
     */
    public MpiGroup split(boolean member) {
        try {
            Intracomm sub = comm.split(member ? 0 : MPI.UNDEFINED, index);
            return member ? new MpiGroup(sub) : null;
        } catch (MPIException e) {
            throw new TransportException("splitting a group failed: " + e.getMessage(), e);
        }
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void barrier() {
        try {
            comm.barrier();
        } catch (MPIException e) {
            throw new TransportException("barrier failed: " + e.getMessage(), e);
        }
    }

    /**
     * A barrier for ranks with nothing to do meanwhile: it sleeps between looks instead of spinning, so idle ranks
     * leave the processors to the ones measuring (MPI's own barrier spins, which on a shared or oversubscribed node
     * would steal their cycles).
     */
    public void idleBarrier() {
        try {
            Request pending = comm.iBarrier();
            while (!pending.test()) Thread.sleep(IDLE_SLEEP_MILLIS);
        } catch (MPIException e) {
            throw new TransportException("barrier failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransportException("interrupted while waiting for the other ranks", e);
        }
    }

    @Override
    public double[] allGather(double[] values) {
        try {
            double[] all = new double[values.length * size];
            comm.allGather(values, values.length, MPI.DOUBLE, all, values.length, MPI.DOUBLE);
            return all;
        } catch (MPIException e) {
            throw new TransportException("gathering from the group failed: " + e.getMessage(), e);
        }
    }

    /** Where every member runs (host, pid, cpus, machine); collective: every member must call it. */
    public java.util.List<io.logp.data.RankPlacement> placement() {
        try {
            return Placement.gather(comm);
        } catch (MPIException e) {
            throw new TransportException("gathering the placement failed: " + e.getMessage(), e);
        }
    }

    @Override
    public Launch prepare(CollectiveOp op, int nBytes) {
        try {
            return new MpiCollective(comm, op, nBytes);
        } catch (MPIException e) {
            throw new TransportException("preparing " + op.label() + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public double askTime(int peer) {
        if (askingPeer != peer) {
            if (asking != null) asking.close();
            asking = MpiClockChannel.asking(comm, peer);
            askingPeer = peer;
        }
        return asking.ask();
    }

    @Override
    public void stopAsking(int peer) {
        if (askingPeer != peer) throw new IllegalStateException("not asking rank " + peer);
        asking.stop();
        asking.close();
        asking = null;
        askingPeer = -1;
    }

    @Override
    public void answerTimes(int peer, Clock clock) {
        try (MpiClockChannel channel = MpiClockChannel.answering(comm, peer)) {
            channel.answer(clock);
        }
    }

    @Override
    public void close() {
        if (asking != null) asking.close();
        try {
            comm.free();
        } catch (MPIException e) {
            throw new TransportException("releasing a group failed: " + e.getMessage(), e);
        }
    }
}
