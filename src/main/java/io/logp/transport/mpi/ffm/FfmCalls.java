package io.logp.transport.mpi.ffm;

import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import io.logp.data.CollectiveOp;
import io.logp.transport.TransportException;
import io.logp.transport.mpi.MpiCalls;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
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

    private static final ValueLayout I = JAVA_INT;
    private static final ValueLayout L = JAVA_LONG;
    private static final int STRING_BYTES = 8192;
    /** The shim's reduction code for MPI_SUM (logp_mpi.h). */
    private static final int SUM = 0;

    /** Where {@link #load} names the shim before {@link Shim} initialises. */
    private static final String SHIM_PROPERTY = "logp.mpi.shim";
    /** The buffers handed to MPI by address, kept reachable here for as long as MPI may touch them. */
    private final List<ByteBuffer> buffers = new ArrayList<>();

    private FfmCalls() {}

    /**
     * The shim's functions, one downcall handle each. Static finals the JIT treats as constants, so a call inlines
     * fully; a nested class, initialised only when {@link #load} has named the library.
     */
    private static final class Shim {
        private static final Linker LINKER = Linker.nativeLinker();
        private static final SymbolLookup LOOKUP =
                SymbolLookup.libraryLookup(Path.of(System.getProperty(SHIM_PROPERTY)), Arena.global());
        private static final MethodHandle ABI = handle("abi_version", false, I);
        private static final MethodHandle INIT = handle("init", false, I, I);
        private static final MethodHandle FINALIZE_MPI = handle("finalize", false, I);
        private static final MethodHandle ABORT_JOB = handle("abort", false, I, I, I);
        private static final MethodHandle LIBRARY_VERSION = handle("library_version", false, I, L, I);
        private static final MethodHandle PROCESSOR_NAME = handle("processor_name", false, I, L, I);
        private static final MethodHandle ERROR_STRING = handle("error_string", false, I, I, L, I);
        private static final MethodHandle WTIME = handle("wtime", true, JAVA_DOUBLE);
        private static final MethodHandle COMM_DUP = handle("comm_dup", false, I, I);
        private static final MethodHandle COMM_SPLIT = handle("comm_split", false, I, I, I, I);
        private static final MethodHandle COMM_FREE = handle("comm_free", false, I, I);
        private static final MethodHandle COMM_RANK = handle("comm_rank", false, I, I);
        private static final MethodHandle COMM_SIZE = handle("comm_size", false, I, I);
        // MPI_Send of a message above the eager limit blocks until the receiver takes it: not critical. A small
        // one is buffered at once (every MPI's eager limit is far above SMALL_SEND_BYTES): critical, since the
        // thread-state transition cost 45 ns per send here (o_s 0.085 -> 0.038 us against 0.029 in C).
        private static final MethodHandle SEND = handle("send", false, I, I, L, I, I, I);
        private static final MethodHandle SEND_SMALL = handle("send", true, I, I, L, I, I, I);
        private static final MethodHandle RECV = handle("recv", false, I, I, L, I, I, I);
        // MPI_Isend returns at once whatever the size: critical.
        private static final MethodHandle ISEND = handle("isend", true, I, I, L, I, I, I);
        private static final MethodHandle SEND_INIT = handle("send_init", false, I, I, L, I, I, I, I);
        private static final MethodHandle RECV_INIT = handle("recv_init", false, I, I, L, I, I, I, I);
        private static final MethodHandle START = handle("start", true, I, I);
        private static final MethodHandle TEST = handle("test", true, I, I);
        // At most a few thousand MPI_Test calls, microseconds: short enough to hold off a safepoint.
        private static final MethodHandle POLL = handle("poll", true, I, I, I, I);
        private static final MethodHandle WAIT_FOR = handle("wait", false, I, I);
        private static final MethodHandle CANCEL = handle("cancel", false, I, I);
        private static final MethodHandle REQUEST_FREE = handle("request_free", false, I, I);
        private static final MethodHandle IPROBE = handle("iprobe", true, I, I, I, I);
        private static final MethodHandle BARRIER = handle("barrier", false, I, I);
        private static final MethodHandle IBARRIER = handle("ibarrier", false, I, I);
        private static final MethodHandle BCAST = handle("bcast", false, I, I, L, I, I, I);
        private static final MethodHandle REDUCE = handle("reduce", false, I, I, L, L, I, I, I, I);
        private static final MethodHandle ALLREDUCE = handle("allreduce", false, I, I, L, L, I, I, I);
        private static final MethodHandle GATHER = handle("gather", false, I, I, L, L, I, I, I);
        private static final MethodHandle SCATTER = handle("scatter", false, I, I, L, L, I, I, I);
        private static final MethodHandle ALLGATHER = handle("allgather", false, I, I, L, L, I, I);
        private static final MethodHandle ALLTOALL = handle("alltoall", false, I, I, L, L, I, I);
        private static final MethodHandle REDUCE_SCATTER_BLOCK =
                handle("reduce_scatter_block", false, I, I, L, L, I, I, I);
        private static final MethodHandle SCAN = handle("scan", false, I, I, L, L, I, I, I);
        private static final MethodHandle EXSCAN = handle("exscan", false, I, I, L, L, I, I, I);

        private static MethodHandle handle(String name, boolean critical, ValueLayout result, ValueLayout... args) {
            MemorySegment symbol = LOOKUP.find("logp_mpi_" + name)
                    .orElseThrow(() -> new IllegalStateException(
                            "the MPI shim has no logp_mpi_" + name + ": rebuild it with scripts/setup.sh"));
            FunctionDescriptor descriptor = FunctionDescriptor.of(result, args);
            return critical
                    ? LINKER.downcallHandle(symbol, descriptor, Linker.Option.critical(false))
                    : LINKER.downcallHandle(symbol, descriptor);
        }
    }

    /** Loads the shim and checks that it speaks this class's interface version. */
    public static FfmCalls load(Path shim) {
        FfmCalls calls;
        System.setProperty(SHIM_PROPERTY, shim.toAbsolutePath().toString());
        NativeEnvironment.leaveSignalsToTheJvm();
        int version;
        try {
            calls = new FfmCalls();
            // The first call loads the shim (the Shim class's initialiser): a file that is no library fails here.
            version = call(Shim.ABI);
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
        int provided = call(Shim.INIT, 0);
        if (provided < -1) throw new IllegalStateException("MPI_Init failed: " + errorText(-1 - provided));
    }

    @Override
    public void finish() {
        check(call(Shim.FINALIZE_MPI), "MPI_Finalize");
    }

    @Override
    public void abort(int code) {
        call(Shim.ABORT_JOB, COMM_WORLD, code);
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
            throw unexpected(t);
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
        return id(call(Shim.COMM_DUP, comm), "MPI_Comm_dup");
    }

    @Override
    public int commSplit(int comm, int color, int key) {
        int id = call(Shim.COMM_SPLIT, comm, color, key);
        return id == UNDEFINED ? UNDEFINED : id(id, "MPI_Comm_split");
    }

    @Override
    public void commFree(int comm) {
        check(call(Shim.COMM_FREE, comm), "MPI_Comm_free");
    }

    @Override
    public int rank(int comm) {
        return id(call(Shim.COMM_RANK, comm), "MPI_Comm_rank");
    }

    @Override
    public int size(int comm) {
        return id(call(Shim.COMM_SIZE, comm), "MPI_Comm_size");
    }

    @Override
    public void send(int comm, long buffer, int bytes, int dest, int tag) {
        int rc;
        try {
            rc = bytes <= SMALL_SEND_BYTES
                    ? (int) Shim.SEND_SMALL.invokeExact(comm, buffer, bytes, dest, tag)
                    : (int) Shim.SEND.invokeExact(comm, buffer, bytes, dest, tag);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (rc != 0) throw failed("MPI_Send to rank " + dest, rc);
    }

    @Override
    public void recv(int comm, long buffer, int bytes, int source, int tag) {
        int rc;
        try {
            rc = (int) Shim.RECV.invokeExact(comm, buffer, bytes, source, tag);
        } catch (Throwable t) {
            throw unexpected(t);
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
            throw unexpected(t);
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
            throw unexpected(t);
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
            throw unexpected(t);
        }
    }

    @Override
    public void start(int request) {
        int rc;
        try {
            rc = (int) Shim.START.invokeExact(request);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (rc != 0) throw failed("MPI_Start", rc);
    }

    @Override
    public boolean test(int request) {
        int flag;
        try {
            flag = (int) Shim.TEST.invokeExact(request);
        } catch (Throwable t) {
            throw unexpected(t);
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
            throw unexpected(t);
        }
        if (flag < 0) throw failed("MPI_Test or MPI_Start", -1 - flag);
        return flag != 0;
    }

    @Override
    public void waitFor(int request) {
        check(call(Shim.WAIT_FOR, request), "MPI_Wait");
    }

    @Override
    public void cancel(int request) {
        check(call(Shim.CANCEL, request), "MPI_Cancel");
    }

    @Override
    public void free(int request) {
        check(call(Shim.REQUEST_FREE, request), "MPI_Request_free");
    }

    @Override
    public boolean iprobe(int comm, int source, int tag) {
        int flag = call(Shim.IPROBE, comm, source, tag);
        if (flag < 0) throw failed("MPI_Iprobe", -1 - flag);
        return flag != 0;
    }

    @Override
    public void barrier(int comm) {
        check(call(Shim.BARRIER, comm), "MPI_Barrier");
    }

    @Override
    public int ibarrier(int comm) {
        return id(call(Shim.IBARRIER, comm), "MPI_Ibarrier");
    }

    @Override
    public void bcast(int comm, long buffer, int count, Type type, int root) {
        int rc;
        try {
            rc = (int) Shim.BCAST.invokeExact(comm, buffer, count, type.ordinal(), root);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        check(rc, "MPI_Bcast");
    }

    @Override
    public void allGather(int comm, long send, long receive, int count, Type type) {
        int rc;
        try {
            rc = (int) Shim.ALLGATHER.invokeExact(comm, send, receive, count, type.ordinal());
        } catch (Throwable t) {
            throw unexpected(t);
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
            throw unexpected(e);
        }
        check(rc, op.label());
    }

    private static int call(MethodHandle h) {
        try {
            return (int) h.invokeExact();
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    private static int call(MethodHandle h, int a) {
        try {
            return (int) h.invokeExact(a);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    private static int call(MethodHandle h, int a, int b) {
        try {
            return (int) h.invokeExact(a, b);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    private static int call(MethodHandle h, int a, int b, int c) {
        try {
            return (int) h.invokeExact(a, b, c);
        } catch (Throwable t) {
            throw unexpected(t);
        }
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
            throw unexpected(t);
        }
    }

    private static TransportException unexpected(Throwable t) {
        if (t instanceof RuntimeException r && !(t instanceof ClassCastException)) {
            return r instanceof TransportException te ? te : new TransportException("MPI shim call failed: " + r, r);
        }
        return new TransportException("MPI shim call failed: " + t, t);
    }
}
