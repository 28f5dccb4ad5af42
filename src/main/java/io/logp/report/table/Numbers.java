package io.logp.report.table;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Number text for every rendering: a {@code .} in every locale, never E-notation. */
final class Numbers {

    private Numbers() {}

    /** The value as shown: its decimals, rounded half up, {@code +} when signed and positive. */
    static String shown(Cell.Value v) {
        String text = fixed(v.value(), v.decimals());
        return v.signed() && !text.startsWith("-") ? "+" + text : text;
    }

    /** The CI's half-width as shown, with the value's decimals; empty without one. */
    static String shownCi(Cell.Value v) {
        return v.hasCi() ? fixed(v.ci95(), v.decimals()) : "";
    }

    /** {@code 0.185 ± 0.008}, or the value alone; then {@value Cell#MARK} when it is marked. */
    static String withCi(Cell.Value v) {
        return (v.hasCi() ? shown(v) + " ± " + shownCi(v) : shown(v)) + mark(v);
    }

    /** {@value Cell#MARK} after a marked value, else nothing. */
    static String mark(Cell.Value v) {
        return v.mark() == Cell.Mark.MARKED ? Cell.MARK : "";
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

    private static String fixed(double value, int decimals) {
        // BigDecimal has no negative zero, so -0.0001 rounds to "0.000" rather than "-0.000".
        return BigDecimal.valueOf(value)
                .setScale(decimals, RoundingMode.HALF_UP)
                .toPlainString();
    }
}
