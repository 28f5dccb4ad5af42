package io.logp.data;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The three ways Culler et al. load the network beyond one pair ("Validation of communication scaling"): K
 * requesters sharing one responder, one requester issuing round-robin to K responders, and K disjoint pairs at once.
 * The label is the {@code pattern} column of contention.csv.
 */
public enum ContentionPattern {

    /** K requesters, one responder: the responder is the shared bottleneck, so each sender's gap grows to K g. */
    K_TO_1("k_to_1"),
    /** One requester, K responders round-robin: LogP's gap is the requester's, so it should not change. */
    ONE_TO_K("1_to_k"),
    /** K disjoint requester/responder pairs at once: a scalable network gives each pair the one-pair gap. */
    PAIRS("pairs");

    private final String label;

    ContentionPattern(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** What LogP expects of g_K / g_1: K for K-to-1 (the receiver's gap is shared), 1 otherwise. */
    public double expectedRatio(int k) {
        return this == K_TO_1 ? k : 1;
    }

    /** The largest K that {@code ranks} ranks allow. */
    public int maxK(int ranks) {
        return this == PAIRS ? ranks / 2 : ranks - 1;
    }

    /** The pattern of a label; the message lists the valid ones. */
    public static ContentionPattern of(String label) {
        String l = label.trim().toLowerCase(Locale.ROOT);
        for (ContentionPattern p : values()) if (p.label.equals(l)) return p;
        throw new IllegalArgumentException("unknown contention pattern '" + label + "' (expected one of "
                + Arrays.stream(values()).map(ContentionPattern::label).collect(Collectors.joining(", ")) + ")");
    }
}
