package io.logp.format.run;

import java.nio.file.Path;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;

/**
 * One data row of a CSV file with its line number, read by column name. Each accessor states the value's range
 * and, when the text is out of it, throws a {@link DataFormatException} that quotes the text as written.
 */
public final class CsvRow {

    private final Path file;
    private final int line;
    private final CSVRecord record;
    private final Map<String, Integer> columns;

    CsvRow(Path file, int line, CSVRecord record, Map<String, Integer> columns) {
        this.file = file;
        this.line = line;
        this.record = record;
        this.columns = columns;
    }

    public int line() {
        return line;
    }

    /** The field as text (trimmed as read). */
    public String string(String column) {
        return text(column);
    }

    /** A whole number of any size (counts, nanoseconds). */
    public long longInteger(String column) throws DataFormatException {
        String text = text(column);
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw error(column + " must be a whole number, got " + quoted(column, text));
        }
    }

    /** An integer >= {@code min}. */
    public int integer(String column, int min) throws DataFormatException {
        String text = text(column);
        Integer value = Decimals.parseInt(text);
        if (value == null || value < min) {
            throw error(column + " must be an integer >= " + min + ", got " + quoted(column, text));
        }
        return value;
    }

    /** An integer >= {@code min}, or -1 when the field is empty (unknown). */
    public int optionalInteger(String column, int min) throws DataFormatException {
        String text = text(column);
        if (text.isEmpty()) return -1;
        Integer value = Decimals.parseInt(text);
        if (value == null || value < min) {
            throw error(column + " must be empty or an integer >= " + min + ", got " + quoted(column, text));
        }
        return value;
    }

    /** A finite number >= 0. */
    public double number(String column) throws DataFormatException {
        String text = text(column);
        double value = Decimals.parse(text);
        if (!(value >= 0))
            throw error(column + " must be a number >= 0" + beyond(text) + ", got " + quoted(column, text));
        return withoutNegativeZero(value);
    }

    /** Any finite number, or NaN when the field is empty (unknown): offsets and residuals have a sign. */
    public double optionalSignedNumber(String column) throws DataFormatException {
        String text = text(column);
        if (text.isEmpty()) return Double.NaN;
        double value = Decimals.parse(text);
        if (!Double.isFinite(value))
            throw error(column + " must be empty or a number" + beyond(text) + ", got " + quoted(column, text));
        return withoutNegativeZero(value);
    }

    /** A finite number >= 0, or NaN when the field is empty (unknown). */
    public double optionalNumber(String column) throws DataFormatException {
        String text = text(column);
        if (text.isEmpty()) return Double.NaN;
        double value = Decimals.parse(text);
        if (!(value >= 0))
            throw error(column + " must be empty or a number >= 0" + beyond(text) + ", got " + quoted(column, text));
        return withoutNegativeZero(value);
    }

    /** The bound a number beyond it broke, for the message. */
    private static String beyond(String text) {
        return Decimals.tooLarge(text)
                ? " and at most " + Decimals.MAX_MAGNITUDE_TEXT + " (no measured time, size or count is larger)"
                : "";
    }

    /** The field's text for a message: an excerpt with its field number when it is long. */
    private String quoted(String column, String text) {
        Integer index = columns.get(column);
        return Excerpt.of(text, index == null ? column : "field " + (index + 1));
    }

    /** An error located on this row. */
    public DataFormatException error(String detail) {
        return new DataFormatException(file, line, detail);
    }

    /**
     * {@code -0} passes the range check, but as -0.0 it would sort before 0.0 and make a second D = 0 curve in
     * {@link io.logp.data.Signature#curves}.
     */
    private static double withoutNegativeZero(double value) {
        return value + 0.0;
    }

    /** The value of a column; empty for an optional column the file leaves out (required ones are checked at the header). */
    private String text(String column) {
        Integer index = columns.get(column);
        return index == null ? "" : record.get(index);
    }
}
