package io.logp.report;

/**
 * Why a collective's row should not be taken at face value. Each has a one-letter mark for the table's doubt column
 * and a sentence for its legend.
 */
public enum CollectiveDoubt {
    /**
     * A timer check failed on the launches' clock and the row's mean is within a few multiples of that check's error:
     * the error may be most of the number, so measured/LogP is withheld.
     */
    TIMER("t", "mean at most %s: the launch's own cost may be much of it, so measured/LogP is withheld"),
    /** The trimmed mean's interval and the median's do not meet: the launch times are skewed or two-peaked. */
    SKEW("m", "trimmed mean and median disagree beyond their intervals: the launch times are skewed or two-peaked"),
    /** The point, measured again after the last point, read otherwise: it carried a start-up cost. */
    FIRST(
            "f",
            "measured again after the last point it read otherwise, beyond both intervals: a start-up cost"
                    + " (connection, protocol, JIT) the initialisation did not absorb"),
    /** Fewer valid launches than MPIPerf's 30: the point ran out of launches or of time. */
    FEW_VALID("v", "fewer than %s valid launches: the point ran out of launches or of its time budget");

    private final String mark;
    private final String legend;

    CollectiveDoubt(String mark, String legend) {
        this.mark = mark;
        this.legend = legend;
    }

    public String mark() {
        return mark;
    }

    /** The legend line, with the doubt's threshold filled in (ignored by a legend that has none). */
    String legend(Object threshold) {
        return mark + ": " + String.format(java.util.Locale.ROOT, legend, threshold);
    }
}
