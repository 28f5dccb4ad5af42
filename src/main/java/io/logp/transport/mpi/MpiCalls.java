package io.logp.transport.mpi;

import io.logp.data.CollectiveOp;
import java.nio.ByteBuffer;

/**
 * The MPI calls logp makes: one small interface with two ways into MPI, Open MPI's Java bindings
 * ({@code transport.mpi.bindings}) or the MPI library's C interface through a shim compiled with that MPI's own
 * mpicc ({@code transport.mpi.ffm}). The transport logic above it (rings of posted receives, serving, ping-pong,
 * collective launches, the clock channel) is written once.
 *
 * <p>No MPI handle, constant or struct crosses it, so no implementation's handle values or layouts are assumed:
 * communicators, requests and buffers are small handles the implementation keeps, datatypes and reductions are the
 * enums below, and the special ranks are negative numbers. Every failure throws a TransportException carrying MPI's
 * own error string. The hot calls ({@link #send}, {@link #start}, {@link #test}, {@link #wtime}) allocate nothing.
 */
public interface MpiCalls {

    /** MPI_COMM_WORLD, after {@link #init}. */
    int COMM_WORLD = 0;
    /** As a source: any rank (MPI_ANY_SOURCE). */
    int ANY_SOURCE = -1;
    /** As a split's colour: not a member (MPI_UNDEFINED); as a split's result: no communicator (MPI_COMM_NULL). */
    int UNDEFINED = -1;

    /** Element types: bytes, and doubles for the reductions (MPI defines no sum over MPI_BYTE). */
    enum Type {
        BYTE,
        DOUBLE,
        LONG
    }

    /** How this process reaches MPI, for reports: "bindings" or "native". */
    String way();

    /** MPI_Init; MPI_COMM_WORLD then returns errors instead of aborting. */
    void init();

    /** MPI_Finalize. */
    void finish();

    /** MPI_Abort of the whole job: the way out when one rank cannot go on. */
    void abort(int code);

    /** MPI_Get_library_version's first line. */
    String libraryVersion();

    String processorName();

    /** MPI_Wtime, seconds. */
    double wtime();

    /**
     * A handle for {@code direct}, which the calls below take in place of the buffer; the implementation keeps the
     * buffer reachable until {@link #finish}. Taken once, at setup, never in a timed loop.
     */
    long buffer(ByteBuffer direct);

    int commDup(int comm);

    /** The members with {@code color} >= 0, ordered by {@code key}; {@link #UNDEFINED} on the others. */
    int commSplit(int comm, int color, int key);

    void commFree(int comm);

    int rank(int comm);

    int size(int comm);

    /** Blocking MPI_Send of the first {@code bytes} of a buffer. */
    void send(int comm, long buffer, int bytes, int dest, int tag);

    /** Blocking MPI_Recv into a buffer. */
    void recv(int comm, long buffer, int bytes, int source, int tag);

    /** MPI_Isend; returns a request. */
    int isend(int comm, long buffer, int bytes, int dest, int tag);

    /** MPI_Send_init: a persistent send, started by {@link #start}. */
    int sendInit(int comm, long buffer, int count, Type type, int dest, int tag);

    /** MPI_Recv_init: a persistent receive, started by {@link #start}. */
    int recvInit(int comm, long buffer, int count, Type type, int source, int tag);

    void start(int request);

    /** MPI_Test: whether the request completed (a persistent one is then inactive until started again). */
    boolean test(int request);

    /**
     * Up to {@code polls} MPI_Test calls until the request completes, whether it did; with {@code restart}, MPI_Start
     * on the (persistent) request again once it has, for a receive whose data nobody reads. The wait loop runs in
     * the MPI's own language, as a C program's {@code while (!flag) MPI_Test(...)} does, with one crossing per
     * {@code polls} tests instead of per test; bounded, so the caller can watch the time between calls. Polls must
     * be small enough (a few thousand) that a call lasts microseconds.
     */
    boolean poll(int request, int polls, boolean restart);

    void waitFor(int request);

    void cancel(int request);

    /** MPI_Request_free, and the handle with it. */
    void free(int request);

    /** MPI_Iprobe: keeps MPI progressing and says whether a matching message waits. */
    boolean iprobe(int comm, int source, int tag);

    void barrier(int comm);

    /** MPI_Ibarrier; returns a request. */
    int ibarrier(int comm);

    /** MPI_Bcast of {@code count} elements from {@code root}. */
    void bcast(int comm, long buffer, int count, Type type, int root);

    /** MPI_Allgather of {@code count} elements per rank. */
    void allGather(int comm, long send, long receive, int count, Type type);

    /**
     * One blocking collective, {@code count} elements of {@code type} per rank's block, reductions with MPI_SUM, the
     * root (where there is one) {@code root}.
     */
    void collective(CollectiveOp op, int comm, long send, long receive, int count, Type type, int root);
}
