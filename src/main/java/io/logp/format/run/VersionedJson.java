package io.logp.format.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The reading side of logp's JSON files that carry a {@code schema_version}: the version checked (a file without one
 * is version 1, written before the key existed), then the object bound to its record through Jackson.
 */
public final class VersionedJson {

    private VersionedJson() {}

    /**
     * The file's object bound to {@code type}, of any version from 1 to {@code current}.
     *
     * @throws DataFormatException when the file is missing, not a JSON object, of a version this logp does not read,
     *                             or holds a value of the wrong kind (named by its key)
     */
    public static <T> T read(Path file, Class<T> type, int current) throws IOException, DataFormatException {
        Map<String, Object> object = JsonFiles.read(file);
        requireKnownVersion(file, object, current);
        try {
            return JsonFiles.bind(object, type);
        } catch (IllegalArgumentException e) {
            throw new DataFormatException(
                    file,
                    0,
                    "not a " + file.getFileName() + " of logp's: "
                            + e.getCause().getMessage(),
                    e);
        }
    }

    /**
     * A version this logp does not know (99, "x") is refused rather than read as if it were its own; a file without
     * {@code schema_version} is version 1.
     */
    static void requireKnownVersion(Path file, Map<String, Object> object, int current) throws DataFormatException {
        if (!object.containsKey("schema_version")) return;
        Object v = object.get("schema_version");
        boolean known = v instanceof Number n
                && n.doubleValue() == Math.rint(n.doubleValue())
                && n.doubleValue() >= 1
                && n.doubleValue() <= current;
        if (!known) {
            throw new DataFormatException(
                    file,
                    0,
                    "schema_version must be a whole number from 1 to " + current + " (the versions this "
                            + "logp reads), got " + (v instanceof String t ? "\"" + t + "\"" : String.valueOf(v))
                            + ((v instanceof Number n && n.doubleValue() > current)
                                    ? ": written by a newer logp, which reads it"
                                    : ""));
        }
    }
}
