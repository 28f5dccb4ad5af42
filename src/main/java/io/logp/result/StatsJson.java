package io.logp.result;

import io.logp.format.run.JsonObjects;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.PingPongStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The statistics of a set of timing trials as one JSON object, printed by {@code logp stats --json}: the keys of
 * {@link #KEYS} for all trials, then under {@code filtered} the same keys for the trials kept by the cut-off filter
 * plus {@link #FILTER_KEYS}. Times in microseconds, numbers at full precision, NaN (the spread of a single trial)
 * written as {@code null}.
 */
public final class StatsJson {

    /** The keys of the statistics, in the order they are written. */
    public static final List<String> KEYS = List.of(
            "n", "min_us", "median_us", "mean_us", "max_us", "variance", "stddev", "cv_percent", "stderr", "rse");
    /** The keys the filtered object has beyond {@link #KEYS}. */
    public static final List<String> FILTER_KEYS = List.of("cut_coef", "removed");
    /** The key of the filtered object. */
    public static final String FILTERED = "filtered";

    /** The version of the object's shape ({@code stats --json}). */
    public static final int SCHEMA_VERSION = 1;

    private StatsJson() {}

    /** The object, pretty-printed, without a final line end; {@code schema_version} first. */
    public static String toJson(PingPongStatistics all, FilteredStatistics filtered) {
        Map<String, Object> object = object(all);
        object.put(FILTERED, filtered(filtered));
        return JsonObjects.text(SCHEMA_VERSION, object);
    }

    /** The filtered statistics as an object with {@link #KEYS} and {@link #FILTER_KEYS}. */
    public static Map<String, Object> filtered(FilteredStatistics filtered) {
        Map<String, Object> kept = object(filtered.statistics());
        kept.put("cut_coef", filtered.cutCoef());
        kept.put("removed", filtered.removed());
        return kept;
    }

    /** The statistics as an object with {@link #KEYS}. */
    public static Map<String, Object> object(PingPongStatistics s) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("n", s.n());
        object.put("min_us", s.minUs());
        object.put("median_us", s.medianUs());
        object.put("mean_us", s.meanUs());
        object.put("max_us", s.maxUs());
        object.put("variance", s.variance());
        object.put("stddev", s.stddev());
        object.put("cv_percent", s.cvPercent());
        object.put("stderr", s.stderr());
        object.put("rse", s.rse());
        return object;
    }
}
