package io.logp.transport.mpi.bindings;

import io.logp.data.CollectiveOp;
import io.logp.transport.TransportException;
import io.logp.transport.mpi.MpiCalls;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * The MPI calls over Open MPI's Java bindings ({@code mpi.jar} and {@code libmpi_java.so}, Open MPI up to 5.x built
 * with --enable-mpi-java). Handles index tables of the bindings' objects, so the transport logic never sees them.
 * Each call is one or more JNI calls into libmpi_java, which checks its arguments and wraps every error in an
 * exception: that layer is the overhead the native way leaves out.
 */
public final class BindingsCalls implements MpiCalls {

    private final List<Intracomm> comms = new ArrayList<>();
    private final List<ByteBuffer> buffers = new ArrayList<>();
    /** The typed views the bindings take for MPI.DOUBLE and MPI.LONG, made once per buffer, not per call. */
    private final List<Buffer> doubleViews = new ArrayList<>();

    private final List<Buffer> longViews = new ArrayList<>();
    private Request[] requests = new Request[64];
    private int freeRequest;

    @Override
    public String way() {
        return "bindings";
    }

    @Override
    public void init() {
        try {
            MPI.Init(new String[0]);
            MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
            comms.add(MPI.COMM_WORLD);
        } catch (UnsatisfiedLinkError e) {
            throw new IllegalStateException(
                    "Open MPI's Java library (libmpi_java.so) could not be loaded: " + e.getMessage()
                            + ". Pass -Djava.library.path=<Open MPI lib dir> (run-logp.sh does this).",
                    e);
        } catch (MPIException e) {
            throw new IllegalStateException("MPI_Init failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void finish() {
        try {
            MPI.Finalize();
        } catch (MPIException e) {
            throw new IllegalStateException("MPI_Finalize failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void abort(int code) {
        try {
            MPI.COMM_WORLD.abort(code);
        } catch (MPIException e) {
            Runtime.getRuntime().halt(code);
        }
    }

    @Override
    public String libraryVersion() {
        String v = MPI.getLibVersion();
        return v == null ? "unknown" : v.trim().lines().findFirst().orElse("unknown");
    }

    @Override
    public String processorName() {
        try {
            return MPI.getProcessorName();
        } catch (MPIException e) {
            throw failed("MPI_Get_processor_name", e);
        }
    }

    @Override
    public double wtime() {
        try {
            return MPI.wtime();
        } catch (MPIException e) {
            throw failed("MPI_Wtime", e);
        }
    }

    @Override
    public long buffer(ByteBuffer direct) {
        if (!direct.isDirect())
            throw new IllegalArgumentException("the bindings pass only direct buffers without copying");
        buffers.add(direct);
        doubleViews.add(direct.duplicate().order(direct.order()).asDoubleBuffer());
        longViews.add(direct.duplicate().order(direct.order()).asLongBuffer());
        return buffers.size() - 1;
    }

    @Override
    public int commDup(int comm) {
        try {
            return addComm(comm(comm).dup());
        } catch (MPIException e) {
            throw failed("MPI_Comm_dup", e);
        }
    }

    @Override
    public int commSplit(int comm, int color, int key) {
        try {
            Intracomm sub = comm(comm).split(color < 0 ? MPI.UNDEFINED : color, key);
            return color < 0 ? UNDEFINED : addComm(sub);
        } catch (MPIException e) {
            throw failed("MPI_Comm_split", e);
        }
    }

    @Override
    public void commFree(int comm) {
        try {
            comm(comm).free();
            comms.set(comm, null);
        } catch (MPIException e) {
            throw failed("MPI_Comm_free", e);
        }
    }

    @Override
    public int rank(int comm) {
        try {
            return comm(comm).getRank();
        } catch (MPIException e) {
            throw failed("MPI_Comm_rank", e);
        }
    }

    @Override
    public int size(int comm) {
        try {
            return comm(comm).getSize();
        } catch (MPIException e) {
            throw failed("MPI_Comm_size", e);
        }
    }

    @Override
    public void send(int comm, long buffer, int bytes, int dest, int tag) {
        try {
            comms.get(comm).send(buffers.get((int) buffer), bytes, MPI.BYTE, dest, tag);
        } catch (MPIException e) {
            throw failed("MPI_Send to rank " + dest, e);
        }
    }

    @Override
    public void recv(int comm, long buffer, int bytes, int source, int tag) {
        try {
            comms.get(comm).recv(buffers.get((int) buffer), bytes, MPI.BYTE, source(source), tag);
        } catch (MPIException e) {
            throw failed("MPI_Recv", e);
        }
    }

    @Override
    public int isend(int comm, long buffer, int bytes, int dest, int tag) {
        try {
            return addRequest(comms.get(comm).iSend(buffers.get((int) buffer), bytes, MPI.BYTE, dest, tag));
        } catch (MPIException e) {
            throw failed("MPI_Isend to rank " + dest, e);
        }
    }

    @Override
    public int sendInit(int comm, long buffer, int count, Type type, int dest, int tag) {
        try {
            return addRequest(comms.get(comm).sendInit(view(buffer, type), count, datatype(type), dest, tag));
        } catch (MPIException e) {
            throw failed("MPI_Send_init", e);
        }
    }

    @Override
    public int recvInit(int comm, long buffer, int count, Type type, int source, int tag) {
        try {
            return addRequest(comms.get(comm).recvInit(view(buffer, type), count, datatype(type), source(source), tag));
        } catch (MPIException e) {
            throw failed("MPI_Recv_init", e);
        }
    }

    @Override
    public void start(int request) {
        try {
            ((Prequest) requests[request]).start();
        } catch (MPIException e) {
            throw failed("MPI_Start", e);
        }
    }

    @Override
    public boolean test(int request) {
        try {
            return requests[request].test();
        } catch (MPIException e) {
            throw failed("MPI_Test", e);
        }
    }

    @Override
    public boolean poll(int request, int polls, boolean restart) {
        for (int i = 0; i < polls; i++) {
            if (test(request)) {
                if (restart) start(request);
                return true;
            }
        }
        return false;
    }

    @Override
    public void waitFor(int request) {
        try {
            requests[request].waitFor();
        } catch (MPIException e) {
            throw failed("MPI_Wait", e);
        }
    }

    @Override
    public void cancel(int request) {
        try {
            requests[request].cancel();
        } catch (MPIException e) {
            throw failed("MPI_Cancel", e);
        }
    }

    @Override
    public void free(int request) {
        try {
            Request r = requests[request];
            requests[request] = null;
            if (request < freeRequest) freeRequest = request;
            // A completed non-persistent request is already released by the bindings.
            if (r instanceof Prequest || !r.isNull()) r.free();
        } catch (MPIException e) {
            throw failed("MPI_Request_free", e);
        }
    }

    @Override
    public boolean iprobe(int comm, int source, int tag) {
        try {
            return comms.get(comm).iProbe(source(source), tag) != null;
        } catch (MPIException e) {
            throw failed("MPI_Iprobe", e);
        }
    }

    @Override
    public void barrier(int comm) {
        try {
            comms.get(comm).barrier();
        } catch (MPIException e) {
            throw failed("MPI_Barrier", e);
        }
    }

    @Override
    public int ibarrier(int comm) {
        try {
            return addRequest(comms.get(comm).iBarrier());
        } catch (MPIException e) {
            throw failed("MPI_Ibarrier", e);
        }
    }

    @Override
    public void bcast(int comm, long buffer, int count, Type type, int root) {
        try {
            comms.get(comm).bcast(view(buffer, type), count, datatype(type), root);
        } catch (MPIException e) {
            throw failed("MPI_Bcast", e);
        }
    }

    @Override
    public void allGather(int comm, long send, long receive, int count, Type type) {
        try {
            comms.get(comm)
                    .allGather(view(send, type), count, datatype(type), view(receive, type), count, datatype(type));
        } catch (MPIException e) {
            throw failed("MPI_Allgather", e);
        }
    }

    @Override
    public void collective(CollectiveOp op, int comm, long send, long receive, int count, Type type, int root) {
        Intracomm c = comms.get(comm);
        Datatype t = datatype(type);
        Buffer s = view(send, type);
        Buffer r = view(receive, type);
        try {
            switch (op) {
                case BARRIER -> c.barrier();
                case BCAST -> c.bcast(s, count, t, root);
                case REDUCE -> c.reduce(s, r, count, t, MPI.SUM, root);
                case ALLREDUCE -> c.allReduce(s, r, count, t, MPI.SUM);
                case GATHER -> c.gather(s, count, t, r, count, t, root);
                case SCATTER -> c.scatter(s, count, t, r, count, t, root);
                case ALLGATHER -> c.allGather(s, count, t, r, count, t);
                case ALLTOALL -> c.allToAll(s, count, t, r, count, t);
                case REDUCE_SCATTER_BLOCK -> c.reduceScatterBlock(s, r, count, t, MPI.SUM);
                case SCAN -> c.scan(s, r, count, t, MPI.SUM);
                case EXSCAN -> c.exScan(s, r, count, t, MPI.SUM);
            }
        } catch (MPIException e) {
            throw failed(op.label(), e);
        }
    }

    private Intracomm comm(int comm) {
        Intracomm c = comm < comms.size() ? comms.get(comm) : null;
        if (c == null) throw new IllegalArgumentException("no communicator " + comm);
        return c;
    }

    private int addComm(Intracomm c) {
        comms.add(c);
        return comms.size() - 1;
    }

    private int addRequest(Request r) {
        while (freeRequest < requests.length && requests[freeRequest] != null) freeRequest++;
        if (freeRequest == requests.length) requests = Arrays.copyOf(requests, 2 * requests.length);
        requests[freeRequest] = r;
        return freeRequest++;
    }

    /** The bindings take typed views of a buffer: a DoubleBuffer for MPI.DOUBLE, a LongBuffer for MPI.LONG. */
    private Buffer view(long buffer, Type type) {
        return switch (type) {
            case BYTE -> buffers.get((int) buffer);
            case DOUBLE -> doubleViews.get((int) buffer);
            case LONG -> longViews.get((int) buffer);
        };
    }

    private static Datatype datatype(Type type) {
        return switch (type) {
            case BYTE -> MPI.BYTE;
            case DOUBLE -> MPI.DOUBLE;
            case LONG -> MPI.LONG;
        };
    }

    private static int source(int source) {
        return source < 0 ? MPI.ANY_SOURCE : source;
    }

    private static TransportException failed(String call, MPIException e) {
        return new TransportException(call + " failed: " + e.getMessage(), e);
    }
}
