package io.logp.cli;

import io.logp.data.Bounds;
import java.math.BigDecimal;

/** The bounds that follow from a budget, and how the messages that name them print numbers. */
final class Limits {

    private Limits() {}

    /**
     * The largest M whose one batch fits in a point's time cap at the fastest request ({@link
     * Bounds#FASTEST_REQUEST_US}) carrying {@code bytes} at the fastest byte rate.
     */
    static long largestM(int batch, double pointSeconds, int bytes) {
        double requestUs = Bounds.FASTEST_REQUEST_US + bytes / Bounds.FASTEST_BYTES_PER_US;
        return (long) Math.floor(pointSeconds * 1e6 / (batch * requestUs));
    }

    /** The largest delay whose batch at M = {@code mMax} fits in a point's time cap in the delay alone. */
    static double largestDelayUs(int batch, int mMax, double pointSeconds) {
        return pointSeconds * 1e6 / ((double) batch * mMax);
    }

    static String mMessage(String option, int m, int batch, String pointOption, double pointSeconds, long bound) {
        return option + " " + m + ": one batch of " + batch + " trials at M = " + m + " takes at least "
                + text(batch * (double) m * Bounds.FASTEST_REQUEST_US / 1e6) + " s (" + text(Bounds.FASTEST_REQUEST_US)
                + " us a request at the fastest), beyond " + pointOption + " " + text(pointSeconds) + ": at most "
                + bound + " (or raise " + pointOption + ")";
    }

    /** A number as a user would type it: 1e9 as 1000000000, 0.5 as 0.5, with at most 4 significant decimals. */
    static String text(double x) {
        if (!Double.isFinite(x)) return Double.toString(x);
        BigDecimal d = new BigDecimal(x);
        if (Math.abs(x) >= 1)
            d = d.setScale(Math.max(0, 4 - (int) Math.log10(Math.abs(x))), java.math.RoundingMode.HALF_EVEN);
        else d = d.round(new java.math.MathContext(4));
        return d.stripTrailingZeros().toPlainString();
    }
}
