package io.logp.app;

import io.logp.data.Defaults;
import io.logp.report.RunDirectory;
import io.logp.report.SamplesFile;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.OutlierFilter;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/** The outcome of the rtt command: the round trip's full statistics from its raw samples. */
public final class RttReport {

    private RttReport() {}

    public static int print(RunDirectory dir, PrintWriter out) throws IOException, io.logp.report.DataFormatException {
        double[] samples = SamplesFile.read(dir.rttSamples());
        PingPongStatistics all = PingPongStatistics.of(samples);
        PingPongStatistics kept =
                PingPongStatistics.of(OutlierFilter.keep(samples, samples.length, Defaults.OUTLIER_CUT));
        out.printf(
                Locale.ROOT,
                "RTT of one request/reply (timer overhead subtracted), us%n"
                        + "  all %d trials:   min %.3f  median %.3f  mean %.3f  max %.3f  stddev %.3f%n"
                        + "  %d within %.0f x median: mean %.3f ± %.3f (95%% CI)  stddev %.3f   <- rtt.csv%n"
                        + "data: %s%n",
                all.n(),
                all.minUs(),
                all.medianUs(),
                all.meanUs(),
                all.maxUs(),
                all.stddev(),
                kept.n(),
                Defaults.OUTLIER_CUT,
                kept.meanUs(),
                ConfidenceInterval.halfWidth95(kept),
                kept.stddev(),
                dir.signaturesDir());
        out.flush();
        return ExitCodes.OK;
    }
}
