package io.logp.transport.mpi.ffm;

import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import io.logp.transport.TransportException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

/**
 * The shim's functions, one downcall handle each, and the exact invocations of the short ones. Static finals the JIT
 * treats as constants, so a call inlines fully; a class of its own, initialised only when {@link FfmCalls#load} has
 * named the library in {@link #PROPERTY}.
 */
final class Shim {

    /** Where {@link FfmCalls#load} names the shim before this class initialises. */
    static final String PROPERTY = "logp.mpi.shim";

    private static final ValueLayout I = JAVA_INT;
    private static final ValueLayout L = JAVA_LONG;

    private static final Linker LINKER = Linker.nativeLinker();
    private static final SymbolLookup LOOKUP =
            SymbolLookup.libraryLookup(Path.of(System.getProperty(PROPERTY)), Arena.global());
    static final MethodHandle ABI = handle("abi_version", false, I);
    static final MethodHandle INIT = handle("init", false, I, I);
    static final MethodHandle FINALIZE_MPI = handle("finalize", false, I);
    static final MethodHandle ABORT_JOB = handle("abort", false, I, I, I);
    static final MethodHandle LIBRARY_VERSION = handle("library_version", false, I, L, I);
    static final MethodHandle PROCESSOR_NAME = handle("processor_name", false, I, L, I);
    static final MethodHandle ERROR_STRING = handle("error_string", false, I, I, L, I);
    static final MethodHandle WTIME = handle("wtime", true, JAVA_DOUBLE);
    static final MethodHandle COMM_DUP = handle("comm_dup", false, I, I);
    static final MethodHandle COMM_SPLIT = handle("comm_split", false, I, I, I, I);
    static final MethodHandle COMM_FREE = handle("comm_free", false, I, I);
    static final MethodHandle COMM_RANK = handle("comm_rank", false, I, I);
    static final MethodHandle COMM_SIZE = handle("comm_size", false, I, I);
    // MPI_Send of a message above the eager limit blocks until the receiver takes it: not critical. A small
    // one is buffered at once (every MPI's eager limit is far above SMALL_SEND_BYTES): critical, since the
    // thread-state transition cost 45 ns per send here (o_s 0.085 -> 0.038 us against 0.029 in C).
    static final MethodHandle SEND = handle("send", false, I, I, L, I, I, I);
    static final MethodHandle SEND_SMALL = handle("send", true, I, I, L, I, I, I);
    static final MethodHandle RECV = handle("recv", false, I, I, L, I, I, I);
    // MPI_Isend returns at once whatever the size: critical.
    static final MethodHandle ISEND = handle("isend", true, I, I, L, I, I, I);
    static final MethodHandle SEND_INIT = handle("send_init", false, I, I, L, I, I, I, I);
    static final MethodHandle RECV_INIT = handle("recv_init", false, I, I, L, I, I, I, I);
    static final MethodHandle START = handle("start", true, I, I);
    static final MethodHandle TEST = handle("test", true, I, I);
    // At most a few thousand MPI_Test calls, microseconds: short enough to hold off a safepoint.
    static final MethodHandle POLL = handle("poll", true, I, I, I, I);
    static final MethodHandle WAIT_FOR = handle("wait", false, I, I);
    static final MethodHandle CANCEL = handle("cancel", false, I, I);
    static final MethodHandle REQUEST_FREE = handle("request_free", false, I, I);
    static final MethodHandle IPROBE = handle("iprobe", true, I, I, I, I);
    static final MethodHandle BARRIER = handle("barrier", false, I, I);
    static final MethodHandle IBARRIER = handle("ibarrier", false, I, I);
    static final MethodHandle BCAST = handle("bcast", false, I, I, L, I, I, I);
    static final MethodHandle REDUCE = handle("reduce", false, I, I, L, L, I, I, I, I);
    static final MethodHandle ALLREDUCE = handle("allreduce", false, I, I, L, L, I, I, I);
    static final MethodHandle GATHER = handle("gather", false, I, I, L, L, I, I, I);
    static final MethodHandle SCATTER = handle("scatter", false, I, I, L, L, I, I, I);
    static final MethodHandle ALLGATHER = handle("allgather", false, I, I, L, L, I, I);
    static final MethodHandle ALLTOALL = handle("alltoall", false, I, I, L, L, I, I);
    static final MethodHandle REDUCE_SCATTER_BLOCK = handle("reduce_scatter_block", false, I, I, L, L, I, I, I);
    static final MethodHandle SCAN = handle("scan", false, I, I, L, L, I, I, I);
    static final MethodHandle EXSCAN = handle("exscan", false, I, I, L, L, I, I, I);

    private static MethodHandle handle(String name, boolean critical, ValueLayout result, ValueLayout... args) {
        MemorySegment symbol = LOOKUP.find("logp_mpi_" + name)
                .orElseThrow(() -> new IllegalStateException(
                        "the MPI shim has no logp_mpi_" + name + ": rebuild it with scripts/setup.sh"));
        FunctionDescriptor descriptor = FunctionDescriptor.of(result, args);
        return critical
                ? LINKER.downcallHandle(symbol, descriptor, Linker.Option.critical(false))
                : LINKER.downcallHandle(symbol, descriptor);
    }

    private Shim() {}

    static int call(MethodHandle h) {
        try {
            return (int) h.invokeExact();
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    static int call(MethodHandle h, int a) {
        try {
            return (int) h.invokeExact(a);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    static int call(MethodHandle h, int a, int b) {
        try {
            return (int) h.invokeExact(a, b);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    static int call(MethodHandle h, int a, int b, int c) {
        try {
            return (int) h.invokeExact(a, b, c);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    static TransportException unexpected(Throwable t) {
        if (t instanceof RuntimeException r && !(t instanceof ClassCastException)) {
            return r instanceof TransportException te ? te : new TransportException("MPI shim call failed: " + r, r);
        }
        return new TransportException("MPI shim call failed: " + t, t);
    }
}
