package io.logp.transport.below;

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
 * The calls of a shim below MPI (src/main/c/logp_ucx.c, logp_ofi.c: one C ABI, logp_below_*), through the Foreign
 * Function &amp; Memory API. Unlike the MPI shim's, the handles are instance fields: one JVM loads one such shim, but
 * which one is known only at run time. The hot calls (a small request, a bounded round of polls) are linked
 * {@code critical}: they never block for long, and the thread-state transition would be most of their cost.
 */
final class ShimCalls {

    /** The shims' interface version; bumped with their ABI. */
    static final int INTERFACE_VERSION = 1;

    /** Set in {@link #serve}'s result once a SHUTDOWN request was answered (the shims' bit 30). */
    static final int SHUTDOWN_SEEN = 1 << 30;

    /** Requests up to this size are sent eagerly by every provider and by UCX: linked critical. */
    static final int SMALL_REQUEST_BYTES = 1024;

    private static final ValueLayout I = JAVA_INT;
    private static final ValueLayout L = JAVA_LONG;
    private static final int STRING_BYTES = 8192;

    /** Where {@link #load} names the shim before {@link Shim} initialises. */
    private static final String SHIM_PROPERTY = "logp.below.shim";

    private final Path file;

    private ShimCalls(Path file) {
        this.file = file;
    }

    /**
     * The shim's functions, one downcall handle each: static finals, which the JIT treats as constants, so a call
     * inlines fully (instance fields would not). One JVM runs one transport below MPI, so one shim: a nested class,
     * initialised when {@link #load} has named it.
     */
    private static final class Shim {
        private static final Path FILE = Path.of(System.getProperty(SHIM_PROPERTY));
        private static final Linker LINKER = Linker.nativeLinker();
        private static final SymbolLookup LOOKUP = SymbolLookup.libraryLookup(FILE, Arena.global());
        private static final MethodHandle ABI = handle("abi_version", false, I);
        private static final MethodHandle INIT = handle("init", false, I, I, I, I, L);
        private static final MethodHandle ADDRESS = handle("address", false, I, L, I);
        private static final MethodHandle CONNECT = handle("connect", false, I, I, L, I);
        private static final MethodHandle DESCRIBE = handle("describe", false, I, I, L, I);
        private static final MethodHandle REQUEST = handle("request", false, I, I, I, I, I, I);
        private static final MethodHandle REQUEST_SMALL = handle("request", true, I, I, I, I, I, I);
        // At most a few hundred rounds of progress: microseconds, short enough to hold off a safepoint.
        private static final MethodHandle REPLIES = handle("replies", true, I, I);
        private static final MethodHandle SERVE = handle("serve", true, I, I);
        private static final MethodHandle FLUSH = handle("flush", false, I);
        private static final MethodHandle CLOSE = handle("close", false, I);
        private static final MethodHandle ERROR = handle("error", false, I, I, L, I);
        private static final MethodHandle VERSION = handle("version", false, I, L, I);

        private static MethodHandle handle(String name, boolean critical, ValueLayout result, ValueLayout... args) {
            MemorySegment symbol = LOOKUP.find("logp_below_" + name)
                    .orElseThrow(() -> new IllegalStateException(
                            "the shim " + FILE + " has no logp_below_" + name + ": rebuild it with scripts/setup.sh"));
            FunctionDescriptor descriptor = FunctionDescriptor.of(result, args);
            return critical
                    ? LINKER.downcallHandle(symbol, descriptor, Linker.Option.critical(false))
                    : LINKER.downcallHandle(symbol, descriptor);
        }
    }

    /** Loads {@code file} and checks that it speaks this interface; IllegalStateException says why not. */
    static ShimCalls load(Path file) {
        String named = System.getProperty(SHIM_PROPERTY);
        String path = file.toAbsolutePath().toString();
        if (named != null && !named.equals(path))
            throw new IllegalStateException("this JVM loaded the shim " + named + " already, not " + path);
        System.setProperty(SHIM_PROPERTY, path);
        int v;
        try {
            v = (int) Shim.ABI.invokeExact();
        } catch (ExceptionInInitializerError | NoClassDefFoundError e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalStateException(
                    "cannot load the shim " + file + ": " + cause.getMessage() + " (rebuild it with scripts/setup.sh)",
                    e);
        } catch (Throwable t) {
            throw new IllegalStateException("cannot call the shim " + file + ": " + t, t);
        }
        if (v != INTERFACE_VERSION)
            throw new IllegalStateException("the shim " + file + " speaks interface " + v + ", this logp "
                    + INTERFACE_VERSION + ": rebuild it with scripts/setup.sh");
        return new ShimCalls(file);
    }

