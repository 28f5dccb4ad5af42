package io.logp.cli;

import io.logp.report.RunDirectory;
import io.logp.report.SamplesFile;
import io.logp.stats.OutlierFilter;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.PingPongStatistics;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** Only the round trip of a single request/reply, with its full statistics. */
@Command(name = "rtt", mixinStandardHelpOptions = true,
        description = "Measures the round-trip time of a single request/reply between rank 0 and rank 1 "
                + "(many trials, full statistics); writes rtt.csv and the raw samples.")
final class RttCommand extends MeasureCommand {

    @Mixin
    SweepOptions sweep = new SweepOptions();

    @Override
    MeasureWorker worker(String name, List<String> args) {
        return new MeasureWorker(name, args, sweep, sweep.settings(), null, output.quiet, System.err);
    }

    @Override
    MeasureWorker.Scope scope() {
        return MeasureWorker.Scope.RTT;
    }

    @Override
    int report(RunDirectory dir, PrintWriter out) throws Exception {
        double[] samples = SamplesFile.read(dir.rttSamples());
        PingPongStatistics all = PingPongStatistics.of(samples);
        PingPongStatistics kept = PingPongStatistics.of(OutlierFilter.keep(samples, samples.length, OutlierFilter.DEFAULT_CUT));
        out.printf(Locale.ROOT, "RTT of one request/reply (timer overhead subtracted), us%n"
                        + "  all %d trials:   min %.3f  median %.3f  mean %.3f  max %.3f  stddev %.3f%n"
                        + "  %d within %.0f x median: mean %.3f +- %.3f (95%% CI)  stddev %.3f   <- rtt.csv%n"
                        + "data: %s%n", all.n(), all.minUs(), all.medianUs(), all.meanUs(), all.maxUs(), all.stddev(),
                kept.n(), OutlierFilter.DEFAULT_CUT, kept.meanUs(), ConfidenceInterval.halfWidth95(kept), kept.stddev(),
                dir.signaturesDir());
        out.flush();
        return ExitCodes.OK;
    }
}
