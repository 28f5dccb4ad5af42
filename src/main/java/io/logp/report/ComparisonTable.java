package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.List;

/**
 * A {@link Comparison} as one table of the table model (for comparison.html): per parameter and run, the value with
 * its 95% CI, the difference to the baseline absolute and in percent, and whether it is significant; under it the
 * rule, the runs and the caller's notes (how other suites' numbers differ from logp's).
 */
public final class ComparisonTable {

    private ComparisonTable() {}

    public static List<Table> tables(Comparison comparison, List<String> notes) {
        Table.Builder t = Table.builder("LogP comparison, baseline: "
                        + ComparisonCells.oneLine(comparison.baseline().label()))
                .keyColumns(2)
                .columns(
                        Column.text("parameter"),
                        Column.text("run"),
                        Column.estimate("value", "value ± 95% CI", ""),
                        Column.number("diff", "diff", ""),
                        Column.number("diff_percent", "diff", "%"),
                        Column.text("significant"));
        for (Row row : comparison.rows()) {
            t.row(
                    Cell.text(row.parameter().symbol() + " (" + row.parameter().unit() + ")"),
                    Cell.text(ComparisonCells.oneLine(ComparisonCells.run(row))),
                    Cell.of(row.value().value(), row.value().ci95(), ComparisonCells.DECIMALS),
                    row.hasDiff() ? Cell.signed(row.diff(), ComparisonCells.DECIMALS) : Cell.text(""),
                    Double.isFinite(row.diffPercent())
                            ? Cell.signed(row.diffPercent(), ComparisonCells.PERCENT_DECIMALS)
                            : Cell.text(""),
                    Cell.text(row.significant() ? "yes" : ""));
        }
        t.note("diff = run - baseline, diff % of |baseline|; " + ComparisonCells.SIGNIFICANCE_RULE);
        for (RunSummary run : comparison.runs()) t.note(ComparisonCells.describe(run));
        if (!comparison.unknownParameters().isEmpty())
            t.note("not known for any run: " + ComparisonCells.unknownList(comparison));
        notes.forEach(t::note);
        return List.of(t.build());
    }
}
