package io.logp.report;

import io.logp.data.Estimate;
import io.logp.presentation.NumberText;
import java.util.ArrayList;
import java.util.List;

/**
 * figures.md: one line per chart of a run, with a caption a paper can start from: what the chart shows, the system
 * and run it was measured on, and the values fitted from it. A paper figure carries no title, so this is where its
 * words are.
 */
public final class FigureCaptions {

    /** One chart: its kind, its files (relative to plots/<run-id>/, screen and paper) and its caption. */
    public record Figure(ChartKind kind, List<String> files, String caption) {}

    private FigureCaptions() {}

    /**
     * The caption of a chart: its kind's sentence, the system, and the fitted values, e.g. "LogP signature: ... Measured
     * on vm, Open MPI 4.1.4, shared memory, native (run 20261128-083637-run). Fitted: oₛ = 0.106 ± 0.005 µs, ...".
     *
     * @param values the fitted values to state; empty for none
     */
    public static String caption(String what, String system, String runId, List<Fitted> values) {
        StringBuilder s = new StringBuilder(what).append('.');
        if (!system.isBlank())
            s.append(" Measured on ")
                    .append(system)
                    .append(" (run ")
                    .append(runId)
                    .append(").");
        else s.append(" Run ").append(runId).append('.');
        List<String> fitted = new ArrayList<>();
        for (Fitted f : values) {
            if (f.value().isKnown()) fitted.add(f.symbol() + " = " + value(f.value(), f.unit()));
        }
        if (!fitted.isEmpty())
            s.append(" Fitted: ").append(String.join(", ", fitted)).append('.');
        return s.toString();
    }

    /** One fitted value a caption states: its symbol, its estimate and its unit (" µs", " MB/s"). */
    public record Fitted(String symbol, Estimate value, String unit) {

        public static Fitted us(String symbol, Estimate value) {
            return new Fitted(symbol, value, " µs");
        }
    }

    /** The value to its CI's last digit, the CI to two significant digits ({@link NumberText}); a math minus. */
    private static String value(Estimate e, String unit) {
        return NumberText.withCiShown(e.value(), e.hasCi() ? e.ci95() : Double.NaN)
                        .withSign("−", "")
                + unit;
    }

    /** The Markdown page: a heading and one line per figure, its files linked. */
    public static String markdown(String runId, List<Figure> figures) {
        StringBuilder md = new StringBuilder("# Figures of run ").append(runId).append("\n\n");
        md.append("One line per chart: its files (the paper versions under paper/) and a caption to start from.")
                .append(" 95% confidence half-widths after ±.\n\n");
        for (Figure f : figures) {
            List<String> links =
                    f.files().stream().map(p -> "[" + p + "](" + p + ")").toList();
            md.append("- ")
                    .append(String.join(", ", links))
                    .append(": ")
                    .append(f.caption())
                    .append('\n');
        }
        return md.toString();
    }
}
