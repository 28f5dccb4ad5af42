package io.logp.app;

import io.logp.data.ContentionSettings;
import io.logp.data.JobPlan;
import io.logp.data.LinkDelays;
import io.logp.data.PairsSettings;
import io.logp.data.ProgressStep;
import io.logp.data.RendezvousShape;
import io.logp.data.SmallMessageSettings;
import io.logp.engine.IssueLoop;
import io.logp.exit.UsageException;
import io.logp.experiment.BulkExperiment;
import io.logp.experiment.ContentionMeasurement;
import io.logp.experiment.ContentionRoles;
import io.logp.experiment.Progress;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.format.run.LaunchDirectories;
import io.logp.format.run.RunDirectory;
import io.logp.job.ContentionSink;
import io.logp.job.FileSink;
import io.logp.job.ProgressChoice;
import io.logp.job.RunMeta;
import io.logp.job.RunProgress;
import io.logp.meta.SimulatedModel;
import io.logp.report.progress.ProgressRenderer;
import io.logp.transport.sim.LaunchStates;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The {@code simulate} command's run: the signature (and with more than 2 ranks the contention patterns) of a
 * simulated LogP network with known parameters, written and fitted as a measured run is.
 */
public final class Simulation {

    /** The simulated network: LogP parameters in microseconds, its window, and how its costs vary. */
    public record Network(
            double oSUs,
            double oRUs,
            double gUs,
            double latencyUs,
            int window,
            double jitter,
            double outlierRate,
            double outlierFactor,
            long seed) {}

    /**
     * What every byte beyond the small message costs on the simulated network (LogGP), and its eager/rendezvous
     * switch: above {@code eagerLimitBytes} a handshake round trip joins the latency and {@code rendezvousUs} the
     * sender's overhead, and o_s(n) is flat or grows toward g(n) as {@code shape} says.
     */
    public record BulkNetwork(
            double oSPerByteUs,
            double oRPerByteUs,
            double gPerByteUs,
            double startUpUs,
            int eagerLimitBytes,
            double rendezvousUs,
            RendezvousShape shape) {

        LogpModel.BulkCosts costs() {
            return new LogpModel.BulkCosts(oSPerByteUs, oRPerByteUs, gPerByteUs, startUpUs)
                    .withRendezvous(new LogpModel.Rendezvous(eagerLimitBytes, rendezvousUs, shape));
        }
    }

    private final LogpModel model;
    private final int ranks;
    private int launches = 1;
    private double launchJitter;

    /** @throws UsageException when the parameters do not make a network */
    public Simulation(Network n, int ranks) {
        this(n, Optional.empty(), ranks);
    }

