package io.logp.report;

import io.logp.presentation.ComparisonFormatType;
import io.logp.report.table.TableFormatFactory;
import io.logp.report.table.TableFormatType;
import io.logp.report.table.Tables;
import java.util.List;

/**
 * Makes the {@link ComparisonFormat} of a {@link ComparisonFormatType}: the one place that switches over the types.
 * Every format but JSON is the table model's rendering of {@link ComparisonTable}: text and Markdown show the Table 4
 * layout and the differences in percent; LaTeX and CSV the Table 4 layout alone, as a paper prints it and as one CSV
 * file holds one table.
 */
public final class ComparisonFormatFactory {

    private ComparisonFormatFactory() {}

    public static ComparisonFormat of(ComparisonFormatType type) {
        return switch (type) {
            case TEXT -> c -> Tables.text(ComparisonTable.tables(c, List.of()));
            case MARKDOWN -> c -> Tables.markdown(ComparisonTable.tables(c, List.of()));
            case LATEX -> c -> TableFormatFactory.of(TableFormatType.LATEX).render(ComparisonTable.parameters(c));
            case CSV -> c -> TableFormatFactory.of(TableFormatType.CSV).render(ComparisonTable.parameters(c));
            case JSON -> new JsonComparisonFormat();
        };
    }
}
