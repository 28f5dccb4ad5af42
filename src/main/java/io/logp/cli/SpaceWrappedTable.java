package io.logp.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;

/**
 * A picocli text table that breaks lines at spaces only. Picocli's own wrapping asks {@link java.text.BreakIterator}
 * for line breaks, and the JDK's line rules allow a break after '.' or '/' and before '(' (picocli masks only '-'):
 * {@code source <(./run-logp.sh completion)} came out as "source <(." and "/run-logp.sh completion)", and
 * {@code rtt.csv} as "rtt." and "csv", neither of which can be copied. Here a file or command name stays whole; only
 * a word longer than the whole column is cut, as picocli does.
 */
final class SpaceWrappedTable extends TextTable {

    private final ColorScheme colors;

    SpaceWrappedTable(ColorScheme colors, Column... columns) {
        super(colors, columns);
        this.colors = colors;
    }

    /** The columns of picocli's option list ({@code TextTable.forDefaultColumns}): mark, short, ",", long, text. */
    static SpaceWrappedTable forOptions(ColorScheme colors, int longOptionsWidth, int width) {
        return new SpaceWrappedTable(
                colors,
                new Column(2, 0, Column.Overflow.TRUNCATE),
                new Column(2, 0, Column.Overflow.SPAN),
                new Column(1, 0, Column.Overflow.TRUNCATE),
                new Column(longOptionsWidth, 1, Column.Overflow.SPAN),
                new Column(width - 5 - longOptionsWidth, 1, Column.Overflow.WRAP));
    }

    /** One column of {@code width}: running text such as a command's description. */
    static SpaceWrappedTable forText(ColorScheme colors, int width) {
        SpaceWrappedTable table = new SpaceWrappedTable(colors, new Column(width, 0, Column.Overflow.WRAP));
        table.indentWrappedLines = 0;
        return table;
    }

    /**
     * Writes {@code value} from {@code row} down: broken at spaces into lines that fit, so that picocli, given one
     * line at a time, has nothing left to break.
     */
    @Override
    public Cell putValue(int row, int col, Text value) {
        Column column = columns()[col];
        if (column.overflow != Column.Overflow.WRAP || value == null) return super.putValue(row, col, value);
        int first = column.width - column.indent;
        List<int[]> spans = lines(value.plainString(), first, first - indentWrappedLines);
        if (spans.isEmpty()) return super.putValue(row, col, value);
        Text indent = colors.text(" ".repeat(Math.max(0, indentWrappedLines)));
        Cell cell = super.putValue(row, col, value.substring(spans.get(0)[0], spans.get(0)[1]));
        for (int[] span : spans.subList(1, spans.size())) {
            addEmptyRow();
            cell = super.putValue(cell.row + 1, col, indent.concat(value.substring(span[0], span[1])));
        }
        return cell;
    }

    /**
     * The lines of {@code text}, as [start, end) pairs: the first at most {@code first} characters wide, the others
     * {@code next}; each ends before a space, unless a single word is wider than the line. The spaces at a break are
     * dropped.
     */
    static List<int[]> lines(String text, int first, int next) {
        List<int[]> spans = new ArrayList<>();
        int n = text.length();
        int start = 0;
        int width = Math.max(1, first);
        while (start < n) {
            int end;
            if (n - start <= width) {
                end = n;
            } else {
                end = text.lastIndexOf(' ', start + width);
                if (end <= start) end = start + width;
            }
            spans.add(new int[] {start, end});
            start = end;
            while (start < n && text.charAt(start) == ' ') start++;
            width = Math.max(1, next);
        }
        return spans;
    }
}
