package io.logp.data;

/** The small-message parameters, named as tables and the CSV columns write them. */
public enum LogpParameter {
    O_S("o_s"),
    O_R("o_r"),
    G("g"),
    L("L"),
    RTT("RTT");

    private final String symbol;

    LogpParameter(String symbol) {
        this.symbol = symbol;
    }

    /** As the LogP table prints it. */
    public String symbol() {
        return symbol;
    }

    /** The column stem in files: o_s, o_r, g, L, rtt (as logp.json's keys). */
    public String column() {
        return this == RTT ? "rtt" : symbol;
    }
}
