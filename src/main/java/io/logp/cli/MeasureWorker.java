package io.logp.cli;

import io.logp.engine.IssueLoop;
import io.logp.experiment.BulkExperiment;
import io.logp.experiment.BulkSettings;
import io.logp.experiment.ContentionSettings;
import io.logp.experiment.RttResult;
import io.logp.experiment.PingPongExperiment;
import io.logp.experiment.PingPongSettings;
import io.logp.experiment.Progress;
import io.logp.experiment.QueueExperiment;
import io.logp.experiment.QueueSettings;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.experiment.SmallMessageSettings;
import io.logp.report.MetaJson;
import io.logp.report.PingPongData;
import io.logp.report.QueueData;
import io.logp.report.RunDirectory;
import io.logp.transport.Handler;
import io.logp.transport.mpi.MpiGroup;
import io.logp.transport.mpi.MpiPingPong;
import io.logp.transport.mpi.MpiRuntime;
import io.logp.transport.mpi.MpiTransport;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * What every MPI rank runs: rank 0 is the requester and the only writer of files, the other ranks answer requests
 * until rank 0 tells them to stop. A rank that fails aborts the whole job, so no rank is left waiting.
 */
final class MeasureWorker {

    /** What the job measures: the small-message part (signature or RTT only), the ping-pong, or both. */
    enum Scope { SIGNATURE, RTT, NONE }

    private final String command;
    private final List<String> args;
    private final SweepOptions sweep;
    private final SmallMessageSettings settings;
    private final PingPongSettings pingPong;
    private final boolean quiet;
    private final PrintStream err;
    private QueueSettings queues;
    private BulkSettings bulk;
    private int bulkWindow;
    private ContentionSettings contention;
    private int contentionWindow;
    private io.logp.experiment.CollectivePlan collectives;
    /** Rank 0's state between its phases. */
    private RunMeta meta;
    private FileSink sink;
    private RttResult smallRtt;
    private long clockOverheadNanos;

    /**
     * @param sweep     options of the small-message part (null when the scope is NONE)
     * @param pingPong  the ping-pong to run after the small-message part, or null
     */
    MeasureWorker(String command, List<String> args, SweepOptions sweep, SmallMessageSettings settings,
                  PingPongSettings pingPong, boolean quiet, PrintStream err) {
        this.command = command;
        this.args = args;
        this.sweep = sweep;
        this.settings = settings;
        this.pingPong = pingPong;
        this.quiet = quiet;
        this.err = err;
    }

    /** Also measures the queue costs, after everything else. */
    MeasureWorker withQueues(QueueSettings settings) {
        this.queues = settings;
        return this;
    }

    /** Also measures bulk transfers, on a transport of their own with the given window, after the small messages. */
    MeasureWorker withBulk(BulkSettings settings, int window) {
        this.bulk = settings;
        this.bulkWindow = window;
        return this;
    }

    /** Also measures contention (K-to-1, 1-to-K, pairs) over all ranks, on a transport of its own, after bulk. */
    MeasureWorker withContention(ContentionSettings settings, int window) {
        this.contention = settings;
        this.contentionWindow = window;
        return this;
    }

    /** Also times collectives over the ranks (MPIPerf's method), after contention. */
    MeasureWorker withCollectives(io.logp.experiment.CollectivePlan plan) {
        this.collectives = plan;
        return this;
    }

    /** Runs this rank's part; returns the run directory on rank 0 (null elsewhere). */
    RunDirectory run(Scope scope, Path base, String runId) throws IOException {
        RunDirectory dir = null;
        int rank = -1;
        MpiRuntime started;
        try {
            started = MpiRuntime.start(new String[0]);
        } catch (IllegalStateException e) {
            throw new MpiUnavailableException(e.getMessage());
        }
        try (MpiRuntime runtime = started; MpiGroup world = MpiGroup.world()) {
            if (scope != Scope.NONE) {
                MpiTransport transport = new MpiTransport(sweep.window, sweep.payloadWords, sweep.timeoutNanos());
                rank = transport.rank();
                dir = phase(world, transport, dir, base, runId, (t, d) -> requester(t, d, scope));
                if (bulk != null) {
                    MpiTransport bulkTransport = new MpiTransport(bulkWindow, sweep.payloadWords,
                            Math.max(bulk.largestBytes(), 4 * sweep.payloadWords), sweep.timeoutNanos());
                    dir = phase(world, bulkTransport, dir, base, runId, (t, d) -> bulkRequester(t));
                }
                if (contention != null) contention(world, dir);
            }
            if (collectives != null) dir = collectives(world, dir, base, runId, scope == Scope.NONE);
            if (pingPong != null) {
                RunDirectory written = pingPong(dir, base, runId);
                if (written != null) dir = written;
                rank = rank < 0 && written != null ? pingPong.source() : rank;
            }
            if (queues != null) {
                RunDirectory written = queues(dir, base, runId);
                if (written != null) dir = written;
            }
        } catch (RuntimeException | IOException e) {
            err.println("logp: rank " + (rank < 0 ? "?" : rank) + ": " + e.getMessage());
            err.flush();
            MpiRuntime.abort(ExitCodes.FAILURE);
            throw e;
        }
        return dir;
    }

