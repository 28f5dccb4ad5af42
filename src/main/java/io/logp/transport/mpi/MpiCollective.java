package io.logp.transport.mpi;

import io.logp.data.CollectiveOp;
import io.logp.transport.Launch;

/**
 * One collective with its buffers, allocated once (direct, so no way into MPI copies them) and reused by every
 * launch: MPIPerf keeps the buffer fixed too, so every launch sees the same memory. The root is member 0: changing it
 * between launches, as some suites do, changes which links the operation uses (MPIPerf, 3.3).
 */
final class MpiCollective implements Launch {

    private static final int ROOT = 0;

    private final MpiCalls mpi;
    private final int comm;
    private final CollectiveOp op;
    private final int count;
    private final MpiCalls.Type type;
    private final long send;
    private final long receive;

    MpiCollective(MpiCalls mpi, int comm, CollectiveOp op, int nBytes) {
        this.mpi = mpi;
        this.comm = comm;
        this.op = op;
        int size = mpi.size(comm);
        int elementBytes;
        if (op.reduction()) {
            if (nBytes % CollectiveOp.REDUCTION_ELEMENT_BYTES != 0 || nBytes == 0) {
                throw new IllegalArgumentException(
                        op.label() + " reduces doubles: its size must be a positive multiple of "
                                + CollectiveOp.REDUCTION_ELEMENT_BYTES + " bytes, got " + nBytes);
            }
            this.type = MpiCalls.Type.DOUBLE;
            this.count = nBytes / CollectiveOp.REDUCTION_ELEMENT_BYTES;
            elementBytes = CollectiveOp.REDUCTION_ELEMENT_BYTES;
        } else {
            this.type = MpiCalls.Type.BYTE;
            this.count = nBytes;
            elementBytes = 1;
        }
        // Gathers, scatters, all-to-all and reduce_scatter_block move one block per rank through a P-block buffer.
        int bytes = Math.max(elementBytes, count * elementBytes * size);
        this.send = mpi.buffer(MpiTransport.buffer(bytes));
        this.receive = mpi.buffer(MpiTransport.buffer(bytes));
    }

    @Override
    public void run() {
        mpi.collective(op, comm, send, receive, count, type, ROOT);
    }
}
