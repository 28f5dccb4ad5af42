package io.logp.format.run;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.regex.Pattern;

/**
 * Number text for the data files: written the same on every machine and in every locale (always a {@code .},
 * never exponent notation) and read strictly, so that a {@code ,} decimal or a stray word is caught.
 */
public final class Decimals {

    /** Picoseconds when the unit is microseconds: below the resolution of any clock we measure with. */
    public static final int CSV_DECIMALS = 6;

    /**
     * A plain decimal, optionally with an exponent (other tools, e.g. pandas, write {@code 1e-05}). Deliberately
     * not {@link Double#parseDouble}'s grammar, which also takes {@code NaN}, {@code Infinity}, hex and a
     * trailing {@code d}.
     */
    public static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");

    /** Integers beyond this many digits cannot be an {@code int}; checked before converting huge exponents. */
    private static final int MAX_INT_DIGITS = 10;

    private Decimals() {}

    /**
     * Formats a finite value with at most 6 decimals, trailing zeros stripped: {@code 0.25}, {@code 12.4},
     * {@code 0.000123}, {@code 3}.
     */
    public static String csv(double value) {
        return fixed(value, CSV_DECIMALS).stripTrailingZeros().toPlainString();
    }

    /** Formats a finite value with exactly {@code decimals} decimals, e.g. {@code 0.150}, for tables. */
    public static String table(double value, int decimals) {
        return fixed(value, decimals).toPlainString();
    }

    /**
     * The shortest text that reads back as the same double, in plain notation and marked as a decimal
     * ({@code 3.0}, {@code 0.0001}): JSON keeps full precision, because per-byte costs such as G are far below
     * the 6 decimals of the CSV files.
     */
    public static String exact(double value) {
        requireFinite(value);
        BigDecimal shortest = BigDecimal.valueOf(value).stripTrailingZeros();
        String text = shortest.toPlainString();
        return shortest.scale() <= 0 ? text + ".0" : text;
    }

    /**
     * The largest magnitude a value in a data file may have: 10^15 us is 31 years, 10^15 bytes a petabyte. Beyond it
     * no measured time, size or count is meant, and the statistics' sums of squares overflow (1e308 in
     * signature.csv ended fit, report, plot and compare with "Index 14 out of bounds").
     */
    public static final double MAX_MAGNITUDE = 1e15;

    /** {@link #MAX_MAGNITUDE} as the messages write it. */
    public static final String MAX_MAGNITUDE_TEXT = "1e15";

    /** Parses a finite decimal within {@link #MAX_MAGNITUDE}; returns NaN when the text is not one (the caller words the error). */
    public static double parse(String text) {
        if (!isDecimal(text)) return Double.NaN;
        double value = Double.parseDouble(text);
        return Double.isFinite(value) && Math.abs(value) <= MAX_MAGNITUDE ? value : Double.NaN;
    }

    /** Whether {@code text} is a decimal beyond {@link #MAX_MAGNITUDE}, which {@link #parse} refuses. */
    public static boolean tooLarge(String text) {
        return isDecimal(text) && !(Math.abs(Double.parseDouble(text)) <= MAX_MAGNITUDE);
    }

    /**
     * Parses an integer in {@code int} range, also written as an integral decimal ({@code 50.0}: pandas writes
     * integer columns that way as soon as one value is missing). Returns null when the text is not one.
     */
    public static Integer parseInt(String text) {
        if (isPlainInt(text)) return Integer.parseInt(text);
        if (!isDecimal(text)) return null;
        BigDecimal value;
        try {
            value = new BigDecimal(text).stripTrailingZeros();
        } catch (NumberFormatException e) {
            return null; // an exponent beyond the range of BigDecimal
        }
        if (value.signum() == 0) return 0;
        if (value.scale() > 0 || value.precision() - value.scale() > MAX_INT_DIGITS) return null;
        try {
            return value.intValueExact();
        } catch (ArithmeticException e) {
            return null;
        }
    }

    /**
     * Whether the text matches {@link #DECIMAL}, checked by hand: the files hold millions of numbers, and the
     * regular expression took a microsecond for each.
     */
    public static boolean isDecimal(String text) {
        int n = text.length();
        int i = 0;
        if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) i++;
        int digits = 0;
        while (i < n && isDigit(text.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && text.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(text.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) return false;
        if (i < n && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
            i++;
            if (i < n && (text.charAt(i) == '+' || text.charAt(i) == '-')) i++;
            int exponent = 0;
            while (i < n && isDigit(text.charAt(i))) {
                i++;
                exponent++;
            }
            if (exponent == 0) return false;
        }
        return i == n;
    }

    /** Up to 9 digits with an optional '-': an int as it stands, the common case. */
    private static boolean isPlainInt(String text) {
        int n = text.length();
        int start = n > 0 && text.charAt(0) == '-' ? 1 : 0;
        if (n == start || n - start > 9) return false;
        for (int i = start; i < n; i++) if (!isDigit(text.charAt(i))) return false;
        return true;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static BigDecimal fixed(double value, int decimals) {
        requireFinite(value);
        // BigDecimal has no negative zero, so -0.0001 rounds to "0.000" rather than "-0.000".
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP);
    }

    private static void requireFinite(double value) {
        if (!Double.isFinite(value)) throw new IllegalArgumentException("not a finite number: " + value);
    }
}
