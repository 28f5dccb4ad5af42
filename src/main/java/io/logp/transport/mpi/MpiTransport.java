package io.logp.transport.mpi;

import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import io.logp.transport.Clock;
import io.logp.transport.Handler;
import io.logp.transport.NanoClock;
import io.logp.transport.Transport;
import io.logp.transport.TransportException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * The request/reply layer over MPI ({@link MpiCalls}: the bindings or the native way), built for a small,
 * allocation-free hot path:
 * <ul>
 *   <li>replies land in a ring of {@code window} persistent receives posted in advance, each with its own direct
 *       buffer; MPI matches messages to posted receives in posting order, so only the ring's head can complete
 *       next, and waiting is {@link MpiCalls#poll} on it: {@code MPI_Test} in a loop inside the shim, as a C
 *       program waits, and a reply's receive posted again in the same call (its data is not read); no request
 *       arrays and no Status objects;</li>
 *   <li>requests land in a ring of persistent receives on the responder, likewise; the request payload carries the
 *       requester's rank, so the reply needs no Status either;</li>
 *   <li>sends are blocking {@code MPI_Send} of a direct buffer: for small eager messages it returns once the
 *       message is handed over, and it is one call, where a persistent send needs two. A bulk message above
 *       the eager limit returns only when the receiver has taken the data, which is the send overhead o_s(n) a
 *       program using MPI_Send pays;</li>
 *   <li>bulk data (a store's request, a get's reply) travels in the same message as the header: every receive
 *       buffer is {@code maxMessageBytes} long, and MPI delivers shorter messages into it.</li>
 * </ul>
 * Header words (little endian, 32-bit): handler id, source rank, sequence number, bytes the reply must carry.
 */
public final class MpiTransport implements Transport {

    static final int TAG_REQUEST = 101;
    static final int TAG_REPLY = 102;
    /** Crossings of {@link #POLLS} tests between two looks at the clock while waiting: keeps the watchdog cheap. */
    private static final int WATCHDOG_STRIDE = 1 << 4;
    /**
     * MPI_Test calls per crossing while waiting: the wait loop runs inside the shim as C's does (a Java loop around
     * single tests polled MPI with a Java iteration and a downcall in between, the C twin with neither).
     */
    static final int POLLS = 256;

    private final MpiCalls mpi;
    /** Requests and replies travel on separate duplicates of COMM_WORLD: MPI matches messages per communicator, so
     * an incoming request never searches past the posted reply receives (and vice versa); on one communicator
     * that search cost 0.25 us of a 0.67 us round trip here. */
    private final int requestComm;

    private final int replyComm;
    private final int rank;
    private final int size;
    private final int window;
    private final int payloadBytes;
    private final int maxMessageBytes;
    private final long timeoutNs;
    private final Clock clock = new NanoClock();
    private final ByteBuffer sendBuffer;
    private final long sendHandle;
    private final Ring replies;
    private final Ring requests;
    private final List<RankPlacement> placement;
    private int outstanding;
    private int sequence;

    /** A transport for small messages only. */
    public MpiTransport(MpiCalls mpi, int window, int payloadWords, long timeoutNs) {
        this(mpi, window, payloadWords, 4 * payloadWords, timeoutNs);
    }

    /**
     * @param window          requests outstanding before issue stalls
     * @param payloadWords    32-bit words of the small message, >= 4
     * @param maxMessageBytes the largest request or reply (bulk transfers), >= 4 * payloadWords
     * @param timeoutNs    longest wait for a reply, or for a request while serving, before giving up
     */
    public MpiTransport(MpiCalls mpi, int window, int payloadWords, int maxMessageBytes, long timeoutNs) {
        if (window < 1) throw new IllegalArgumentException("window must be >= 1, got " + window);
        if (payloadWords < 4)
            throw new IllegalArgumentException(
                    "payload must be >= 4 words (handler, source, sequence, reply size), got " + payloadWords);
        if (maxMessageBytes < 4 * payloadWords)
            throw new IllegalArgumentException(
                    "largest message " + maxMessageBytes + " bytes is below the small message's " + 4 * payloadWords);
        this.mpi = mpi;
        this.rank = mpi.rank(MpiCalls.COMM_WORLD);
        this.size = mpi.size(MpiCalls.COMM_WORLD);
        this.window = window;
        this.payloadBytes = 4 * payloadWords;
        this.maxMessageBytes = maxMessageBytes;
        this.timeoutNs = timeoutNs;
        this.sendBuffer = buffer(maxMessageBytes);
        this.sendHandle = mpi.buffer(sendBuffer);
        this.placement = Placement.gather(mpi, MpiCalls.COMM_WORLD);
        this.requestComm = mpi.commDup(MpiCalls.COMM_WORLD);
        this.replyComm = mpi.commDup(MpiCalls.COMM_WORLD);
        this.replies = new Ring(mpi, replyComm, window, maxMessageBytes, TAG_REPLY);
        this.requests = new Ring(mpi, requestComm, requestSlots(window, size), maxMessageBytes, TAG_REQUEST);
        mpi.barrier(MpiCalls.COMM_WORLD);
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
    public Clock clock() {
        return clock;
    }

    @Override
    public int window() {
        return window;
    }

    @Override
    public int payloadBytes() {
        return payloadBytes;
    }

    @Override
    public int maxMessageBytes() {
        return maxMessageBytes;
    }

    @Override
    public void request(int dest, int handler, int requestBytes, int replyBytes) {
        handleReplies();
        if (outstanding >= window) awaitReply(dest);
        sendBuffer.putInt(0, handler);
        sendBuffer.putInt(4, rank);
        sendBuffer.putInt(8, ++sequence);
        sendBuffer.putInt(12, replyBytes);
        mpi.send(requestComm, sendHandle, requestBytes, dest, TAG_REQUEST);
        outstanding++;
    }

    @Override
    public int poll() {
        return handleReplies();
    }

    @Override
    public int outstanding() {
        return outstanding;
    }

    @Override
    public void drain() {
        while (outstanding > 0) awaitReply(-1);
    }

    @Override
    public void serve() {
        // The deadline is set lazily, at the first look at the clock after a request: reading the clock for every
        // request served put a clock read (25 to 30 ns here) on the responder's path, which the C twin does not have.
        long deadline = 0;
        int spins = 0;
        while (true) {
            if (requests.headArrived(POLLS)) {
                ByteBuffer request = requests.head();
                int handler = request.getInt(0);
                int source = request.getInt(4);
                int replyBytes = Math.max(payloadBytes, Math.min(maxMessageBytes, request.getInt(12)));
                sendBuffer.putInt(0, handler);
                sendBuffer.putInt(4, rank);
                sendBuffer.putInt(8, request.getInt(8));
                sendBuffer.putInt(12, payloadBytes);
                // Reply first, re-post after: the handler "replies at once", and re-posting is not on the path.
                mpi.send(replyComm, sendHandle, replyBytes, source, TAG_REPLY);
                requests.advance();
                if (handler == Handler.SHUTDOWN) return;
                deadline = 0;
            } else if (++spins == WATCHDOG_STRIDE) {
                spins = 0;
                long now = System.nanoTime();
                if (deadline == 0) deadline = now + timeoutNs;
                else if (now > deadline) {
                    throw new TransportException(String.format(
                            java.util.Locale.ROOT,
                            "no request for %.0f s (--timeout); the requester seems to be stopped or gone",
                            timeoutNs / 1e9));
                }
            }
        }
    }

    @Override
    public List<RankPlacement> placement() {
        return placement;
    }

    @Override
    public NetworkPath path() {
        return MpiPath.of(mpi).path(placement, TransportChoice.of(mpi.way()));
    }

    @Override
    public void close() {
        replies.cancelAll();
        requests.cancelAll();
        mpi.commFree(requestComm);
        mpi.commFree(replyComm);
    }

    private int handleReplies() {
        int handled = 0;
        while (outstanding > 0 && replies.takeHead(1)) {
            outstanding--;
            handled++;
        }
        return handled;
    }

    private void awaitReply(int dest) {
        long deadline = 0;
        int spins = 0;
        while (!replies.takeHead(POLLS)) {
            if (++spins == WATCHDOG_STRIDE) {
                spins = 0;
                long now = System.nanoTime();
                if (deadline == 0) deadline = now + timeoutNs;
                else if (now > deadline)
                    throw new TransportException(String.format(
                            java.util.Locale.ROOT,
                            "no reply for %.0f s (--timeout) with %d requests outstanding%s; the responder seems to"
                                    + " be stopped or gone",
                            timeoutNs / 1e9,
                            outstanding,
                            dest >= 0 ? " (issuing to rank " + dest + ")" : ""));
            }
        }
        outstanding--;
    }

    /** Posted request receives on every rank: every other rank may have a full window in flight to it. */
    static int requestSlots(int window, int ranks) {
        return Math.max(window, 8) * Math.max(1, ranks - 1);
    }

    /** Direct memory of the buffers one rank's transport holds: the send buffer and both rings of receives. */
    public static long bufferBytes(int window, int maxMessageBytes, int ranks) {
        return (1L + window + requestSlots(window, ranks)) * maxMessageBytes;
    }

    static ByteBuffer buffer(int bytes) {
        // Native order: MPI moves raw bytes, and reductions read doubles as the processor stores them.
        return ByteBuffer.allocateDirect(bytes).order(ByteOrder.nativeOrder());
    }

    /** A ring of persistent receives for one tag, always all posted; the head is the next to complete. */
    private static final class Ring {
        private final MpiCalls mpi;
        private final int[] receives;
        private final ByteBuffer[] buffers;
        private int head;

        Ring(MpiCalls mpi, int comm, int slots, int bytes, int tag) {
            this.mpi = mpi;
            receives = new int[slots];
            buffers = new ByteBuffer[slots];
            for (int i = 0; i < slots; i++) {
                buffers[i] = buffer(bytes);
                receives[i] =
                        mpi.recvInit(comm, mpi.buffer(buffers[i]), bytes, MpiCalls.Type.BYTE, MpiCalls.ANY_SOURCE, tag);
                mpi.start(receives[i]);
            }
        }

        /** Whether the head receive completed within {@code polls} tests. */
        boolean headArrived(int polls) {
            return mpi.poll(receives[head], polls, false);
        }

        ByteBuffer head() {
            return buffers[head];
        }

        /**
         * Whether the head receive completed within {@code polls} tests, re-posted at once if so and the head moved
         * on: for the replies, whose data the requester does not read (an echo's handler does nothing, as in the C
         * twin).
         */
        boolean takeHead(int polls) {
            if (!mpi.poll(receives[head], polls, true)) return false;
            head = head + 1 == receives.length ? 0 : head + 1;
            return true;
        }

        /** Re-posts the completed head receive and moves on to the next. */
        void advance() {
            mpi.start(receives[head]);
            head = head + 1 == receives.length ? 0 : head + 1;
        }

        void cancelAll() {
            for (int r : receives) {
                mpi.cancel(r);
                mpi.waitFor(r);
                mpi.free(r);
            }
        }
    }
}
