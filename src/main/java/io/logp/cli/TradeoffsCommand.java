package io.logp.cli;

import io.logp.app.TradeoffVariant;
import io.logp.app.Tradeoffs;
import io.logp.app.launch.LaunchSettings;
import io.logp.app.launch.MpiLauncher;
import io.logp.data.Defaults;
import io.logp.data.SmallMessageSettings;
import io.logp.data.TransportChoice;
import java.util.ArrayList;
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
            paramLabel = "WAY",
            converter = Choices.Transport.class,
            description = "the way into MPI for every variant: native or bindings (default: native)")
    TransportChoice transport = TransportChoice.NATIVE;

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Override
    public Integer call() throws Exception {
        SmallMessageSettings settings = sweep.settings();
        String shim = System.getenv(MpiLauncher.SHIM_ENV);
        LaunchSettings launch = new LaunchSettings(
                mpirun,
                Defaults.NP,
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Map.of(),
                Optional.ofNullable(shim).map(java.nio.file.Path::of));
        return new Tradeoffs(variants, launch, transport)
                .run(
                        sweep.pair(settings, false),
                        sweepArgs(spec.commandLine().getParseResult().originalArgs()),
                        output.base,
                        spec.commandLine().getOut(),
                        spec.commandLine().getErr());
    }

    /** The sweep options among the original arguments, passed on to every run unchanged. */
    private List<String> sweepArgs(List<String> original) {
        List<String> passed = new ArrayList<>();
        var sweepSpec = spec.mixins().get("sweep");
        for (int i = 0; i < original.size(); i++) {
            String a = original.get(i);
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            var option = sweepSpec.findOption(name);
            if (option == null) continue;
            passed.add(a);
            if (!a.contains("=") && option.arity().max() > 0 && i + 1 < original.size()) passed.add(original.get(++i));
        }
        return passed;
    }
}
