package io.logp.cli;

import io.logp.report.RunDirectory;
import io.logp.report.SamplesFile;
import io.logp.stats.Summary;
import picocli.CommandLine.Command;

import java.io.PrintWriter;

/** Only the round trip of a single request/reply, with its full statistics. */
@Command(name = "rtt", mixinStandardHelpOptions = true,
        description = "Measures the round-trip time of a single request/reply between rank 0 and rank 1 "
                + "(many trials, full statistics); writes rtt.csv and the raw samples.")
final class RttCommand extends MeasureCommand {

    @Override
    MeasureWorker.Scope scope() {
        return MeasureWorker.Scope.RTT;
    }

    @Override
    int report(RunDirectory dir, PrintWriter out) throws Exception {
        Summary s = Summary.of(SamplesFile.read(dir.rttSamples()));
        out.printf(java.util.Locale.ROOT, "RTT of one request/reply (%d trials, timer overhead subtracted):%n"
                        + "  min %.3f  median %.3f  mean %.3f +- %.3f (95%% CI)  max %.3f  stddev %.3f us%n"
                        + "data: %s%n", s.n(), s.min(), s.median(), s.mean(), s.ci95(), s.max(), s.stddev(),
                dir.signaturesDir());
        out.flush();
        return ExitCodes.OK;
    }
}
