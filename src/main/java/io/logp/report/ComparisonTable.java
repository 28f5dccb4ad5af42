package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Parameter;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Comparison} in the layout of Culler et al.'s Table 4: one row per system (a run under the name it was
 * given, or a reference machine under the name given to {@code --reference}), one column per parameter (o_s, o_r, g,
 * L, RTT, and T0 and R when a system has them), each cell the value with its 95% CI. A value that differs from the
 * baseline's by more than the two CIs combined is marked {@value Cell#MARK}; the mark is tested only where both sides
 * have a CI, so the 1996 machines, which have none, are never marked. Beside it, for the formats people read, the
 * same systems' differences to the baseline in percent.
 */
public final class ComparisonTable {

    /** The name of the test in CSV: {@code o_s_significant}. */
    static final String SIGNIFICANT = "significant";

    static final String SYSTEM = "system";

    private ComparisonTable() {}

    /**
     * The Table 4 layout alone, for LaTeX and CSV (a paper's table; one CSV file holds one table): the systems with
     * their parameters, under it the rule, the systems' kinds and transports, and the parameters nobody knows.
     */
    public static Table parameters(Comparison comparison) {
        Table.Builder t = Table.builder(
                        "LogP parameters (Culler et al., Table 4), baseline " + oneLine(comparison.baseline()))
                .keyColumns(1);
        List<Column> columns = new ArrayList<>(List.of(Column.text(SYSTEM, SYSTEM)));
        for (Parameter p : comparison.parameters())
            columns.add(ParameterColumns.estimate(key(p), p).withMark(SIGNIFICANT));
        t.columns(columns.toArray(Column[]::new));
        for (int r = 0; r < comparison.runs().size(); r++) {
            List<Cell> cells =
                    new ArrayList<>(List.of(Cell.text(oneLine(comparison.runs().get(r)))));
            for (Parameter p : comparison.parameters()) cells.add(value(comparison.row(r, p)));
            t.row(cells);
        }
        t.note(
                Cell.MARK,
                "differs from " + oneLine(comparison.baseline())
                        + " by more than the combined 95% CIs, sqrt(ci^2 + ci_baseline^2); tested only where both"
                        + " have a CI"
                        + (comparison.runs().stream().anyMatch(RunSummary::hasLaunchSpread)
                                ? " (a run of several launches: the wider of its within- and between-launch CIs)"
                                : ""));
        if (comparison.rows().stream().anyMatch(Row::doubted))
            t.note(
                    Cell.DOUBT,
                    "its own run (or the baseline's) calls this value uncertain (SLOPE_NOT_ONE, GAP_BELOW_OVERHEADS,"
                            + " UNCERTAIN_LATENCY, ...: see that run's report); not tested, never marked "
                            + Cell.MARK);
        for (io.logp.finding.Finding f : comparison.findings())
            t.note(f.code().name(), FindingText.words(f, io.logp.data.NetworkPath.Medium.UNKNOWN));
        for (RunSummary run : comparison.runs()) t.note(ComparisonCells.describe(run));
        if (!comparison.unknownParameters().isEmpty())
            t.note("not known for any system: " + ComparisonCells.unknownList(comparison));
        return t.build();
    }

    /** Each system's differences to the baseline, in percent of |baseline|; the baseline's row is empty. */
    public static Table differences(Comparison comparison) {
        Table.Builder t = Table.builder("Difference to " + oneLine(comparison.baseline()) + ", % of the baseline")
                .keyColumns(1);
        List<Column> columns = new ArrayList<>(List.of(Column.text(SYSTEM, SYSTEM)));
        for (Parameter p : comparison.parameters())
            columns.add(
                    ParameterColumns.number(key(p) + "_diff", p, Unit.PERCENT).withMark(SIGNIFICANT));
        t.columns(columns.toArray(Column[]::new));
        for (int r = 1; r < comparison.runs().size(); r++) {
            List<Cell> cells =
                    new ArrayList<>(List.of(Cell.text(oneLine(comparison.runs().get(r)))));
            for (Parameter p : comparison.parameters()) cells.add(difference(comparison.row(r, p)));
            t.row(cells);
        }
        return t.build();
    }

    /**
     * Both tables, for text, Markdown and comparison.html; the caller's notes (how other suites' numbers differ from
     * logp's) under the second.
     */
    public static List<Table> tables(Comparison comparison, List<String> notes) {
        Table parameters = parameters(comparison);
        if (comparison.runs().size() < 2 && notes.isEmpty()) return List.of(parameters);
        Table differences = differences(comparison);
        Table.Builder withNotes = Table.builder(differences.title())
                .keyColumns(differences.keyColumns())
                .columns(differences.columns().toArray(Column[]::new));
        differences.rows().forEach(withNotes::row);
        notes.forEach(withNotes::note);
        return List.of(parameters, withNotes.build());
    }

    /** The CSV and JSON key of a parameter: {@code o_s}, {@code L}, {@code rtt}, {@code T0}, {@code R}. */
    static String key(Parameter p) {
        return p == Parameter.RTT ? "rtt" : p.symbol();
    }

    private static Cell value(Row row) {
        Cell cell = Cell.of(row.value().value(), row.value().ci95(), ComparisonCells.DECIMALS);
        return cell instanceof Cell.Value v ? v.marked(mark(row)) : cell;
    }

    private static Cell difference(Row row) {
        Cell cell = Cell.signed(row.diffPercent(), ComparisonCells.PERCENT_DECIMALS);
        return cell instanceof Cell.Value v ? v.marked(mark(row)) : cell;
    }

    private static Cell.Mark mark(Row row) {
        if (row.doubted()) return Cell.Mark.DOUBTED;
        if (!row.tested()) return Cell.Mark.UNTESTED;
        return row.significant() ? Cell.Mark.MARKED : Cell.Mark.CLEAR;
    }

    private static String oneLine(RunSummary run) {
        return ComparisonCells.oneLine(run.label());
    }
}
