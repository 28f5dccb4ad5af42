package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;

/**
 * A comparison as Markdown: a heading, a sentence naming the baseline and the significance rule, a pipe table
 * with one row per parameter and run (numbers right-aligned, {@code yes} in the last column for a significant
 * difference), the list of runs, and the parameters no run knows. {@code |} in a label is escaped.
 */
final class MarkdownComparisonFormat implements ComparisonFormat {

    @Override
    public String render(Comparison comparison) {
        StringBuilder out = new StringBuilder("# LogP comparison\n\n");
        out.append("Baseline: ")
                .append(escape(comparison.baseline().label()))
                .append(". diff = run - baseline, diff % of |baseline|; ")
                .append(ComparisonCells.SIGNIFICANCE_RULE)
                .append(".\n\n");
        out.append("| parameter | run | value | 95% CI | diff | diff % | significant |\n");
        out.append("| --- | --- | ---: | ---: | ---: | ---: | :---: |\n");
        for (Row row : comparison.rows()) {
            out.append("| ")
                    .append(row.parameter().symbol())
                    .append(" (")
                    .append(row.parameter().unit())
                    .append(')')
                    .append(" | ")
                    .append(escape(ComparisonCells.run(row)))
                    .append(" | ")
                    .append(ComparisonCells.value(row))
                    .append(" | ")
                    .append(ComparisonCells.ci(row))
                    .append(" | ")
                    .append(ComparisonCells.diff(row))
                    .append(" | ")
                    .append(ComparisonCells.diffPercent(row))
                    .append(" | ")
                    .append(row.significant() ? "yes" : "")
                    .append(" |\n");
        }
        out.append("\n## Runs\n\n");
        for (RunSummary run : comparison.runs()) {
            out.append("- ").append(escape(ComparisonCells.describe(run))).append('\n');
        }
        if (!comparison.unknownParameters().isEmpty()) {
            out.append("\nNot known for any run: ")
                    .append(ComparisonCells.unknownList(comparison))
                    .append(".\n");
        }
        return out.toString();
    }

    /** A {@code |} would end the cell; line breaks are already gone. */
    private static String escape(String text) {
        return ComparisonCells.oneLine(text).replace("|", "\\|");
    }
}
