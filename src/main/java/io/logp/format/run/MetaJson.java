package io.logp.format.run;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code meta.json}: everything needed to reproduce and compare a run, bound to {@link RunMetadata} both ways. The
 * file is a pretty-printed JSON object in the dialect of {@link JsonFiles} that opens with its {@code schema_version};
 * a file without one is of schema 1 (logp before the typed model), whose keys {@link MetaJsonV1} maps into the same
 * records. The untyped {@link #write(Path, Map)} and {@link #read(Path)} remain for the other JSON objects written in
 * the same dialect (the ping-pong and queue parameter files).
 */
public final class MetaJson {

    /** The key of the file's schema version. */
    public static final String SCHEMA_VERSION = "schema_version";

    /** Only converts between maps and records: the file's dialect is JsonFiles'. */
    private static final ObjectMapper CONVERTER = JsonMapper.builder()
            .addModule(new Jdk8Module())
            .addModule(FindingJson.module())
            .build();

    private MetaJson() {}

    /** Writes meta.json atomically; absent parts are left out, NaN and infinite numbers written as null. */
    public static void write(Path file, RunMetadata meta) throws IOException {
        JsonFiles.write(file, meta);
    }

    /**
     * Reads meta.json of any schema logp wrote into its record: keys it does not know are ignored, parts it lacks
     * are absent.
     *
     * @throws DataFormatException when the file is missing, not JSON, not a JSON object, of a schema newer than this
     *                             logp reads, or a known key has a value of the wrong kind
     */
    public static RunMetadata readMetadata(Path file) throws IOException, DataFormatException {
        JsonTree tree = JsonTree.read(file);
        JsonNode version = tree.root().get(SCHEMA_VERSION);
        if (version == null || version.isInt() && version.intValue() == 1) return MetaJsonV1.of(tree);
        if (!version.isInt()) {
            throw new DataFormatException(
                    file, 0, "not a meta.json: key " + SCHEMA_VERSION + ": expected a whole number, got " + version);
        }
        if (version.intValue() > RunMetadata.SCHEMA_VERSION) {
            JsonNode writer = tree.root().path("tool").path("version");
            throw new NewerSchemaException(
                    file,
                    version.intValue(),
                    RunMetadata.SCHEMA_VERSION,
                    writer.isTextual() ? Optional.of(writer.asText()) : Optional.empty());
        }
        if (version.intValue() != RunMetadata.SCHEMA_VERSION) {
            throw new DataFormatException(file, 0, newer(version.intValue()));
        }
        return tree.bind(CONVERTER, RunMetadata.class, "meta.json");
    }

    /**
     * The record of a meta.json object held as a map (as {@link #read(Path)} returns it, or built in memory), of
     * either schema.
     *
     * @throws IllegalArgumentException when a known key has a value of the wrong kind or the schema is not one this
     *                                  logp reads
     */
    public static RunMetadata of(Map<String, ?> meta) {
        Object version = meta.get(SCHEMA_VERSION);
        if (version == null || Integer.valueOf(1).equals(version)) return MetaJsonV1.of(meta);
        if (!(version instanceof Integer v)) {
            throw new IllegalArgumentException(
                    "key " + SCHEMA_VERSION + ": expected a whole number, got " + JsonFiles.toJson(version));
        }
        if (v != RunMetadata.SCHEMA_VERSION) throw new IllegalArgumentException(newer(v));
        return convert(meta, RunMetadata.class);
    }

    /** The record as the map meta.json holds, keys in the file's order. */
    public static Map<String, Object> toMap(RunMetadata meta) {
        return CONVERTER.convertValue(meta, new TypeReference<LinkedHashMap<String, Object>>() {});
    }

    /**
     * A JSON value (maps, lists, numbers, text) as one of meta.json's records.
     *
     * @throws IllegalArgumentException whose cause, a JsonMappingException, says which key has the wrong kind of value
     */
    public static <T> T convert(Object value, Class<T> type) {
        return CONVERTER.convertValue(value, type);
    }

    /**
     * Reads a JSON object back: nested objects as maps in file order, arrays as lists, numbers as Integer, Long or
     * Double.
     *
     * @throws DataFormatException when the file is missing, not JSON, or not a JSON object
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        return JsonFiles.read(file);
    }

    /** The converter of maps and records, for the reader of schema 1. */
    public static ObjectMapper converter() {
        return CONVERTER;
    }

    /** A schema_version this logp does not know: a newer logp wrote the file. */
    private static String newer(int version) {
        return SCHEMA_VERSION + " " + version + ": written by another version of logp; this one reads schema 1 to "
                + RunMetadata.SCHEMA_VERSION;
    }
}
