package io.logp.job;

import io.logp.data.BulkSettings;
import io.logp.data.JobPlan;
import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import io.logp.data.SmallMessageSettings;
import io.logp.data.TransportChoice;
import io.logp.engine.ClockProbe;
import io.logp.experiment.BulkExperiment;
import io.logp.experiment.SweepResult;
import io.logp.format.run.MetaJson;
import io.logp.format.run.RunDirectory;
import io.logp.meta.Bulk;
import io.logp.meta.Clock;
import io.logp.meta.Collectives;
import io.logp.meta.Contention;
import io.logp.meta.Incomplete;
import io.logp.meta.Jvm;
import io.logp.meta.Mpi;
import io.logp.meta.Placement;
import io.logp.meta.RttEstimate;
import io.logp.meta.RttStatistics;
import io.logp.meta.RunMetadata;
import io.logp.meta.RunMetadataBuilder;
import io.logp.meta.SimulatedModel;
import io.logp.meta.SmallMessages;
import io.logp.meta.Sweep;
import io.logp.meta.Tool;
import io.logp.ranklaunch.RankEnvironment;
import io.logp.stats.BatchMeans;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.PingPongStatistics;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiPath;
import io.logp.transport.mpi.MpiPingPong;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * meta.json as a run writes it: everything needed to reproduce the run and compare it with another, built up section
 * by section as the run goes (each from the experiment's own values), so an interrupted run still describes itself.
 * The machine, the MPI and the path are recorded when the run starts, before anything is measured.
 */
public final class RunMeta {

    /** Beside the shim: setup's record of the compiler that built it, the first line of {@code mpicc --version}. */
    static final String COMPILER_FILE = "compiler.txt";

    private final RunMetadataBuilder meta;
    /** meta.json's {@code incomplete} entry at each write; null when there is none (the run completed). */
    private Supplier<Incomplete> incomplete = () -> null;

    public RunMeta(String command, List<String> args) {
        meta = RunMetadata.builder()
                .date(Instant.now().toString())
                .command(command)
                .arguments(args)
                .tool(new Tool("logp", Tool.thisVersion(), System.getenv().getOrDefault("LOGP_COMMIT", "unknown")))
                .jvm(new Jvm(
                        System.getProperty("java.vm.vendor"),
                        System.getProperty("java.vm.name"),
                        System.getProperty("java.runtime.version"),
                        ManagementFactory.getRuntimeMXBean().getInputArguments()))
                .machine(MachineFacts.here());
    }

    /** meta.json of a run whose first phase is a ping-pong between two ranks (no small-message transport). */
    public static RunMeta ofPair(JobPlan plan, MpiCalls mpi, MpiPingPong pp) {
        return new RunMeta(plan.command(), plan.args()).mpi(mpi).placement(pp.path(), pp.placement());
    }

    /**
     * The MPI the ranks run: the implementation, the library's own version line, its settings (Open MPI's MCA
     * parameters, MPICH's control variables) and, for the native way, the shim and the compiler that built it.
     */
    public RunMeta mpi(MpiCalls mpi) {
        MpiPath path = MpiPath.of(mpi);
        String shim = mpi.way().equals(TransportChoice.NATIVE.label()) ? System.getenv(RankEnvironment.SHIM_ENV) : null;
        meta.mpi(new Mpi(
                path.implementation(),
                mpi.libraryVersion(),
                shim,
                shim == null ? null : compiler(Path.of(shim)),
                path.settings()));
        return this;
    }

    /** The path the messages take and where every rank runs. */
    public RunMeta placement(NetworkPath path, List<RankPlacement> ranks) {
        meta.path(path).placement(Placement.of(ranks));
        // A simulated network's ranks are no processes of a job, whatever the shell it ran in.
        if (path.medium() != NetworkPath.Medium.SIMULATED)
            SlurmJob.of(System.getenv(), ranks).ifPresent(meta::slurm);
        return this;
    }

    /** The simulated network of a {@code simulate} run. */
    public RunMeta model(SimulatedModel model) {
        meta.model(model);
        return this;
    }

    /** The small-message experiment's settings, with the transport's window and payload. */
    public RunMeta smallMessages(SmallMessageSettings s, int window, int payloadBytes) {
        meta.smallMessages(SmallMessages.of(s, window, payloadBytes, ConfidenceInterval.CONFIDENCE));
        return this;
    }

    public RunMeta clock(ClockProbe p, String source) {
        meta.clock(new Clock(source, (long) p.reads(), p.overheadNs(), p.resolutionNs(), p.medianNs()));
        return this;
    }

    public RunMeta rtt(PingPongStatistics s) {
        meta.rttStatistics(new RttStatistics(
                s.n(), s.minUs(), s.medianUs(), s.meanUs(), ConfidenceInterval.halfWidth95(s), s.maxUs(), s.stddev()));
        return this;
    }

    public RunMeta rttBeforeSweep(BatchMeans s) {
        meta.rttBeforeSweep(new RttEstimate(s.mean(), s.ci95(), s.trials()));
        return this;
    }

    /** The sweep as it ran, and the measurement's warnings. */
    public RunMeta sweep(double pilotGapUs, double[] delaysUs, SweepResult result) {
        List<Sweep.Reference> references = result.references().stream()
                .map(r -> new Sweep.Reference(r.round(), r.rttUs(), r.ci95Us(), r.drifted()))
                .toList();
        meta.sweep(new Sweep(
                        pilotGapUs,
                        boxed(delaysUs),
                        result.rounds(),
                        references,
                        result.timedAllocatedBytes(),
                        result.timedTrials()))
                .measurementWarnings(result.findings());
        return this;
    }

    /** The bulk experiment's settings, before it runs. */
    public RunMeta bulk(BulkSettings s, int window, int largestBytes) {
        meta.bulk(Bulk.of(s, window, largestBytes));
        return this;
    }

    /** What the bulk experiment did at each signature size, and its warnings. */
    public RunMeta bulkOutcome(BulkExperiment.Outcome o) {
        Bulk settings = meta.build()
                .bulk()
                .orElseThrow(() -> new IllegalStateException("the bulk outcome before the bulk settings"));
        List<Bulk.SizeSweep> sweeps = o.sweeps().stream()
                .map(s -> new Bulk.SizeSweep(
                        s.nBytes(),
                        s.pilotGapUs(),
                        boxed(s.delaysUs()),
                        s.sweep().rounds(),
                        s.sweep().timedAllocatedBytes(),
                        s.sweep().timedTrials()))
                .toList();
        meta.bulk(settings.withSweeps(sweeps)).bulkMeasurementWarnings(o.findings());
        return this;
    }

    /** The contention experiment as far as it came. */
    RunMeta contention(Contention c) {
        meta.contention(c);
        return this;
    }

    /** The pairs experiment as far as it came. */
    RunMeta pairs(io.logp.meta.Pairs p) {
        meta.pairs(p);
        return this;
    }

    /** The collectives experiment as far as it came. */
    RunMeta collectives(Collectives c) {
        meta.collectives(c);
        return this;
    }

    /** The machine's load around every phase so far. */
    RunMeta load(io.logp.meta.Load load) {
        meta.load(load);
        return this;
    }

    /** Writes meta.json of {@code dir} atomically, as it stands now. */
    void writeTo(RunDirectory dir) {
        try {
            MetaJson.write(dir.metaJson(), metadataOf(dir));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.metaJson() + ": " + e.getMessage(), e);
        }
    }

    /** meta.json of {@code dir} as it stands now: with the stamp its data files carry. */
    public RunMetadata metadataOf(RunDirectory dir) {
        dir.stamp().ifPresent(s -> meta.runId(s.id()));
        return metadata();
    }

    /** meta.json as it stands now, with the incomplete mark of the moment. */
    public RunMetadata metadata() {
        return meta.incomplete(incomplete.get()).build();
    }

    /** Writes {@code mark} as the {@code incomplete} entry at every write for as long as it is not null. */
    RunMeta markedWhile(Supplier<Incomplete> mark) {
        this.incomplete = mark;
        return this;
    }

    /** The compiler setup recorded beside the shim; null when it recorded none (a shim built before it did). */
    static String compiler(Path shim) {
        try {
            Path file = shim.resolveSibling(COMPILER_FILE);
            if (!Files.isRegularFile(file)) return null;
            List<String> lines = Files.readAllLines(file);
            return lines.isEmpty() || lines.get(0).isBlank()
                    ? null
                    : lines.get(0).strip();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static List<Double> boxed(double[] values) {
        return values == null ? null : Arrays.stream(values).boxed().toList();
    }
}
