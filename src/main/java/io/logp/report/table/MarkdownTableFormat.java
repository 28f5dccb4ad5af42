package io.logp.report.table;

import java.util.List;

/**
 * A table as Markdown (GitHub's pipe tables): the title as a {@code ##} heading, the header with units, numbers
 * right-aligned and shown {@code 0.185 ± 0.008} in one cell, then the notes as a list. A {@code |} in a cell is
 * escaped and a line break becomes a space, so that every row stays one line.
 */
final class MarkdownTableFormat implements TableFormat {

    @Override
    public String render(Table table) {
        StringBuilder out =
                new StringBuilder("## ").append(oneLine(table.title())).append("\n\n");
        List<Column> columns = table.columns();
        row(out, columns.stream().map(c -> escape(c.title())).toList());
        row(out, columns.stream().map(c -> c.isNumeric() ? "---:" : "---").toList());
        for (List<Cell> cells : table.rows())
            row(out, cells.stream().map(c -> escape(Numbers.text(c))).toList());
        if (!table.notes().isEmpty()) {
            out.append('\n');
            for (Note n : table.notes())
                out.append("- ").append(oneLine(n.line())).append('\n');
        }
        return out.toString();
    }

    private static void row(StringBuilder out, List<String> cells) {
        out.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }

    private static String escape(String text) {
        return oneLine(text).replace("|", "\\|");
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s*\\R\\s*", " ");
    }
}
