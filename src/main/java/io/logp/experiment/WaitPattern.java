package io.logp.experiment;

import io.logp.transport.Clock;
import io.logp.transport.Launch;
import java.util.Locale;

/**
 * MPIPerf's timer checks (Kurnosov 2012, section 6.1): "collectives" with no communication whose time is known in
 * advance. WaitPatternNull returns at once, so its time is 0; in WaitPatternUp member i busy-waits (i + 1) us, so
 * the largest member time is P us. A clock whose readings are wrong, or a schedule whose starts are not
 * simultaneous, shows up as a departure from those values.
 */
public enum WaitPattern {
    NULL("wait_null"),
    UP("wait_up");

    private final String label;

    WaitPattern(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The time the pattern should measure over {@code ranks} members, in microseconds. */
    public double expectedUs(int ranks) {
        return this == NULL ? 0 : ranks;
    }

    /** Member {@code index}'s part, waiting on {@code clock}. */
    public Launch launch(int index, Clock clock) {
        if (this == NULL) return () -> {};
        long waitNs = 1000L * (index + 1);
        return () -> clock.spin(waitNs);
    }

    public static WaitPattern of(String label) {
        String l = label.trim().toLowerCase(Locale.ROOT);
        for (WaitPattern p : values()) if (p.label.equals(l)) return p;
        throw new IllegalArgumentException("unknown wait pattern '" + label + "' (expected wait_null or wait_up)");
    }
}
