package io.logp.transport.mpi;

import io.logp.transport.Clock;
import io.logp.transport.TransportException;

import mpi.MPI;
import mpi.MPIException;

/**
 * MPI_Wtime in nanoseconds: the clock most MPI suites time with, offered so its readings can be checked against
 * System.nanoTime's (MPIPerf found MPI_Wtime wrong on a cluster whose kernel misread its HPET).
 */
public final class MpiWtime implements Clock {

    @Override
    public long nanos() {
        try {
            return Math.round(MPI.wtime() * 1e9);
        } catch (MPIException e) {
            throw new TransportException("MPI_Wtime failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void spin(long nanos) {
        long deadline = nanos() + nanos;
        while (nanos() < deadline) {
            Thread.onSpinWait();
        }
    }
}
