package io.logp.report;

import io.logp.fit.Estimate;
import io.logp.fit.LogpParameters;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code logp.json}: the fitted parameters as one JSON object with exactly the keys of {@link #KEYS}, in that
 * order (the contract of design.md, also printed by {@code logp fit --json}). Times in microseconds, every value
 * followed by the half-width of its 95% confidence interval; unknown values are {@code null}.
 */
public final class LogpJson {

    /** The keys of the object, in the order they are written. */
    public static final List<String> KEYS = List.of("o_s_us", "o_s_ci95_us", "o_r_us", "o_r_ci95_us", "g_us",
            "g_ci95_us", "L_us", "L_ci95_us", "rtt_us", "rtt_ci95_us", "T0_us", "R_MBps", "G_us_per_byte", "bulk",
            "contention", "warnings");

    private LogpJson() {
    }

    /** The object, pretty-printed, without a final line end. */
    public static String toJson(LogpParameters parameters) {
        return JsonFiles.toJson(object(parameters));
    }

    /** Writes the object atomically, ending with a line end. */
    public static void write(Path file, LogpParameters parameters) throws IOException {
        JsonFiles.write(file, object(parameters));
    }

    /**
     * Reads any {@code logp.json} back as a map in file order, for comparisons; null stands for an unknown value.
     *
     * @throws DataFormatException when the file is missing, not JSON, or not a JSON object
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        return JsonFiles.read(file);
    }

    private static Map<String, Object> object(LogpParameters p) {
        Map<String, Object> object = new LinkedHashMap<>();
        put(object, "o_s", p.oS());
        put(object, "o_r", p.oR());
        put(object, "g", p.g());
        put(object, "L", p.latency());
        put(object, "rtt", p.rtt());
        // Bulk (T0, R, G, per-size curves) and contention come from their own fits, which LogpParameters does not
        // hold; the keys are written now so that readers of the contract never meet a missing key.
        object.put("T0_us", null);
        object.put("R_MBps", null);
        object.put("G_us_per_byte", null);
        object.put("bulk", List.of());
        object.put("contention", List.of());
        object.put("warnings", p.warnings());
        return object;
    }

    /** A value and its CI under {@code <name>_us} and {@code <name>_ci95_us}; NaN becomes null in the file. */
    private static void put(Map<String, Object> object, String name, Estimate estimate) {
        object.put(name + "_us", estimate.value());
        object.put(name + "_ci95_us", estimate.ci95());
    }
}
