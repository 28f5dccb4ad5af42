package io.logp.presentation;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The one rule for a number a person reads (screen, tables in every format, captions, chart labels, colour bars,
 * exports meant for people): a 95% CI half-width to two significant digits and its value to the CI's last digit (the
 * metrology convention: {@code 0.0335 ± 0.0049}, {@code 28400 ± 1700}), so a CI is never shown as zero; a value
 * without CI to {@value #PLAIN_DIGITS} significant digits, its integer digits always whole ({@code 20908}). Text uses
 * a {@code .} in every locale and never E-notation. Machine files (CSV, JSON) keep every digit and do not come here.
 */
public final class NumberText {

    /** Significant digits of a CI's half-width. */
    public static final int CI_DIGITS = 2;

    /** Significant digits of a value without CI: enough to compare, not more than a run can tell. */
    public static final int PLAIN_DIGITS = 3;

    /**
     * Below this fraction of its value a half-width is the rounding error of a mean of identical samples (about
     * 1e-16 of it in doubles), not a spread: shown as an exact value, not as {@code 0.100000000000000020 ± 4.2E-17}.
     */
    public static final double EXACT_FRACTION = 1e-9;

    private NumberText() {}

    /** The half-width as shown with {@code value}: 0 when it is below {@link #EXACT_FRACTION} of the value. */
    public static double ciOf(double value, double ci95) {
        return hasCi(ci95) && ci95 <= Math.abs(value) * EXACT_FRACTION ? 0 : ci95;
    }

    /**
     * A number as shown: its sign apart from its digits, so that a rendering that sets its own minus ({@code −},
     * {@code $-$}) or a plus takes the sign from the number, never from its text.
     *
     * @param negative whether the shown value is below zero (a value that rounds to zero is not)
     * @param digits   the shown value without its sign: {@code 0.0335}, {@code 28400}, {@code n/a}, {@code inf}
     */
    public record Shown(boolean negative, String digits) {

        /** With a hyphen-minus when negative, as every plain text writes it. */
        public String text() {
            return withSign("-", "");
        }

        /** With {@code minus} before a negative value's digits and {@code plus} before any other's. */
        public String withSign(String minus, String plus) {
            return (negative ? minus : plus) + digits;
        }
    }

    /** {@code 0.0335 ± 0.0049}; the value alone by {@link #plain} when the CI is unknown (NaN) or negative. */
    public static String withCi(double value, double ci95) {
        return withCiShown(value, ci95).text();
    }

    /** As {@link #withCi(double, double)}, the value's sign apart. */
    public static Shown withCiShown(double value, double ci95) {
        Shown v = hasCi(ci95) ? valueShown(value, ci95) : plainShown(value);
        return hasCi(ci95) ? new Shown(v.negative(), v.digits() + " ± " + ci(ciOf(value, ci95))) : v;
    }

    /** {@code withCi} followed by a unit after a space. */
    public static String withCi(double value, double ci95, String unit) {
        return withCi(value, ci95) + (unit.isEmpty() ? "" : " " + unit);
    }

    /** Whether {@code ci95} is a half-width one can show: finite and not negative. */
    public static boolean hasCi(double ci95) {
        return Double.isFinite(ci95) && ci95 >= 0;
    }

    /**
     * The CI's half-width to {@value #CI_DIGITS} significant digits ({@code 0.00049}, {@code 1700}); 0 stays 0, an
     * unknown one is {@code n/a}.
     */
    public static String ci(double ci95) {
        return hasCi(ci95) ? roundedCi(ci95).toPlainString() : "n/a";
    }

    /** The value to the last digit of its CI as {@link #ci} shows it; {@link #plain} without a CI. */
    public static String value(double value, double ci95) {
        return valueShown(value, ci95).text();
    }

    /** As {@link #value}, the sign apart. */
    public static Shown valueShown(double value, double ci95) {
        // An exact value (a CI of 0) keeps the digits of a value without CI.
        if (!hasCi(ci95) || ciOf(value, ci95) == 0) return plainShown(value);
        return scaledShown(value, decimals(ci95));
    }

    /**
     * The decimals the CI's last digit stands at: 5 for {@code 0.00049}, -2 for {@code 1700} (the value then rounds to
     * hundreds). A CI of 0 gives the decimals of a plain value, so an exact value is not cut short.
     */
    public static int decimals(double ci95) {
        BigDecimal ci = roundedCi(ci95);
        return ci.signum() == 0 ? 0 : ci.scale();
    }

    /** A value without CI: {@value #PLAIN_DIGITS} significant digits, its integer part whole. */
    public static String plain(double value) {
        return plainShown(value).text();
    }

    /** As {@link #plain}, the sign apart. */
    public static Shown plainShown(double value) {
        return significantShown(value, PLAIN_DIGITS);
    }

    /** {@code digits} significant digits, the integer part whole ({@code 20908}, {@code 0.0461}, {@code 12.3}). */
    public static String significant(double value, int digits) {
        return significantShown(value, digits).text();
    }

    private static Shown significantShown(double value, int digits) {
        if (!Double.isFinite(value)) return new Shown(value < 0, Double.isNaN(value) ? "n/a" : "inf");
        if (value == 0) return new Shown(false, "0");
        int magnitude = (int) Math.floor(Math.log10(Math.abs(value)));
        return scaledShown(value, Math.max(0, digits - 1 - magnitude));
    }

    /**
     * A value without CI in a column of {@code decimals} decimals: those decimals, but no more than
     * {@value #PLAIN_DIGITS} significant digits ({@code 28395.024} shows {@code 28395}) and, where they would show 0,
     * {@value #CI_DIGITS} significant digits ({@code 0.00004} shows {@code 0.000040}): never false precision, never a
     * false zero. A count (0 decimals) stays whole.
     */
    public static String inColumn(double value, int decimals) {
        return inColumnShown(value, decimals).text();
    }

    /** As {@link #inColumn}, the sign apart. */
    public static Shown inColumnShown(double value, int decimals) {
        if (!Double.isFinite(value) || value == 0) return scaledShown(Double.isFinite(value) ? value : 0, 0);
        int magnitude = (int) Math.floor(Math.log10(Math.abs(value)));
        int shown = Math.min(decimals, Math.max(0, PLAIN_DIGITS - 1 - magnitude));
        return magnitude < -shown ? scaledShown(value, CI_DIGITS - 1 - magnitude) : scaledShown(value, shown);
    }

    /** The value rounded half up at {@code decimals} (negative: to tens, hundreds ...), plain, no negative zero. */
    public static String scaled(double value, int decimals) {
        return scaledShown(value, decimals).text();
    }

    private static Shown scaledShown(double value, int decimals) {
        // A value that rounds to zero has signum 0: no negative zero.
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
        return new Shown(rounded.signum() < 0, rounded.abs().toPlainString());
    }

    private static BigDecimal roundedCi(double ci95) {
        if (!hasCi(ci95)) throw new IllegalArgumentException("no CI half-width: " + ci95);
        if (ci95 == 0) return BigDecimal.ZERO;
        // Rounded first, then its scale read: 0.0996 becomes 0.10 (two digits), not 0.100.
        BigDecimal r = BigDecimal.valueOf(ci95).round(new MathContext(CI_DIGITS, RoundingMode.HALF_UP));
        // 0.5 has one digit: 0.50. 1700 is 1.7E+3 (scale -2), written 1700.
        return r.precision() < CI_DIGITS
                ? r.setScale(r.scale() + CI_DIGITS - r.precision(), RoundingMode.UNNECESSARY)
                : r;
    }
}
