package io.logp.report.table;

import java.util.Objects;

/**
 * A line under a table: context (label {@code window}, text {@code 16 requests}) or a finding (label
 * {@code warning UNCERTAIN_LATENCY}, its sentence as text).
 *
 * @param label what the line is about; empty for none
 */
public record Note(String label, String text) {

    public Note {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(text, "text");
    }

    /** {@code label: text}, or the text alone. */
    public String line() {
        return label.isEmpty() ? text : label + ": " + text;
    }
}
