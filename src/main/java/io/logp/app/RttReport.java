package io.logp.app;

import io.logp.data.Defaults;
import io.logp.exit.ExitCodes;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.RttCsv;
import io.logp.format.run.RunDirectory;
import io.logp.format.run.SamplesFile;
import io.logp.result.StatsJson;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.OutlierFilter;
import io.logp.stats.PingPongStatistics;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;

/** The outcome of the rtt command: the round trip's full statistics from its raw samples. */
public final class RttReport {

    private RttReport() {}

    /** The version of the object {@code rtt --json} prints. */
    static final int SCHEMA_VERSION = 1;

    public static int print(RunDirectory dir, PrintWriter out, View view)
            throws IOException, io.logp.format.run.DataFormatException {
        double[] samples = SamplesFile.read(dir.rttSamples());
        PingPongStatistics all = PingPongStatistics.of(samples);
        PingPongStatistics kept =
                PingPongStatistics.of(OutlierFilter.keep(samples, samples.length, Defaults.OUTLIER_CUT));
        if (view == View.JSON) {
            java.util.Map<String, Object> o = new java.util.LinkedHashMap<>();
            o.put(
                    "rtt",
                    RttCsv.read(dir.rttCsv()).stream()
                            .map(r -> java.util.Map.<String, Object>of(
                                    "n_bytes",
                                    r.nBytes(),
                                    "rtt_us",
                                    r.rttUs(),
                                    "ci95_us",
                                    r.ci95Us(),
                                    "samples",
                                    r.samples()))
                            .toList());
            o.put("all", StatsJson.object(all));
            o.put("within_cut", StatsJson.object(kept));
            o.put("outlier_cut_x_median", Defaults.OUTLIER_CUT);
            out.println(JsonObjects.text(SCHEMA_VERSION, o));
            out.flush();
            return ExitCodes.OK;
        }
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
