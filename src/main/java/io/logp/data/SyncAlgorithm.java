package io.logp.data;

import java.util.Locale;

/**
 * How the ranks' clocks are synchronised to rank 0's (Kurnosov's MPIPerf, section 4): every rank asks rank 0 in turn
 * (linear), or every rank asks its predecessor at once and the offsets add up along the ring (ring).
 */
public enum SyncAlgorithm {
    LINEAR,
    RING;

    /** The name on the command line and in the files. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
