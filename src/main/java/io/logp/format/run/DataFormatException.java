package io.logp.format.run;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A data file that does not follow its contract (design.md, "File contracts"): it names the file and, when the
 * problem sits on one line, the 1-based line number, so that a user can open the file and fix it.
 * The message reads {@code signatures/x/signature.csv:7: m must be an integer >= 1, got 'abc'}.
 */
public class DataFormatException extends Exception {

    private final transient Path file;
    private final int line;
    private final String detail;

    /**
     * @param file   the offending file, as the user named it
     * @param line   1-based line number, or 0 when the problem is not on one line (missing file, no rows)
     * @param detail what is wrong, phrased for the user
     */
    public DataFormatException(Path file, int line, String detail) {
        super(location(file, line) + ": " + detail);
        if (line < 0) throw new IllegalArgumentException("line must be >= 0, got " + line);
        this.file = Objects.requireNonNull(file, "file");
        this.line = line;
        this.detail = detail;
    }

    public DataFormatException(Path file, int line, String detail, Throwable cause) {
        this(file, line, detail);
        initCause(cause);
    }

    public Path file() {
        return file;
    }

    /** 1-based line number, or 0 when the problem concerns the whole file. */
    public int line() {
        return line;
    }

    /** The problem without the file and line prefix. */
    public String detail() {
        return detail;
    }

    private static String location(Path file, int line) {
        return line > 0 ? file + ":" + line : String.valueOf(file);
    }
}
