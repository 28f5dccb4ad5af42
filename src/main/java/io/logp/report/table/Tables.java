package io.logp.report.table;

import java.util.List;
import java.util.stream.Collectors;

/** Several tables in one rendering: each rendered in turn, a blank line between them. */
public final class Tables {

    private Tables() {}

    public static String render(List<Table> tables, TableFormat format) {
        return tables.stream().map(format::render).collect(Collectors.joining("\n"));
    }

    /** For the terminal, within {@link TableFormatFactory#TEXT_WIDTH} columns. */
    public static String text(List<Table> tables) {
        return render(tables, TableFormatFactory.of(TableFormatType.TEXT));
    }

    public static String markdown(List<Table> tables) {
        return render(tables, TableFormatFactory.of(TableFormatType.MARKDOWN));
    }

    public static String html(List<Table> tables) {
        return render(tables, TableFormatFactory.of(TableFormatType.HTML));
    }
}
