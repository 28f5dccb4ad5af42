package io.logp.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.logp.data.RunMetadata;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code meta.json}: everything needed to reproduce and compare a run (date, hosts, ranks and placement, Open MPI
 * version and MCA settings, JVM, tool version, every experiment parameter), bound to {@link RunMetadata}. This class
 * fixes the format: a pretty-printed JSON object in the dialect of {@link JsonFiles}. The untyped
 * {@link #write(Path, Map)} and {@link #read(Path)} remain for the other JSON objects written in the same dialect
 * (the ping-pong and queue parameter files) and for files with keys RunMetadata does not know (reference platforms'
 * notes).
 */
public final class MetaJson {

    /** Only converts between maps and records: the file's dialect is JsonFiles'. */
    private static final ObjectMapper CONVERTER = JsonMapper.builder().build();

    private MetaJson() {}

    /** Writes meta.json atomically; absent (null) parts are left out, NaN and infinite numbers written as null. */
    public static void write(Path file, RunMetadata meta) throws IOException {
        JsonFiles.write(file, meta);
    }

    /**
     * Reads meta.json into its record: keys it does not know are ignored, keys it lacks are null.
     *
     * @throws DataFormatException when the file is missing, not JSON, not a JSON object, or a known key has a value
     *                             of the wrong kind
     */
    public static RunMetadata readMetadata(Path file) throws IOException, DataFormatException {
        return JsonTree.read(file).bind(CONVERTER, RunMetadata.class, "meta.json");
    }

    /**
     * The record of a meta.json object held as a map (as {@link #read(Path)} returns it, or built in memory).
     *
     * @throws IllegalArgumentException when a known key has a value of the wrong kind
     */
    public static RunMetadata of(Map<String, ?> meta) {
        return CONVERTER.convertValue(meta, RunMetadata.class);
    }

    /** The record as the map meta.json holds, keys in the file's order. */
    public static Map<String, Object> toMap(RunMetadata meta) {
        return CONVERTER.convertValue(
                meta, new com.fasterxml.jackson.core.type.TypeReference<LinkedHashMap<String, Object>>() {});
    }

    /**
     * Writes a JSON object atomically. Values may be strings, numbers, booleans, null, and lists and maps of these;
     * NaN and infinite numbers are written as null.
     */
    public static void write(Path file, Map<String, ?> meta) throws IOException {
        JsonFiles.write(file, meta);
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
}
