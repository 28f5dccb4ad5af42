package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.exit.ExitCodes;
import io.logp.format.run.IncompleteMark;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Incomplete;
import io.logp.ranklaunch.LaunchMismatch;
import io.logp.ranklaunch.MpiUnavailableException;
import io.logp.report.progress.ProgressRenderer;
import io.logp.transport.Watchdog;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiGroup;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What every MPI rank runs: the phases of a {@link JobPlan}, in order, on every rank. Rank 0 is the requester and
 * the only writer of files; the other ranks serve or take part until rank 0 tells them to stop. A rank that fails
 * prints why and aborts the whole job before anything is released, so no rank is left waiting in a collective. A rank
 * held inside MPI's own blocking calls by a stopped peer is ended by its {@link Watchdog}, which prints why, marks the
 * run and halts the JVM; the MPI launcher then ends the rest of the job.
 */
public final class Job {

    /** Linux's process file system, where rank 0 reads the machine's load between phases. */
    private static final Path PROC = Path.of("/proc");

    /** How often plain progress lines may appear. */
    static final long PROGRESS_NS = 500_000_000L;

    private final JobPlan plan;
    private final PrintWriter err;
    /** This rank's progress, shown or not: its last step says how far the run came when it ends early. */
    private final RunProgress progress;
    /** This rank's record, once the job runs. */
    private volatile RunRecord record;

    /** @param shown how the launcher decided progress is shown (on the rank that shows it, unless --quiet) */
    public Job(JobPlan plan, PrintWriter err, ProgressChoice shown) {
        this.plan = plan;
        this.err = err;
        this.progress = new RunProgress(
                plan.quiet() ? ProgressRenderer.NONE : shown.renderer(err), phases(plan), this::progressed);
    }

    /** The phases the plan runs, each one line of progress. */
    static int phases(JobPlan plan) {
        int n = plan.pair().isPresent() ? 1 : 0;
        for (Optional<?> phase : java.util.List.of(
                plan.bulk(), plan.contention(), plan.allPairs(), plan.collectives(), plan.pingPong(), plan.queues())) {
            if (phase.isPresent()) n++;
        }
        return n;
    }

    private void progressed() {
        RunRecord r = record;
        if (r != null) r.progressed();
        LoadWatch w = loadWatch;
        if (w != null) w.between();
    }

    /** Rank 0's watch on the machine's load, once the job runs; null on the other ranks. */
    private volatile LoadWatch loadWatch;

    /** Runs this rank's part; returns the run directory on the rank that wrote it. */
    public Optional<RunDirectory> run(Path base, String runId) throws IOException {
        record = new RunRecord(base, runId, progress::last);
        MpiCalls mpi = MpiAccess.open(plan.transport());
        try {
            mpi.init();
        } catch (IllegalStateException e) {
            throw new MpiUnavailableException(e.getMessage());
        }
        // N singletons instead of one job of N (srun's PMI plugin not the MPI's): refused before any rank writes.
        Optional<String> mismatch =
                LaunchMismatch.check(mpi.size(MpiCalls.COMM_WORLD), System.getenv(), mpi.libraryVersion());
        if (mismatch.isPresent()) {
            mpi.finish();
            throw new MpiUnavailableException(mismatch.get());
        }
        int rank = mpi.rank(MpiCalls.COMM_WORLD);
        Watchdog watchdog = new Watchdog(plan.timeoutNs());
        watchdog.start(message -> expired(rank, message));
        watchdog.arm("the start (MPI_Comm_dup)");
        MpiGroup world = MpiGroup.world(mpi, watchdog);
        Thread signalled = signalledEnd(world.index());
        try {
            runPhases(mpi, watchdog, world, record);
        } catch (RuntimeException | IOException e) {
            // Print and abort before anything is released: a rank that finalizes first leaves the others waiting.
            String cause = "rank " + world.index() + ": " + e.getMessage();
            progress.finish();
            err.println("logp: " + cause);
            err.flush();
            markFailed(cause, Incomplete.EndedBy.RANK_ERROR);
            // A transport that cannot start here (below MPI: its shim, UCX's AM API, libfabric's provider) ends the
            // job as an MPI that cannot start does.
            mpi.abort(e instanceof MpiUnavailableException ? ExitCodes.MPI_UNAVAILABLE : ExitCodes.FAILURE);
            throw e;
        }
        progress.finish();
        Runtime.getRuntime().removeShutdownHook(signalled);
        watchdog.arm("the end (MPI_Finalize)");
        record.complete();
        world.close();
        mpi.finish();
        watchdog.disarm();
        return record.written();
    }