    /** What rank 0 does with a transport while the other ranks serve it. */
    private interface RequesterPart {
        void run(MpiTransport transport, RunDirectory dir) throws IOException;
    }

    /**
     * One phase on its own transport: rank 0 runs its part and then stops rank 1, which serves until told to stop;
     * the other ranks wait without spinning, so they leave the processors to the pair measuring. Returns the run
     * directory (made by rank 0 if it was not yet).
     */
    private RunDirectory phase(MpiGroup world, MpiTransport transport, RunDirectory dir, Path base, String runId,
                               RequesterPart part) throws IOException {
        if (transport.size() < 2) {
            transport.close();
            throw new UsageException("need at least 2 ranks (--np 2), got " + transport.size());
        }
        try {
            if (transport.rank() == 0) {
                if (dir == null) dir = runDirectory(base, runId);
                try {
                    part.run(transport, dir);
                } finally {
                    transport.request(1, Handler.SHUTDOWN);
                    transport.drain();
                }
            } else if (transport.rank() == 1) {
                transport.serve();
            }
            world.idleBarrier();
        } finally {
            transport.close();
        }
        return dir;
    }

    /** The contention points on every rank, after the single pair's signature (their reference and context). */
    private void contention(MpiGroup world, RunDirectory dir) {
        boolean first = world.index() == 0;
        Progress progress = quiet || !first ? Progress.SILENT : Progress.throttled(err, 500_000_000L);
        if (first) progress.report("logp: contention over " + world.size() + " ranks: "
                + contention.plan(world.size()).size() + " points");
        new ContentionPhase(contention, contentionWindow, sweep.payloadWords, sweep.timeoutNanos(), progress)
                .run(world, first ? dir : null, first ? meta : null);
    }

    /** The collectives on every rank; rank 0 writes them, in the run's directory (made here when nothing came before). */
    private RunDirectory collectives(MpiGroup world, RunDirectory dir, Path base, String runId, boolean firstPhase)
            throws IOException {
        boolean first = world.index() == 0;
        if (first && dir == null) dir = runDirectory(base, runId);
        if (firstPhase) {
            // Nothing measured before: the placement is still gathered (collectively, so every rank) for meta.json.
            List<io.logp.transport.RankPlacement> placement = world.placement();
            if (first) {
                String path = io.logp.transport.mpi.Placement.describePath(placement, System.getenv());
                meta = new RunMeta(command, args).put("open_mpi", MpiRuntime.libraryVersion())
                        .put("mca", MpiTransport.mcaSettings()).put(RunMeta.PATH, path).transport(0, 0, path, placement);
            }
        }
        Progress progress = quiet || !first ? Progress.SILENT : Progress.throttled(err, 500_000_000L);
        if (first) progress.report("logp: collectives over " + world.size() + " ranks: " + collectives.points() + " points");
        new CollectivesPhase(collectives, progress).run(world, first ? dir : null, first ? meta : null);
        return first ? dir : null;
    }

    /** The bulk experiment, after the small-message one (whose clock probe and RTT it uses). */
    private void bulkRequester(MpiTransport transport) {
        meta.bulk(bulk, transport.window(), transport.maxMessageBytes());
        sink.writeMeta();
        Progress progress = quiet ? Progress.SILENT : Progress.throttled(err, 500_000_000L);
        progress.report("logp: bulk transfers up to " + bulk.largestBytes() + " bytes, window " + transport.window());
        BulkExperiment.Outcome outcome = new BulkExperiment(transport, 1, bulk, clockOverheadNanos, progress)
                .run(smallRtt == null ? List.of() : List.of(smallRtt), sink);
        meta.bulkOutcome(outcome);
        sink.writeMeta();
    }

