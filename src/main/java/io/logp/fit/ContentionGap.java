package io.logp.fit;

import io.logp.data.ContentionPattern;

/**
 * The gap measured at one contention point: a row of contention.csv.
 *
 * @param pattern what loaded the network
 * @param k       K: requesters (K-to-1), responders (1-to-K) or pairs
 * @param nBytes  bytes per request
 * @param gUs     the gap each requester saw, microseconds
 * @param ci95Us  its 95% half-width; NaN when unknown
 * @param samples trials behind it; -1 when unknown
 */
public record ContentionGap(ContentionPattern pattern, int k, int nBytes, double gUs, double ci95Us, int samples) {

    public ContentionGap {
        if (pattern == null) throw new IllegalArgumentException("pattern is missing");
        if (k < 1) throw new IllegalArgumentException("k must be >= 1, got " + k);
        if (nBytes < 0) throw new IllegalArgumentException("n_bytes must be >= 0, got " + nBytes);
        if (!Double.isFinite(gUs) || gUs <= 0)
            throw new IllegalArgumentException("g_us must be finite and > 0, got " + gUs);
        if (ci95Us < 0 || ci95Us == Double.POSITIVE_INFINITY)
            throw new IllegalArgumentException("ci95_us must be finite and >= 0, or unknown, got " + ci95Us);
        if (samples < -1)
            throw new IllegalArgumentException("samples must be >= 0, or -1 when unknown, got " + samples);
    }
}
