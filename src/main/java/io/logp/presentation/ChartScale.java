package io.logp.presentation;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The time axis of a chart that offers both: chosen by the chart from its values, linear, or logarithmic. */
public enum ChartScale {
    /** Logarithmic when the values span more than the chart can show on a linear axis, else linear. */
    AUTO,
    LINEAR,
    LOG;

    /** The lower-case name used on the command line. */
    public String optionName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The scale of a command-line name, in any case.
     *
     * @throws IllegalArgumentException naming the valid names when there is no such scale
     */
    public static ChartScale fromName(String name) {
        for (ChartScale s : values()) if (s.optionName().equals(name.toLowerCase(Locale.ROOT))) return s;
        throw new IllegalArgumentException("unknown scale '" + name + "'; use one of "
                + Arrays.stream(values()).map(ChartScale::optionName).collect(Collectors.joining(", ")));
    }
}
