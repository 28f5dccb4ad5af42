package io.logp.app.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A full temporary directory, named when a launch could not start: the MPIs keep their session files under TMPDIR
 * (Open MPI's PMIx its rendezvous files), and a full one showed only PMIx's message, which names no directory.
 */
public final class TempSpace {

    /** Below this much free space an MPI cannot write its session files: 1 MiB. */
    static final long LOW_BYTES = 1L << 20;

    private TempSpace() {}

    /** What to say of TMPDIR when it is nearly full; empty when it has room or cannot be asked. */
    public static Optional<String> shortage() {
        return shortage(Path.of(System.getenv().getOrDefault("TMPDIR", "/tmp")));
    }

    static Optional<String> shortage(Path tmp) {
        try {
            long free = Files.getFileStore(tmp).getUsableSpace();
            if (free >= LOW_BYTES) return Optional.empty();
            return Optional.of("TMPDIR (" + tmp + ") has only " + free / 1024
                    + " KiB free, and the MPI keeps its session files there: free some, or point TMPDIR elsewhere");
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
