package io.logp.presentation;

/** The forms {@code model DIR} prints a run's model in. */
public enum ModelFormat {
    /** model.json's object. */
    JSON,
    /** A SimGrid platform file with its smpi/* settings in a {@code <config>} block. */
    SIMGRID,
    /** LogGOPSim's command-line flags. */
    LOGGOPSIM,
    /** Netgauge's loggp table (CODES reads it). */
    NETGAUGE
}
