package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;
import java.util.List;

/**
 * A comparison as a LaTeX {@code tabular} with booktabs rules ({@code \toprule}, {@code \midrule},
 * {@code \addlinespace} between parameters, {@code \bottomrule}), ready to {@code \input} into a {@code table}
 * float whose caption the author writes. Parameters are set in math mode ({@code $o_s$}, {@code $T_0$}) with
 * their unit, the parameter named on the first row of its group only; signs are math signs. The baseline, the
 * significance rule, the runs and the parameters no run knows go into {@code %} comments above the tabular. Labels
 * are escaped ({@code _ % & # $ { } ~ ^ \}).
 */
final class LatexComparisonFormat implements ComparisonFormat {

    @Override
    public String render(Comparison comparison) {
        StringBuilder out = new StringBuilder("% LogP comparison written by logp; needs \\usepackage{booktabs}.\n");
        out.append("% Baseline: ")
                .append(ComparisonCells.oneLine(comparison.baseline().label()))
                .append(". Diff = run - baseline, diff % of |baseline|; ")
                .append(ComparisonCells.SIGNIFICANCE_RULE)
                .append(".\n");
        for (RunSummary run : comparison.runs())
            out.append("% ").append(ComparisonCells.describe(run)).append('\n');
        if (!comparison.unknownParameters().isEmpty()) {
            out.append("% Not known for any run: ")
                    .append(ComparisonCells.unknownList(comparison))
                    .append(".\n");
        }
        out.append("\\begin{tabular}{llrrrrl}\n\\toprule\n");
        out.append("Parameter & Run & Value & 95\\% CI & Diff. & Diff. (\\%) & Significant \\\\\n\\midrule\n");
        boolean first = true;
        for (Comparison.Parameter p : comparison.parameters()) {
            if (!first) out.append("\\addlinespace\n");
            first = false;
            List<Row> rows = ComparisonCells.rowsOf(comparison, p);
            for (int i = 0; i < rows.size(); i++) {
                Row row = rows.get(i);
                out.append(i == 0 ? parameter(p) : "")
                        .append(" & ")
                        .append(escape(ComparisonCells.run(row)))
                        .append(" & ")
                        .append(mathSign(ComparisonCells.value(row)))
                        .append(" & ")
                        .append(ComparisonCells.ci(row))
                        .append(" & ")
                        .append(mathSign(ComparisonCells.diff(row)))
                        .append(" & ")
                        .append(mathSign(ComparisonCells.diffPercent(row)))
                        .append(" & ")
                        .append(row.significant() ? "yes" : "")
                        .append(" \\\\\n");
            }
        }
        out.append("\\bottomrule\n\\end{tabular}\n");
        return out.toString();
    }

    /** The symbol as a paper sets it, with its unit. */
    static String parameter(Comparison.Parameter p) {
        String symbol =
                switch (p) {
                    case O_S -> "$o_s$";
                    case O_R -> "$o_r$";
                    case G -> "$g$";
                    case L -> "$L$";
                    case RTT -> "RTT";
                    case T0 -> "$T_0$";
                    case R -> "$R$";
                };
        String unit = p.unit().equals("us") ? "$\\mu$s" : escape(p.unit());
        return symbol + " (" + unit + ")";
    }

    /** A hyphen is not a minus sign in text mode. */
    private static String mathSign(String signed) {
        if (signed.startsWith("-")) return "$-$" + signed.substring(1);
        if (signed.startsWith("+")) return "$+$" + signed.substring(1);
        return signed;
    }

    /** Escapes the characters that are special in LaTeX text mode. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : ComparisonCells.oneLine(text).toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\textbackslash{}");
                case '~' -> out.append("\\textasciitilde{}");
                case '^' -> out.append("\\textasciicircum{}");
                case '_', '%', '&', '#', '$', '{', '}' -> out.append('\\').append(c);
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
