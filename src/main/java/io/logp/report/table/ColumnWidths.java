package io.logp.report.table;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * How wide each column of a terminal table is: as wide as its widest cell when the line fits, else narrowed from
 * the widest column down, by wrapping words, until it fits. A column never gets narrower than its minimum, which
 * for numbers is the widest number: numbers are never cut or wrapped.
 */
final class ColumnWidths {

    private ColumnWidths() {}

    /**
     * The widths of {@code columns} within {@code width}, or empty when even their minimums do not fit.
     *
     * @param natural every column's widest cell or header, unwrapped
     * @param minimum every column's narrowest width
     */
    static Optional<int[]> fit(List<Integer> columns, int[] natural, int[] minimum, int gap, int width) {
        int[] widths = columns.stream().mapToInt(c -> natural[c]).toArray();
        int[] floor = columns.stream().mapToInt(c -> minimum[c]).toArray();
        int total = Arrays.stream(widths).sum() + gap * (columns.size() - 1);
        if (Arrays.stream(floor).sum() + gap * (columns.size() - 1) > width) return Optional.empty();
        while (total > width) {
            int widest = -1;
            for (int i = 0; i < widths.length; i++)
                if (widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest])) widest = i;
            widths[widest]--;
            total--;
        }
        return Optional.of(widths);
    }
}
