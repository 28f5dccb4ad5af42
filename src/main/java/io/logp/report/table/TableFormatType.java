package io.logp.report.table;

/** The renderings of a {@link Table}; {@link TableFormatFactory} makes each. */
public enum TableFormatType {
    /** Aligned columns for a terminal, within a width (120 columns unless asked otherwise). */
    TEXT,
    /** A pipe table under a {@code ##} heading, notes as a list. */
    MARKDOWN,
    /** A {@code <table>} with caption, head and body, every text escaped; notes as a list. */
    HTML,
    /** A booktabs {@code tabular} to {@code \input} in a paper; title and notes as {@code %} comments. */
    LATEX,
    /** RFC 4180, value and CI in columns of their own; no title or notes. */
    CSV
}
