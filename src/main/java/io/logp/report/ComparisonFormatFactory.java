package io.logp.report;

import io.logp.data.ComparisonFormatType;

/** Makes the {@link ComparisonFormat} of a {@link ComparisonFormatType}: the one place that switches over the types. */
public final class ComparisonFormatFactory {

    private ComparisonFormatFactory() {}

    public static ComparisonFormat of(ComparisonFormatType type) {
        return switch (type) {
            case TEXT -> new TextComparisonFormat();
            case MARKDOWN -> new MarkdownComparisonFormat();
            case LATEX -> new LatexComparisonFormat();
            case CSV -> new CsvComparisonFormat();
            case JSON -> new JsonComparisonFormat();
        };
    }
}
