package io.logp.transport.mpi;

import io.logp.data.RankPlacement;
import io.logp.transport.Clock;
import io.logp.transport.PingPong;
import io.logp.transport.QueueLoad;
import io.logp.transport.TransportException;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Ping-pong over Open MPI on its own duplicate of COMM_WORLD. A ping is a blocking MPI_Send followed by the wait for
 * a receive posted before the send (a persistent request per message size, so the timed loop creates no Request
 * and no Status object); a pong waits for its receive and sends. One direct buffer of the largest size serves both.
 */
public final class MpiPingPong implements PingPong, QueueLoad {

    static final int TAG = 201;
    static final int TAG_HANDSHAKE = 202;
    /** Carried by no message: receives with it stay in the posted queue. */
    static final int TAG_NEVER = 203;
    static final int TAG_UNEXPECTED = 204;
    /** The sender of the memory probe stops this many stall times before the receiver's quiet time ends. */
    static final int SENDER_MARGIN = 5;

    private final Comm comm;
    private final int rank;
    private final int size;
    private final ByteBuffer buffer;
    private final ByteBuffer handshake = MpiTransport.buffer(8);
    private final List<RankPlacement> placement;
    private Prequest receive;
    private Prequest[] nonMatching = new Prequest[0];
    private final List<Request> unexpectedSends = new ArrayList<>();
    private ByteBuffer unexpectedBuffer = MpiTransport.buffer(8);
    private boolean stalled;
    private Prequest handshakeReceive;
    private int peer = -1;
    private int bytes;

