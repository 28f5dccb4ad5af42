package io.logp.report;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads the data files as UTF-8 text, turning the problems a user can fix (a wrong path, a file saved in another
 * encoding) into a {@link DataFormatException} that names the file.
 */
final class TextFiles {

    /** Editors on Windows put a byte order mark in front of UTF-8 files; it is not part of the first value. */
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private TextFiles() {}

    /** The whole file without a leading byte order mark. */
    static String read(Path file) throws IOException, DataFormatException {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new DataFormatException(file, 0, "no such file", e);
        } catch (CharacterCodingException e) {
            throw new DataFormatException(file, 0, "not UTF-8 text", e);
        }
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }
}
