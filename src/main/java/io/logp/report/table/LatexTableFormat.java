package io.logp.report.table;

import io.logp.presentation.Symbol;
import java.util.List;

/**
 * A table as a LaTeX {@code tabular} with booktabs rules ({@code \toprule}, {@code \midrule}, {@code \bottomrule}),
 * ready to {@code \input} into a {@code table} float whose caption the author writes: the title and the notes go into
 * {@code %} comments above it. A header that is a symbol ({@link Column#symbol}: {@code o_s}, {@code g}, {@code T0}) is set in math mode as
 * a paper sets it ({@code $o_s$}, {@code $T_0$}), with its unit ({@code us} as {@code $\mu$s}); numbers keep their
 * decimals, with {@code $\pm$}, math minus signs and a superscript mark. Every text is escaped
 * ({@code _ % & # $ { } ~ ^ \}).
 */
final class LatexTableFormat implements TableFormat {

    /** What a missing number shows: a dash, as in printed tables. */
    static final String MISSING = "--";

    @Override
    public String render(Table table) {
        StringBuilder out =
                new StringBuilder("% ").append(oneLine(table.title())).append('\n');
        out.append("% written by logp; needs \\usepackage{booktabs}\n");
        for (Note n : table.notes()) out.append("% ").append(oneLine(n.line())).append('\n');
        List<Column> columns = table.columns();
        out.append("\\begin{tabular}{");
        for (Column c : columns) out.append(c.isNumeric() ? 'r' : 'l');
        out.append("}\n\\toprule\n");
        row(out, columns.stream().map(LatexTableFormat::header).toList());
        out.append("\\midrule\n");
        for (List<Cell> cells : table.rows())
            row(out, cells.stream().map(LatexTableFormat::cell).toList());
        out.append("\\bottomrule\n\\end{tabular}\n");
        return out.toString();
    }

    private static void row(StringBuilder out, List<String> cells) {
        out.append(String.join(" & ", cells)).append(" \\\\\n");
    }

    /** {@code $o_s$ ($\mu$s)}, or the escaped header with its unit. */
    static String header(Column c) {
        String name = c.symbol().map(LatexTableFormat::math).orElseGet(() -> escape(c.header()));
        return switch (c.unit()) {
            case NONE -> name;
            case US -> name + " ($\\mu$s)";
            default -> name + " (" + escape(c.unit().text()) + ")";
        };
    }

    /** {@code $o_{s}$}, {@code $T_{0}$}, {@code $g$}. */
    private static String math(Symbol s) {
        return "$" + s.letter() + (s.subscript().isEmpty() ? "" : "_{" + s.subscript() + "}") + "$";
    }

    /** A hyphen is not a minus sign in text mode: a sign in math mode. */
    static String cell(Cell cell) {
        return switch (cell) {
            case Cell.Text t -> escape(t.text());
            case Cell.Value v ->
                Numbers.number(v).withSign("$-$", v.signed() ? "$+$" : "")
                        + (v.hasCi() ? " $\\pm$ " + Numbers.shownCi(v) : "")
                        + (v.mark() == Cell.Mark.MARKED || v.mark() == Cell.Mark.DOUBTED
                                ? "$^{" + Numbers.mark(v) + "}$"
                                : "");
            case Cell.Missing m -> MISSING;
        };
    }

    /** The characters that are special in LaTeX text mode, escaped; a line break becomes a space. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : oneLine(text).toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\textbackslash{}");
                case '~' -> out.append("\\textasciitilde{}");
                case '^' -> out.append("\\textasciicircum{}");
                case '_', '%', '&', '#', '$', '{', '}' -> out.append('\\').append(c);
                case '±' -> out.append("$\\pm$");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s*\\R\\s*", " ");
    }
}