    /**
     * A rank ended by a signal says which, and marks the run failed with it, so a rank killed alone reads "rank 0
     * ended (SIGTERM)"; under Ctrl-C the launcher, interrupted itself, still reports an interruption.
     */
    private Thread signalledEnd(int rank) {
        RankSignals.watch();
        Thread hook = new Thread(
                () -> RankSignals.received().ifPresent(signal -> {
                    String cause = "rank " + rank + " ended (" + signal + ")";
                    progress.finish();
                    err.println("logp: " + cause);
                    err.flush();
                    markFailed(cause, Incomplete.EndedBy.RANK_SIGNAL);
                }),
                "logp-rank-signal");
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    /**
     * The watchdog's end of this rank: it says why and marks the run as a failing rank does, then halts. Not
     * MPI_Abort: the main thread is inside MPI, which may be entered from that thread only; the launcher sees the
     * rank end and ends the others.
     */
    private void expired(int rank, String message) {
        try {
            String cause = "rank " + rank + ": " + message;
            progress.finish();
            err.println("logp: " + cause);
            err.flush();
            markFailed(cause, Incomplete.EndedBy.RANK_ERROR);
        } finally {
            Runtime.getRuntime().halt(ExitCodes.FAILURE);
        }
    }

    /**
     * Marks the run directory this rank writes, if any, as failed with its cause, before the abort; a failure to do
     * so changes nothing (the disk may be what failed, and the launcher marks the run again).
     */
    private void markFailed(String cause, Incomplete.EndedBy by) {
        Optional<RunDirectory> dir = record.written();
        if (dir.isEmpty()) return;
        String last = progress.last();
        try {
            IncompleteMark.mark(
                    dir.get().metaJson(),
                    new Incomplete(null, null, last, null),
                    new Incomplete(Incomplete.Reason.FAILED, cause, by, null, null));
        } catch (IOException | RuntimeException e) {
            // the launcher marks the run again when it can
        }
    }

    /** A phase's body on this rank. */
    private interface PhaseBody {
        void run() throws IOException;
    }

    private void runPhases(MpiCalls mpi, Watchdog watchdog, MpiGroup world, RunRecord record) throws IOException {
        boolean first = world.index() == 0;
        // Gathered on every rank (a collective), so rank 0 knows where every rank runs before the first phase.
        LoadWatch load = first ? new LoadWatch(PROC, world.placement()) : null;
        loadWatch = load;
        if (!first) world.placement();
        if (plan.pair().isPresent()) {
            JobPlan.Pair pair = plan.pair().get();
            String name = pair.rttOnly() ? "rtt" : "signature";
            phase(load, name, () -> new SmallMessagePhase(mpi, watchdog, plan, pair, progress.phase(name, first))
                    .run(world, record));
            if (plan.bulk().isPresent())
                phase(load, "bulk", () -> new BulkPhase(
                                mpi, watchdog, plan, plan.bulk().get(), progress.phase("bulk", first))
                        .run(world, record));
            if (plan.contention().isPresent()) {
                JobPlan.Contention c = plan.contention().get();
                phase(load, "contention", () -> new ContentionPhase(
                                mpi,
                                watchdog,
                                c.settings(),
                                c.window(),
                                pair.transport().payloadWords(),
                                pair.transport().timeoutNs(),
                                progress.phase("contention", first))
                        .run(world, first ? record : null));
            }
        }
        if (plan.allPairs().isPresent()) {
            phase(load, "pairs", () -> new PairsPhase(
                            mpi, watchdog, plan, plan.allPairs().get(), progress.phase("pairs", first))
                    .run(world, first ? record : null));
        }
        if (plan.collectives().isPresent()) {
            phase(load, "collectives", () -> new CollectivesPhase(
                            mpi, watchdog, plan, plan.collectives().get(), progress.phase("collectives", first))
                    .run(world, first ? record : null));
        }
        if (plan.pingPong().isPresent()) {
            phase(load, "pingpong", () -> TwoRankPhase.pingPong(
                            mpi, watchdog, plan, plan.pingPong().get(), shown -> progress.phase("pingpong", shown))
                    .run(record));
        }
        if (plan.queues().isPresent())
            phase(load, "queues", () -> TwoRankPhase.queues(
                            mpi, watchdog, plan, plan.queues().get(), shown -> progress.phase("queues", shown))
                    .run(record));
    }

    /**
     * Runs a phase; on rank 0 ({@code load} not null) the machine's load is sampled before and after it, outside
     * every timed loop, and meta.json records it as soon as the run has one.
     */
    private void phase(LoadWatch load, String name, PhaseBody body) throws IOException {
        if (load != null) load.start();
        body.run();
        if (load == null) return;
        io.logp.meta.Load phases = load.end(name);
        RunRecord r = record;
        if (r.meta != null) {
            r.meta.load(phases);
            if (r.written().isPresent()) r.meta.writeTo(r.written().get());
        }
    }
}
