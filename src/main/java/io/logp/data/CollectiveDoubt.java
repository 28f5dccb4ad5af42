package io.logp.data;

/**
 * Why a collective's row should not be taken at face value. Each has a one-letter mark for the table's doubt column;
 * the report words its legend.
 */
public enum CollectiveDoubt {
    /**
     * A timer check failed on the launches' clock and the row's mean is within a few multiples of that check's error:
     * the error may be most of the number, so measured/LogP is withheld.
     */
    TIMER("t"),
    /** The trimmed mean's interval and the median's do not meet: the launch times are skewed or two-peaked. */
    SKEW("m"),
    /** The point, measured again after the last point, read otherwise: it carried a start-up cost. */
    FIRST("f"),
    /** Fewer valid launches than MPIPerf's 30: the point ran out of launches or of time. */
    FEW_VALID("v");

    private final String mark;

    CollectiveDoubt(String mark) {
        this.mark = mark;
    }

    public String mark() {
        return mark;
    }
}
