package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.data.RunSummary;
import java.util.stream.Collectors;

/**
 * What the comparison's tables share: values and CIs with {@value #DECIMALS} decimals (nanoseconds for times, the
 * clock's resolution), percentages with {@value #PERCENT_DECIMALS}, and the words under a table.
 */
final class ComparisonCells {

    static final int DECIMALS = 3;
    static final int PERCENT_DECIMALS = 1;

    private ComparisonCells() {}

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

    /** Labels and transports are free text; a line break in one must not break a table. */
    static String oneLine(String text) {
        return text.replaceAll("\\s*\\R\\s*", " ");
    }
}
