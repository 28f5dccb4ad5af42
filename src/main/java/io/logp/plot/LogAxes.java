package io.logp.plot;

/**
 * The range of a log axis. It spans at least {@link #MIN_DECADES} decade, which {@link LogTicks} labels with three
 * or more ticks (1-2-5 steps at worst), and never a whole decade beyond the data at either end: an empty decade only
 * squeezes the data (issue 48: collectives' time axis reached down to 0.01 µs where the data started at 0.25).
 */
final class LogAxes {

    /** The least span of a log axis, in decades. */
    static final int MIN_DECADES = 1;

    /**
     * On a log axis, an error bar is drawn down to at most this fraction of its point: a CI as wide as the value
     * reaches towards zero, which a log axis cannot show, and would stretch the axis by decades with no data.
     */
    static final double LOWEST_BAR_SHARE = 0.5;

    private LogAxes() {}

    /**
     * The lower end of a log axis whose upper end is {@code hi}: {@code lo}, or lower, down to one decade below hi.
     */
    static double lowerEnd(double lo, double hi) {
        if (!(lo > 0) || !(hi > lo)) return lo;
        return Math.min(lo, hi / Math.pow(10, MIN_DECADES));
    }

    /** The lower end of a point's error bar on a log axis: the value less the bar, but no lower than half of it. */
    static double barBottom(double value, double bar) {
        double b = Double.isFinite(bar) && bar > 0 ? bar : 0;
        return value - Math.min(b, LOWEST_BAR_SHARE * value);
    }

    /** The powers of ten in [lo, hi]. */
    static int decades(double lo, double hi) {
        if (!(lo > 0) || !(hi >= lo)) return 0;
        return (int) (Math.floor(Math.log10(hi) + 1e-12) - Math.ceil(Math.log10(lo) - 1e-12)) + 1;
    }
}
