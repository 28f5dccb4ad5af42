package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * A comparison for the terminal, in the shape of Culler et al.'s Table 4: one line per run, one column per parameter
 * (value ± CI, then the difference to the baseline in percent, marked {@code *} when beyond the combined CIs), the
 * baseline first; then the list of runs with their kind and transport. At most four parameters share a block, so a
 * line stays within 120 columns; the others (RTT, and T0 and R with bulk runs) make a second block.
 */
final class TextComparisonFormat implements ComparisonFormat {

    /** Parameters per block: the run column and four cells of at most 22 columns stay within 120. */
    private static final int PER_BLOCK = 4;

    /** The widest line: a terminal of 120 columns. */
    private static final int WIDTH = 120;

    /** The run column's widest label; longer ids are cut in the middle, the full ids are in the list of runs. */
    private static final int RUN_WIDTH = 26;

    @Override
    public String render(Comparison comparison) {
        StringBuilder out = new StringBuilder("LogP comparison, baseline: ")
                .append(ComparisonCells.oneLine(comparison.baseline().label()))
                .append('\n')
                .append("each cell: value ± 95% CI (us; R in MB/s), then run - baseline in % of |baseline|\n")
                .append("* = ")
                .append(ComparisonCells.SIGNIFICANCE_RULE)
                .append('\n');
        List<Comparison.Parameter> params = comparison.parameters();
        for (int from = 0; from < params.size(); from += PER_BLOCK) {
            List<Comparison.Parameter> block = params.subList(from, Math.min(params.size(), from + PER_BLOCK));
            List<List<String>> lines = new ArrayList<>();
            List<String> header = new ArrayList<>(List.of("run"));
            for (Comparison.Parameter p : block) header.add(p.symbol() + " (" + p.unit() + ")");
            lines.add(header);
            for (int r = 0; r < comparison.runs().size(); r++) {
                List<String> cells = new ArrayList<>();
                cells.add(label(comparison.runs().get(r).label(), r == 0));
                for (Comparison.Parameter p : block) cells.add(cell(comparison.row(r, p)));
                lines.add(cells);
            }
            out.append('\n');
            for (String line : TextColumns.align(lines, i -> i > 0))
                out.append(line).append('\n');
        }
        out.append("\nruns:\n");
        for (RunSummary run : comparison.runs()) wrap(out, ComparisonCells.describe(run));
        if (!comparison.unknownParameters().isEmpty()) {
            out.append("not known for any run: ")
                    .append(ComparisonCells.unknownList(comparison))
                    .append('\n');
        }
        return out.toString();
    }

    /** A line of the list of runs, wrapped at words within {@link #WIDTH} columns, continued with an indent. */
    private static void wrap(StringBuilder out, String text) {
        String indent = "  ";
        String rest = text;
        while (indent.length() + rest.length() > WIDTH) {
            int cut = rest.lastIndexOf(' ', WIDTH - indent.length());
            if (cut <= 0) break;
            out.append(indent).append(rest, 0, cut).append('\n');
            rest = rest.substring(cut + 1);
            indent = "    ";
        }
        out.append(indent).append(rest).append('\n');
    }

    private static String label(String run, boolean baseline) {
        String one = ComparisonCells.oneLine(run);
        if (one.length() <= RUN_WIDTH) return one;
        int half = (RUN_WIDTH - 3) / 2;
        return one.substring(0, half) + "..." + one.substring(one.length() - (RUN_WIDTH - 3 - half));
    }

    private static String cell(Row row) {
        String ci = ComparisonCells.ci(row);
        String value = ComparisonCells.value(row) + (ci.isEmpty() ? "" : " ± " + ci);
        double percent = row.diffPercent();
        if (row.baseline() || !Double.isFinite(percent)) return value;
        // Whole percents from 10% up: a cell stays within 22 columns, and 394.7% says no more than 395%.
        String text = String.format(java.util.Locale.ROOT, Math.abs(percent) < 10 ? "%+.1f%%" : "%+.0f%%", percent);
        return value + " " + text + (row.significant() ? "*" : "");
    }
}