    private void requester(MpiTransport transport, RunDirectory dir, Scope scope) {
        meta = new RunMeta(command, args)
                .put("open_mpi", MpiRuntime.libraryVersion())
                .put("mca", MpiTransport.mcaSettings())
                .transport(transport.window(), transport.payloadBytes(), transport.describePath(), transport.placement())
                .settings(settings);
        sink = new FileSink(dir, meta, "System.nanoTime");
        sink.writeMeta();
        Progress progress = quiet ? Progress.SILENT : Progress.throttled(err, 500_000_000L);
        progress.report("logp: " + transport.describePath() + ", " + transport.size() + " ranks, writing " + dir.signaturesDir());
        SmallMessageExperiment experiment = new SmallMessageExperiment(new IssueLoop(transport, 1), settings, progress);
        if (scope == Scope.RTT) {
            smallRtt = experiment.runRtt(sink);
        } else {
            SmallMessageExperiment.Outcome outcome = experiment.run(sink);
            meta.sweep(outcome.pilotGapUs(), outcome.plan().delaysUs(), outcome.sweep())
                .rttBeforeSweep(outcome.rttBeforeSweep().summary());
            smallRtt = outcome.rtt();
            clockOverheadNanos = outcome.clock().overheadNanos();
        }
        sink.writeMeta();
    }

    /** Runs the ping-pong on every rank; the source rank writes its raw data and returns the directory. */
    private RunDirectory pingPong(RunDirectory dir, Path base, String runId) throws IOException {
        try (MpiPingPong pp = new MpiPingPong(pingPong.largestBytes())) {
            if (pp.size() <= Math.max(pingPong.source(), pingPong.dest())) {
                throw new UsageException("--source " + pingPong.source() + " and --dest " + pingPong.dest()
                        + " need more than " + pp.size() + " ranks");
            }
            boolean isSource = pp.rank() == pingPong.source();
            Progress progress = quiet || !isSource ? Progress.SILENT : Progress.throttled(err, 500_000_000L);
            PingPongExperiment.Outcome outcome = new PingPongExperiment(pp, pingPong, progress).run();
            if (!isSource) return null;
            RunDirectory target = dir != null ? dir : runDirectory(base, runId);
            PingPongData.write(target.signaturesDir(), pingPong, outcome, pp.size());
            if (dir == null) writeMeta(target, pp, pingPong.mainBytes());
            return target;
        }
    }

    /** Measures the queue costs on every rank; the source rank writes the raw data and returns the directory. */
    private RunDirectory queues(RunDirectory dir, Path base, String runId) throws IOException {
        try (MpiPingPong pp = new MpiPingPong(Math.max(queues.shortBytes(), queues.longBytes()))) {
            if (pp.size() <= Math.max(queues.source(), queues.dest())) {
                throw new UsageException("--source " + queues.source() + " and --dest " + queues.dest()
                        + " need more than " + pp.size() + " ranks");
            }
            boolean isSource = pp.rank() == queues.source();
            Progress progress = quiet || !isSource ? Progress.SILENT : Progress.throttled(err, 500_000_000L);
            QueueExperiment.Outcome outcome = new QueueExperiment(pp, pp, queues, progress).run();
            if (!isSource) return null;
            RunDirectory target = dir != null ? dir : runDirectory(base, runId);
            QueueData.write(target.signaturesDir(), queues, outcome);
            if (!java.nio.file.Files.exists(target.metaJson())) writeMeta(target, pp, queues.shortBytes());
            return target;
        }
    }

    /** meta.json of a run without the small-message part, which otherwise writes it. */
    private void writeMeta(RunDirectory target, MpiPingPong pp, int payloadBytes) throws IOException {
        RunMeta meta = new RunMeta(command, args).put("open_mpi", MpiRuntime.libraryVersion())
                .put("mca", MpiTransport.mcaSettings()).put(RunMeta.PATH, pp.describePath());
        meta.transport(0, payloadBytes, pp.describePath(), pp.placement());
        MetaJson.write(target.metaJson(), meta.asMap());
    }

    /** The launcher's directory when it started this job, else a new one (mpirun started by hand). */
    private static RunDirectory runDirectory(Path base, String runId) throws IOException {
        String given = System.getenv(MpiLauncher.RUN_DIR_ENV);
        if (given != null) {
            // Rank 0 may run on another host than the launcher: make the directory there too (it is the same one
            // on a shared file system, which is what the launcher's analysis needs).
            RunDirectory dir = RunDirectory.of(Path.of(given));
            java.nio.file.Files.createDirectories(dir.signaturesDir());
            java.nio.file.Files.createDirectories(dir.plotsDir());
            return dir;
        }
        RunDirectory dir = RunDirectory.of(base, runId);
        return java.nio.file.Files.isDirectory(dir.signaturesDir()) ? dir : dir.create();
    }

    static boolean isLaunchedByLogp() {
        return System.getenv(MpiLauncher.RUN_DIR_ENV) != null;
    }
}
