package io.logp.data;

/**
 * Round-trip time of a single request/reply carrying n bytes.
 *
 * @param nBytes  request payload size in bytes
 * @param rttUs   mean round-trip time in microseconds
 * @param ci95Us  half-width of its 95% confidence interval; NaN when unknown
 * @param samples number of trials; -1 when unknown
 */
public record RttPoint(int nBytes, double rttUs, double ci95Us, int samples) {

    public RttPoint {
        if (nBytes < 0) throw new IllegalArgumentException("n_bytes must be >= 0, got " + nBytes);
        if (!Double.isFinite(rttUs) || rttUs <= 0)
            throw new IllegalArgumentException("rtt_us must be finite and > 0, got " + rttUs);
        if (ci95Us < 0 || ci95Us == Double.POSITIVE_INFINITY)
            throw new IllegalArgumentException("ci95_us must be finite and >= 0, or unknown, got " + ci95Us);
        if (samples < -1)
            throw new IllegalArgumentException("samples must be >= 0, or -1 when unknown, got " + samples);
    }
}
