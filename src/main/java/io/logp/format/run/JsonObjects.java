package io.logp.format.run;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The objects {@code --json} prints: one JSON object in the files' dialect ({@link JsonFiles}), opening with its
 * {@code schema_version} so a reader knows which shape it holds.
 */
public final class JsonObjects {

    private JsonObjects() {}

    /** The object as text, {@code schema_version} first (kept when the object already has one). */
    public static String text(int schemaVersion, Map<String, ?> object) {
        Map<String, Object> versioned = new LinkedHashMap<>();
        versioned.put(
                "schema_version", object.containsKey("schema_version") ? object.get("schema_version") : schemaVersion);
        object.forEach((k, v) -> {
            if (!k.equals("schema_version")) versioned.put(k, v);
        });
        return JsonFiles.toJson(versioned);
    }

    /**
     * An object with its keys in the order given ({@code key, value, key, value, ...}): {@code Map.of}'s order
     * changes from one JVM to the next, and so would the text.
     */
    public static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        return m;
    }
}
