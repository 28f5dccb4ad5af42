package io.logp.result;

import io.logp.analysis.LaunchAnalysis;
import io.logp.data.Estimate;
import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Finding;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.ContentionRatio;
import io.logp.fit.ContentionRatios;
import io.logp.fit.LaunchSpread;
import io.logp.fit.LogpParameters;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.JsonFiles;
import io.logp.report.FindingText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code logp.json}: the fitted parameters as one JSON object with exactly the keys of {@link #KEYS}, in that
 * order (the contract of design.md, also printed by {@code logp fit --json}). Times in microseconds, every value
 * followed by the half-width of its 95% confidence interval; unknown values are {@code null}. {@code warnings} are
 * the findings as {@link io.logp.format.run.FindingJson} objects with their words.
 */
public final class LogpJson {

    /** The keys of the object, in the order they are written. */
    public static final List<String> KEYS = List.of(
            "schema_version",
            "o_s_us",
            "o_s_ci95_us",
            "o_r_us",
            "o_r_ci95_us",
            "g_us",
            "g_ci95_us",
            "L_us",
            "L_ci95_us",
            "rtt_us",
            "rtt_ci95_us",
            "T0_us",
            "T0_ci95_us",
            "R_MBps",
            "R_ci95_MBps",
            "G_us_per_byte",
            "G_ci95_us_per_byte",
            "bulk",
            "contention",
            "launches",
            "launch_intervals",
            "warnings");

    /**
     * The version of this object's shape: 2 since warnings are objects with codes (version 1, without the key, held
     * them as sentences).
     */
    public static final int SCHEMA_VERSION = 2;

    private static final ContentionRatios NO_CONTENTION = ContentionRatios.of(List.of());

    private LogpJson() {}

    /** The object of a run without bulk transfers or contention, pretty-printed, without a final line end. */
    public static String toJson(LogpParameters parameters) {
        return toJson(parameters, Optional.empty(), NO_CONTENTION, Medium.UNKNOWN);
    }

    /** The object, pretty-printed, without a final line end. */
    public static String toJson(
            LogpParameters parameters, Optional<BulkParameters> bulk, ContentionRatios contention, Medium medium) {
        return toJson(parameters, bulk, contention, medium, Optional.empty());
    }

    /** The object of a run of one or more launches, pretty-printed, without a final line end. */
    public static String toJson(
            LogpParameters parameters,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium,
            Optional<LaunchAnalysis> launches) {
        return JsonFiles.toJson(object(parameters, bulk, contention, medium, launches));
    }

    /** Writes the object of a run without bulk transfers or contention atomically, ending with a line end. */
    public static void write(Path file, LogpParameters parameters) throws IOException {
        write(file, parameters, Optional.empty(), NO_CONTENTION, Medium.UNKNOWN);
    }

    /** Writes the object atomically, ending with a line end. */
    public static void write(
            Path file,
            LogpParameters parameters,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium)
            throws IOException {
        write(file, parameters, bulk, contention, medium, Optional.empty());
    }

    /** Writes the object of a run of one or more launches atomically, ending with a line end. */
    public static void write(
            Path file,
            LogpParameters parameters,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium,
            Optional<LaunchAnalysis> launches)
            throws IOException {
        JsonFiles.write(file, object(parameters, bulk, contention, medium, launches));
    }

    /**
     * Reads any {@code logp.json} back as a map in file order, for comparisons; null stands for an unknown value.
     *
     * @throws DataFormatException when the file is missing, not JSON, or not a JSON object
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        Map<String, Object> object = JsonFiles.read(file);
        // A version this logp does not know (99, "x") was read as if it were its own and compared, exit 0.
        if (object.containsKey("schema_version")) {
            Object v = object.get("schema_version");
            boolean known = v instanceof Number n
                    && n.doubleValue() == Math.rint(n.doubleValue())
                    && n.doubleValue() >= 1
                    && n.doubleValue() <= SCHEMA_VERSION;
            if (!known) {
                throw new DataFormatException(
                        file,
                        0,
                        "schema_version must be a whole number from 1 to " + SCHEMA_VERSION + " (the versions this "
                                + "logp reads), got " + (v instanceof String t ? "\"" + t + "\"" : String.valueOf(v))
                                + ((v instanceof Number n && n.doubleValue() > SCHEMA_VERSION)
                                        ? ": written by a newer logp, which reads it"
                                        : ""));
            }
        }
        return object;
    }

    private static Map<String, Object> object(
            LogpParameters p,
            Optional<BulkParameters> bulk,
            ContentionRatios contention,
            Medium medium,
            Optional<LaunchAnalysis> launches) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("schema_version", SCHEMA_VERSION);
        put(object, "o_s", p.oS());
        put(object, "o_r", p.oR());
        put(object, "g", p.g());
        // A negative L is no latency: null, and NEGATIVE_LATENCY carries the number.
        put(object, "L", p.latency().unlessNegative());
        put(object, "rtt", p.rtt());
        // Without a bulk measurement the keys are still written (null, empty), so readers of the contract never
        // meet a missing key. T0 and R are the large-message regime's; per-regime values are in regimes.csv.
        // The headline T0 is the regime's BulkParameters#t0Regime names, the screen's and the report's too.
        object.put("T0_us", bulk.map(b -> b.t0().value()).orElse(null));
        object.put("T0_ci95_us", bulk.map(b -> b.t0().ci95()).orElse(null));
        object.put("R_MBps", bulk.map(b -> b.rateMBps().value()).orElse(null));
        object.put("R_ci95_MBps", bulk.map(b -> b.rateMBps().ci95()).orElse(null));
        object.put("G_us_per_byte", bulk.map(b -> b.gPerByte().value()).orElse(null));
        object.put("G_ci95_us_per_byte", bulk.map(b -> b.gPerByte().ci95()).orElse(null));
        object.put("bulk", bulk.map(LogpJson::sizes).orElse(List.of()));
        object.put("contention", contention(contention));
        // Every launch's own values, and each parameter's intervals over them; empty and null for one launch.
        object.put("launches", launches.map(LogpJson::launches).orElse(List.of()));
        object.put("launch_intervals", launches.map(LogpJson::intervals).orElse(null));
        List<Finding> findings = new ArrayList<>(p.findings());
        bulk.ifPresent(b -> findings.addAll(b.findings()));
        findings.addAll(contention.findings());
        object.put("warnings", FindingText.objects(findings, medium));
        return object;
    }

    /** One entry per launch: its number, its run id, and its own o_s, o_r, g, L and RTT with their CIs. */
    private static List<Map<String, Object>> launches(LaunchAnalysis a) {
        List<Map<String, Object>> entries = new ArrayList<>();
        for (LaunchAnalysis.Launch l : a.launches()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("launch", l.number());
            entry.put("run_id", l.runId());
            put(entry, "o_s", l.parameters().oS());
            put(entry, "o_r", l.parameters().oR());
            put(entry, "g", l.parameters().g());
            put(entry, "L", l.parameters().latency());
            put(entry, "rtt", l.parameters().rtt());
            entries.add(entry);
        }
        return entries;
    }

    /**
     * Per parameter over the launches: the mean, the launches' standard deviation, the half-width from the launches'
     * own CIs and that of the 95% prediction interval of one launch; the headline's {@code <name>_ci95_us} is the
     * wider of the two half-widths.
     */
    private static Map<String, Object> intervals(LaunchAnalysis a) {
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("count", a.count());
        object.put("method", LaunchAnalysis.METHOD);
        for (LaunchAnalysis.Quantity q : LaunchAnalysis.Quantity.values()) {
            LaunchSpread s = a.spread(q);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("mean_us", s.mean());
            entry.put("sd_us", s.sd());
            entry.put("within_ci95_us", s.withinCi95());
            entry.put("between_ci95_us", s.betweenCi95());
            object.put(q == LaunchAnalysis.Quantity.RTT ? "rtt" : q.symbol(), entry);
        }
        return object;
    }

    /** One entry per size with a signature; g_us is null where g(n) did not converge (overhead-limited). */
    private static List<Map<String, Object>> sizes(BulkParameters bulk) {
        List<Map<String, Object>> sizes = new ArrayList<>();
        for (BulkSize s : bulk.sizes()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("n_bytes", s.nBytes());
            entry.put("o_s_us", s.oS().value());
            entry.put("g_us", s.g().value());
            entry.put("rtt_us", s.rtt().value());
            sizes.add(entry);
        }
        return sizes;
    }

    /** One entry per point; ratio = g_K / g_1 of the same pattern and size, null without a K = 1 point. */
    private static List<Map<String, Object>> contention(ContentionRatios contention) {
        List<Map<String, Object>> entries = new ArrayList<>();
        for (ContentionRatio r : contention.ratios()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("pattern", r.gap().pattern().label());
            entry.put("k", r.gap().k());
            entry.put("g_us", r.gap().gUs());
            entry.put("ratio", r.ratio());
            entries.add(entry);
        }
        return entries;
    }

    /** A value and its CI under {@code <name>_us} and {@code <name>_ci95_us}; NaN becomes null in the file. */
    private static void put(Map<String, Object> object, String name, Estimate estimate) {
        object.put(name + "_us", estimate.value());
        object.put(name + "_ci95_us", estimate.ci95());
    }
}
