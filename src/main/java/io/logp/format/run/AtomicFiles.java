package io.logp.format.run;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes UTF-8 text files atomically: the content goes to a temporary file in the target's directory, is forced
 * to disk, and is then renamed over the target. Readers (and a user after a crash or Ctrl-C in the middle of a
 * run) see either the old file or the complete new one, never a half-written one.
 */
public final class AtomicFiles {

    /** Writes the whole content of a file to the given writer; the writer is closed by {@link AtomicFiles}. */
    @FunctionalInterface
    public interface ContentWriter {
        void writeTo(Writer out) throws IOException;
    }

    /** Collisions need two writers picking the same random name in one directory; a few tries are plenty. */
    private static final int NAME_ATTEMPTS = 16;

    private AtomicFiles() {}

    /** Replaces {@code target} with {@code content}, creating the parent directories. */
    public static void write(Path target, String content) throws IOException {
        write(target, out -> out.write(content));
    }

    /**
     * Replaces {@code target} with what {@code content} writes, creating the parent directories. When the
     * writer fails, the target is left as it was and the temporary file is removed.
     */
    public static void write(Path target, ContentWriter content) throws IOException {
        Path directory = target.toAbsolutePath().getParent();
        Files.createDirectories(directory);
        Path temp = createTemp(directory, target.getFileName().toString());
        boolean moved = false;
        try {
            io.logp.files.InFlightFiles.started(temp);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
                    Writer out = new BufferedWriter(
                            new OutputStreamWriter(Channels.newOutputStream(channel), StandardCharsets.UTF_8))) {
                content.writeTo(out);
                out.flush();
                // Without this, a power loss after the rename can leave an empty target on some file systems.
                channel.force(true);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            moved = true;
        } finally {
            io.logp.files.InFlightFiles.done(temp);
            if (!moved) Files.deleteIfExists(temp);
        }
    }

    /**
     * Creates an empty temporary file next to the target. Not {@link Files#createTempFile}: that one makes the
     * file readable by its owner only, and after the rename the result would be hidden from the other users who
     * share a run directory; a plain create gets the usual permissions from the umask.
     */
    private static Path createTemp(Path directory, String targetName) throws IOException {
        for (int attempt = 1; ; attempt++) {
            String suffix = Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36);
            Path temp = directory.resolve("." + targetName + "." + suffix + ".tmp");
            try {
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                if (attempt == NAME_ATTEMPTS) throw e;
            }
        }
    }
}
