package io.logp.fit.model;

/** The LogGP parameters a what-if scales one at a time (Martin, Vahdat, Culler and Anderson, ISCA 1997). */
public enum ModelParameter {
    O_S("o_s"),
    O_R("o_r"),
    GAP("g"),
    L("L"),
    PER_BYTE_GAP("G");

    private final String symbol;

    ModelParameter(String symbol) {
        this.symbol = symbol;
    }

    /** The parameter's symbol, as {@code --what-if} takes it. */
    public String symbol() {
        return symbol;
    }
}
