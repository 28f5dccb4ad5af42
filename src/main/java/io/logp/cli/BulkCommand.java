package io.logp.cli;

import io.logp.experiment.SmallMessageSettings;
import io.logp.report.RunDirectory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.util.List;

/** The signature and the bulk transfers, without the ping-pong: the LogP table with T0, R, G and o_s(n), g(n). */
@Command(name = "bulk", mixinStandardHelpOptions = true,
        description = {"Measures the small-message signature, then bulk stores and gets between rank 0 and rank 1 "
                + "over Open MPI: T(n) over a size grid (T0 and R per protocol regime) and the signature at each "
                + "signature size (o_s(n), o_r(n), g(n), and G, the gap per byte). Writes signatures/<run-id>/ and "
                + "plots/<run-id>/ (T(n), BW(n), o_s(n) and the signatures at a small and a large size)."})
final class BulkCommand extends MeasureCommand {

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Mixin
    BulkOptions bulk = new BulkOptions();

    @Override
    MeasureWorker worker(String name, List<String> args) {
        SmallMessageSettings settings = sweep.settings();
        return new MeasureWorker(name, args, sweep, settings, null, output.quiet, System.err)
                .withBulk(bulk.settings(settings, sweep.payloadBytes()), bulk.window);
    }

    @Override
    MeasureWorker.Scope scope() {
        return MeasureWorker.Scope.SIGNATURE;
    }

    @Override
    int report(RunDirectory dir, PrintWriter out) throws Exception {
        return RunAnalysis.reportRun(dir, out);
    }
}
