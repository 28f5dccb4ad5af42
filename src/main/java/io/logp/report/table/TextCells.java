package io.logp.report.table;

import java.util.List;

/**
 * The text of every cell for a terminal. A numeric column lines up its numbers: each value is padded to the widest
 * value and each {@code ± ci} to the widest interval, so that decimals and {@code ±} stand in one column; words in
 * a numeric column ({@code M <= 4}, {@value Cell#MISSING}) end where the values end.
 */
final class TextCells {

    private final Table table;
    private final String[][] text;

    private TextCells(Table table, String[][] text) {
        this.table = table;
        this.text = text;
    }

    static TextCells of(Table table) {
        int rows = table.rows().size();
        int columns = table.columns().size();
        String[][] text = new String[rows][columns];
        for (int c = 0; c < columns; c++) {
            if (table.columns().get(c).isNumeric()) numeric(table.rows(), c, text);
            else
                for (int r = 0; r < rows; r++)
                    text[r][c] = plain(table.rows().get(r).get(c));
        }
        return new TextCells(table, text);
    }

    private static void numeric(List<List<Cell>> rows, int c, String[][] text) {
        int valueWidth = 0;
        int ciWidth = 0;
        for (List<Cell> row : rows) {
            Cell cell = row.get(c);
            valueWidth = Math.max(
                    valueWidth,
                    cell instanceof Cell.Value v
                            ? Numbers.shown(v).length()
                            : plain(cell).length());
            if (cell instanceof Cell.Value v && v.hasCi())
                ciWidth = Math.max(ciWidth, Numbers.shownCi(v).length());
        }
        int ciPart = ciWidth == 0 ? 0 : " ± ".length() + ciWidth;
        for (int r = 0; r < rows.size(); r++) {
            Cell cell = rows.get(r).get(c);
            String value = cell instanceof Cell.Value v ? Numbers.shown(v) : plain(cell);
            String ci = cell instanceof Cell.Value v && v.hasCi() ? " ± " + pad(Numbers.shownCi(v), ciWidth) : "";
            text[r][c] = pad(value, valueWidth) + ci + " ".repeat(ciPart - ci.length());
        }
    }

    private static String plain(Cell cell) {
        return switch (cell) {
            case Cell.Text t -> t.text().replaceAll("\\s*\\R\\s*", " ");
            case Cell.Value v -> Numbers.withCi(v);
            case Cell.Missing m -> Cell.MISSING;
        };
    }

    private static String pad(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }

    int rowCount() {
        return text.length;
    }

    String cell(int row, int column) {
        return text[row][column];
    }

    String header(int column) {
        return table.columns().get(column).title();
    }

    boolean isNumeric(int column) {
        return table.columns().get(column).isNumeric();
    }

    /** The widest cell or header, unwrapped. */
    int naturalWidth(int column) {
        int w = header(column).length();
        for (String[] row : text) w = Math.max(w, row[column].length());
        return w;
    }

    /**
     * The narrowest the column may get: every number whole and the header's longest word. A text column wraps to its
     * longest word but no narrower than {@code floor} (unless it is narrower anyway); with {@code cutWords} it goes
     * down to {@code floor} and cuts its words.
     */
    int minimumWidth(int column, int floor, boolean cutWords) {
        int header = Words.longest(header(column));
        if (isNumeric(column)) {
            int w = header;
            for (String[] row : text) w = Math.max(w, row[column].length());
            return w;
        }
        int least = Math.min(naturalWidth(column), floor);
        if (cutWords) return least;
        int longest = header;
        for (String[] row : text) longest = Math.max(longest, Words.longest(row[column]));
        return Math.max(longest, least);
    }
}
