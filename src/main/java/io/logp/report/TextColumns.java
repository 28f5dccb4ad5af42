package io.logp.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/** Plain-text tables: cells padded to their column's widest, two spaces apart, trailing blanks stripped. */
final class TextColumns {

    static final String GAP = "  ";

    private TextColumns() {}

    /** The lines of {@code rows} aligned; columns for which {@code rightAligned} holds are padded on the left. */
    static List<String> align(List<List<String>> rows, IntPredicate rightAligned) {
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] widths = new int[columns];
        for (List<String> row : rows)
            for (int i = 0; i < row.size(); i++)
                widths[i] = Math.max(widths[i], row.get(i).length());
        List<String> lines = new ArrayList<>();
        for (List<String> row : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < row.size(); i++) {
                if (i > 0) line.append(GAP);
                String cell = row.get(i);
                String pad = " ".repeat(widths[i] - cell.length());
                line.append(rightAligned.test(i) ? pad + cell : cell + pad);
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    /** The line within {@code width} columns: as it is when it fits, else cut at a word and marked with "...". */
    static String fit(String line, int width) {
        if (line.length() <= width) return line;
        int space = line.lastIndexOf(' ', width - 3);
        return line.substring(0, space > width / 2 ? space : width - 3) + "...";
    }
}
