package io.logp.transport.mpi.ffm;

import io.logp.data.CollectiveOp;
import io.logp.transport.TransportException;
import io.logp.transport.mpi.MpiCalls;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The MPI calls through the MPI library's C interface: the shim {@code liblogp_mpi.so} (src/main/c), compiled at
 * setup with the installed MPI's own mpicc against its own mpi.h, reached with the Foreign Function &amp; Memory API.
 * Communicators and requests are ids in the shim's tables, buffers their native addresses, so no MPI's handle
 * values or struct layouts appear here.
 *
 * <p>One downcall handle per shim function, invoked exactly, so the JIT inlines the call stub. The short calls that
 * never block (test, a bounded poll, start, wtime, iprobe, isend, and the send of a small message) are linked
 * {@code critical}: no thread-state transition, which is most of what a Java-to-C call costs (measured: MPI_Test
 * 11.4 ns in C, 15.9 ns critical, 17.7 ns over JNI, 36 ns over Open MPI's bindings; a small MPI_Send 45 ns more
 * when not critical). A blocking call must not be critical: it would hold off the JVM's safepoints while it waits.
 */
public final class FfmCalls implements MpiCalls {

    /**
     * Sends up to this size are linked critical: eager in every MPI (Open MPI's shared-memory and TCP eager limits
     * are 4 KiB and 64 KiB, MPICH's 64 KiB and more), so MPI_Send returns once the message is buffered and never
     * holds off a safepoint for longer than the copy.
     */
    static final int SMALL_SEND_BYTES = 1024;

    /** The shim's interface version; bumped with logp_mpi.h. */
    static final int INTERFACE_VERSION = 3;

    private static final int STRING_BYTES = 8192;
    /** The shim's reduction code for MPI_SUM (logp_mpi.h). */
    private static final int SUM = 0;

    /** The buffers handed to MPI by address, kept reachable here for as long as MPI may touch them. */
    private final List<ByteBuffer> buffers = new ArrayList<>();

    private FfmCalls() {}

    /** Loads the shim and checks that it speaks this class's interface version. */
    public static FfmCalls load(Path shim) {
        FfmCalls calls;
        System.setProperty(Shim.PROPERTY, shim.toAbsolutePath().toString());
        NativeEnvironment.leaveSignalsToTheJvm();
        int version;
        try {
            calls = new FfmCalls();
            // The first call loads the shim (the Shim class's initialiser): a file that is no library fails here.
            version = Shim.call(Shim.ABI);
        } catch (ExceptionInInitializerError | NoClassDefFoundError e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalStateException(
                    "cannot load the MPI shim " + shim + ": " + cause.getMessage()
                            + " (rebuild it with scripts/setup.sh)",
                    e);
        }
        if (version != INTERFACE_VERSION) {
            throw new IllegalStateException("the MPI shim " + shim + " speaks interface " + version + ", this logp "
                    + INTERFACE_VERSION + ": rebuild it with scripts/setup.sh");
        }
        return calls;
    }

    @Override
    public String way() {
        return "native";
    }

    @Override
    public void init() {
        int provided = Shim.call(Shim.INIT, 0);
        if (provided < -1) throw new IllegalStateException("MPI_Init failed: " + errorText(-1 - provided));
    }

    @Override
    public void finish() {
        check(Shim.call(Shim.FINALIZE_MPI), "MPI_Finalize");
    }

    @Override
    public void abort(int code) {
        Shim.call(Shim.ABORT_JOB, COMM_WORLD, code);
        Runtime.getRuntime().halt(code);
    }

    @Override
    public String libraryVersion() {
        String v = string(Shim.LIBRARY_VERSION, -1);
        return v.isBlank() ? "unknown" : v.trim().lines().findFirst().orElse("unknown");
    }

    @Override
    public String processorName() {
        return string(Shim.PROCESSOR_NAME, -1);
    }

