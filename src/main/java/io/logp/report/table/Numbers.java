package io.logp.report.table;

import io.logp.presentation.NumberText;
import java.math.BigDecimal;

/**
 * Number text for every rendering, by the one rule of {@link NumberText}: a value with CI to the CI's last digit, its
 * CI to two significant digits; a value without CI to its column's decimals, never a false zero. A {@code .} in every
 * locale, never E-notation.
 */
final class Numbers {

    private Numbers() {}

    /**
     * The value as shown, {@code +} when signed and positive: to its CI's last digit, or without CI to its column's
     * decimals, at most three significant digits and never a false zero.
     */
    static String shown(Cell.Value v) {
        return number(v).withSign("-", v.signed() ? "+" : "");
    }

    /** The value as shown, its sign apart: a rendering that sets its own minus takes it from here. */
    static NumberText.Shown number(Cell.Value v) {
        return v.hasCi()
                ? NumberText.valueShown(v.value(), v.ci95())
                : NumberText.inColumnShown(v.value(), v.decimals());
    }

    /** The CI's half-width to two significant digits; empty without one. */
    static String shownCi(Cell.Value v) {
        return v.hasCi() ? NumberText.ci(NumberText.ciOf(v.value(), v.ci95())) : "";
    }

    /** {@code 0.185 ± 0.008}, or the value alone; then {@value Cell#MARK} when it is marked. */
    static String withCi(Cell.Value v) {
        return (v.hasCi() ? shown(v) + " ± " + shownCi(v) : shown(v)) + mark(v);
    }

    /** {@value Cell#MARK} after a marked value, else nothing. */
    static String mark(Cell.Value v) {
        return switch (v.mark()) {
            case MARKED -> Cell.MARK;
            case DOUBTED -> Cell.DOUBT;
            default -> "";
        };
    }

    /** The cell's text in renderings that show one text per cell (Markdown, HTML). */
    static String text(Cell cell) {
        return switch (cell) {
            case Cell.Text t -> t.text();
            case Cell.Value v -> withCi(v);
            case Cell.Missing m -> Cell.MISSING;
        };
    }

    /**
     * The shortest plain decimal that reads back as the same double ({@code 0.000074}, {@code 1024}): machine-read
     * renderings keep every digit.
     */
    static String exact(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
