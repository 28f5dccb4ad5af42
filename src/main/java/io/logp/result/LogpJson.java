package io.logp.result;

import io.logp.data.Estimate;
import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Finding;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.ContentionRatio;
import io.logp.fit.ContentionRatios;
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
            "R_MBps",
            "G_us_per_byte",
            "bulk",
            "contention",
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
        return JsonFiles.toJson(object(parameters, bulk, contention, medium));
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
        JsonFiles.write(file, object(parameters, bulk, contention, medium));
    }

    /**
     * Reads any {@code logp.json} back as a map in file order, for comparisons; null stands for an unknown value.
     *
     * @throws DataFormatException when the file is missing, not JSON, or not a JSON object
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        return JsonFiles.read(file);
    }

    private static Map<String, Object> object(
            LogpParameters p, Optional<BulkParameters> bulk, ContentionRatios contention, Medium medium) {
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
        object.put("T0_us", bulk.map(b -> b.t0().value()).orElse(null));
        object.put("R_MBps", bulk.map(b -> b.rateMBps().value()).orElse(null));
        object.put("G_us_per_byte", bulk.map(b -> b.gPerByte().value()).orElse(null));
        object.put("bulk", bulk.map(LogpJson::sizes).orElse(List.of()));
        object.put("contention", contention(contention));
        List<Finding> findings = new ArrayList<>(p.findings());
        bulk.ifPresent(b -> findings.addAll(b.findings()));
        findings.addAll(contention.findings());
        object.put("warnings", FindingText.objects(findings, medium));
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
