package io.logp.report.table;

import java.util.List;

/**
 * The text of every cell for a terminal. A numeric column lines up its numbers on their decimal points, values and
 * intervals each, so that the points and the {@code ±} stand in one column whatever the decimals of a row; words in
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
        Decimal values = new Decimal();
        Decimal cis = new Decimal();
        int wordWidth = 0;
        for (List<Cell> row : rows) {
            if (row.get(c) instanceof Cell.Value v) {
                values.measure(Numbers.shown(v));
                if (v.hasCi()) cis.measure(Numbers.shownCi(v));
            } else wordWidth = Math.max(wordWidth, plain(row.get(c)).length());
        }
        int valueWidth = Math.max(values.width(), wordWidth);
        int ciPart = cis.width() == 0 ? 0 : " ± ".length() + cis.width();
        // A mark stands after the interval, in a column of its own, so that the numbers still line up.
        int markPart = rows.stream()
                .mapToInt(row ->
                        row.get(c) instanceof Cell.Value v ? Numbers.mark(v).length() : 0)
                .max()
                .orElse(0);
        for (int r = 0; r < rows.size(); r++) {
            Cell cell = rows.get(r).get(c);
            String value = cell instanceof Cell.Value v ? values.align(Numbers.shown(v)) : plain(cell);
            String ci = cell instanceof Cell.Value v && v.hasCi() ? " ± " + cis.align(Numbers.shownCi(v)) : "";
            String mark = cell instanceof Cell.Value v ? Numbers.mark(v) : "";
            text[r][c] = pad(value, valueWidth)
                    + ci
                    + " ".repeat(ciPart - ci.length())
                    + mark
                    + " ".repeat(markPart - mark.length());
        }
    }

    /** Numbers of one column lined up on their decimal point: digits before it padded left, after it right. */
    private static final class Decimal {
        private int whole;
        private int fraction;

        void measure(String number) {
            int point = point(number);
            whole = Math.max(whole, point);
            fraction = Math.max(fraction, number.length() - point);
        }

        int width() {
            return whole + fraction;
        }

        String align(String number) {
            int point = point(number);
            return " ".repeat(whole - point) + number + " ".repeat(fraction - (number.length() - point));
        }

        private static int point(String number) {
            int i = number.indexOf('.');
            return i < 0 ? number.length() : i;
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
