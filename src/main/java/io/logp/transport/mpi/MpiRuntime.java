package io.logp.transport.mpi;

import mpi.MPI;
import mpi.MPIException;

/**
 * Start and end of Open MPI in this process, and the facts about the library a report needs. The only other
 * class besides {@link MpiTransport} that touches {@code mpi.*}.
 */
public final class MpiRuntime implements AutoCloseable {

    private MpiRuntime() {
    }

    /** Initialises MPI; the message of a failure says what to check. */
    public static MpiRuntime start(String[] args) {
        try {
            MPI.Init(args);
            MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
            return new MpiRuntime();
        } catch (UnsatisfiedLinkError e) {
            throw new IllegalStateException("Open MPI's Java library (libmpi_java.so) could not be loaded: "
                    + e.getMessage() + ". Pass -Djava.library.path=<Open MPI lib dir> (run-logp.sh does this).", e);
        } catch (MPIException e) {
            throw new IllegalStateException("MPI_Init failed: " + e.getMessage(), e);
        }
    }

    /** True when this process was started by Open MPI's mpirun (or a compatible launcher). */
    public static boolean isUnderMpirun() {
        return System.getenv("OMPI_COMM_WORLD_RANK") != null || System.getenv("PMIX_RANK") != null;
    }

    public static String libraryVersion() {
        String v = MPI.getLibVersion();
        return v == null ? "unknown" : v.trim().lines().findFirst().orElse("unknown");
    }

    /** Ends the whole job with an error code: the way out when one rank cannot go on. */
    public static void abort(int code) {
        try {
            MPI.COMM_WORLD.abort(code);
        } catch (MPIException e) {
            Runtime.getRuntime().halt(code);
        }
    }

    @Override
    public void close() {
        try {
            MPI.Finalize();
        } catch (MPIException e) {
            throw new IllegalStateException("MPI_Finalize failed: " + e.getMessage(), e);
        }
    }
}
