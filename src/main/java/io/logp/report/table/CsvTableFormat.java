package io.logp.report.table;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A table as CSV in the dialect of logp's data files: RFC 4180 quoting, a comma, {@code \n} line ends, a header
 * row. A column whose values carry a confidence interval becomes two: {@code o_s_us} and {@code o_s_ci95_us}.
 * A column that carries a test's outcome gets a third, {@code o_s_significant}: {@code true}, {@code false}, or empty
 * where no test applied. Numbers are written in full (the shortest decimal that reads back as the same double), with a {@code .} and
 * never in E-notation; a missing value or interval is an empty field. The title and the notes are not data and
 * are left out.
 */
final class CsvTableFormat implements TableFormat {

    private static final CSVFormat FORMAT =
            CSVFormat.DEFAULT.builder().setRecordSeparator('\n').build();

    @Override
    public String render(Table table) {
        StringBuilder out = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(out, FORMAT)) {
            List<String> header = new ArrayList<>();
            for (Column c : table.columns()) {
                header.add(CsvNames.value(c));
                if (c.ci()) header.add(CsvNames.ci(c));
                if (c.marked()) header.add(CsvNames.mark(c));
            }
            printer.printRecord(header);
            for (List<Cell> row : table.rows()) {
                List<String> fields = new ArrayList<>();
                for (int i = 0; i < row.size(); i++) {
                    Cell cell = row.get(i);
                    fields.add(value(cell));
                    if (table.columns().get(i).ci())
                        fields.add(cell instanceof Cell.Value v && v.hasCi() ? Numbers.exact(v.ci95()) : "");
                    if (table.columns().get(i).marked()) fields.add(mark(cell));
                }
                printer.printRecord(fields);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a StringBuilder does not fail", e);
        }
        return out.toString();
    }

    /** A test's outcome: true or false, empty where none applied, "doubtful" where a run's own doubt forbade it. */
    private static String mark(Cell cell) {
        if (!(cell instanceof Cell.Value v)) return "";
        return switch (v.mark()) {
            case UNTESTED -> "";
            case CLEAR -> "false";
            case MARKED -> "true";
            case DOUBTED -> "doubtful";
        };
    }

    private static String value(Cell cell) {
        return switch (cell) {
            case Cell.Text t -> t.text();
            case Cell.Value v -> Numbers.exact(v.value());
            case Cell.Missing m -> "";
        };
    }
}
