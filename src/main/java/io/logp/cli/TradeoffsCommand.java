package io.logp.cli;

import io.logp.app.TradeoffVariant;
import io.logp.app.Tradeoffs;
import io.logp.app.launch.LaunchSettings;
import io.logp.data.Defaults;
import io.logp.data.SmallMessageSettings;
import io.logp.data.TransportChoice;
import io.logp.ranklaunch.RankEnvironment;
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
 * The single-machine version of the paper's design trade-off study: the same benchmark under several Open MPI
 * transport choices, one run directory each, then a comparison of all of them.
 */
@Command(
        name = "tradeoffs",
        header = "The small-message run under several Open MPI transports",
        mixinStandardHelpOptions = true,
        description = "Runs the small-message benchmark under several Open MPI transport choices on this machine "
                + "(shared memory, TCP loopback, shared memory without fast boxes, UCX when present), one run "
                + "directory each, and compares them.")
final class TradeoffsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--variants",
            split = ",",
            paramLabel = "NAME",
            converter = Choices.Variant.class,
            description = "variants to run (default: shm,tcp,no-fastbox,ucx; ucx only when Open MPI has it)")
    List<TradeoffVariant> variants = List.of(TradeoffVariant.values());

    @Option(names = "--mpirun", paramLabel = "PATH", description = "mpirun to use (default: ${DEFAULT-VALUE} on PATH)")
    String mpirun = Defaults.MPIRUN;

    @Option(
            names = "--transport",
            split = ",",
            paramLabel = "WAY",
            converter = Choices.IntoMpi.class,
            description = "the ways into MPI, each a variant of its own: every variant runs over each of native, "
                    + "bindings (default: native)")
    List<TransportChoice> transports = List.of(TransportChoice.NATIVE);

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Mixin
    LaunchOptions launches = new LaunchOptions();

    @Override
    public Integer call() throws Exception {
        SmallMessageSettings settings = sweep.settings();
        int launchCount = launches.count();
        String shim = System.getenv(RankEnvironment.SHIM_ENV);
        LaunchSettings launch = new LaunchSettings(
                mpirun,
                Defaults.NP,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Map.of(),
                Optional.ofNullable(shim).map(java.nio.file.Path::of));
        return new Tradeoffs(variants, launch, transports)
                .launches(launchCount)
                .run(
                        sweep.pair(settings, false),
                        SweepArguments.of(spec, "sweep"),
                        output.base,
                        summary.view(),
                        spec.commandLine().getOut(),
                        spec.commandLine().getErr());
    }
}
