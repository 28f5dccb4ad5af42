package io.logp.report;

import io.logp.analysis.Comparison;
import io.logp.analysis.HistoryParameter;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Column;

/**
 * The columns of the parameters that a comparison and a machine's history set side by side: each parameter's symbol
 * and unit as types, so that a rendering with math (LaTeX) sets {@code o_s} as {@code $o_{s}$} without reading the
 * header's text.
 */
final class ParameterColumns {

    private ParameterColumns() {}

    /** The parameter's values with their CIs, headed by its symbol ({@code RTT} is a word). */
    static Column estimate(String key, Comparison.Parameter p) {
        Column c = Column.estimate(key, p.symbol(), p == Comparison.Parameter.R ? Unit.MB_PER_S : Unit.US);
        return headed(c, symbol(p));
    }

    /** Its differences, in {@code unit}, headed by its symbol. */
    static Column number(String key, Comparison.Parameter p, Unit unit) {
        return headed(Column.number(key, p.symbol(), unit), symbol(p));
    }

    static Column estimate(String key, HistoryParameter p) {
        Column c = Column.estimate(key, p.symbol(), p == HistoryParameter.R ? Unit.MB_PER_S : Unit.US);
        return headed(c, symbol(p));
    }

    private static Column headed(Column c, Symbol symbol) {
        return symbol == null ? c : c.headedBy(symbol);
    }

    /** Null for RTT, which is a word. */
    private static Symbol symbol(Comparison.Parameter p) {
        return switch (p) {
            case O_S -> Symbol.sub("o", "s");
            case O_R -> Symbol.sub("o", "r");
            case G -> Symbol.of("g");
            case L -> Symbol.of("L");
            case RTT -> null;
            case T0 -> Symbol.indexed("T", 0);
            case R -> Symbol.of("R");
        };
    }

    private static Symbol symbol(HistoryParameter p) {
        return switch (p) {
            case O_S -> Symbol.sub("o", "s");
            case O_R -> Symbol.sub("o", "r");
            case G -> Symbol.of("g");
            case L -> Symbol.of("L");
            case RTT -> null;
            case T0 -> Symbol.indexed("T", 0);
            case R -> Symbol.of("R");
        };
    }
}
