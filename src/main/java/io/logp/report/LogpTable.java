package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.meta.NetworkPath.Medium;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The LogP table for humans, in two renderings of the same rows: {@link #text} for the terminal and
 * {@link #markdown} for {@code logp.md}. Rows: o_s, o_r, g, L, RTT and Idle = g - o_s - o_r as value ± 95% CI in
 * microseconds; the o_r slope over D (about 1 when the model holds); the send-only range; the steady state of every
 * curve. Then the caller's context (window, payload, transport, ranks...) and the fit's warnings.
 */
public final class LogpTable {

    /** Nanosecond resolution: the clock's, and finer than any CI we reach. */
    private static final int DECIMALS = 3;

    private static final String UNKNOWN = "n/a";
    private static final String UNIT_US = "us";

    /**
     * One line of the table.
     *
     * @param ci   half-width of the 95% CI, empty when unknown
     * @param unit printed after the value in the text rendering; the markdown header states microseconds
     * @param note what the reader needs to interpret the value (range, expectation)
     */
    private record Row(String parameter, String value, String ci, String unit, String note) {}

    private LogpTable() {}

    /** The table for the terminal: aligned columns, context lines, then one {@code warning: } line per warning. */
    public static String text(LogpParameters parameters, Map<String, String> context) {
        return text(parameters, context, Medium.UNKNOWN);
    }

    /** The table for the terminal, its findings worded for a run over {@code medium}. */
    public static String text(LogpParameters parameters, Map<String, String> context, Medium medium) {
        List<Row> rows = rows(parameters);
        List<String> quantities = rows.stream().map(LogpTable::quantity).toList();
        int labelWidth =
                rows.stream().mapToInt(r -> r.parameter().length()).max().orElse(0);
        int quantityWidth = quantities.stream().mapToInt(String::length).max().orElse(0);
        StringBuilder out = new StringBuilder(title(parameters)).append('\n');
        for (int i = 0; i < rows.size(); i++) {
            String line = pad(rows.get(i).parameter(), labelWidth) + "  " + pad(quantities.get(i), quantityWidth) + "  "
                    + rows.get(i).note();
            out.append(line.stripTrailing()).append('\n');
        }
        context.forEach((key, value) ->
                out.append(oneLine(key)).append(": ").append(oneLine(value)).append('\n'));
        parameters.findings().forEach(f -> out.append(f.severity().label())
                .append(": ")
                .append(oneLine(FindingText.words(f, medium)))
                .append('\n'));
        return out.toString();
    }

    /** The table as Markdown: a pipe table, the context as a bullet list, and a Warnings section when needed. */
    public static String markdown(LogpParameters parameters, Map<String, String> context) {
        return markdown(parameters, context, Medium.UNKNOWN);
    }

    /** The table as Markdown, its findings worded for a run over {@code medium}. */
    public static String markdown(LogpParameters parameters, Map<String, String> context, Medium medium) {
        StringBuilder out = new StringBuilder("# ").append(title(parameters)).append("\n\n");
        out.append("| parameter | value (us) | 95% CI (us) |\n");
        out.append("| --- | ---: | ---: |\n");
        for (Row row : rows(parameters)) {
            String parameter = row.note().isEmpty() ? row.parameter() : row.parameter() + " (" + row.note() + ")";
            out.append("| ")
                    .append(parameter)
                    .append(" | ")
                    .append(row.value())
                    .append(" | ")
                    .append(row.ci())
                    .append(" |\n");
        }
        if (!context.isEmpty()) {
            out.append('\n');
            context.forEach((key, value) -> out.append("- ")
                    .append(oneLine(key))
                    .append(": ")
                    .append(oneLine(value))
                    .append('\n'));
        }
        if (!parameters.findings().isEmpty()) {
            out.append("\n## Warnings\n\n");
            parameters.findings().forEach(f -> out.append("- ")
                    .append(f.code().name())
                    .append(": ")
                    .append(oneLine(FindingText.words(f, medium)))
                    .append('\n'));
        }
        return out.toString();
    }

    /** Writes the Markdown rendering atomically ({@code logp.md}). */
    public static void writeMarkdown(Path file, LogpParameters parameters, Map<String, String> context)
            throws IOException {
        writeMarkdown(file, parameters, context, "");
    }

    /** Writes the Markdown rendering followed by further sections (the bulk part), atomically. */
    public static void writeMarkdown(
            Path file, LogpParameters parameters, Map<String, String> context, String moreSections) throws IOException {
        writeMarkdown(file, parameters, context, Medium.UNKNOWN, moreSections);
    }

    /** Writes the Markdown rendering, its findings worded for {@code medium}, and further sections, atomically. */
    public static void writeMarkdown(
            Path file, LogpParameters parameters, Map<String, String> context, Medium medium, String moreSections)
            throws IOException {
        AtomicFiles.write(file, markdown(parameters, context, medium) + moreSections);
    }

    private static List<Row> rows(LogpParameters p) {
        List<Row> rows = new ArrayList<>();
        rows.add(estimate("o_s", p.oS(), UNIT_US, ""));
        rows.add(estimate("o_r", p.oR(), UNIT_US, ""));
        rows.add(estimate("g", p.g(), UNIT_US, ""));
        rows.add(estimate("L", p.latency(), UNIT_US, ""));
        rows.add(estimate("RTT", p.rtt(), UNIT_US, ""));
        Estimate idle = p.g().plus(p.oS(), -1).plus(p.oR(), -1);
        rows.add(estimate("Idle = g - o_s - o_r", idle, UNIT_US, ""));
        rows.add(estimate("o_r slope vs D", p.oRSlope(), "", "no unit; should be about 1"));
        String sendOnly = p.sendOnlyMaxM() >= 1 ? "M <= " + p.sendOnlyMaxM() : UNKNOWN;
        rows.add(new Row("send-only range", sendOnly, "", "", "at D = 0"));
        for (CurveFit curve : p.curves()) {
            String note = "M " + curve.fromM() + ".." + curve.toM() + ", "
                    + (curve.converged() ? "converged" : "not converged") + ", "
                    + (curve.aboveGap() ? "above the gap" : "not above the gap");
            rows.add(estimate("steady cost, D = " + number(curve.delayUs()) + " us", curve.steady(), UNIT_US, note));
        }
        return rows;
    }

    private static Row estimate(String parameter, Estimate estimate, String unit, String note) {
        if (!estimate.isKnown()) return new Row(parameter, UNKNOWN, "", "", note);
        String ci = estimate.hasCi() ? number(estimate.ci95()) : "";
        return new Row(parameter, number(estimate.value()), ci, unit, note);
    }

    /** Value, {@code ± ci} when known, and unit, as the text rendering shows them. */
    private static String quantity(Row row) {
        String ci = row.ci().isEmpty() ? "" : " ± " + row.ci();
        String unit = row.unit().isEmpty() ? "" : " " + row.unit();
        return row.value() + ci + unit;
    }

    private static String title(LogpParameters p) {
        return "LogP parameters (small messages, n_bytes = " + p.nBytes() + ")";
    }

    private static String number(double value) {
        return Double.isFinite(value) ? Decimals.table(value, DECIMALS) : UNKNOWN;
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }

    /** Warnings and context values are free text; a line break in one must not break the layout. */
    private static String oneLine(String text) {
        return text.replaceAll("\\s*\\R\\s*", " ");
    }
}
