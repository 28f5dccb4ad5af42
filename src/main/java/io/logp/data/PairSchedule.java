package io.logp.data;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the pairs of ranks take their turns: one pair at a time, so nothing contends and a slow pair is its own, or
 * the rounds of a round-robin tournament, P/2 disjoint pairs at once (mpiGraph's shifts), P - 1 steps instead of
 * P(P - 1)/2 at the price of the contention the pairs of a round bring each other. The label is the option's value.
 */
public enum PairSchedule {
    SEQUENTIAL("sequential"),
    ROUNDS("rounds");

    private final String label;

    PairSchedule(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The default for {@code ranks} ranks: one pair at a time up to {@link Defaults#PAIRS_SEQUENTIAL_RANKS}. */
    public static PairSchedule defaultFor(int ranks) {
        return ranks <= Defaults.PAIRS_SEQUENTIAL_RANKS ? SEQUENTIAL : ROUNDS;
    }

    /** The schedule of a label; the message lists the valid ones. */
    public static PairSchedule of(String label) {
        String l = label.trim().toLowerCase(Locale.ROOT);
        for (PairSchedule s : values()) if (s.label.equals(l)) return s;
        throw new IllegalArgumentException("unknown schedule '" + label + "' (expected one of "
                + Arrays.stream(values()).map(PairSchedule::label).collect(Collectors.joining(", ")) + ")");
    }
}