    /** @throws UsageException when the parameters do not make a network */
    public Simulation(Network n, Optional<BulkNetwork> bulk, int ranks) {
        if (ranks < 2 || ranks > 64) throw new UsageException("--ranks must be in 2..64, got " + ranks);
        try {
            this.model = new LogpModel(
                    n.oSUs(),
                    n.oRUs(),
                    n.gUs(),
                    n.latencyUs(),
                    n.window(),
                    n.jitter(),
                    n.outlierRate(),
                    n.outlierFactor(),
                    n.seed(),
                    bulk.map(BulkNetwork::costs).orElse(LogpModel.BulkCosts.NONE));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        this.ranks = ranks;
    }

    /**
     * This simulation repeated in {@code count} launches, every cost of a launch scaled by one factor whose spread
     * over the launches is {@code jitter} ({@link LaunchStates}).
     */
    public Simulation withLaunches(int count, double jitter) {
        if (count < 1) throw new UsageException("--launches must be >= 1, got " + count);
        this.launches = count;
        this.launchJitter = jitter;
        return this;
    }

    /** Runs the simulation into a new run directory, fits it and prints the table; returns the exit code. */
    public int run(
            List<String> args,
            SmallMessageSettings settings,
            Optional<ContentionSettings> contention,
            Optional<JobPlan.Bulk> bulk,
            Path base,
            String runId,
            boolean quiet,
            View view,
            io.logp.presentation.ChartOptions charts,
            PrintWriter out,
            PrintWriter err)
            throws Exception {
        // Before anything is made: a bad LOGP_PROGRESS ends the command with nothing written.
        ProgressRenderer shown =
                quiet ? ProgressRenderer.NONE : ProgressChoice.here().renderer(err);
        RunDirectory dir = RunDirectory.of(base, runId).create();
        List<Double> factors = LaunchStates.factors(launches, launchJitter, model.seed());
        List<LaunchDirectories.Launch> done = new java.util.ArrayList<>();
        for (int k = 1; k <= launches; k++) {
            RunDirectory into = k == 1 ? dir : LaunchDirectories.of(dir, k).create();
            String started = java.time.Clock.systemUTC().instant().toString();
            LogpModel state = launches == 1 ? model : LaunchStates.scaled(model, factors.get(k - 1), model.seed() + k);
            measure(state, into, args, settings, contention, bulk, shown);
            done.add(new LaunchDirectories.Launch(
                    k,
                    LaunchDirectories.relative(dir, k),
                    started,
                    java.time.Clock.systemUTC().instant().toString(),
                    0));
        }
        if (launches > 1) LaunchDirectories.record(dir, done);
        return ResultWriter.afterRun(dir, out, view, charts);
    }

    /** One launch of the simulation on the network {@code model}, into {@code dir}. */
    private void measure(
            LogpModel model,
            RunDirectory dir,
            List<String> args,
            SmallMessageSettings settings,
            Optional<ContentionSettings> contention,
            Optional<JobPlan.Bulk> bulk,
            ProgressRenderer shown)
            throws Exception {
        SimulatedTransport transport = new SimulatedTransport(model, ranks - 1);
        RunMeta meta = new RunMeta("simulate", args)
                .model(parameters(model))
                .placement(transport.path(), transport.placement())
                .smallMessages(settings, transport.window(), transport.payloadBytes());
        FileSink sink = new FileSink(dir, meta, "virtual clock of the simulated network");
        sink.writeMeta();
        boolean withContention = ranks > 2 && contention.isPresent();
        RunProgress progress =
                new RunProgress(shown, 1 + (withContention ? 1 : 0) + (bulk.isPresent() ? 1 : 0), () -> {});
        SmallMessageExperiment.Outcome outcome = new SmallMessageExperiment(
                        new IssueLoop(transport, 1), settings, progress.phase("signature", true))
                .run(sink);
        meta.sweep(outcome.pilotGapUs(), outcome.plan().delaysUs(), outcome.sweep())
                .rttBeforeSweep(outcome.rttBeforeSweep().summary());
        sink.writeMeta();
        if (bulk.isPresent()) simulateBulk(model, bulk.get(), outcome, meta, sink, progress.phase("bulk", true));
        if (withContention) simulateContention(model, contention.get(), dir, meta, progress.phase("contention", true));
        progress.finish();
    }

    /**
     * {@code simulate --pairs}: every pair of --ranks ranks on the simulated network, its links slowed as
     * {@code delays} says, written and reported as {@code pairs} writes and reports a measured run.
     */
    public int runPairs(
            List<String> args,
            PairsSettings settings,
            LinkDelays delays,
            Path base,
            String runId,
            boolean quiet,
            View view,
            io.logp.presentation.ChartOptions charts,
            PrintWriter out,
            PrintWriter err)
            throws Exception {
        if (delays.highestRank() >= ranks)
            throw new UsageException("--pair-latency and --rank-latency name rank " + delays.highestRank()
                    + ", but --ranks is " + ranks + " (ranks 0.." + (ranks - 1) + ")");
        ProgressRenderer shown =
                quiet ? ProgressRenderer.NONE : ProgressChoice.here().renderer(err);
        RunDirectory dir = RunDirectory.of(base, runId).create();
        SimulatedTransport transport = new SimulatedTransport(model, ranks - 1);
        List<io.logp.data.RankPlacement> placement = new java.util.ArrayList<>();
        for (int r = 0; r < ranks; r++)
            placement.add(new io.logp.data.RankPlacement(r, PairsSimulation.host(r), 0, ""));
        RunMeta meta = new RunMeta("simulate", args).model(parameters(model)).placement(transport.path(), placement);
        RunProgress progress = new RunProgress(shown, 1, () -> {});
        PairsSimulation.run(model, delays, ranks, settings, dir, meta, progress.phase("pairs", true));
        progress.finish();
        return ExperimentWriter.pairs(dir, out, view, charts);
    }

    /** The bulk experiment on a transport of its own with the bulk window, as on MPI, after the small messages. */
    private static void simulateBulk(
            LogpModel model,
            JobPlan.Bulk bulk,
            SmallMessageExperiment.Outcome small,
            RunMeta meta,
            FileSink sink,
            Progress progress) {
        SimulatedTransport transport = new SimulatedTransport(model.withWindow(bulk.window()), 1);
        meta.bulk(bulk.settings(), transport.window(), bulk.settings().largestBytes());
        sink.writeMeta();
        BulkExperiment.Outcome outcome =
                new BulkExperiment(transport, 1, bulk.settings(), 0, progress).run(List.of(small.rtt()), sink);
        meta.bulkOutcome(outcome);
        sink.writeMeta();
    }

    /** Every contention point on a network of --ranks ranks, its requesters on threads in virtual time. */
    private void simulateContention(
            LogpModel model, ContentionSettings settings, RunDirectory dir, RunMeta meta, Progress progress) {
        List<String> hosts = java.util.Collections.nCopies(ranks, "simulated");
        ContentionSink files = new ContentionSink(dir, meta, settings, model.window(), hosts);
        List<ContentionSettings.Point> plan = settings.plan(ranks);
        for (int i = 0; i < plan.size(); i++) {
            ContentionSettings.Point p = plan.get(i);
            ContentionRoles roles = ContentionRoles.of(p.pattern(), p.k(), hosts);
            progress.report(ProgressStep.of(ProgressStep.Stage.CONTENTION, i, plan.size())
                    .what(p.label()));
            ContentionMeasurement m = ContentionSimulation.point(model, roles, ranks, settings);
            files.measured(m);
            progress.report(ProgressStep.of(ProgressStep.Stage.CONTENTION, i + 1, plan.size())
                    .what(p.label())
                    .reading(m.gUs()));
        }
    }

    private static SimulatedModel parameters(LogpModel m) {
        return new SimulatedModel(
                m.oSUs(),
                m.oRUs(),
                m.gUs(),
                m.latencyUs(),
                m.window(),
                m.jitter(),
                m.outlierRate(),
                m.outlierFactor(),
                m.seed());
    }
}
