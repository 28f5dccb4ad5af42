package io.logp.report.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A table of results as data: a title, its columns, rows of typed {@link Cell}s and the {@link Note}s under it.
 * Built once by the part of logp that knows the numbers and rendered by any {@link TableFormat}, so that the
 * terminal, logp.md, report.html and CSV show the same rows.
 *
 * @param keyColumns how many leading columns name a row (op, n_bytes, P): a terminal too narrow for the whole table
 *                   repeats them in each slice of columns
 */
public record Table(String title, List<Column> columns, List<List<Cell>> rows, List<Note> notes, int keyColumns) {

    public Table {
        Objects.requireNonNull(title, "title");
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
        notes = List.copyOf(notes);
        if (columns.isEmpty()) throw new IllegalArgumentException("a table needs a column: " + title);
        if (keyColumns < 0 || keyColumns > columns.size())
            throw new IllegalArgumentException("keyColumns " + keyColumns + " of " + columns.size() + ": " + title);
        for (int r = 0; r < rows.size(); r++) {
            List<Cell> row = rows.get(r);
            if (row.size() != columns.size())
                throw new IllegalArgumentException("row " + r + " of '" + title + "' has " + row.size() + " cells for "
                        + columns.size() + " columns");
            for (int c = 0; c < row.size(); c++) {
                // CSV would drop the interval: a column states whether its values have one.
                if (row.get(c) instanceof Cell.Value v
                        && v.hasCi()
                        && !columns.get(c).ci())
                    throw new IllegalArgumentException("row " + r + " of '" + title + "': column "
                            + columns.get(c).key() + " has no CI, the cell has one");
            }
        }
    }

    public static Builder builder(String title) {
        return new Builder(title);
    }

    /** Collects a table row by row. */
    public static final class Builder {
        private final String title;
        private final List<Column> columns = new ArrayList<>();
        private final List<List<Cell>> rows = new ArrayList<>();
        private final List<Note> notes = new ArrayList<>();
        private int keyColumns = 1;

        private Builder(String title) {
            this.title = title;
        }

        public Builder columns(Column... more) {
            columns.addAll(Arrays.asList(more));
            return this;
        }

        /** How many leading columns name a row; 1 unless set. */
        public Builder keyColumns(int count) {
            keyColumns = count;
            return this;
        }

        public Builder row(Cell... cells) {
            rows.add(List.of(cells));
            return this;
        }

        public Builder row(List<Cell> cells) {
            rows.add(List.copyOf(cells));
            return this;
        }

        public Builder note(String label, String text) {
            notes.add(new Note(label, text));
            return this;
        }

        public Builder note(String text) {
            return note("", text);
        }

        public Builder notes(List<Note> more) {
            notes.addAll(more);
            return this;
        }

        public Table build() {
            return new Table(title, columns, rows, notes, keyColumns);
        }
    }
}
