package io.logp.presentation;

/**
 * The unit of a column of numbers, as people read it ({@code MB/s}) and as logp's data files spell it in a column's
 * name ({@code MBps}): each rendering takes the spelling it needs from here, none rewrites another's text.
 */
public enum Unit {
    NONE("", ""),
    US("us", "us"),
    NS("ns", "ns"),
    SECONDS("s", "s"),
    MB_PER_S("MB/s", "MBps"),
    NS_PER_BYTE("ns/B", "ns_per_B"),
    PERCENT("%", "percent");

    private final String text;
    private final String inFileName;

    Unit(String text, String inFileName) {
        this.text = text;
        this.inFileName = inFileName;
    }

    /** As people read it after a value or in a header: {@code us}, {@code MB/s}; empty for none. */
    public String text() {
        return text;
    }

    /** As a data file's column name ends: {@code R_MBps}, {@code G_ns_per_B}; empty for none. */
    public String inFileName() {
        return inFileName;
    }

    public boolean isNone() {
        return this == NONE;
    }
}
