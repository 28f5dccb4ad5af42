package io.logp.format.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading a file too large for the JVM's heap ends with a message that names the file, its size and the heap, and
 * says how to give the JVM more, rather than with an OutOfMemoryError's stack trace. The data files are streamed,
 * so what must fit is what they hold (8 bytes per timing sample; about 100 bytes per signature row), not their text.
 */
public final class HeapLimit {

    /** A file's contents did not fit in the heap. Exit code 1: the data are fine, the JVM is too small for them. */
    public static final class TooLargeException extends IOException {
        TooLargeException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** Work that reads a file. */
    public interface Reading<T> {
        T call() throws Exception;
    }

    private HeapLimit() {}

    /** Runs {@code reading}; an OutOfMemoryError becomes a {@link TooLargeException} about {@code file}. */
    public static <T> T of(Path file, Reading<T> reading) throws Exception {
        try {
            return reading.call();
        } catch (OutOfMemoryError e) {
            long heapMb = Runtime.getRuntime().maxMemory() >> 20;
            long fileMb = sizeMb(file);
            throw new TooLargeException(
                    file + " (" + fileMb + " MB) does not fit in this JVM's heap of " + heapMb
                            + " MB: give it more, e.g. JAVA_TOOL_OPTIONS=-Xmx" + Math.max(2 * heapMb, 8 * fileMb)
                            + "m, or split the file",
                    e);
        }
    }

    private static long sizeMb(Path file) {
        try {
            return Files.size(file) >> 20;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
