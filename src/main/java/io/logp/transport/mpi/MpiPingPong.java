package io.logp.transport.mpi;

import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import io.logp.transport.Clock;
import io.logp.transport.PingPong;
import io.logp.transport.QueueLoad;
import io.logp.transport.Watchdog;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Ping-pong over MPI on its own duplicate of COMM_WORLD. A ping is a blocking MPI_Send followed by the wait for a
 * receive posted before the send (a persistent request per message size, so the timed loop creates no request and
 * no status); a pong waits for its receive and sends. One direct buffer of the largest size serves both. The barrier
 * before each trial and the broadcasts beat the rank's {@link Watchdog}; the pings and pongs, which are timed, do not.
 */
public final class MpiPingPong implements PingPong, QueueLoad {

    static final int TAG = 201;
    static final int TAG_HANDSHAKE = 202;
    /** Carried by no message: receives with it stay in the posted queue. */
    static final int TAG_NEVER = 203;

    static final int TAG_UNEXPECTED = 204;
    /** The sender of the memory probe stops this many stall times before the receiver's quiet time ends. */
    static final int SENDER_MARGIN = 5;

    private static final int NONE = -1;

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final int comm;
    private final int rank;
    private final int size;
    private final ByteBuffer buffer;
    private final long bufferHandle;
    private final long handshake;
    /** The value of {@link #broadcastFromSource}, in a buffer registered once. */
    private final ByteBuffer box = MpiTransport.buffer(Long.BYTES);

    private final long boxHandle;
    private final List<RankPlacement> placement;
    private final MpiPath mpiPath;
    private int receive = NONE;
    private int handshakeReceive = NONE;
    private int[] nonMatching = new int[0];
    private final List<Integer> unexpectedSends = new ArrayList<>();
    private ByteBuffer unexpectedBuffer;
    private long unexpectedHandle;
    private boolean stalled;
    /** Whether this rank sent the unexpected messages of the last load (it waits for them) or is to receive them. */
    private boolean sentUnexpected;

    private int peer = -1;
    private int bytes;

    /** @param maxBytes the largest message that will be prepared */
    public MpiPingPong(MpiCalls mpi, int maxBytes, Watchdog watchdog) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.mpiPath = MpiPath.of(mpi);
        comm = mpi.commDup(MpiCalls.COMM_WORLD);
        rank = mpi.rank(comm);
        size = mpi.size(comm);
        buffer = MpiTransport.buffer(Math.max(8, maxBytes));
        bufferHandle = mpi.buffer(buffer);
        handshake = mpi.buffer(MpiTransport.buffer(8));
        boxHandle = mpi.buffer(box);
        unexpected(8);
        placement = Placement.gather(mpi, comm);
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public void prepare(int peer, int bytes) {
        if (bytes < 0 || bytes > buffer.capacity()) {
            throw new IllegalArgumentException(
                    "message of " + bytes + " bytes; prepared for at most " + buffer.capacity());
        }
        release();
        this.peer = peer;
        this.bytes = bytes;
        receive = mpi.recvInit(comm, bufferHandle, bytes, MpiCalls.Type.BYTE, peer, TAG);
        handshakeReceive = mpi.recvInit(comm, handshake, 1, MpiCalls.Type.BYTE, peer, TAG_HANDSHAKE);
    }

    @Override
    public void ping() {
        mpi.start(receive);
        mpi.send(comm, bufferHandle, bytes, peer, TAG);
        mpi.waitFor(receive);
    }

    @Override
    public void pong() {
        mpi.start(receive);
        mpi.waitFor(receive);
        mpi.send(comm, bufferHandle, bytes, peer, TAG);
    }

    @Override
    public void handshakeSend() {
        mpi.send(comm, handshake, 1, peer, TAG_HANDSHAKE);
    }

    @Override
    public void handshakeReceive() {
        mpi.start(handshakeReceive);
        mpi.waitFor(handshakeReceive);
    }

