package io.logp.job;

import io.logp.data.ContentionSettings;
import io.logp.data.ProgressStep;
import io.logp.data.RankPlacement;
import io.logp.data.Transfer;
import io.logp.engine.IssueLoop;
import io.logp.experiment.ContentionMeasurement;
import io.logp.experiment.ContentionPoint;
import io.logp.experiment.ContentionRoles;
import io.logp.experiment.Progress;
import io.logp.format.run.RunDirectory;
import io.logp.transport.Handler;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import io.logp.transport.mpi.MpiTransport;
import java.util.List;
import java.util.Locale;

/**
 * The contention experiment on every rank of the job. Point by point, every rank takes its role from
 * {@link ContentionRoles}: requesters measure together ({@link ContentionPoint}), responders serve until the
 * requesters are done, the rest wait without spinning. Rank 0 is always a requester; it writes contention.csv and
 * contention_ranks.csv after every point, so an interrupted run keeps every point it finished.
 */
final class ContentionPhase {

    private static final String CHOOSING = "the contention (choosing the next point: MPI_Allgather, MPI_Comm_split)";

    private final MpiCalls mpi;
    private final Watchdog watchdog;
    private final ContentionSettings settings;
    private final int window;
    private final int payloadWords;
    private final long timeoutNs;
    private final Progress progress;

    ContentionPhase(
            MpiCalls mpi,
            Watchdog watchdog,
            ContentionSettings settings,
            int window,
            int payloadWords,
            long timeoutNs,
            Progress progress) {
        this.mpi = mpi;
        this.watchdog = watchdog;
        this.settings = settings;
        this.window = window;
        this.payloadWords = payloadWords;
        this.timeoutNs = timeoutNs;
        this.progress = progress;
    }

    /** Runs every point; {@code record} is rank 0's (null elsewhere). */
    void run(MpiGroup world, RunRecord record) throws java.io.IOException {
        RunDirectory dir = record == null ? null : record.dir();
        RunMeta meta = record == null ? null : record.meta;
        watchdog.arm(PairPhase.SETUP);
        MpiTransport transport =
                new MpiTransport(mpi, window, payloadWords, Math.max(settings.nBytes(), 4 * payloadWords), timeoutNs);
        int rank = transport.rank();
        List<String> hosts =
                transport.placement().stream().map(RankPlacement::host).toList();
        ContentionSink sink = rank == 0 ? new ContentionSink(dir, meta, settings, window, hosts) : null;
        long start = System.nanoTime();
        List<ContentionSettings.Point> plan = settings.plan(transport.size());
        for (int i = 0; i < plan.size(); i++) {
            ContentionSettings.Point p = plan.get(i);
            if (rank == 0)
                progress.report(ProgressStep.of(ProgressStep.Stage.CONTENTION, i, plan.size())
                        .what(p.label()));
            // Rank 0 decides whether the budget allows another point; every rank learns it from the same gather.
            double go = rank == 0 && System.nanoTime() - start < settings.budgetNs() ? 1 : 0;
            watchdog.arm(CHOOSING);
            if (world.allGather(new double[] {go})[0] == 0) {
                if (sink != null) sink.skipped(p);
                continue;
            }
            ContentionRoles roles = ContentionRoles.of(p.pattern(), p.k(), hosts);
            MpiGroup requesters = world.split(roles.isRequester(rank));
            if (requesters != null) {
                // The requests' waits are the transport's watchdog's; the rank's watches the requesters' barriers.
                watchdog.arm(String.format(
                        Locale.ROOT,
                        "the contention (%s, k = %d: MPI_Barrier, MPI_Allgather)",
                        p.pattern().label(),
                        p.k()));
                try (requesters) {
                    IssueLoop loop = new IssueLoop(transport, roles.peersOf(rank), Transfer.store(settings.nBytes()));
                    ContentionMeasurement m = new ContentionPoint(loop, requesters, roles, settings).measure();
                    // Every requester has drained before any responder is told to stop.
                    requesters.barrier();
                    if (requesters.index() == 0) {
                        for (int r : roles.responders()) transport.request(r, Handler.SHUTDOWN);
                        transport.drain();
                    }
                    if (sink != null) sink.measured(m);
                    if (rank == 0)
                        progress.report(ProgressStep.of(ProgressStep.Stage.CONTENTION, i + 1, plan.size())
                                .what(p.label())
                                .reading(m.gUs()));
                }
            } else if (roles.isResponder(rank)) {
                watchdog.disarm();
                transport.serve();
            } else {
                watchdog.disarm();
            }
            world.idleBarrier();
        }
        // Closed only after a clean end: on a failure the Job aborts the job, and nothing here may wait first.
        transport.close();
    }
}
