package io.logp.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A table for a terminal: the title, a header with units over a rule, the rows in columns two spaces apart, then
 * the notes, no line wider than the width. Numbers are right-aligned and their {@code ±} and decimals line up. A
 * table too wide is narrowed by wrapping words (headers, text cells); one still too wide is shown in slices of
 * columns, each repeating the key columns that name a row. Notes wrap at words with a hanging indent. Numbers are
 * never cut; only a word longer than a whole line is.
 */
final class TextTableFormat implements TableFormat {

    /** Narrower than this, a table of numbers cannot be laid out. */
    static final int MIN_WIDTH = 40;

    private static final String GAP = "  ";
    private static final String NOTE_INDENT = "  ";
    /** Text columns wrap to no fewer columns than this while the table can be narrowed otherwise. */
    private static final int TEXT_FLOOR = 12;
    /** The narrowest a text column gets when the table cannot fit otherwise: its words are then cut. */
    private static final int CUT_FLOOR = 4;

    private final int width;

    TextTableFormat(int width) {
        if (width < MIN_WIDTH) throw new IllegalArgumentException("width must be at least " + MIN_WIDTH);
        this.width = width;
    }

    @Override
    public String render(Table table) {
        StringBuilder out = new StringBuilder();
        Words.wrap(table.title(), width, NOTE_INDENT).forEach(l -> out.append(l).append('\n'));
        TextCells cells = TextCells.of(table);
        boolean first = true;
        for (Slice slice : slices(table, cells)) {
            if (!first) out.append('\n');
            first = false;
            lines(cells, slice).forEach(l -> out.append(l).append('\n'));
        }
        for (Note n : table.notes())
            Words.wrap(n.line(), width, NOTE_INDENT).forEach(l -> out.append(l).append('\n'));
        return out.toString();
    }

    /** Columns shown side by side, with their widths. */
    private record Slice(List<Integer> columns, int[] widths) {}

    /** The whole table when it fits; else slices that each repeat the key columns. */
    private List<Slice> slices(Table table, TextCells cells) {
        int n = table.columns().size();
        int[] natural = new int[n];
        int[] minimum = new int[n];
        int[] cut = new int[n];
        for (int c = 0; c < n; c++) {
            natural[c] = cells.naturalWidth(c);
            minimum[c] = cells.minimumWidth(c, TEXT_FLOOR, false);
            cut[c] = cells.minimumWidth(c, CUT_FLOOR, true);
        }
        List<Integer> all = range(0, n);
        Optional<int[]> whole = ColumnWidths.fit(all, natural, minimum, GAP.length(), width);
        if (whole.isPresent()) return List.of(new Slice(all, whole.get()));
        List<Integer> keys = range(0, Math.min(table.keyColumns(), n - 1));
        List<Integer> rest = range(keys.size(), n);
        List<Slice> slices = new ArrayList<>();
        int next = 0;
        while (next < rest.size()) {
            List<Integer> columns = new ArrayList<>(keys);
            columns.add(rest.get(next++));
            int[] widths = ColumnWidths.fit(columns, natural, minimum, GAP.length(), width)
                    .or(() -> ColumnWidths.fit(columns, natural, cut, GAP.length(), width))
                    // Numbers wider than the line: shown whole, the one case a line is longer.
                    .orElseGet(() -> columns.stream().mapToInt(c -> cut[c]).toArray());
            while (next < rest.size()) {
                List<Integer> wider = new ArrayList<>(columns);
                wider.add(rest.get(next));
                Optional<int[]> fits = ColumnWidths.fit(wider, natural, minimum, GAP.length(), width);
                if (fits.isEmpty()) break;
                columns.add(rest.get(next++));
                widths = fits.get();
            }
            slices.add(new Slice(columns, widths));
        }
        return slices;
    }

    /** The header over its rule, then the rows, each cell wrapped to its column. */
    private static List<String> lines(TextCells cells, Slice slice) {
        List<String> lines = new ArrayList<>();
        List<List<String>> header = new ArrayList<>();
        for (int i = 0; i < slice.columns().size(); i++)
            header.add(Words.wrap(cells.header(slice.columns().get(i)), slice.widths()[i], ""));
        int height = header.stream().mapToInt(List::size).max().orElse(1);
        // Headers sit on the rule: a short one is pushed down beside a wrapped one.
        for (List<String> h : header) while (h.size() < height) h.add(0, "");
        lines.addAll(join(cells, slice, header, height));
        List<String> rule = new ArrayList<>();
        for (int w : slice.widths()) rule.add("-".repeat(w));
        lines.add(String.join(GAP, rule));
        for (int r = 0; r < cells.rowCount(); r++) {
            List<List<String>> row = new ArrayList<>();
            for (int i = 0; i < slice.columns().size(); i++) {
                int c = slice.columns().get(i);
                String text = cells.cell(r, c);
                row.add(cells.isNumeric(c) ? List.of(text) : Words.wrap(text, slice.widths()[i], ""));
            }
            lines.addAll(join(
                    cells, slice, row, row.stream().mapToInt(List::size).max().orElse(1)));
        }
        return lines;
    }

    /** Cells of several lines side by side, each padded to its column. */
    private static List<String> join(TextCells cells, Slice slice, List<List<String>> parts, int height) {
        List<String> lines = new ArrayList<>();
        for (int l = 0; l < height; l++) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < parts.size(); i++) {
                if (i > 0) line.append(GAP);
                List<String> part = parts.get(i);
                String text = l < part.size() ? part.get(l) : "";
                String pad = " ".repeat(Math.max(0, slice.widths()[i] - text.length()));
                line.append(cells.isNumeric(slice.columns().get(i)) ? pad + text : text + pad);
            }
            lines.add(line.toString().stripTrailing());
        }
        return lines;
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> r = new ArrayList<>();
        for (int i = from; i < to; i++) r.add(i);
        return r;
    }
}
