package io.logp.finding;

import io.logp.data.ContentionPattern;

/** What the contention ratios g_K / g_1 say against LogP's expectation. */
public sealed interface ContentionFinding extends Finding {

    /** A pattern without a K = 1 point: no ratio can be formed. */
    record ContentionNoBase(ContentionPattern pattern) implements ContentionFinding {}

    /**
     * The largest miss of a pattern: g_K/g_1 = {@code ratio} at K where LogP expects {@code expected}.
     *
     * @param deviation      ratio / expected - 1
     * @param bandwidthRatio senders / ratio: how many times the message rate of one pair K pairs reach
     */
    record ContentionOffModel(
            ContentionPattern pattern, int k, double ratio, double expected, double deviation, double bandwidthRatio)
            implements ContentionFinding {}
}
