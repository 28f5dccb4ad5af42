package io.logp.format.foreign;

import io.logp.format.run.DataFormatException;
import io.logp.format.run.TextFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The lines of another tool's text output, with the parsing every reader of them shares: numbers with '.' decimals
 * whatever the locale, and errors that name the file, the 1-based line and what was expected.
 */
public final class ForeignLines {

    private final Path file;
    private final List<String> lines;
    /** Whether the text ends with a line end: a last line without one may have been cut inside its last number. */
    private final boolean whole;

    private ForeignLines(Path file, List<String> lines, boolean whole) {
        this.file = file;
        this.lines = lines;
        this.whole = whole;
    }

    public static ForeignLines read(Path file) throws IOException, DataFormatException {
        // String.lines() ends lines at \r\n, \r and \n alike: a file from Windows or a DOS editor reads the same.
        String text = TextFiles.read(file);
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        return new ForeignLines(
                file, text.lines().toList(), text.isEmpty() || text.endsWith("\n") || text.endsWith("\r"));
    }

    public Path file() {
        return file;
    }

    public int size() {
        return lines.size();
    }

    /**
     * Line i (0-based), without surrounding blanks and without the rank's tag a launcher puts before every line
     * ({@code [1,0]<stdout>:} of Open MPI's --tag-output, {@code 0: } of srun --label).
     */
    public String line(int i) {
        return RANK_TAG.matcher(lines.get(i).strip()).replaceFirst("").strip();
    }

    private static final Pattern RANK_TAG = Pattern.compile("^(?:\\[\\d+,\\d+\\]<std(?:out|err)>:|\\d{1,5}:\\s)");

    /**
     * A cell's number, NaN for what the tools write where they have none ({@code nan}, {@code -nan}, {@code inf},
     * {@code -}) and for anything else that is not a number: a missing value, not a reason to refuse the file.
     */
    public static double cell(String field) {
        try {
            return Double.parseDouble(field);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** Whether line i (0-based) is the file's last and has no line end: it may have been cut short. */
    public boolean cutAt(int i) {
        return !whole && i == lines.size() - 1;
    }

    /**
     * A cell's number as {@link #cell}, refusing one beyond 10^15 (no measured time, size or rate is larger; 1e308
     * made the fit fail with "a line needs at least two distinct x values" and no line named).
     */
    public double value(int i, String field, String what) throws DataFormatException {
        double v = cell(field);
        if (Math.abs(v) > io.logp.format.run.Decimals.MAX_MAGNITUDE) {
            throw error(i, what + " must be at most 1e15 (no measured time or rate is larger), got '" + field + "'");
        }
        return v;
    }

    /** A plain decimal number or what a tool writes for a missing one (nan, -nan, inf). */
    public static boolean isCell(String field) {
        return field.matches("[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?|[-+]?(?i:nan|inf|infinity)");
    }

    /** A whole number of bytes, the first field of every row of these tables. */
    public static boolean isSize(String field) {
        return field.matches("\\d{1,10}");
    }

    /** The line's blank-separated fields. */
    public String[] fields(int i) {
        String l = line(i);
        return l.isEmpty() ? new String[0] : l.split("\\s+");
    }

    /** The first non-blank line, or empty. */
    public String firstLine() {
        for (int i = 0; i < lines.size(); i++) if (!line(i).isEmpty()) return line(i);
        return "";
    }

    public DataFormatException error(int i, String detail) {
        return new DataFormatException(file, i + 1, detail);
    }

    /** A non-negative whole number of bytes. */
    public int bytes(int i, String field, String what) throws DataFormatException {
        try {
            long v = Long.parseLong(field);
            if (v < 0 || v > Integer.MAX_VALUE) throw new NumberFormatException();
            return (int) v;
        } catch (NumberFormatException e) {
            throw error(
                    i, String.format(Locale.ROOT, "%s must be a whole number of bytes >= 0, got '%s'", what, field));
        }
    }

    /** A finite number, at least {@code min}. */
    public double number(int i, String field, String what, double min) throws DataFormatException {
        double v;
        try {
            v = Double.parseDouble(field);
        } catch (NumberFormatException e) {
            v = Double.NaN;
        }
        if (!Double.isFinite(v) || v < min) {
            throw error(
                    i, String.format(Locale.ROOT, "%s must be a finite number >= %s, got '%s'", what, num(min), field));
        }
        return v;
    }

    private static String num(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
