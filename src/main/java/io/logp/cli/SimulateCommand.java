package io.logp.cli;

import io.logp.app.Simulation;
import io.logp.data.Bounds;
import io.logp.data.ContentionSettings;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The signature of given LogP parameters: the same experiment, files and chart as a real run, on a simulated
 * network with a virtual clock. Shows what a signature looks like, teaches the method, and checks the fitter.
 */
@Command(
        name = "simulate",
        header = "Runs the benchmark on a simulated LogP network",
        mixinStandardHelpOptions = true,
        description = "Runs the microbenchmark on a simulated LogP network (no MPI) and writes the same files and "
                + "chart as a real run.")
final class SimulateCommand implements Callable<Integer> {

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

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

    @Option(
            names = "--jitter",
            paramLabel = "F",
            description = "relative standard deviation of every cost (default: ${DEFAULT-VALUE})")
    double jitter = Defaults.SIM_JITTER;

    @Option(
            names = "--outliers",
            paramLabel = "RATE",
            description = "probability that an overhead is hit by an outlier (default: ${DEFAULT-VALUE})")
    double outlierRate = Defaults.SIM_OUTLIER_RATE;

    @Option(
            names = "--outlier-factor",
            paramLabel = "X",
            description = "how many times longer an outlier takes (default: ${DEFAULT-VALUE})")
    double outlierFactor = Defaults.SIM_OUTLIER_FACTOR;

    @Option(
            names = "--model-seed",
            paramLabel = "N",
            description = "seed of the jitter and outliers (default: ${DEFAULT-VALUE})")
    long modelSeed = Defaults.SIM_MODEL_SEED;

    @Option(
            names = "--ranks",
            paramLabel = "P",
            description =
                    "ranks of the simulated network; above 2 the contention "
                            + "patterns are simulated too, requesters on threads sharing the modelled responders (default: ${DEFAULT-VALUE})")
    int ranks = Defaults.SIM_RANKS;

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    ContentionOptions contention = new ContentionOptions();

    @Mixin
    BulkModelOptions bulkModel = new BulkModelOptions();

    @Mixin
    BulkOptions bulk = new BulkOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Override
    public Integer call() throws Exception {
        summary.view();
        requireCost("--os", oS);
        requireCost("--or", oR);
        requireCost("--g", g);
        requireCost("--L", latency);
        SweepOptions.require(
                Bounds.within(outlierFactor, 1, Bounds.MAX_OUTLIER_FACTOR),
                "--outlier-factor must be in 1.." + Limits.text(Bounds.MAX_OUTLIER_FACTOR) + ", got "
                        + Limits.text(outlierFactor));
        SmallMessageSettings settings = sweep.settings();
        Optional<ContentionSettings> contentionSettings =
                ranks > 2 ? Optional.of(contention.settings(sweep.payloadBytes(), ranks)) : Optional.empty();
        Optional<Simulation.BulkNetwork> bulkNetwork = bulkModel.network();
        Optional<JobPlan.Bulk> bulkRun = bulkNetwork.map(n -> bulk.bulk(settings, sweep.payloadBytes()));
        Simulation simulation = new Simulation(
                new Simulation.Network(oS, oR, g, latency, sweep.window, jitter, outlierRate, outlierFactor, modelSeed),
                bulkNetwork,
                ranks);
        String label = output.label != null ? output.label : "simulated";
        return simulation.run(
                spec.commandLine().getParseResult().originalArgs(),
                settings,
                contentionSettings,
                bulkRun,
                output.base,
                output.runId(label),
                output.quiet,
                summary.view(),
                charts.options(),
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /** A simulated cost: the virtual clock has no limit, but every simulated second is a step of the model. */
    private static void requireCost(String option, double us) {
        SweepOptions.require(
                Bounds.within(us, 0, Bounds.MAX_SIMULATED_US),
                option + " must be in 0.." + Limits.text(Bounds.MAX_SIMULATED_US) + " us, got " + Limits.text(us));
    }
}
