package io.logp.cli;

import io.logp.report.RunDirectory;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** The full run: RTT and the small-message signature between rank 0 and rank 1, fitted to LogP. */
@Command(name = "run", aliases = "signature", mixinStandardHelpOptions = true,
        description = {"Measures the RTT and the message-cost signature between rank 0 and rank 1 over Open MPI, "
                + "fits the LogP parameters and writes signatures/<run-id>/ and plots/<run-id>/.",
                "'signature' is the same small-message measurement under its own name."})
final class RunCommand extends MeasureCommand {

    @Override
    MeasureWorker.Scope scope() {
        return MeasureWorker.Scope.SIGNATURE;
    }

    @Override
    int report(RunDirectory dir, PrintWriter out) throws Exception {
        return RunAnalysis.reportRun(dir, out);
    }
}
