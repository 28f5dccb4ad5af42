package io.logp.report;

import io.logp.data.RunSummary;
import io.logp.report.Comparison.Row;
import java.util.ArrayList;
import java.util.List;

/**
 * A comparison for the terminal: a title naming the baseline, the rule for the significance mark, then one line
 * per parameter and run with aligned columns (text left, numbers right), a blank line between parameters, and the
 * list of runs with their kind and transport. A significant difference is marked {@code *}.
 */
final class TextComparisonFormat implements ComparisonFormat {

    private static final List<String> HEADER = List.of("parameter", "run", "value", "95% CI", "diff", "diff %", "");
    /** Columns 2 to 5 hold numbers and are right-aligned. */
    private static final int FIRST_NUMBER = 2;

    private static final int LAST_NUMBER = 5;

    @Override
    public String render(Comparison comparison) {
        List<List<String>> lines = new ArrayList<>();
        lines.add(HEADER);
        for (Comparison.Parameter p : comparison.parameters()) {
            if (lines.size() > 1) lines.add(List.of());
            for (Row row : ComparisonCells.rowsOf(comparison, p)) lines.add(cells(row));
        }
        StringBuilder out = new StringBuilder("LogP comparison, baseline: ")
                .append(ComparisonCells.oneLine(comparison.baseline().label()))
                .append('\n')
                .append("diff = run - baseline, diff % of |baseline|; * = ")
                .append(ComparisonCells.SIGNIFICANCE_RULE)
                .append("\n\n");
        for (String line : TextColumns.align(lines, i -> i >= FIRST_NUMBER && i <= LAST_NUMBER))
            out.append(line).append('\n');
        out.append("\nruns:\n");
        for (RunSummary run : comparison.runs())
            out.append("  ").append(ComparisonCells.describe(run)).append('\n');
        if (!comparison.unknownParameters().isEmpty()) {
            out.append("not known for any run: ")
                    .append(ComparisonCells.unknownList(comparison))
                    .append('\n');
        }
        return out.toString();
    }

    private static List<String> cells(Row row) {
        String percent = ComparisonCells.diffPercent(row);
        return List.of(
                row.parameter().symbol() + " (" + row.parameter().unit() + ")",
                ComparisonCells.oneLine(ComparisonCells.run(row)),
                ComparisonCells.value(row),
                ComparisonCells.ci(row),
                ComparisonCells.diff(row),
                percent.isEmpty() ? "" : percent + "%",
                row.significant() ? "*" : "");
    }
}
