package io.logp.data;

import java.util.Locale;

/** The clock timings are read from: Java's System.nanoTime, or MPI_Wtime as most MPI suites time. */
public enum TimerChoice {
    NANOTIME("System.nanoTime"),
    WTIME("MPI_Wtime");

    private final String clockName;

    TimerChoice(String clockName) {
        this.clockName = clockName;
    }

    /** The name on the command line: nanotime or wtime. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The clock's own name, as the files and reports give it. */
    public String clockName() {
        return clockName;
    }
}
