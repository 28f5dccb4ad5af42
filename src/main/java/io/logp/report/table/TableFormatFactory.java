package io.logp.report.table;

/** Makes the {@link TableFormat} of a {@link TableFormatType}: the one place that switches over the types. */
public final class TableFormatFactory {

    /** A terminal's width when nobody says otherwise: the one-screen summary's bound too. */
    public static final int TEXT_WIDTH = 120;

    private TableFormatFactory() {}

    public static TableFormat of(TableFormatType type) {
        return of(type, TEXT_WIDTH);
    }

    /**
     * @param textWidth the widest line of {@link TableFormatType#TEXT}, at least {@value TextTableFormat#MIN_WIDTH};
     *                  the other renderings have no width
     */
    public static TableFormat of(TableFormatType type, int textWidth) {
        return switch (type) {
            case TEXT -> new TextTableFormat(textWidth);
            case MARKDOWN -> new MarkdownTableFormat();
            case HTML -> new HtmlTableFormat();
            case LATEX -> new LatexTableFormat();
            case CSV -> new CsvTableFormat();
        };
    }
}
