package io.logp.result;

import io.logp.analysis.RttAnalysis;
import io.logp.data.Defaults;
import io.logp.format.run.JsonObjects;
import io.logp.format.run.StatsJsonRecord;
import io.logp.presentation.NumberText;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.PingPongStatistics;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** What the rtt command prints: the round trip's full statistics, as lines or as one JSON object. */
public final class RttFormat {

    /** The version of the object {@code rtt --json} prints. */
    public static final int SCHEMA_VERSION = 1;

    private RttFormat() {}

    public static void json(RttAnalysis a, PrintWriter out) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put(
                "rtt",
                a.points().stream()
                        .map(r -> JsonObjects.ordered(
                                "n_bytes",
                                r.nBytes(),
                                "rtt_us",
                                r.rttUs(),
                                "ci95_us",
                                r.ci95Us(),
                                "samples",
                                r.samples()))
                        .toList());
        o.put("all", StatsJsonRecord.Statistics.of(a.all()));
        o.put("within_cut", StatsJsonRecord.Statistics.of(a.kept()));
        o.put("outlier_cut_x_median", Defaults.OUTLIER_CUT);
        out.println(JsonObjects.text(SCHEMA_VERSION, o));
    }

    public static void text(RttAnalysis a, Path dataDir, PrintWriter out) {
        PingPongStatistics all = a.all();
        PingPongStatistics kept = a.kept();
        out.printf(
                Locale.ROOT,
                "RTT of one request/reply (timer overhead subtracted), us%n"
                        + "  all %d trials:   min %.3f  median %.3f  mean %.3f  max %.3f  stddev %.3f%n"
                        + "  %d within %.0f x median: mean %s (95%% CI)  stddev %.3f   <- rtt.csv%n"
                        + "data: %s%n",
                all.n(),
                all.minUs(),
                all.medianUs(),
                all.meanUs(),
                all.maxUs(),
                all.stddev(),
                kept.n(),
                Defaults.OUTLIER_CUT,
                NumberText.withCi(kept.meanUs(), ConfidenceInterval.halfWidth95(kept)),
                kept.stddev(),
                dataDir);
    }
}
