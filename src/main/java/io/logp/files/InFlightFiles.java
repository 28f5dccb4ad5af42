package io.logp.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The temporary files being written right now (a chart's or a data file's, before its rename), so that an
 * interrupted JVM's shutdown hook can remove them: Ctrl-C while a chart is drawn must not leave
 * {@code plots/<id>/.signature.svg.<rand>.tmp} behind. Once {@link #deleteAll} ran, no new one may start: the writer
 * still running when the hook runs gets an IOException instead of leaving a file after it.
 */
public final class InFlightFiles {

    private static final Set<Path> FILES = ConcurrentHashMap.newKeySet();
    private static volatile boolean closed;

    private InFlightFiles() {}

    /** A temporary file was just created: it is removed on an interruption unless {@link #done} comes first. */
    public static void started(Path temp) throws IOException {
        FILES.add(temp);
        if (closed) {
            FILES.remove(temp);
            Files.deleteIfExists(temp);
            throw new IOException("interrupted: " + temp + " not written");
        }
    }

    /** The temporary file was renamed or removed by its writer. */
    public static void done(Path temp) {
        FILES.remove(temp);
    }

    /**
     * Removes every temporary file still being written and refuses new ones; returns how many it removed. A writer
     * between its create and its open may create its file again after the first pass, so the same files are removed
     * once more a moment later (the JVM ends right after the hooks: nothing writes after the second pass).
     */
    public static int deleteAll() {
        closed = true;
        Set<Path> pending = Set.copyOf(FILES);
        int removed = delete(pending);
        try {
            Thread.sleep(SECOND_PASS_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        delete(pending);
        delete(Set.copyOf(FILES));
        return removed;
    }

    /** Removes the temporary files being written now, leaving the registry open (what a test of a writer needs). */
    public static int deletePending() {
        return delete(Set.copyOf(FILES));
    }

    /** How long the second pass waits for a writer caught between its create and its open. */
    static final long SECOND_PASS_MS = 100;

    private static int delete(Set<Path> files) {
        int removed = 0;
        for (Path p : files) {
            try {
                if (Files.deleteIfExists(p)) removed++;
            } catch (IOException e) {
                // what cannot be removed stays; the message names the directory
            }
            FILES.remove(p);
        }
        return removed;
    }
}
