package io.logp.finding;

/** How much a finding weighs on the numbers it is about. */
public enum Severity {
    /** Context a reader should know; the numbers stand. */
    INFO,
    /** Some numbers are less trustworthy than their CIs say, or could not be obtained. */
    WARNING,
    /** The run or its files cannot support the result (an interrupted run, a failed timer check). */
    ERROR;

    /** The lower-case name files carry ({@code "warning"}). */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
