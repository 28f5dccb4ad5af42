package io.logp.presentation;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The renderings of a comparison, each with the file name {@code logp compare} writes it to. */
public enum ComparisonFormatType {
    /** Aligned columns for the terminal. */
    TEXT("txt"),
    /** A pipe table (GitHub Markdown) with the list of runs. */
    MARKDOWN("md"),
    /** A booktabs tabular to {@code \input} in a paper. */
    LATEX("tex"),
    /** One row per run and parameter, for other tools; columns in CsvComparisonFormat (report). */
    CSV("csv"),
    /** One object for programs: the runs and, per parameter, each run's value, CI and difference. */
    JSON("json");

    private final String extension;

    ComparisonFormatType(String extension) {
        this.extension = extension;
    }

    /** {@code comparison.txt}, {@code comparison.md}, {@code comparison.tex} or {@code comparison.csv}. */
    public String fileName() {
        return "comparison." + extension;
    }

    /** The lower-case name used on the command line: {@code text}, {@code markdown}, {@code latex}, {@code csv}. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The type of a command-line name, in any case.
     *
     * @throws IllegalArgumentException naming the valid names when there is no such type
     */
    public static ComparisonFormatType fromName(String name) {
        for (ComparisonFormatType type : values()) {
            if (type.optionName().equals(name.toLowerCase(Locale.ROOT))) return type;
        }
        throw new IllegalArgumentException("unknown format '" + name + "'; use one of "
                + Arrays.stream(values()).map(ComparisonFormatType::optionName).collect(Collectors.joining(", ")));
    }
}
