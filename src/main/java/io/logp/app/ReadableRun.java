package io.logp.app;

import io.logp.exit.UsageException;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.PathTrouble;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The refusal of a run directory that cannot be read: permission denied and symbolic link loops are said as such
 * (exit 3, like any input that cannot be read), an absent one is a bad argument (exit 2).
 */
public final class ReadableRun {

    private ReadableRun() {}

    /** Refuses {@code dir} unless it is a directory this user can read; {@code hint} follows "no such run directory". */
    public static void check(Path dir, String hint) throws DataFormatException {
        Optional<String> trouble = PathTrouble.of(dir);
        if (trouble.isPresent()) throw new DataFormatException(dir, 0, trouble.get());
        if (!Files.isDirectory(dir)) throw new UsageException("no such run directory: " + dir + hint);
    }
}
