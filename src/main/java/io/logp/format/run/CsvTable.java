package io.logp.format.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The CSV dialect shared by the data files (UTF-8, header row, comma, {@code \n}) and a strict reader for it that
 * finds columns by header name and reports every problem with its file and line. Values are taken from the
 * returned {@link CsvRow}s, whose accessors word the errors.
 */
public final class CsvTable {

    /** RFC 4180 quoting, but {@code \n} line ends: the files are read by Unix tools and compared byte for byte. */
    private static final CSVFormat FORMAT =
            CSVFormat.DEFAULT.builder().setRecordSeparator('\n').build();

    /** Whitespace around values is tolerated because hand-edited and aligned files have it. */
    private static final CSVFormat READ_FORMAT =
            CSVFormat.DEFAULT.builder().setTrim(true).build();

    private CsvTable() {}

    /** What is done with each data row of a streamed file. */
    public interface RowHandler {
        void accept(CsvRow row) throws DataFormatException;
    }

    /**
     * The data rows of a file whose header holds at least {@code columns}, in any order; other columns are
     * ignored. Rejects a missing or empty file, a missing column, rows whose field count differs from the header
     * (a {@code ,} decimal shows up this way), a last line without a line end, and a header without rows.
     */
    public static List<CsvRow> read(Path file, List<String> columns) throws IOException, DataFormatException {
        List<CsvRow> rows = new ArrayList<>();
        stream(file, columns, rows::add);
        return rows;
    }

    /**
     * {@link #read} one row at a time, for files of any length: the rows are handed over as they are parsed and
     * nothing of the file is kept.
     */
    public static void stream(Path file, List<String> columns, RowHandler handler)
            throws IOException, DataFormatException {
        Header header = null;
        OneStamp stamps = null;
        int rows = 0;
        int lastLine = 0;
        try (LineTrackingReader text = new LineTrackingReader(TextFiles.open(file));
                CSVParser parser = CSVParser.parse(text, READ_FORMAT)) {
            Iterator<CSVRecord> records = parser.iterator();
            long linesRead = 0;
            boolean lastBlank = true;
            try {
                while (records.hasNext()) {
                    CSVRecord record = records.next();
                    linesRead = parser.getCurrentLineNumber();
                    lastBlank = isBlank(record);
                    if (lastBlank) continue;
                    int line = text.lineOf(record.getCharacterPosition());
                    lastLine = line;
                    if (header == null) {
                        header = Header.of(file, line, record, columns);
                        stamps = new OneStamp(file, header.columns().get(RunStamp.COLUMN));
                    } else if (record.size() != header.fields()) {
                        throw new DataFormatException(
                                file,
                                line,
                                "expected " + header.fields() + " fields as in the header, got " + record.size());
                    } else {
                        stamps.check(record, line);
                        handler.accept(new CsvRow(file, line, record, header.columns()));
                        rows++;
                    }
                }
            } catch (UncheckedIOException e) {
                int line = Math.toIntExact(linesRead + 1);
                if (e.getCause() instanceof CharacterCodingException c) throw TextFiles.notUtf8(file, line, c);
                // The parser fails on the record after the last one it returned.
                throw new DataFormatException(
                        file, line, "malformed CSV: " + e.getCause().getMessage(), e);
            }
            if (header == null) throw new DataFormatException(file, 0, "file is empty");
            if (!lastBlank && !text.endsWithLineBreak()) {
                throw new DataFormatException(
                        file,
                        lastLine,
                        "the last line has no line end, so the file may have been cut short (an interrupted copy or"
                                + " write); if the line is complete, end it with a line break");
            }
        } catch (CharacterCodingException e) {
            throw TextFiles.notUtf8(file, 0, e);
        }
        if (rows == 0) throw new DataFormatException(file, 0, "a header but no data rows");
    }

    /** Writes one record in the files' dialect. */
    public static void print(Appendable out, Object... values) throws IOException {
        FORMAT.printRecord(out, values);
    }

    /**
     * A number that may be unknown: empty when not finite, as other tools write it (an infinite CI is no better
     * known than a NaN one).
     */
    public static String optional(double value) {
        return Double.isFinite(value) ? Decimals.csv(value) : "";
    }

    /** A count that may be unknown: empty when negative (the models use -1). */
    public static String optional(int count) {
        return count >= 0 ? Integer.toString(count) : "";
    }

    /** A line holding only whitespace parses as one empty field; it is a blank line, not a short row. */
    private static boolean isBlank(CSVRecord record) {
        return record.size() == 1 && record.get(0).isEmpty();
    }

    /**
     * The {@code run_id} column, when the header has one: the same on every row, since one run writes a file whole
     * ({@link RunStamp}). Rows of two runs in one file (two files pasted together) are refused at the first row of
     * the second run.
     */
    private static final class OneStamp {
        private final Path file;
        private final Integer column;
        private String first;
        private int firstLine;

        OneStamp(Path file, Integer column) {
            this.file = file;
            this.column = column;
        }

        void check(CSVRecord record, int line) throws DataFormatException {
            if (column == null) return;
            String stamp = record.get(column);
            if (first == null) {
                first = stamp;
                firstLine = line;
            } else if (!first.equals(stamp)) {
                throw new DataFormatException(
                        file,
                        line,
                        "this row is of run '" + stamp + "', line " + firstLine + " of run '" + first
                                + "' (column " + RunStamp.COLUMN + "): rows of two runs in one file cannot be fitted"
                                + " together");
            }
        }
    }

    /** Column positions by name, and the number of fields every row must have. */
    private record Header(Map<String, Integer> columns, int fields) {

        static Header of(Path file, int line, CSVRecord record, List<String> required) throws DataFormatException {
            Map<String, Integer> columns = new HashMap<>();
            for (int i = 0; i < record.size(); i++) {
                String name = record.get(i);
                // Unnamed columns (a trailing comma) count as fields but are never looked up.
                if (name.isEmpty()) continue;
                if (columns.put(name, i) != null) {
                    throw new DataFormatException(file, line, "column " + name + " appears twice in the header");
                }
            }
            List<String> missing =
                    required.stream().filter(c -> !columns.containsKey(c)).toList();
            if (!missing.isEmpty()) {
                boolean semicolons = record.size() == 1 && record.get(0).contains(";");
                String hint = semicolons ? "; the separator must be a comma" : "";
                throw new DataFormatException(
                        file,
                        line,
                        (missing.size() == 1 ? "missing column " : "missing columns ") + String.join(", ", missing)
                                + " (expected " + String.join(",", required) + ")" + hint);
            }
            return new Header(columns, record.size());
        }
    }
}
