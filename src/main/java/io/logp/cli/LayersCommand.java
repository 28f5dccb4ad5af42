package io.logp.cli;

import io.logp.app.LayerChoice;
import io.logp.app.Layers;
import io.logp.app.launch.LaunchSettings;
import io.logp.data.Defaults;
import io.logp.data.JobPlan;
import io.logp.data.SmallMessageSettings;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The same signature on every layer of the stack (the MPIs and the transports beneath them), in alternating
 * launches, and one table of what each MPI adds over its transport.
 */
@Command(
        name = "layers",
        header = "The same signature on each MPI and on the transports beneath it",
        mixinStandardHelpOptions = true,
        abbreviateSynopsis = true,
        description = {
            "Measures the request/reply signature and the bulk transfers (o_s, o_r, g, L, RTT, T0, R) on every layer"
                    + " of this machine's stack: Open MPI with pml ucx and with pml ob1, MPICH (ch4:ucx) where"
                    + " run-logp.sh set it up, UCX Active Messages and a libfabric endpoint (--transport ucx-am, ofi),"
                    + " on 2 ranks. Launches alternate (launch 1 of every layer, then launch 2 ...), so a machine that"
                    + " changes state spreads over every layer. Each layer's signatures/<run-id>-<layer>/ is an"
                    + " ordinary run (fit, report, plot, compare work on it).",
            "Prints one table: each layer's parameters with their 95% CIs (the wider of the within- and"
                    + " between-launch ones), then \"+ MPI\": what the MPI adds over the layer it runs on (Open MPI"
                    + " pml ucx and MPICH over UCX AM), marked * only beyond the combined between-launch intervals."
                    + " Writes layers.txt, .md, .tex, .csv, .json and breakdown.png/.svg (Figure 6) into"
                    + " layers/<run-id>/, after the first round and again at the end: an interrupted study keeps its"
                    + " launches and the first round's table. Progress goes to standard error. Exit codes: 1 when no"
                    + " layer could be measured, 2 for a bad option, 4 when UCX or libfabric is not set up."
        })
final class LayersCommand implements Callable<Integer>, StartsRanks {

    /** Launches per layer unless told: the fewest that give a between-launch interval with some width to it. */
    static final int DEFAULT_LAUNCHES = 3;

    @Spec
    CommandSpec spec;

    @Option(
            names = "--layers",
            split = ",",
            paramLabel = "NAME",
            converter = Choices.Layer.class,
            description = "the layers, measured in the order given (default: ompi-ucx,ompi-ob1,mpich,ucx-am,ofi; a"
                    + " layer this machine cannot run is skipped, saying why)")
    List<LayerChoice> layers = List.of(LayerChoice.values());

    @Option(
            names = "--launches",
            paramLabel = "N",
            description = "launches of fresh ranks per layer, taken in turns; significance needs 2 or more"
                    + " (default: ${DEFAULT-VALUE})")
    int launches = DEFAULT_LAUNCHES;

    @Option(names = "--no-bulk", description = "skip the bulk transfers (no T0 and R): about half the time")
    boolean noBulk;

    @Option(names = "--json", description = "print the table as one JSON object on stdout (layers.json)")
    boolean json;

    @Option(names = "--hostfile", paramLabel = "FILE", description = "Open MPI hostfile: the layers between hosts")
    Path hostfile;

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    BulkOptions bulk = new BulkOptions(Defaults.RUN_BULK_SIGNATURE_SIZES, Defaults.RUN_LARGE_REGIME_SIZES);

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    ChartOptionsMixin charts = new ChartOptionsMixin();

    @Override
    public Integer call() throws Exception {
        SweepOptions.require(
                launches >= 1 && launches <= Defaults.MAX_RANK_LAUNCHES,
                "--launches must be in 1.." + Defaults.MAX_RANK_LAUNCHES + ", got " + launches);
        if (hostfile != null && !java.nio.file.Files.isReadable(hostfile))
            throw new io.logp.exit.UsageException("--hostfile " + hostfile + ": file not found or not readable");
        SmallMessageSettings settings = sweep.settings();
        Optional<JobPlan.Bulk> bulkPlan =
                noBulk ? Optional.empty() : Optional.of(bulk.bulk(settings, sweep.payloadBytes()));
        List<String> userArgs = new ArrayList<>(SweepArguments.of(spec, "sweep"));
        if (!noBulk) userArgs.addAll(SweepArguments.of(spec, "bulk"));
        String shim = System.getenv(RankEnvironment.SHIM_ENV);
        LaunchSettings openMpi = new LaunchSettings(
                System.getenv().getOrDefault(RankEnvironment.LAUNCHER_ENV, Defaults.MPIRUN),
                Defaults.NP,
                Optional.ofNullable(hostfile),
                Optional.empty(),
                Optional.empty(),
                Map.of(),
                Optional.ofNullable(shim).filter(s -> !s.isBlank()).map(Path::of));
        return new Layers(List.copyOf(new LinkedHashSet<>(layers)), openMpi, launches)
                .run(
                        sweep.pair(settings, false),
                        bulkPlan,
                        userArgs,
                        output.base,
                        null,
                        json,
                        charts.options(),
                        spec.commandLine().getOut(),
                        spec.commandLine().getErr());
    }
}
