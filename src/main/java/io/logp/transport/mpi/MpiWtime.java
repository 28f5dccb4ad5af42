package io.logp.transport.mpi;

import io.logp.transport.Clock;

/**
 * MPI_Wtime in nanoseconds: the clock most MPI suites time with, offered so its readings can be checked against
 * System.nanoTime's (MPIPerf found MPI_Wtime wrong on a cluster whose kernel misread its HPET).
 */
public final class MpiWtime implements Clock {

    private final MpiCalls mpi;

    public MpiWtime(MpiCalls mpi) {
        this.mpi = mpi;
    }

    @Override
    public long nanos() {
        return Math.round(mpi.wtime() * 1e9);
    }

    @Override
    public void spin(long nanos) {
        long deadline = nanos() + nanos;
        while (nanos() < deadline) {
            // busy, as NanoClock's compute-for-D
        }
    }
}
