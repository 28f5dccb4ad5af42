package io.logp.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * {@code meta.json}: everything needed to reproduce and compare a run (date, hosts, ranks and placement, Open MPI
 * version and MCA settings, JVM, tool version, every experiment parameter). The content is the caller's; this
 * class fixes only the format: a pretty-printed JSON object whose keys keep the map's order.
 */
public final class MetaJson {

    private MetaJson() {
    }

    /**
     * Writes the map atomically. Values may be strings, numbers, booleans, null, and lists and maps of these;
     * NaN and infinite numbers are written as null.
     */
    public static void write(Path file, Map<String, ?> meta) throws IOException {
        JsonFiles.write(file, meta);
    }

    /**
     * Reads the object back: nested objects as maps in file order, arrays as lists, numbers as Integer, Long or
     * Double.
     *
     * @throws DataFormatException when the file is missing, not JSON, or not a JSON object
     */
    public static Map<String, Object> read(Path file) throws IOException, DataFormatException {
        return JsonFiles.read(file);
    }
}
