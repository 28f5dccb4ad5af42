package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.data.RunSummary;
import io.logp.format.run.Decimals;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The cell texts the human-readable comparison tables share, so that text, Markdown and LaTeX print the same
 * numbers: values, CIs and differences with {@value #DECIMALS} decimals (nanoseconds for times, the clock's
 * resolution), percentages with {@value #PERCENT_DECIMALS}, always with a {@code .} (Locale.ROOT) and an explicit
 * sign on differences. Unknown numbers are empty cells, except a value, which reads {@value #UNKNOWN}.
 */
final class ComparisonCells {

    static final int DECIMALS = 3;
    static final int PERCENT_DECIMALS = 1;
    static final String UNKNOWN = "n/a";
    /** How the tables explain the last column; the formula is the one in {@link Comparison}. */
    static final String SIGNIFICANCE_RULE =
            "significant when |diff| > sqrt(ci_run^2 + ci_baseline^2), " + "unknown CIs counting as 0";

    private ComparisonCells() {}

    static String value(Row row) {
        return row.value().isKnown() ? Decimals.table(row.value().value(), DECIMALS) : UNKNOWN;
    }

    /** The CI half-width; empty when the value or its CI is unknown. */
    static String ci(Row row) {
        return row.value().isKnown() && row.value().hasCi()
                ? Decimals.table(row.value().ci95(), DECIMALS)
                : "";
    }

    /** The signed difference, {@code +0.600} or {@code -0.600} ({@code 0.000} when exactly 0); empty when none. */
    static String diff(Row row) {
        return row.hasDiff() ? signed(row.diff(), DECIMALS) : "";
    }

    /** The signed difference in percent without the {@code %} sign; empty when there is none. */
    static String diffPercent(Row row) {
        return Double.isFinite(row.diffPercent()) ? signed(row.diffPercent(), PERCENT_DECIMALS) : "";
    }

    /** The run's label, with {@code (baseline)} on the baseline's rows. */
    static String run(Row row) {
        return row.baseline() ? row.run().label() + " (baseline)" : row.run().label();
    }

    /** One run as the list under a table shows it: label, kind and transport. */
    static String describe(RunSummary run) {
        String transport = run.transport().isBlank() ? "" : "; " + oneLine(run.transport());
        return oneLine(run.label()) + ": " + run.kind().label() + transport;
    }

    /** {@code T0, R}: the parameters a table leaves out because no run knows them. */
    static String unknownList(Comparison comparison) {
        return comparison.unknownParameters().stream()
                .map(Comparison.Parameter::symbol)
                .collect(Collectors.joining(", "));
    }

    /** The rows of one parameter. */
    static List<Row> rowsOf(Comparison comparison, Comparison.Parameter parameter) {
        return comparison.rows().stream()
                .filter(r -> r.parameter() == parameter)
                .toList();
    }

    /** Labels and transports are free text; a line break in one must not break a table. */
    static String oneLine(String text) {
        return text.replaceAll("\\s*\\R\\s*", " ");
    }

    /**
     * The sign is the value's, even where the digits round to zero ({@code -0.000}): a difference of -0.0004 us next
     * to its percentage of -0.2% must not read {@code +0.000}.
     */
    private static String signed(double value, int decimals) {
        String digits = Decimals.table(Math.abs(value), decimals);
        if (value > 0) return "+" + digits;
        return value < 0 ? "-" + digits : digits;
    }
}
