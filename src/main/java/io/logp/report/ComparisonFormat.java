package io.logp.report;

import io.logp.analysis.Comparison;

/**
 * One rendering of a {@link Comparison}: a terminal table, Markdown, a LaTeX tabular or CSV. Renderings are pure
 * and locale-independent (numbers always with a {@code .}), and end with a line end. Made by
 * {@link ComparisonFormatFactory#of(ComparisonFormatType)}.
 */
public interface ComparisonFormat {

    /** The whole document. */
    String render(Comparison comparison);
}
