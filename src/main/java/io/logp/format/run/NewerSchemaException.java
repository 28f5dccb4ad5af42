package io.logp.format.run;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * A meta.json of a schema newer than this logp reads: a newer logp wrote it. Kept apart from other damage so that the
 * reader is told which logp reads it, not that the file is "unreadable".
 */
public final class NewerSchemaException extends DataFormatException {

    private final int schemaVersion;
    private final int newestRead;
    private final transient Optional<String> writer;

    /**
     * @param schemaVersion the file's schema_version
     * @param newestRead    the newest schema this logp reads
     * @param writer        the version of the logp that wrote it, when the file names it (its tool section)
     */
    public NewerSchemaException(Path file, int schemaVersion, int newestRead, Optional<String> writer) {
        super(file, 0, words(schemaVersion, newestRead, writer));
        this.schemaVersion = schemaVersion;
        this.newestRead = newestRead;
        this.writer = writer;
    }

    public int schemaVersion() {
        return schemaVersion;
    }

    public int newestRead() {
        return newestRead;
    }

    public Optional<String> writer() {
        return writer;
    }

    private static String words(int schemaVersion, int newestRead, Optional<String> writer) {
        return String.format(
                Locale.ROOT,
                "schema_version %d: written by a newer logp%s; this one reads schemas 1 to %d: read it with %s",
                schemaVersion,
                writer.map(w -> " (" + w + ")").orElse(""),
                newestRead,
                writer.map(w -> "logp " + w + " or later").orElse("a logp that writes schema " + schemaVersion));
    }
}
