package io.logp.cli;

import io.logp.app.Simulation;
import io.logp.data.Bounds;
import io.logp.data.ContentionSettings;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.LinkDelays;
import io.logp.data.PairsSettings;
import io.logp.data.SmallMessageSettings;
import java.util.ArrayList;
import java.util.List;
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

    @Option(
            names = "--pairs",
            description = "every pair of the --ranks ranks, as the pairs command measures them, instead of the"
                    + " signature: Table 3, the map and the slow pairs and ranks of a network whose links may differ")
    boolean pairs;

    @Option(
            names = "--pair-latency",
            paramLabel = "I,J=US",
            description = "with --pairs: the link between ranks I and J adds US microseconds of latency each way (a"
                    + " slow link); may be repeated")
    List<String> pairLatency = new ArrayList<>();

    @Option(
            names = "--rank-latency",
            paramLabel = "R=US",
            description = "with --pairs: every link of rank R adds US microseconds each way (a slow node); may be"
                    + " repeated")
    List<String> rankLatency = new ArrayList<>();

    @Mixin
    PairsOptions pairOptions = new PairsOptions();

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
        if (pairs) return simulatePairs();
        SweepOptions.require(
                pairLatency.isEmpty() && rankLatency.isEmpty(),
                "--pair-latency and --rank-latency need --pairs (they slow links of the pairs experiment)");
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

    /** {@code --pairs}: every pair of the simulated ranks, its links slowed as the latency options say. */
    private int simulatePairs() throws Exception {
        SweepOptions.require(ranks >= 2 && ranks <= 64, "--ranks must be in 2..64, got " + ranks);
        LinkDelays delays = LinkDelays.NONE;
        for (String given : pairLatency) {
            String[] parts = given.split("=", 2);
            String[] ij = parts[0].split(",", 2);
            SweepOptions.require(
                    parts.length == 2 && ij.length == 2,
                    "--pair-latency takes I,J=US (two ranks and microseconds), got '" + given + "'");
            int i = rank("--pair-latency", given, ij[0]);
            int j = rank("--pair-latency", given, ij[1]);
            SweepOptions.require(i != j, "--pair-latency " + given + ": a link needs two ranks");
            delays = delays.withPair(i, j, delay("--pair-latency", given, parts[1]));
        }
        for (String given : rankLatency) {
            String[] parts = given.split("=", 2);
            SweepOptions.require(
                    parts.length == 2, "--rank-latency takes R=US (a rank and microseconds), got '" + given + "'");
            delays = delays.withRank(rank("--rank-latency", given, parts[0]), delay("--rank-latency", given, parts[1]));
        }
        PairsSettings settings =
                pairOptions.settings(ranks, sweep.relCi, Math.min(sweep.warmupSeconds, SIMULATED_WARMUP_SECONDS));
        Simulation simulation = new Simulation(
                new Simulation.Network(oS, oR, g, latency, sweep.window, jitter, outlierRate, outlierFactor, modelSeed),
                ranks);
        String label = output.label != null ? output.label : "simulated-pairs";
        return simulation.runPairs(
                spec.commandLine().getParseResult().originalArgs(),
                settings,
                delays,
                output.base,
                output.runId(label),
                output.quiet,
                summary.view(),
                charts.options(),
                spec.commandLine().getOut(),
                spec.commandLine().getErr());
    }

    /** Virtual time compiles nothing: a simulated pair's first warm-up need not be long. */
    private static final double SIMULATED_WARMUP_SECONDS = 0.001;

    private int rank(String option, String spec, String text) {
        try {
            int r = Integer.parseInt(text.strip());
            SweepOptions.require(
                    r >= 0 && r < ranks,
                    option + " " + spec + ": rank " + r + " is not one of the " + ranks + " ranks (0.." + (ranks - 1)
                            + ")");
            return r;
        } catch (NumberFormatException e) {
            throw new io.logp.exit.UsageException(option + " " + spec + ": '" + text + "' is not a rank");
        }
    }

    private static double delay(String option, String spec, String text) {
        double us;
        try {
            us = Double.parseDouble(text.strip());
        } catch (NumberFormatException e) {
            throw new io.logp.exit.UsageException(option + " " + spec + ": '" + text + "' is not a number of us");
        }
        SweepOptions.require(
                Bounds.within(us, 0, Bounds.MAX_SIMULATED_US),
                option + " " + spec + ": the added latency must be in 0.." + Limits.text(Bounds.MAX_SIMULATED_US)
                        + " us, got " + Limits.text(us));
        return us;
    }

    /** A simulated cost: the virtual clock has no limit, but every simulated second is a step of the model. */
    private static void requireCost(String option, double us) {
        SweepOptions.require(
                Bounds.within(us, 0, Bounds.MAX_SIMULATED_US),
                option + " must be in 0.." + Limits.text(Bounds.MAX_SIMULATED_US) + " us, got " + Limits.text(us));
    }
}
