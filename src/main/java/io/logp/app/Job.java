package io.logp.app;

import io.logp.app.launch.MpiUnavailableException;
import io.logp.experiment.Progress;
import io.logp.report.RunDirectory;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What every MPI rank runs: the phases of a {@link JobPlan}, in order, on every rank. Rank 0 is the requester and
 * the only writer of files; the other ranks serve or take part until rank 0 tells them to stop. A rank that fails
 * prints why and aborts the whole job before anything is released, so no rank is left waiting in a collective.
 */
public final class Job {

    /** How often progress lines may appear. */
    static final long PROGRESS_NS = 500_000_000L;

    private final JobPlan plan;
    private final PrintWriter err;

    public Job(JobPlan plan, PrintWriter err) {
        this.plan = plan;
        this.err = err;
    }

    /** Runs this rank's part; returns the run directory on the rank that wrote it. */
    public Optional<RunDirectory> run(Path base, String runId) throws IOException {
        RunRecord record = new RunRecord(base, runId);
        MpiCalls mpi = MpiAccess.open(plan.transport());
        try {
            mpi.init();
        } catch (IllegalStateException e) {
            throw new MpiUnavailableException(e.getMessage());
        }
        MpiGroup world = MpiGroup.world(mpi);
        try {
            runPhases(mpi, world, record);
        } catch (RuntimeException | IOException e) {
            // Print and abort before anything is released: a rank that finalizes first leaves the others waiting.
            err.println("logp: rank " + world.index() + ": " + e.getMessage());
            err.flush();
            mpi.abort(ExitCodes.FAILURE);
            throw e;
        }
        world.close();
        mpi.finish();
        return record.written();
    }

    private void runPhases(MpiCalls mpi, MpiGroup world, RunRecord record) throws IOException {
        boolean first = world.index() == 0;
        if (plan.pair().isPresent()) {
            JobPlan.Pair pair = plan.pair().get();
            new SmallMessagePhase(mpi, plan, pair, progress(first)).run(world, record);
            if (plan.bulk().isPresent())
                new BulkPhase(mpi, pair, plan.bulk().get(), progress(first)).run(world, record);
            if (plan.contention().isPresent()) {
                JobPlan.Contention c = plan.contention().get();
                new ContentionPhase(
                                mpi,
                                c.settings(),
                                c.window(),
                                pair.transport().payloadWords(),
                                pair.transport().timeoutNs(),
                                progress(first))
                        .run(world, first ? record : null);
            }
        }
        if (plan.collectives().isPresent()) {
            new CollectivesPhase(mpi, plan, plan.collectives().get(), progress(first))
                    .run(world, first ? record : null);
        }
        if (plan.pingPong().isPresent()) {
            new PingPongPhase(mpi, plan, plan.pingPong().get(), this::progress).run(record);
        }
        if (plan.queues().isPresent()) new QueuePhase(mpi, plan, plan.queues().get(), this::progress).run(record);
    }

    private Progress progress(boolean shown) {
        return plan.quiet() || !shown ? Progress.SILENT : Progress.throttled(err, PROGRESS_NS);
    }
}
