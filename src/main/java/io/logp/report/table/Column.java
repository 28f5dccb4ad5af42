package io.logp.report.table;

import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import java.util.Objects;
import java.util.Optional;

/**
 * One column of a {@link Table}.
 *
 * @param key        the machine name, from which CSV names its columns ({@code o_s} with unit {@code us} gives
 *                   {@code o_s_us} and {@code o_s_ci95_us})
 * @param header     the human name, shown with the unit after it: {@code T(n) (us)}
 * @param unit       {@code us}, {@code MB/s}, {@code ns/B}, {@code %}...; {@link Unit#NONE} for none
 * @param align      numbers are right-aligned, and HTML marks their cells with the class {@code num}
 * @param ci         whether the column's values carry a confidence interval (CSV gives it its own column)
 * @param ciPercent  the interval's probability in percent, [1..99]: named in CSV's column ({@code ci95})
 * @param markKey    the name of the test whose outcome the column's values may carry ({@link Cell.Mark}), e.g.
 *                   {@code significant}: CSV gives it a column of its own ({@code o_s_significant}); empty for none
 * @param symbol     the symbol the header is, when it is one ({@code o_s}, {@code T0}): set in math by LaTeX
 */
public record Column(
        String key,
        String header,
        Unit unit,
        Align align,
        boolean ci,
        int ciPercent,
        String markKey,
        Optional<Symbol> symbol) {

    /** Where a cell's text sits in its column. */
    public enum Align {
        LEFT,
        RIGHT
    }

    /** The confidence of every interval logp reports unless a file says otherwise. */
    public static final int CI_PERCENT = 95;

    public Column {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(align, "align");
        Objects.requireNonNull(markKey, "markKey");
        Objects.requireNonNull(symbol, "symbol");
        if (symbol.isPresent() && !symbol.get().text().equals(header))
            throw new IllegalArgumentException("a symbol's header is its text, got " + header);
        if (ciPercent < 1 || ciPercent > 99)
            throw new IllegalArgumentException("ciPercent must be in [1..99], got " + ciPercent);
    }

    public Column(String key, String header, Unit unit, Align align, boolean ci, int ciPercent) {
        this(key, header, unit, align, ci, ciPercent, "", Optional.empty());
    }

    /** A column of words, its CSV name made from the header. */
    public static Column text(String header) {
        return text(CsvNames.slug(header), header);
    }

    public static Column text(String key, String header) {
        return new Column(key, header, Unit.NONE, Align.LEFT, false, CI_PERCENT);
    }

    /** A column of numbers without confidence intervals. */
    public static Column number(String key, String header, Unit unit) {
        return new Column(key, header, unit, Align.RIGHT, false, CI_PERCENT);
    }

    /** A column of numbers without confidence intervals, headed by a symbol. */
    public static Column number(String key, Symbol header, Unit unit) {
        return number(key, header.text(), unit).headedBy(header);
    }

    /** A column of numbers with their 95% confidence intervals. */
    public static Column estimate(String key, String header, Unit unit) {
        return new Column(key, header, unit, Align.RIGHT, true, CI_PERCENT);
    }

    /** A column of numbers with their 95% confidence intervals, headed by a symbol. */
    public static Column estimate(String key, Symbol header, Unit unit) {
        return estimate(key, header.text(), unit).headedBy(header);
    }

    /** The same column, its header the symbol it spells. */
    public Column headedBy(Symbol header) {
        return new Column(key, this.header, unit, align, ci, ciPercent, markKey, Optional.of(header));
    }

    /** The same column with intervals of another probability. */
    public Column withConfidence(int percent) {
        return new Column(key, header, unit, align, true, percent, markKey, symbol);
    }

    /** The same column with values that carry the outcome of the test named {@code test} ({@link Cell.Mark}). */
    public Column withMark(String test) {
        if (test.isBlank()) throw new IllegalArgumentException("a mark needs the name of its test");
        return new Column(key, header, unit, align, ci, ciPercent, test, symbol);
    }

    public boolean marked() {
        return !markKey.isEmpty();
    }

    /** The header as people read it: with its unit in parentheses, when it has one. */
    public String title() {
        return unit.isNone() ? header : header + " (" + unit.text() + ")";
    }

    public boolean isNumeric() {
        return align == Align.RIGHT;
    }
}
