package io.logp.plot;

/**
 * The range of a log axis. XChart labels a log axis at its powers of ten only, so a range within one or two decades
 * gets one or two labels, and a reader cannot tell the scale from them: the range is widened downwards until it holds
 * {@link #LABELLED_DECADES} powers of ten.
 */
final class LogAxes {

    /** Powers of ten every log axis shows, hence labelled ticks. */
    static final int LABELLED_DECADES = 3;

    private LogAxes() {}

    /**
     * The lower end of a log axis whose upper end is {@code hi}: {@code lo}, or lower, down to the power of ten that
     * gives the axis {@link #LABELLED_DECADES} of them.
     */
    static double lowerEnd(double lo, double hi) {
        if (!(lo > 0) || !(hi > lo)) return lo;
        double top = Math.floor(Math.log10(hi) + 1e-12);
        return Math.min(lo, Math.pow(10, top - (LABELLED_DECADES - 1)));
    }

    /** The powers of ten in [lo, hi]: the labelled ticks of a log axis over that range. */
    static int decades(double lo, double hi) {
        if (!(lo > 0) || !(hi >= lo)) return 0;
        return (int) (Math.floor(Math.log10(hi) + 1e-12) - Math.ceil(Math.log10(lo) - 1e-12)) + 1;
    }
}
