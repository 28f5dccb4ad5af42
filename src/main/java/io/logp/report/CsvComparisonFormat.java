package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.Comparison.Row;
import io.logp.format.run.CsvTable;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A comparison as CSV in the dialect of the data files (UTF-8, comma, {@code \n}, RFC 4180 quoting), one row per
 * parameter and run, in the order of {@link Comparison#rows()}. Columns:
 * <ul>
 *   <li>{@code run}: the run id, or a reference platform's name;</li>
 *   <li>{@code kind}: {@code measured} or {@code reference};</li>
 *   <li>{@code baseline}: {@code true} on the baseline's rows, else {@code false};</li>
 *   <li>{@code parameter}: {@code o_s}, {@code o_r}, {@code g}, {@code L}, {@code RTT}, {@code T0} or {@code R};</li>
 *   <li>{@code unit}: {@code us}, or {@code MB/s} (1e6 bytes/s) for R; it applies to the next three columns, which is
 *       why they carry no unit suffix as the data files' columns do;</li>
 *   <li>{@code value}, {@code ci95}: the value and the half-width of its 95% CI;</li>
 *   <li>{@code diff}: run - baseline;</li>
 *   <li>{@code diff_percent}: 100 diff / |baseline|;</li>
 *   <li>{@code significant}: {@code true} when |diff| exceeds the combined CIs (see {@link Comparison}), else
 *       {@code false}.</li>
 * </ul>
 * Numbers are plain decimals with up to 6 decimals and a {@code .}; an unknown or undefined number is an empty field.
 * {@code diff}, {@code diff_percent} and {@code significant} are empty on the baseline's rows and wherever the run's or
 * the baseline's value is unknown.
 */
final class CsvComparisonFormat implements ComparisonFormat {

    static final String HEADER = "run,kind,baseline,parameter,unit,value,ci95,diff,diff_percent,significant";

    @Override
    public String render(Comparison comparison) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        try {
            for (Row row : comparison.rows()) {
                CsvTable.print(
                        out,
                        row.run().label(),
                        row.run().kind().label(),
                        Boolean.toString(row.baseline()),
                        row.parameter().symbol(),
                        row.parameter().unit(),
                        CsvTable.optional(row.value().value()),
                        CsvTable.optional(row.value().isKnown() ? row.value().ci95() : Double.NaN),
                        CsvTable.optional(row.diff()),
                        CsvTable.optional(row.diffPercent()),
                        row.hasDiff() ? Boolean.toString(row.significant()) : "");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("a StringBuilder does not fail", e);
        }
        return out.toString();
    }
}
