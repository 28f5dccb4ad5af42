package io.logp.report.table;

/**
 * One rendering of a {@link Table}: aligned text for a terminal, a Markdown pipe table, an HTML {@code <table>}, a LaTeX
 * {@code tabular} or CSV. Renderings are pure, do not depend on the default locale (numbers always with a {@code .}, never in
 * E-notation) and end with a line end. Made by {@link TableFormatFactory#of(TableFormatType)}.
 */
public interface TableFormat {

    /** The table, its title and its notes. */
    String render(Table table);
}
