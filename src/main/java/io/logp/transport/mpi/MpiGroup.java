package io.logp.transport.mpi;

import io.logp.transport.Group;
import io.logp.transport.TransportException;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A {@link Group} over an Open MPI communicator: the world (a duplicate of COMM_WORLD, so its collectives never
 * meet the transport's messages) or a subset split from it for one measurement.
 */
public final class MpiGroup implements Group, AutoCloseable {

    /** How long a rank with nothing to do sleeps between looks at a pending barrier. */
    private static final long IDLE_SLEEP_MILLIS = 1;

    private final Intracomm comm;
    private final int index;
    private final int size;

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

    @Override
    public void close() {
        try {
            comm.free();
        } catch (MPIException e) {
            throw new TransportException("releasing a group failed: " + e.getMessage(), e);
        }
    }
}
