package io.logp.transport.mpi;

import io.logp.data.CollectiveOp;
import io.logp.data.RankPlacement;
import io.logp.transport.Clock;
import io.logp.transport.CollectiveGroup;
import io.logp.transport.Launch;
import io.logp.transport.TransportException;
import io.logp.transport.Watchdog;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * A group over an MPI communicator: the world (a duplicate of COMM_WORLD, so its collectives never meet the
 * transport's messages) or a subset split from it for one measurement. Its calls between the timed stages (barriers,
 * gathers, splits, a pair's clock synchronisation) beat the rank's {@link Watchdog}; the launches and the clock
 * questions, which are timed, do not.
 */
public final class MpiGroup implements CollectiveGroup, AutoCloseable {

    /** How long a rank with nothing to do sleeps between looks at a pending barrier. */
    private static final long IDLE_SLEEP_MS = 1;

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final int comm;
    private final int index;
    private final int size;
    /** The channel of the clock synchronisation this member is asking in, kept across its questions. */
    private MpiClockChannel asking;

    private int askingPeer = -1;
    private ByteBuffer gatherSend;
    private ByteBuffer gatherReceive;
    private long gatherSendHandle;
    private long gatherReceiveHandle;

    private MpiGroup(MpiCalls mpi, Watchdog watchdog, int comm) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.comm = comm;
        this.index = mpi.rank(comm);
        this.size = mpi.size(comm);
    }

    /** Every rank of the job; collective: every rank must call it. */
    public static MpiGroup world(MpiCalls mpi, Watchdog watchdog) {
        watchdog.beat();
        return new MpiGroup(mpi, watchdog, mpi.commDup(MpiCalls.COMM_WORLD));
    }

    /**
     * The members of this group for which {@code member} is true, in rank order; null on the others. Collective:
     * every member of this group must call it.
     */
    public MpiGroup split(boolean member) {
        watchdog.beat();
        int sub = mpi.commSplit(comm, member ? 0 : MpiCalls.UNDEFINED, index);
        return member ? new MpiGroup(mpi, watchdog, sub) : null;
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
        watchdog.beat();
        mpi.barrier(comm);
    }

    /**
     * A barrier for ranks with nothing to do meanwhile: it sleeps between looks instead of spinning, so idle ranks
     * leave the processors to the ones measuring (MPI's own barrier spins, which on a shared or oversubscribed node
     * would steal their cycles).
     */
    @Override
    public void idleBarrier() {
        watchdog.beat();
        int pending = mpi.ibarrier(comm);
        try {
            while (!mpi.test(pending)) Thread.sleep(IDLE_SLEEP_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransportException("interrupted while waiting for the other ranks", e);
        } finally {
            mpi.free(pending);
        }
    }

    @Override
    public double[] allGather(double[] values) {
        // Buffers handed to MPI stay registered until MPI ends, so they are kept and grown, not made per call: the
        // collectives gather once per stage.
        if (gatherSend == null || gatherSend.capacity() < values.length * Double.BYTES) {
            gatherSend = MpiTransport.buffer(values.length * Double.BYTES);
            gatherReceive = MpiTransport.buffer(values.length * Double.BYTES * size);
            gatherSendHandle = mpi.buffer(gatherSend);
            gatherReceiveHandle = mpi.buffer(gatherReceive);
        }
        gatherSend.asDoubleBuffer().put(values);
        watchdog.beat();
        mpi.allGather(comm, gatherSendHandle, gatherReceiveHandle, values.length, MpiCalls.Type.DOUBLE);
        double[] all = new double[values.length * size];
        gatherReceive.asDoubleBuffer().get(all);
        return all;
    }

    /** Where every member runs (host, pid, cpus, machine); collective: every member must call it. */
    public List<RankPlacement> placement() {
        watchdog.beat();
        return Placement.gather(mpi, comm);
    }

    @Override
    public Launch prepare(CollectiveOp op, int nBytes) {
        return new MpiCollective(mpi, comm, op, nBytes);
    }

    @Override
    public double askTime(int peer) {
        if (askingPeer != peer) {
            if (asking != null) asking.close();
            asking = MpiClockChannel.asking(mpi, comm, peer);
            askingPeer = peer;
        }
        return asking.ask();
    }

    @Override
    public void stopAsking(int peer) {
        if (askingPeer != peer) throw new IllegalStateException("not asking rank " + peer);
        watchdog.beat();
        asking.stop();
        asking.close();
        asking = null;
        askingPeer = -1;
    }

    @Override
    public void answerTimes(int peer, Clock clock) {
        watchdog.beat();
        try (MpiClockChannel channel = MpiClockChannel.answering(mpi, comm, peer)) {
            channel.answer(clock, watchdog);
        }
    }

    @Override
    public void close() {
        if (asking != null) asking.close();
        mpi.commFree(comm);
    }
}
