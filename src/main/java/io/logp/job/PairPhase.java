package io.logp.job;

import io.logp.exit.UsageException;
import io.logp.format.run.RunDirectory;
import io.logp.transport.Handler;
import io.logp.transport.Transport;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiGroup;
import java.io.IOException;

/**
 * One phase on a transport of its own between rank 0 and rank 1: rank 0 runs its part, then stops rank 1, which
 * serves until told to stop; the other ranks wait without spinning, so they leave the processors to the pair. The
 * pair's waits are the transport's own watchdog's; the rank's watches only the setup and the barrier after, where
 * rank 0 and rank 1 wait for the idle ranks (which may wait as long as the pair measures).
 */
final class PairPhase {

    /** What rank 0 does with the transport while rank 1 serves it. */
    interface RequesterPart {
        void run(Transport transport, RunDirectory dir) throws IOException;
    }

    /** What a rank does while it sets a request/reply transport up (collectively: a gather, a barrier). */
    static final String SETUP = "the setup of the request/reply transport (MPI_Allgather, MPI_Barrier)";

    private static final String AFTER = "the barrier after the pair's measurement (MPI_Ibarrier)";

    private PairPhase() {}

    static void run(MpiGroup world, Watchdog watchdog, Transport transport, RunRecord record, RequesterPart part)
            throws IOException {
        if (transport.size() < 2) throw new UsageException("need at least 2 ranks (--np 2), got " + transport.size());
        // No finally: on a failure the Job aborts the whole job at once. Stopping rank 1 politely here would wait for
        // it a second time (another --timeout when it is stopped or gone) and replace the cause with that timeout.
        watchdog.disarm();
        if (transport.rank() == 0) {
            part.run(transport, record.dir());
            transport.request(1, Handler.SHUTDOWN);
            transport.drain();
            watchdog.arm(AFTER);
        } else if (transport.rank() == 1) {
            transport.serve();
            watchdog.arm(AFTER);
        }
        world.idleBarrier();
        transport.close();
    }
}