    @Override
    public void postNonMatching(int q) {
        cancelNonMatching();
        nonMatching = new int[q];
        for (int i = 0; i < q; i++) {
            nonMatching[i] = mpi.recvInit(comm, handshake, 1, MpiCalls.Type.BYTE, peer, TAG_NEVER);
            mpi.start(nonMatching[i]);
        }
    }

    @Override
    public void cancelNonMatching() {
        for (int r : nonMatching) {
            mpi.cancel(r);
            mpi.waitFor(r);
            mpi.free(r);
        }
        nonMatching = new int[0];
    }

    @Override
    public void prepostPingReceive() {
        mpi.start(receive);
    }

    @Override
    public void pongPreposted() {
        mpi.waitFor(receive);
        mpi.send(comm, bufferHandle, bytes, peer, TAG);
    }

    @Override
    public void sendUnexpected(int q, int bytes) {
        unexpected(bytes);
        sentUnexpected = true;
        for (int i = 0; i < q; i++) unexpectedSends.add(mpi.isend(comm, unexpectedHandle, bytes, peer, TAG_UNEXPECTED));
    }

    @Override
    public void drainUnexpected(int q, int bytes) {
        if (sentUnexpected) {
            for (int r : unexpectedSends) {
                mpi.waitFor(r);
                mpi.free(r);
            }
            unexpectedSends.clear();
            sentUnexpected = false;
        } else {
            unexpected(bytes);
            for (int i = 0; i < q; i++) mpi.recv(comm, unexpectedHandle, bytes, peer, TAG_UNEXPECTED);
        }
    }

    @Override
    public long fillUnexpected(boolean sender, boolean progressing, int limit, long stallNs, long quietNs) {
        long until = System.nanoTime() + quietNs;
        if (!sender) {
            while (System.nanoTime() < until) {
                if (progressing) mpi.iprobe(comm, peer, TAG_NEVER);
                else Thread.onSpinWait();
            }
            return 0;
        }
        unexpected(8);
        sentUnexpected = true;
        stalled = false;
        long sent = 0;
        // Stop sending well before the receiver stops progressing, or the last send would look stalled.
        long stopSending = until - SENDER_MARGIN * stallNs;
        while (sent < limit && System.nanoTime() < stopSending) {
            int r = mpi.isend(comm, unexpectedHandle, 8, peer, TAG_UNEXPECTED);
            sent++;
            long deadline = System.nanoTime() + stallNs;
            boolean done = mpi.test(r);
            while (!done && System.nanoTime() < deadline) done = mpi.test(r);
            if (!done) {
                unexpectedSends.add(r);
                stalled = true;
                break;
            }
            // A completed send's request is released at once: a million of them would exhaust the shim's table.
            mpi.free(r);
        }
        return sent;
    }

    @Override
    public boolean lastFillStalled() {
        return stalled;
    }

    /** A buffer of at least {@code bytes} for the unexpected messages, kept between calls. */
    private void unexpected(int bytes) {
        if (unexpectedBuffer != null && unexpectedBuffer.capacity() >= bytes) return;
        unexpectedBuffer = MpiTransport.buffer(bytes);
        unexpectedHandle = mpi.buffer(unexpectedBuffer);
    }

    @Override
    public void barrier() {
        watchdog.beat();
        mpi.barrier(comm);
    }

    @Override
    public long broadcastFromSource(long value, int root) {
        box.putLong(0, value);
        watchdog.beat();
        mpi.bcast(comm, boxHandle, 1, MpiCalls.Type.LONG, root);
        return box.getLong(0);
    }

    @Override
    public Clock wtime() {
        return new MpiWtime(mpi);
    }

    @Override
    public List<RankPlacement> placement() {
        return placement;
    }

    @Override
    public NetworkPath path() {
        return mpiPath.path(placement, TransportChoice.of(mpi.way()));
    }

    @Override
    public void close() {
        release();
        mpi.commFree(comm);
    }

    private void release() {
        if (receive != NONE) mpi.free(receive);
        if (handshakeReceive != NONE) mpi.free(handshakeReceive);
        receive = NONE;
        handshakeReceive = NONE;
    }
}
