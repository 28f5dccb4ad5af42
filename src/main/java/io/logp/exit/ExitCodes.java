package io.logp.exit;

import io.logp.ranklaunch.MpiUnavailableException;

/** Process exit codes, named so scripts can tell failures apart. */
public final class ExitCodes {

    public static final int OK = 0;
    /** The measurement or analysis failed at run time (a rank died, a timeout, an I/O error). */
    public static final int FAILURE = 1;
    /** Unknown option or bad option value. */
    public static final int USAGE = 2;
    /** Input data missing or malformed, or not enough of it to fit. */
    public static final int BAD_DATA = 3;
    /** MPI could not be started (mpirun missing, the Java library not found, mpirun refused). */
    public static final int MPI_UNAVAILABLE = 4;
    /**
     * The measurement and every data file are complete, but a chart or report.html could not be written (a full
     * disk, a read-only plots directory); the table was printed, and {@code plot DIR} draws the charts again.
     */
    public static final int CHARTS_NOT_WRITTEN = 5;
    /** Interrupted (Ctrl-C): 128 + SIGINT, as shells report it. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {}

    /** The exit code of a command that failed with {@code cause} (not a usage error, which is {@link #USAGE}). */
    public static int of(Throwable cause) {
        if (cause instanceof io.logp.format.run.DataFormatException
                || cause instanceof io.logp.fit.FitException
                || cause instanceof java.nio.file.NoSuchFileException
                || cause instanceof java.nio.file.AccessDeniedException) {
            return BAD_DATA;
        }
        if (cause instanceof MpiUnavailableException) return MPI_UNAVAILABLE;
        if (cause instanceof ChartsNotWrittenException) return CHARTS_NOT_WRITTEN;
        return FAILURE;
    }
}
