package io.logp.fit;

/**
 * One contention point against its single-pair reference g_1 (the same pattern and message size at K = 1).
 *
 * @param gap            the measured point
 * @param ratio          g_K / g_1; NaN when the pattern has no K = 1 point at this size
 * @param ratioCi95      its 95% half-width (first-order propagation of both CIs); NaN when unknown
 * @param expected       what LogP expects of the ratio: K for K-to-1, 1 otherwise
 * @param bandwidthRatio messages per second of all requesters together over one pair's: senders / ratio
 */
public record ContentionRatio(
        ContentionGap gap, double ratio, double ratioCi95, double expected, double bandwidthRatio) {

    /** Relative deviation of the ratio from LogP's expectation, e.g. -0.3 for 30% below; NaN when unknown. */
    public double deviation() {
        return ratio / expected - 1;
    }

    /** True when the ratio is within 5% of the expectation or within its CI of it. */
    public boolean matchesLogp() {
        double miss = Math.abs(ratio - expected);
        return Double.isFinite(ratio) && (miss <= 0.05 * expected || (Double.isFinite(ratioCi95) && miss <= ratioCi95));
    }
}
