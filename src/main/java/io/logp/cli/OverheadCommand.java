package io.logp.cli;

import io.logp.app.Overhead;
import io.logp.data.Defaults;
import io.logp.data.MpiWay;
import io.logp.data.SmallMessageSettings;
import io.logp.exit.UsageException;
import io.logp.ranklaunch.RankEnvironment;
import java.nio.file.Path;
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
 * What the way from Java into MPI costs: the signature's protocol as a plain C program, over the native transport
 * and over Open MPI's Java bindings, in alternating rounds, each fitted alike.
 */
@Command(
        name = "overhead",
        header = "logp's protocol in plain C against its two Java ways into MPI",
        mixinStandardHelpOptions = true,
        description = "Runs logp's request/reply protocol three ways in alternating rounds: as a plain C program "
                + "built with the MPI's mpicc (the C twin), over --transport native and over --transport bindings. "
                + "Fits every launch alike and prints o_s, o_r, g, L and RTT of each way with CIs, and each Java way's "
                + "difference and ratio to C. Writes overhead.csv (one row per launch), overhead-summary.csv and "
                + "every launch's own run directory under DIR/overhead/<id>/.")
final class OverheadCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(
            names = "--rounds",
            paramLabel = "N",
            description = "rounds; each runs every way once, starting one later each round (default: ${DEFAULT-VALUE})")
    int rounds = Defaults.OVERHEAD_ROUNDS;

    @Option(
            names = "--ways",
            split = ",",
            paramLabel = "WAY",
            converter = Choices.Way.class,
            description = "ways to compare: c, native, bindings (default: all three; a way this MPI cannot run is "
                    + "skipped with the reason, bindings on anything but Open MPI with Java bindings)")
    List<MpiWay> ways;

    @Mixin
    MpiOptions mpi = new MpiOptions();

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    OutputOptions output = new OutputOptions();

    @Mixin
    SummaryOptions summary = new SummaryOptions();

    @Override
    public Integer call() throws Exception {
        SweepOptions.require(rounds >= 1 && rounds <= 1000, "--rounds must be in 1..1000, got " + rounds);
        SweepOptions.require(mpi.np == 2, "overhead runs one pair: --np must be 2, got " + mpi.np);
        if (spec.commandLine().getParseResult().hasMatchedOption("--transport")) {
            throw new UsageException("overhead runs every transport itself: choose them with --ways, not --transport");
        }
        SmallMessageSettings settings = sweep.settings();
        Optional<Path> twin = Optional.ofNullable(System.getenv(RankEnvironment.TWIN_ENV))
                .filter(s -> !s.isBlank())
                .map(Path::of);
        List<MpiWay> runnable = new ArrayList<>();
        var err = spec.commandLine().getErr();
        for (MpiWay w : ways == null ? List.of(MpiWay.values()) : ways) {
            Optional<String> why = Overhead.unavailable(w, twin);
            if (why.isEmpty()) {
                if (!runnable.contains(w)) runnable.add(w);
            } else if (ways != null) {
                throw new UsageException("--ways " + w.label() + ": " + why.get());
            } else {
                err.println("overhead: " + w.label() + " skipped: " + why.get());
            }
        }
        if (runnable.isEmpty()) throw new UsageException("overhead: no way to run");
        Path dir = output.base.resolve("overhead").resolve(output.runId("overhead"));
        return new Overhead(runnable, rounds, mpi.settings(), twin)
                .run(
                        sweep.pair(settings, false),
                        SweepArguments.of(spec, "sweep"),
                        dir,
                        summary.view(),
                        spec.commandLine().getOut(),
                        err);
    }
}