    /** @param maxBytes the largest message that will be prepared */
    public MpiPingPong(int maxBytes) {
        try {
            comm = MPI.COMM_WORLD.dup();
            rank = comm.getRank();
            size = comm.getSize();
            buffer = MpiTransport.buffer(Math.max(8, maxBytes));
            placement = Placement.gather(comm);
        } catch (MPIException e) {
            throw new TransportException("Open MPI failed while setting up the ping-pong: " + e.getMessage(), e);
        }
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
            throw new IllegalArgumentException("message of " + bytes + " bytes; prepared for at most " + buffer.capacity());
        }
        try {
            release();
            this.peer = peer;
            this.bytes = bytes;
            receive = comm.recvInit(buffer, bytes, MPI.BYTE, peer, TAG);
            handshakeReceive = comm.recvInit(handshake, 1, MPI.BYTE, peer, TAG_HANDSHAKE);
        } catch (MPIException e) {
            throw new TransportException("preparing " + bytes + "-byte messages with rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void ping() {
        try {
            receive.start();
            comm.send(buffer, bytes, MPI.BYTE, peer, TAG);
            receive.waitFor();
        } catch (MPIException e) {
            throw new TransportException("ping to rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void pong() {
        try {
            receive.start();
            receive.waitFor();
            comm.send(buffer, bytes, MPI.BYTE, peer, TAG);
        } catch (MPIException e) {
            throw new TransportException("pong to rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void handshakeSend() {
        try {
            comm.send(handshake, 1, MPI.BYTE, peer, TAG_HANDSHAKE);
        } catch (MPIException e) {
            throw new TransportException("handshake to rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void handshakeReceive() {
        try {
            handshakeReceive.start();
            handshakeReceive.waitFor();
        } catch (MPIException e) {
            throw new TransportException("handshake from rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void postNonMatching(int q) {
        try {
            cancelNonMatching();
            nonMatching = new Prequest[q];
            for (int i = 0; i < q; i++) {
                nonMatching[i] = comm.recvInit(handshake, 1, MPI.BYTE, peer, TAG_NEVER);
                nonMatching[i].start();
            }
        } catch (MPIException e) {
            throw new TransportException("posting " + q + " receives failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void cancelNonMatching() {
        try {
            for (Prequest r : nonMatching) {
                r.cancel();
                r.waitFor();
                r.free();
            }
            nonMatching = new Prequest[0];
        } catch (MPIException e) {
            throw new TransportException("withdrawing posted receives failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void prepostPingReceive() {
        try {
            receive.start();
        } catch (MPIException e) {
            throw new TransportException("posting the ping's receive failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void pongPreposted() {
        try {
            receive.waitFor();
            comm.send(buffer, bytes, MPI.BYTE, peer, TAG);
        } catch (MPIException e) {
            throw new TransportException("pong to rank " + peer + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void sendUnexpected(int q, int bytes) {
        try {
            ByteBuffer b = unexpectedBuffer(bytes);
            for (int i = 0; i < q; i++) unexpectedSends.add(comm.iSend(b, bytes, MPI.BYTE, peer, TAG_UNEXPECTED));
        } catch (MPIException e) {
            throw new TransportException("sending " + q + " unexpected messages failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void drainUnexpected(int q, int bytes) {
        try {
            if (!unexpectedSends.isEmpty()) {
                Request.waitAll(unexpectedSends.toArray(Request[]::new));
                unexpectedSends.clear();
            } else {
                ByteBuffer b = unexpectedBuffer(bytes);
                for (int i = 0; i < q; i++) comm.recv(b, bytes, MPI.BYTE, peer, TAG_UNEXPECTED);
            }
        } catch (MPIException e) {
            throw new TransportException("draining unexpected messages failed: " + e.getMessage(), e);
        }
    }

    @Override
    public long fillUnexpected(boolean sender, boolean progressing, int limit, long stallNanos, long quietNanos) {
        long until = System.nanoTime() + quietNanos;
        if (!sender) {
            try {
                while (System.nanoTime() < until) {
                    if (progressing) comm.iProbe(peer, TAG_NEVER);
                    else Thread.onSpinWait();
                }
            } catch (MPIException e) {
                throw new TransportException("progressing while unexpected messages arrive failed: " + e.getMessage(), e);
            }
            return 0;
        }
        try {
            ByteBuffer b = unexpectedBuffer(8);
            stalled = false;
            long sent = 0;
            // Stop sending well before the receiver stops progressing, or the last send would look stalled.
            long stopSending = until - SENDER_MARGIN * stallNanos;
            while (sent < limit && System.nanoTime() < stopSending) {
                Request r = comm.iSend(b, 8, MPI.BYTE, peer, TAG_UNEXPECTED);
                unexpectedSends.add(r);
                sent++;
                long deadline = System.nanoTime() + stallNanos;
                boolean done = r.test();
                while (!done && System.nanoTime() < deadline) done = r.test();
                if (!done) {
                    stalled = true;
                    break;
                }
            }
            return sent;
        } catch (MPIException e) {
            throw new TransportException("filling the unexpected queue failed: " + e.getMessage(), e);
        }
    }

    @Override
    public boolean lastFillStalled() {
        return stalled;
    }

    private ByteBuffer unexpectedBuffer(int bytes) {
        if (unexpectedBuffer.capacity() < bytes) unexpectedBuffer = MpiTransport.buffer(bytes);
        return unexpectedBuffer;
    }

    @Override
    public void barrier() {
        try {
            comm.barrier();
        } catch (MPIException e) {
            throw new TransportException("barrier failed: " + e.getMessage(), e);
        }
    }

    @Override
    public long broadcastFromSource(long value, int root) {
        try {
            long[] box = {value};
            comm.bcast(box, 1, MPI.LONG, root);
            return box[0];
        } catch (MPIException e) {
            throw new TransportException("broadcast failed: " + e.getMessage(), e);
        }
    }

    @Override
    public Clock wtime() {
        return new MpiWtime();
    }

    @Override
    public List<RankPlacement> placement() {
        return placement;
    }

    @Override
    public String describePath() {
        return Placement.describePath(placement, System.getenv());
    }

    @Override
    public void close() {
        try {
            release();
            comm.free();
        } catch (MPIException e) {
            throw new TransportException("releasing the ping-pong's requests failed: " + e.getMessage(), e);
        }
    }

    private void release() throws MPIException {
        if (receive != null) receive.free();
        if (handshakeReceive != null) handshakeReceive.free();
        receive = null;
        handshakeReceive = null;
    }
}
