package io.logp.transport.mpi;

import io.logp.data.CollectiveOp;
import io.logp.transport.Launch;
import io.logp.transport.TransportException;

import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

import java.nio.Buffer;

/**
 * One collective with its buffers, allocated once (direct, so the bindings pass them without copying) and reused by
 * every launch: MPIPerf keeps the buffer fixed too, so every launch sees the same memory. The root is member 0:
 * changing it between launches, as some suites do, changes which links the operation uses (MPIPerf, 3.3).
 */
final class MpiCollective implements Launch {

    private static final int ROOT = 0;

    private final Intracomm comm;
    private final CollectiveOp op;
    private final int count;
    private final Datatype type;
    private final Buffer send;
    private final Buffer receive;

    MpiCollective(Intracomm comm, CollectiveOp op, int nBytes) throws MPIException {
        this.comm = comm;
        this.op = op;
        int size = comm.getSize();
        if (op.reduction()) {
            if (nBytes % CollectiveOp.REDUCTION_ELEMENT_BYTES != 0 || nBytes == 0) {
                throw new IllegalArgumentException(op.label() + " reduces doubles: its size must be a positive multiple of "
                        + CollectiveOp.REDUCTION_ELEMENT_BYTES + " bytes, got " + nBytes);
            }
            this.type = MPI.DOUBLE;
            this.count = nBytes / CollectiveOp.REDUCTION_ELEMENT_BYTES;
            // reduce_scatter_block reduces P blocks of count elements and leaves one block on each rank.
            int sendCount = op == CollectiveOp.REDUCE_SCATTER_BLOCK ? count * size : count;
            this.send = MPI.newDoubleBuffer(sendCount);
            this.receive = MPI.newDoubleBuffer(sendCount);
        } else {
            this.type = MPI.BYTE;
            this.count = nBytes;
            // Gathers, scatters and all-to-all move one n-byte block per rank through a P-block buffer.
            this.send = MPI.newByteBuffer(Math.max(1, nBytes * size));
            this.receive = MPI.newByteBuffer(Math.max(1, nBytes * size));
        }
    }

    @Override
    public void run() {
        try {
            switch (op) {
                case BARRIER -> comm.barrier();
                case BCAST -> comm.bcast(send, count, type, ROOT);
                case REDUCE -> comm.reduce(send, receive, count, type, MPI.SUM, ROOT);
                case ALLREDUCE -> comm.allReduce(send, receive, count, type, MPI.SUM);
                case GATHER -> comm.gather(send, count, type, receive, count, type, ROOT);
                case SCATTER -> comm.scatter(send, count, type, receive, count, type, ROOT);
                case ALLGATHER -> comm.allGather(send, count, type, receive, count, type);
                case ALLTOALL -> comm.allToAll(send, count, type, receive, count, type);
                case REDUCE_SCATTER_BLOCK -> comm.reduceScatterBlock(send, receive, count, type, MPI.SUM);
                case SCAN -> comm.scan(send, receive, count, type, MPI.SUM);
                case EXSCAN -> comm.exScan(send, receive, count, type, MPI.SUM);
            }
        } catch (MPIException e) {
            throw new TransportException(op.label() + " failed: " + e.getMessage(), e);
        }
    }
}
