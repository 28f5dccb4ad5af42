package io.logp.format.run;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opens the data files as UTF-8 text, turning the problems a user can fix into a {@link DataFormatException} that
 * names the file: a wrong path, a directory, a symbolic link that leads nowhere, a FIFO or device (which would block
 * the read until some other program writes to it), a file saved in another encoding, and a file too large for the
 * heap. Readers stream: no file is held as one string.
 */
public final class TextFiles {

    /** Editors on Windows put a byte order mark in front of UTF-8 files; it is not part of the first value. */
    private static final char BYTE_ORDER_MARK = '\uFEFF';
    /** Files read whole ({@link #read}) are small by nature (JSON, other tools' text); beyond this they are not ours. */
    public static final long MAX_WHOLE_FILE_BYTES = 64L << 20;

    private TextFiles() {}

    /**
     * Checks that {@code file} is a regular file one can read without waiting for a writer.
     *
     * @throws DataFormatException naming the file and what it is instead
     */
    public static void requireRegularFile(Path file) throws DataFormatException {
        if (Files.isRegularFile(file)) return;
        if (Files.isDirectory(file)) throw new DataFormatException(file, 0, "is a directory, not a file");
        if (Files.isSymbolicLink(file)) {
            try {
                file.toRealPath();
            } catch (IOException e) {
                String reason = e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : "";
                throw new DataFormatException(
                        file,
                        0,
                        "a symbolic link that cannot be followed"
                                + (reason.isEmpty() ? " (its target is missing)" : " (" + reason + ")"),
                        e);
            }
        }
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new DataFormatException(file, 0, PathTrouble.of(file).orElse("no such file"));
        }
        throw new DataFormatException(
                file, 0, "not a regular file (a FIFO, socket or device): reading it could wait for a writer forever");
    }

    /**
     * A reader of the file's text without a leading byte order mark; malformed UTF-8 makes its reads throw a
     * {@link CharacterCodingException}.
     */
    public static Reader open(Path file) throws IOException, DataFormatException {
        requireRegularFile(file);
        Reader reader;
        try {
            reader = new BufferedReader(
                    new InputStreamReader(
                            Files.newInputStream(file),
                            StandardCharsets.UTF_8
                                    .newDecoder()
                                    .onMalformedInput(CodingErrorAction.REPORT)
                                    .onUnmappableCharacter(CodingErrorAction.REPORT)),
                    1 << 16);
        } catch (NoSuchFileException e) {
            throw new DataFormatException(file, 0, "no such file", e);
        } catch (java.nio.file.AccessDeniedException e) {
            throw new DataFormatException(file, 0, PathTrouble.of(file).orElse("permission denied"), e);
        }
        reader.mark(1);
        if (reader.read() != BYTE_ORDER_MARK) reader.reset();
        return reader;
    }

    /** The whole file without a leading byte order mark: for files small by nature (JSON, other tools' text). */
    public static String read(Path file) throws IOException, DataFormatException {
        requireRegularFile(file);
        long size = Files.size(file);
        if (size > MAX_WHOLE_FILE_BYTES) {
            throw new DataFormatException(
                    file,
                    0,
                    "is " + (size >> 20) + " MB; a file of this kind is read whole and may be at most "
                            + (MAX_WHOLE_FILE_BYTES >> 20) + " MB");
        }
        StringBuilder text = new StringBuilder((int) size);
        try (Reader in = open(file)) {
            char[] buffer = new char[8192];
            for (int n; (n = in.read(buffer)) > 0; ) text.append(buffer, 0, n);
        } catch (CharacterCodingException e) {
            throw new DataFormatException(file, 0, "not UTF-8 text", e);
        }
        return text.toString();
    }

    /** The error for a file whose text is not UTF-8, at the line where the reader met it (0 when unknown). */
    public static DataFormatException notUtf8(Path file, int line, CharacterCodingException e) {
        return new DataFormatException(file, line, "not UTF-8 text", e);
    }
}
