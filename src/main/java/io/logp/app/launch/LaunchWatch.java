package io.logp.app.launch;

import java.util.Optional;

/**
 * Looks at a running launch once a second, from outside the launcher: a launcher can wait on without end after its
 * ranks are gone (srun after {@code kill -9} of its slurmstepd) or before any rank started (mpirun under
 * {@code ulimit -n 24}, srun queued while slurmd is down), and only the run's own files show that.
 */
public interface LaunchWatch {

    /** Nothing to look at (a program that writes no run of logp's). */
    LaunchWatch NONE = elapsedNs -> Optional.empty();

    /** Why the launch must be ended now, {@code elapsedNs} after it started; empty while it may go on. */
    Optional<WatchedEnd> check(long elapsedNs);
}
