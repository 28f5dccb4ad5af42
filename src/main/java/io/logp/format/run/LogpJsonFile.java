package io.logp.format.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * logp.json read back, for a comparison and a history: the reading side of the file {@code result.LogpJson} writes,
 * so that no renderer reads a file logp wrote. Any version this logp wrote reads: version 1 (no
 * {@code schema_version}, warnings as sentences, no CI for T0 and R) as well as the current one.
 */
public final class LogpJsonFile {

    /**
     * The version of the object's shape: 2 since warnings are objects with codes (version 1, without the key, held
     * them as sentences).
     */
    public static final int SCHEMA_VERSION = 2;

    private LogpJsonFile() {}

    /**
     * Reads any {@code logp.json} back as a map in file order; null stands for an unknown value.
     *
     * @throws DataFormatException when the file is missing, not JSON, not a JSON object, or of a version this logp
     *                             does not read
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        Map<String, Object> object = JsonFiles.read(file);
        VersionedJson.requireKnownVersion(file, object, SCHEMA_VERSION);
        return object;
    }

    /**
     * logp.json as its record, of any version this logp wrote: the keys the contract requires checked first, so a
     * misspelt key in a hand-written file is named rather than read as unknown.
     */
    public static LogpJsonRecord record(Path file) throws IOException, DataFormatException {
        Map<String, Object> json = read(file);
        for (String name : List.of("o_s", "o_r", "g", "L", "rtt")) {
            number(file, json, name + "_us");
            number(file, json, name + "_ci95_us");
        }
        number(file, json, "T0_us");
        number(file, json, "R_MBps");
        // CI companions added to the contract later: an older file lacks them.
        optionalNumber(file, json, "T0_ci95_us");
        optionalNumber(file, json, "R_ci95_MBps");
        launches(file, json);
        Object warnings = json.get("warnings");
        if (warnings != null && !(warnings instanceof List<?>))
            throw new DataFormatException(file, 0, "\"warnings\" must be a list, got " + warnings);
        try {
            return JsonFiles.bind(json, LogpJsonRecord.class);
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(
                    file, 0, "not a logp.json: " + e.getCause().getMessage(), e);
        }
    }

    /** How many launches the values rest on: launch_intervals' count, 1 without it (one launch, older files). */
    private static int launches(Path file, Map<String, Object> json) throws DataFormatException {
        Object intervals = json.get("launch_intervals");
        if (intervals == null) return 1;
        if (intervals instanceof Map<?, ?> m && m.get("count") instanceof Number n && n.intValue() >= 1)
            return n.intValue();
        throw new DataFormatException(file, 0, "\"launch_intervals\" must be an object with a count >= 1");
    }

    /** A key added to the contract later (a CI companion): NaN when an older file lacks it. */
    private static double optionalNumber(Path file, Map<String, Object> json, String key) throws DataFormatException {
        return json.containsKey(key) ? number(file, json, key) : Double.NaN;
    }

    /**
     * A key the contract requires: a number, or null for unknown. A missing key is an error rather than an unknown
     * value, so that a misspelt key in a hand-written file is caught instead of showing as n/a.
     */
    private static double number(Path file, Map<String, Object> json, String key) throws DataFormatException {
        if (!json.containsKey(key)) throw new DataFormatException(file, 0, "missing key \"" + key + "\"");
        Object value = json.get(key);
        if (value == null) return Double.NaN;
        if (value instanceof Number n) return n.doubleValue();
        throw new DataFormatException(file, 0, "\"" + key + "\" must be a number or null, got " + value);
    }
}