    @Override
    public double wtime() {
        try {
            return (double) Shim.WTIME.invokeExact();
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
    }

    @Override
    public long buffer(ByteBuffer direct) {
        if (!direct.isDirect()) throw new IllegalArgumentException("MPI reaches only direct buffers by address");
        buffers.add(direct);
        return MemorySegment.ofBuffer(direct).address();
    }

    @Override
    public int commDup(int comm) {
        return id(Shim.call(Shim.COMM_DUP, comm), "MPI_Comm_dup");
    }

    @Override
    public int commSplit(int comm, int color, int key) {
        int id = Shim.call(Shim.COMM_SPLIT, comm, color, key);
        return id == UNDEFINED ? UNDEFINED : id(id, "MPI_Comm_split");
    }

    @Override
    public void commFree(int comm) {
        check(Shim.call(Shim.COMM_FREE, comm), "MPI_Comm_free");
    }

    @Override
    public int rank(int comm) {
        return id(Shim.call(Shim.COMM_RANK, comm), "MPI_Comm_rank");
    }

    @Override
    public int size(int comm) {
        return id(Shim.call(Shim.COMM_SIZE, comm), "MPI_Comm_size");
    }

    @Override
    public void send(int comm, long buffer, int bytes, int dest, int tag) {
        int rc;
        try {
            rc = bytes <= SMALL_SEND_BYTES
                    ? (int) Shim.SEND_SMALL.invokeExact(comm, buffer, bytes, dest, tag)
                    : (int) Shim.SEND.invokeExact(comm, buffer, bytes, dest, tag);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        if (rc != 0) throw failed("MPI_Send to rank " + dest, rc);
    }

    @Override
    public void recv(int comm, long buffer, int bytes, int source, int tag) {
        int rc;
        try {
            rc = (int) Shim.RECV.invokeExact(comm, buffer, bytes, source, tag);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        check(rc, "MPI_Recv");
    }

    @Override
    public int isend(int comm, long buffer, int bytes, int dest, int tag) {
        try {
            return id((int) Shim.ISEND.invokeExact(comm, buffer, bytes, dest, tag), "MPI_Isend to rank " + dest);
        } catch (TransportException e) {
            throw e;
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
    }

    @Override
    public int sendInit(int comm, long buffer, int count, Type type, int dest, int tag) {
        try {
            return id(
                    (int) Shim.SEND_INIT.invokeExact(comm, buffer, count, type.ordinal(), dest, tag), "MPI_Send_init");
        } catch (TransportException e) {
            throw e;
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
    }

    @Override
    public int recvInit(int comm, long buffer, int count, Type type, int source, int tag) {
        try {
            return id(
                    (int) Shim.RECV_INIT.invokeExact(comm, buffer, count, type.ordinal(), source, tag),
                    "MPI_Recv_init");
        } catch (TransportException e) {
            throw e;
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
    }

    @Override
    public void start(int request) {
        int rc;
        try {
            rc = (int) Shim.START.invokeExact(request);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        if (rc != 0) throw failed("MPI_Start", rc);
    }

    @Override
    public boolean test(int request) {
        int flag;
        try {
            flag = (int) Shim.TEST.invokeExact(request);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        if (flag < 0) throw failed("MPI_Test", -1 - flag);
        return flag != 0;
    }

    @Override
    public boolean poll(int request, int polls, boolean restart) {
        int flag;
        try {
            flag = (int) Shim.POLL.invokeExact(request, polls, restart ? 1 : 0);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        if (flag < 0) throw failed("MPI_Test or MPI_Start", -1 - flag);
        return flag != 0;
    }

    @Override
    public void waitFor(int request) {
        check(Shim.call(Shim.WAIT_FOR, request), "MPI_Wait");
    }

    @Override
    public void cancel(int request) {
        check(Shim.call(Shim.CANCEL, request), "MPI_Cancel");
    }

    @Override
    public void free(int request) {
        check(Shim.call(Shim.REQUEST_FREE, request), "MPI_Request_free");
    }

    @Override
    public boolean iprobe(int comm, int source, int tag) {
        int flag = Shim.call(Shim.IPROBE, comm, source, tag);
        if (flag < 0) throw failed("MPI_Iprobe", -1 - flag);
        return flag != 0;
    }

    @Override
    public void barrier(int comm) {
        check(Shim.call(Shim.BARRIER, comm), "MPI_Barrier");
    }

    @Override
    public int ibarrier(int comm) {
        return id(Shim.call(Shim.IBARRIER, comm), "MPI_Ibarrier");
    }

    @Override
    public void bcast(int comm, long buffer, int count, Type type, int root) {
        int rc;
        try {
            rc = (int) Shim.BCAST.invokeExact(comm, buffer, count, type.ordinal(), root);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        check(rc, "MPI_Bcast");
    }

    @Override
    public void allGather(int comm, long send, long receive, int count, Type type) {
        int rc;
        try {
            rc = (int) Shim.ALLGATHER.invokeExact(comm, send, receive, count, type.ordinal());
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
        check(rc, "MPI_Allgather");
    }

    @Override
    public void collective(CollectiveOp op, int comm, long send, long receive, int count, Type type, int root) {
        int t = type.ordinal();
        int rc;
        try {
            rc = switch (op) {
                case BARRIER -> (int) Shim.BARRIER.invokeExact(comm);
                case BCAST -> (int) Shim.BCAST.invokeExact(comm, send, count, t, root);
                case REDUCE -> (int) Shim.REDUCE.invokeExact(comm, send, receive, count, t, SUM, root);
                case ALLREDUCE -> (int) Shim.ALLREDUCE.invokeExact(comm, send, receive, count, t, SUM);
                case GATHER -> (int) Shim.GATHER.invokeExact(comm, send, receive, count, t, root);
                case SCATTER -> (int) Shim.SCATTER.invokeExact(comm, send, receive, count, t, root);
                case ALLGATHER -> (int) Shim.ALLGATHER.invokeExact(comm, send, receive, count, t);
                case ALLTOALL -> (int) Shim.ALLTOALL.invokeExact(comm, send, receive, count, t);
                case REDUCE_SCATTER_BLOCK ->
                    (int) Shim.REDUCE_SCATTER_BLOCK.invokeExact(comm, send, receive, count, t, SUM);
                case SCAN -> (int) Shim.SCAN.invokeExact(comm, send, receive, count, t, SUM);
                case EXSCAN -> (int) Shim.EXSCAN.invokeExact(comm, send, receive, count, t, SUM);
            };
        } catch (Throwable e) {
            throw Shim.unexpected(e);
        }
        check(rc, op.label());
    }

    /** An id, rank or size from the shim, or the MPI error it encodes (-1 - code). */
    private int id(int result, String call) {
        if (result < 0) throw failed(call, -1 - result);
        return result;
    }

    private void check(int rc, String call) {
        if (rc != 0) throw failed(call, rc);
    }

    private TransportException failed(String call, int code) {
        return new TransportException(call + " failed: " + errorText(code));
    }

    private String errorText(int code) {
        String s = string(Shim.ERROR_STRING, code);
        return s.isBlank() ? "MPI error " + code : s;
    }

    private String string(MethodHandle h, int code) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(STRING_BYTES);
            int n = code < 0
                    ? (int) h.invokeExact(out.address(), STRING_BYTES)
                    : (int) h.invokeExact(code, out.address(), STRING_BYTES);
            return n < 0 ? "" : out.getString(0);
        } catch (Throwable t) {
            throw Shim.unexpected(t);
        }
    }
}
