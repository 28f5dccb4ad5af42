package io.logp.report.table;

import java.util.Objects;

/**
 * One cell of a {@link Table}: words ({@link Text}), a number with its decimals and, when known, the half-width of
 * its 95% confidence interval ({@link Value}, shown {@code 0.185 ± 0.008}), or nothing known ({@link Missing}, shown
 * {@value #MISSING} in every rendering that shows text and as an empty field in CSV). Cells hold numbers, not their
 * text, so that each rendering decides how to write them: aligned on the terminal, in one cell in Markdown and HTML,
 * as two columns in CSV.
 */
public sealed interface Cell permits Cell.Text, Cell.Value, Cell.Missing {

    /** What a missing or unknown value shows, everywhere but CSV. */
    String MISSING = "n/a";

    /** Decimals beyond this are below any clock logp reads with (picoseconds when the unit is microseconds). */
    int MAX_DECIMALS = 9;

    /** Words, shown as they are (renderings escape them). */
    record Text(String text) implements Cell {
        public Text {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A finite number.
     *
     * @param ci95     half-width of the 95% confidence interval, NaN when there is none
     * @param decimals decimals shown, [0..{@value #MAX_DECIMALS}]; CSV writes the number in full
     * @param signed   whether a positive number shows its {@code +} (differences)
     * @param mark     the outcome of a test the column states (a difference beyond the CIs): shown as
     *                 {@value #MARK} after the number, and as true/false in the column's CSV field
     */
    record Value(double value, double ci95, int decimals, boolean signed, Mark mark) implements Cell {
        public Value {
            if (!Double.isFinite(value)) throw new IllegalArgumentException("not a finite number: " + value);
            if (decimals < 0 || decimals > MAX_DECIMALS)
                throw new IllegalArgumentException("decimals must be in [0.." + MAX_DECIMALS + "], got " + decimals);
            Objects.requireNonNull(mark, "mark");
        }

        /** A number no test applies to. */
        public Value(double value, double ci95, int decimals, boolean signed) {
            this(value, ci95, decimals, signed, Mark.UNTESTED);
        }

        public boolean hasCi() {
            return io.logp.presentation.NumberText.hasCi(ci95);
        }

        /** The same number with the outcome of the column's test. */
        public Value marked(Mark outcome) {
            return new Value(value, ci95, decimals, signed, outcome);
        }
    }

    /**
     * The outcome of the test a marked column names ({@link Column#markKey()}): no test applied (the baseline, a value
     * without CI), tested and not marked, or marked.
     */
    enum Mark {
        UNTESTED,
        CLEAR,
        MARKED,
        /** Not tested because a side's own run flagged the value uncertain: a doubt no comparison may drop. */
        DOUBTED
    }

    /** What a {@link Mark#MARKED} number shows after it; the table's notes say what it means. */
    String MARK = "*";

    /** What a {@link Mark#DOUBTED} number shows after it, in place of any mark. */
    String DOUBT = "?";

    /** Nothing known: not measured, not fitted, or not defined here. */
    record Missing() implements Cell {}

    static Cell text(String text) {
        return new Text(text);
    }

    /** A number without CI; missing when it is not finite. */
    static Cell of(double value, int decimals) {
        return of(value, Double.NaN, decimals);
    }

    /** A number with the half-width of its 95% CI (NaN: none); missing when the number is not finite. */
    static Cell of(double value, double ci95, int decimals) {
        return Double.isFinite(value) ? new Value(value, ci95, decimals, false) : missing();
    }

    /** A count, a size or a rank. */
    static Cell of(long count) {
        return new Value(count, Double.NaN, 0, false);
    }

    /** A difference: a positive number shows its {@code +}. */
    static Cell signed(double value, int decimals) {
        return Double.isFinite(value) ? new Value(value, Double.NaN, decimals, true) : missing();
    }

    static Cell missing() {
        return new Missing();
    }
}
