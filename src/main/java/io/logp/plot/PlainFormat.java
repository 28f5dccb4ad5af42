package io.logp.plot;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.function.Function;

/**
 * logp's tick labels on a linear axis: with a leading digit (0.05, never .05) and, once the ticks are known, one
 * number of decimals for all (0.0, 0.5, 1.0), so that the labels line up and XChart, which reserves room for the
 * longest label it finds while laying out, reserves enough.
 *
 * @param decimals digits after the point; negative to write each value as {@link LogTicks#plain} does
 */
record PlainFormat(int decimals) implements Function<Double, String> {

    static final PlainFormat AUTO = new PlainFormat(-1);

    @Override
    public String apply(Double v) {
        if (decimals < 0 || v == null || !Double.isFinite(v)) return LogTicks.plain(v == null ? Double.NaN : v);
        // A BigDecimal has no -0: a value that rounds to zero is written 0.0, without a sign.
        BigDecimal d = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN);
        return d.signum() < 0 ? "−" + d.negate().toPlainString() : d.toPlainString();
    }

    /** The decimals the labels need: the most any of them has. */
    static int decimalsOf(Iterable<String> labels) {
        int most = 0;
        for (String l : labels) {
            if (l == null) continue;
            int dot = l.indexOf('.');
            if (dot >= 0) most = Math.max(most, l.length() - dot - 1);
        }
        return most;
    }
}
