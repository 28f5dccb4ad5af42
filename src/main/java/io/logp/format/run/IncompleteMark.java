package io.logp.format.run;

import io.logp.meta.Incomplete;
import io.logp.meta.RunMetadata;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;

/**
 * The {@code incomplete} entry of meta.json: a run that ended before it completed says so in its own files, so
 * {@code fit} and {@code report} can tell a partial run from a whole one long after the terminal is gone. Several
 * writers add to one entry as the run goes down (the failing rank its cause, rank 0 how far it came, the launcher
 * the reason), so each merges with what is there; every other part of meta.json is kept as it is.
 */
public final class IncompleteMark {

    private IncompleteMark() {}

    /**
     * Adds to the entry in {@code metaJson} (made when the file does not exist), atomically, and sets the time it
     * ended: the parts of {@code replace} overwrite what is there, those of {@code fill} only what is missing or
     * still running, so a late writer that knows less (a rank ended by a signal) never overwrites what an earlier one
     * knew (the failing rank's cause).
     */
    public static void mark(Path metaJson, Incomplete replace, Incomplete fill) throws IOException {
        RunMetadata meta = Files.exists(metaJson) ? read(metaJson) : RunMetadata.none();
        Incomplete entry = meta.incomplete()
                .orElse(new Incomplete(null, null, null, null))
                .filledFrom(fill)
                .replacedBy(replace)
                .replacedBy(new Incomplete(null, null, null, Instant.now().toString()));
        MetaJson.write(metaJson, meta.toBuilder().incomplete(entry).build());
    }

    /**
     * Marks the run interrupted by its user, dropping any cause a rank gave: a rank ended by the interruption (the
     * launcher passes Ctrl-C on as SIGTERM) says so as its own cause, which would read as a failure.
     */
    public static void markInterrupted(Path metaJson) throws IOException {
        RunMetadata meta = Files.exists(metaJson) ? read(metaJson) : RunMetadata.none();
        Incomplete was = meta.incomplete().orElse(new Incomplete(null, null, null, null));
        Incomplete entry = new Incomplete(
                Incomplete.Reason.INTERRUPTED,
                null,
                was.progress(),
                Instant.now().toString());
        MetaJson.write(metaJson, meta.toBuilder().incomplete(entry).build());
    }

    /** Removes the entry from {@code metaJson}: the run completed. */
    public static void clear(Path metaJson) throws IOException {
        RunMetadata meta = read(metaJson);
        if (meta.incomplete().isPresent())
            MetaJson.write(metaJson, meta.toBuilder().incomplete(null).build());
    }

    /** The entry in {@code metaJson}, empty when the run completed or the file is missing or unreadable. */
    public static Optional<Incomplete> of(Path metaJson) {
        if (!Files.exists(metaJson)) return Optional.empty();
        try {
            return read(metaJson).incomplete();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static RunMetadata read(Path metaJson) throws IOException {
        try {
            return MetaJson.readMetadata(metaJson);
        } catch (DataFormatException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
