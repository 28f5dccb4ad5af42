package io.logp.fit;

/**
 * What one point-to-point message of n bytes costs, the two quantities {@link CollectiveModel} builds every collective
 * from. Times in microseconds; NaN when unknown.
 */
public interface MessageCosts {

    /** o_s(n) + L(n) + o_r(n): one message from the start of its send to the end of its receive. */
    double hopUs(long bytes);

    /** max(g(n), o_s(n), o_r(n)): the spacing of successive n-byte messages sent (or received) by one rank. */
    double gapUs(long bytes);

    /**
     * Why messages of {@code bytes} cannot be priced (which cost is unusable, with its value), or null when they
     * can.
     */
    String unusable(long bytes);

    /** Whether a message larger than the small one has a known cost (a per-byte cost G, or bulk regimes). */
    boolean hasPerByteCost();
}