    /** 0, or the layer's status (negative), which {@link #errorText} names. */
    int init(int size, int rank, int maxBytes, String option) {
        try (Arena arena = Arena.ofConfined()) {
            long optionAddress = option == null ? 0 : arena.allocateFrom(option).address();
            return (int) Shim.INIT.invokeExact(size, rank, maxBytes, optionAddress);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    byte[] address() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(STRING_BYTES);
            int n = (int) Shim.ADDRESS.invokeExact(out.address(), STRING_BYTES);
            if (n < 0) throw failed("getting this endpoint's address", n);
            if (n > STRING_BYTES) throw new TransportException("the endpoint's address is " + n + " bytes long");
            return out.asSlice(0, n).toArray(ValueLayout.JAVA_BYTE);
        } catch (TransportException e) {
            throw e;
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    void connect(int peer, byte[] peerAddress) {
        int rc;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment a = arena.allocate(Math.max(1, peerAddress.length));
            MemorySegment.copy(peerAddress, 0, a, ValueLayout.JAVA_BYTE, 0, peerAddress.length);
            rc = (int) Shim.CONNECT.invokeExact(peer, a.address(), peerAddress.length);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (rc != 0) throw failed("connecting to rank " + peer, rc);
    }

    /** What carries the messages to {@code peer}, in the layer's words. */
    String describe(int peer) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(STRING_BYTES);
            int n = (int) Shim.DESCRIBE.invokeExact(peer, out.address(), STRING_BYTES);
            return n < 0 ? "" : out.getString(0);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    void request(int dest, int handler, int sequence, int requestBytes, int replyBytes) {
        int rc;
        try {
            rc = requestBytes <= SMALL_REQUEST_BYTES
                    ? (int) Shim.REQUEST_SMALL.invokeExact(dest, handler, sequence, requestBytes, replyBytes)
                    : (int) Shim.REQUEST.invokeExact(dest, handler, sequence, requestBytes, replyBytes);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (rc != 0) throw failed("the request to rank " + dest, rc);
    }

    /** Replies that arrived within {@code polls} rounds of progress (all of them, taken). */
    int replies(int polls) {
        int n;
        try {
            n = (int) Shim.REPLIES.invokeExact(polls);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (n < 0) throw failed("waiting for replies", n);
        return n;
    }

    /** Requests answered within {@code polls} rounds of progress, with {@link #SHUTDOWN_SEEN} set after SHUTDOWN. */
    int serve(int polls) {
        int n;
        try {
            n = (int) Shim.SERVE.invokeExact(polls);
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (n < 0) throw failed("answering requests", n);
        return n;
    }

    void flush() {
        int rc;
        try {
            rc = (int) Shim.FLUSH.invokeExact();
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (rc != 0) throw failed("flushing the endpoint", rc);
    }

    void close() {
        int rc;
        try {
            rc = (int) Shim.CLOSE.invokeExact();
        } catch (Throwable t) {
            throw unexpected(t);
        }
        if (rc != 0) throw failed("closing the endpoints", rc);
    }

    /** The library's own version ("1.13.1"). */
    String version() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(STRING_BYTES);
            int n = (int) Shim.VERSION.invokeExact(out.address(), STRING_BYTES);
            return n < 0 ? "unknown" : out.getString(0);
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    String errorText(int status) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(STRING_BYTES);
            int n = (int) Shim.ERROR.invokeExact(status, out.address(), STRING_BYTES);
            return n <= 0 ? "status " + status : out.getString(0) + " (" + status + ")";
        } catch (Throwable t) {
            throw unexpected(t);
        }
    }

    TransportException failed(String what, int status) {
        return new TransportException(what + " failed: " + errorText(status));
    }

    private static TransportException unexpected(Throwable t) {
        if (t instanceof TransportException te) return te;
        return new TransportException("shim call failed: " + t, t);
    }
}
