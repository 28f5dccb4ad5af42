package io.logp.cli;

import io.logp.report.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The single-machine version of the paper's design trade-off study: the same benchmark under several Open MPI
 * transport choices, one run directory each, then a comparison of all of them.
 */
@Command(name = "tradeoffs", mixinStandardHelpOptions = true,
        description = "Runs the small-message benchmark under several Open MPI transport choices on this machine "
                + "(shared memory, TCP loopback, shared memory without fast boxes, UCX when present), one run "
                + "directory each, and compares them.")
final class TradeoffsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--variants", split = ",", paramLabel = "NAME",
            description = "variants to run (default: shm,tcp,no-fastbox,ucx; ucx only when Open MPI has it)")
    List<String> variants = List.of("shm", "tcp", "no-fastbox", "ucx");

    @Option(names = "--mpirun", paramLabel = "PATH", description = "mpirun to use (default: ${DEFAULT-VALUE} on PATH)")
    String mpirun = "mpirun";

    @Mixin
    SweepOptions sweep = new SweepOptions();
    @Mixin
    OutputOptions output = new OutputOptions();

    @Override
    public Integer call() throws Exception {
        sweep.settings();
        List<TradeoffVariant> chosen = new ArrayList<>();
        for (String v : variants) chosen.add(TradeoffVariant.parse(v.trim()));
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String stamp = RunDirectory.newRunId("tradeoff", Clock.systemUTC());
        List<Path> runs = new ArrayList<>();
        for (TradeoffVariant v : chosen) {
            if (v == TradeoffVariant.UCX && !OpenMpiComponents.has(mpirun, "pml", "ucx")) {
                out.println("tradeoffs: " + v.label() + ": skipped, this Open MPI has no UCX PML");
                continue;
            }
            String runId = stamp + "-" + v.label();
            out.println("tradeoffs: " + v.label() + ": " + v.description + " ...");
            out.flush();
            int code = Main.run(new PrintWriter(new StringWriter()), err, runArgs(v, runId));
            Path dir = output.base.resolve("signatures").resolve(runId);
            if (code != ExitCodes.OK) {
                out.println("tradeoffs: " + v.label() + ": failed (exit " + code + "); kept what it measured in " + dir);
                continue;
            }
            runs.add(dir);
        }
        if (runs.isEmpty()) {
            err.println("logp: no variant could be measured");
            return ExitCodes.FAILURE;
        }
        return TradeoffComparison.compareAndPrint(runs, output.base, stamp, out);
    }

    /** The run command of one variant: the user's sweep options, the variant's MCA settings, its own run id. */
    private String[] runArgs(TradeoffVariant v, String runId) {
        List<String> args = new ArrayList<>(List.of("run", "--no-pingpong", "--no-bulk", "--quiet", "--run-id", runId,
                "--out", output.base.toString(), "--mpirun", mpirun));
        v.mca.forEach((k, val) -> args.addAll(List.of("--mca", k, val)));
        List<String> original = spec.commandLine().getParseResult().originalArgs();
        args.addAll(sweepArgs(original));
        return args.toArray(String[]::new);
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
