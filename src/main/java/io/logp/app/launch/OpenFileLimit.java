package io.logp.app.launch;

import io.logp.ranklaunch.MpiUnavailableException;
import java.lang.management.ManagementFactory;

/**
 * The open-file limit the launcher and the ranks inherit. Under {@code ulimit -n 24} Open MPI's mpirun printed
 * "ORTE_ERROR_LOG: The system limit on number of pipes a process can open was reached" and then waited without end;
 * below the need it is refused before anything starts. Measured on Open MPI 4.1.4: mpirun of 2 ranks needs more than
 * 32 descriptors and starts with 48 (three pipes and a socket per rank on top of its own); 2 ranks of logp ran
 * with 64.
 */
final class OpenFileLimit {

    private OpenFileLimit() {}

    /** What a launch of {@code localRanks} ranks on this host needs. */
    static long need(int localRanks) {
        return Math.max(64, 32 + 8L * localRanks);
    }

    /** The limit this JVM's children get (the JVM raised its own soft limit to the hard one); -1 when unknown. */
    static long current() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.UnixOperatingSystemMXBean u
                ? u.getMaxFileDescriptorCount()
                : -1;
    }

    /** Refuses a launch the limit cannot carry, naming the limit and what to do. */
    static void check(long limit, int localRanks) {
        long need = need(localRanks);
        if (limit >= 0 && limit < need) {
            throw new MpiUnavailableException("the open-file limit is " + limit + " (ulimit -n), and the MPI's "
                    + "launcher with " + localRanks + " ranks on this host needs at least " + need
                    + " (Open MPI's mpirun waits without end below it): raise it, e.g. ulimit -n 1024");
        }
    }
}
