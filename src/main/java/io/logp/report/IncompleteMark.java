package io.logp.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The {@code incomplete} entry of meta.json: a run that ended before it completed says so in its own files, so
 * {@code fit} and {@code report} can tell a partial run from a whole one long after the terminal is gone. Several
 * writers add to one entry as the run goes down (the failing rank its cause, rank 0 how far it came, the launcher
 * the reason), so each merges with what is there; every other key of meta.json is kept as it is.
 */
public final class IncompleteMark {

    /** The key in meta.json. */
    public static final String KEY = "incomplete";

    /** Why the run ended early: interrupted (Ctrl-C, SIGTERM), failed (a rank's error), or ended by a signal. */
    public static final String REASON = "reason";
    /** The reason while the run goes on: any other reason replaces it. */
    public static final String RUNNING = "running";
    /** What went wrong, in the failing rank's or the launcher's words. */
    public static final String CAUSE = "cause";
    /** The last progress line of the writing rank: how far the run came. */
    public static final String PROGRESS = "progress";

    private IncompleteMark() {}

    /**
     * Adds to the entry in {@code metaJson} (made when the file does not exist), atomically: {@code replace} overwrites
     * what is there, {@code fill} only what is missing or still {@link #RUNNING}, so a late writer that knows less (a
     * rank ended by a signal) never overwrites what an earlier one knew (the failing rank's cause).
     */
    public static void mark(Path metaJson, Map<String, ?> replace, Map<String, ?> fill) throws IOException {
        Map<String, Object> meta = Files.exists(metaJson) ? read(metaJson) : new LinkedHashMap<>();
        Map<String, Object> entry = new LinkedHashMap<>();
        if (meta.get(KEY) instanceof Map<?, ?> old) old.forEach((k, v) -> entry.put(String.valueOf(k), v));
        fill.forEach((k, v) -> {
            if (v != null && (!entry.containsKey(k) || RUNNING.equals(entry.get(k)))) entry.put(k, v);
        });
        replace.forEach((k, v) -> {
            if (v != null) entry.put(k, v);
        });
        entry.put("ended", Instant.now().toString());
        meta.put(KEY, entry);
        MetaJson.write(metaJson, meta);
    }

    /** Removes the entry from {@code metaJson}: the run completed. */
    public static void clear(Path metaJson) throws IOException {
        Map<String, Object> meta = read(metaJson);
        if (meta.remove(KEY) != null) MetaJson.write(metaJson, meta);
    }

    /** The entry in {@code metaJson}, empty when the run completed or the file is missing or unreadable. */
    public static Map<String, Object> of(Path metaJson) {
        if (!Files.exists(metaJson)) return Map.of();
        try {
            return read(metaJson).get(KEY) instanceof Map<?, ?> m ? copy(m) : Map.of();
        } catch (IOException e) {
            return Map.of();
        }
    }

    private static Map<String, Object> read(Path metaJson) throws IOException {
        try {
            return new LinkedHashMap<>(MetaJson.read(metaJson));
        } catch (DataFormatException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static Map<String, Object> copy(Map<?, ?> m) {
        Map<String, Object> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(String.valueOf(k), v));
        return out;
    }
}
