package io.logp.cli;

import io.logp.engine.IssueLoop;
import io.logp.experiment.ContentionRoles;
import io.logp.experiment.ContentionSettings;
import io.logp.experiment.ContentionSimulation;
import io.logp.experiment.Progress;
import io.logp.experiment.SmallMessageExperiment;
import io.logp.experiment.SmallMessageSettings;
import io.logp.report.RunDirectory;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedTransport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The signature of given LogP parameters: the same experiment, files and chart as a real run, on a simulated
 * network with a virtual clock. Shows what a signature looks like, teaches the method, and checks the fitter.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = "Runs the microbenchmark on a simulated LogP network (no MPI) and writes the same files and "
                + "chart as a real run.")
final class SimulateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--os", required = true, paramLabel = "US", description = "send overhead o_s, us")
    double oS;
    @Option(names = "--or", required = true, paramLabel = "US", description = "receive overhead o_r, us")
    double oR;
    @Option(names = "--g", required = true, paramLabel = "US", description = "gap g, us")
    double g;
    @Option(names = "--L", required = true, paramLabel = "US", description = "latency L, us")
    double latency;
    @Option(names = "--jitter", paramLabel = "F", description = "relative standard deviation of every cost (default: ${DEFAULT-VALUE})")
    double jitter = 0;
    @Option(names = "--outliers", paramLabel = "RATE", description = "probability that an overhead is hit by an outlier (default: ${DEFAULT-VALUE})")
    double outlierRate = 0;
    @Option(names = "--outlier-factor", paramLabel = "X", description = "how many times longer an outlier takes (default: ${DEFAULT-VALUE})")
    double outlierFactor = 10;
    @Option(names = "--model-seed", paramLabel = "N", description = "seed of the jitter and outliers (default: ${DEFAULT-VALUE})")
    long modelSeed = 1;

    @Option(names = "--ranks", paramLabel = "P", description = "ranks of the simulated network; above 2 the contention "
            + "patterns are simulated too, requesters on threads sharing the modelled responders (default: ${DEFAULT-VALUE})")
    int ranks = 2;

    @Mixin
    SweepOptions sweep = new SweepOptions();
    @Mixin
    ContentionOptions contention = new ContentionOptions();
    @Mixin
    OutputOptions output = new OutputOptions();

    @Override
    public Integer call() throws Exception {
        SmallMessageSettings settings = sweep.settings();
        SweepOptions.require(ranks >= 2 && ranks <= 64, "--ranks must be in 2..64, got " + ranks);
        ContentionSettings contentionSettings = ranks > 2 ? contention.settings(sweep.payloadBytes()) : null;
        LogpModel model;
        try {
            model = new LogpModel(oS, oR, g, latency, sweep.window, jitter, outlierRate, outlierFactor, modelSeed);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        String label = output.label != null ? output.label : "simulated";
        RunDirectory dir = RunDirectory.of(output.base, output.runId(label)).create();
        SimulatedTransport transport = new SimulatedTransport(model, ranks - 1);
        RunMeta meta = new RunMeta("simulate", spec.commandLine().getParseResult().originalArgs())
                .put("model", describe(model))
                .put("model_parameters", parameters(model))
                .transport(transport.window(), transport.payloadBytes(), transport.describePath(), transport.placement())
                .settings(settings);
        FileSink sink = new FileSink(dir, meta, "virtual clock of the simulated network");
        sink.writeMeta();
        Progress progress = output.quiet ? Progress.SILENT : Progress.throttled(System.err, 500_000_000L);
        SmallMessageExperiment.Outcome outcome = new SmallMessageExperiment(new IssueLoop(transport, 1), settings,
                progress).run(sink);
        meta.sweep(outcome.pilotGapUs(), outcome.plan().delaysUs(), outcome.sweep())
                .rttBeforeSweep(outcome.rttBeforeSweep().summary());
        sink.writeMeta();
        if (contentionSettings != null) simulateContention(model, contentionSettings, dir, meta, progress);
        return RunAnalysis.reportRun(dir, spec.commandLine().getOut());
    }

    /** Every contention point on a network of --ranks ranks, its requesters on threads in virtual time. */
    private void simulateContention(LogpModel model, ContentionSettings settings, RunDirectory dir, RunMeta meta,
                                    Progress progress) {
        List<String> hosts = java.util.Collections.nCopies(ranks, "simulated");
        ContentionSink files = new ContentionSink(dir, meta, settings, model.window(), hosts);
        for (ContentionSettings.Point p : settings.plan(ranks)) {
            ContentionRoles roles = ContentionRoles.of(p.pattern(), p.k(), hosts);
            progress.report("simulate: contention " + roles);
            files.measured(ContentionSimulation.point(model, roles, ranks, settings));
        }
    }

    static String describe(LogpModel m) {
        return String.format(java.util.Locale.ROOT, "simulated: o_s %.3f, o_r %.3f, g %.3f, L %.3f us, RTT %.3f us, "
                + "jitter %.1f%%", m.oSUs(), m.oRUs(), m.gUs(), m.latencyUs(), m.rttUs(), 100 * m.jitter());
    }

    private static Map<String, Object> parameters(LogpModel m) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("o_s_us", m.oSUs());
        p.put("o_r_us", m.oRUs());
        p.put("g_us", m.gUs());
        p.put("L_us", m.latencyUs());
        p.put("window", m.window());
        p.put("jitter", m.jitter());
        p.put("outlier_rate", m.outlierRate());
        p.put("outlier_factor", m.outlierFactor());
        p.put("seed", m.seed());
        return p;
    }
}
