package io.logp.data;

/**
 * One measured point of a message-cost signature: the mean cost per issued request when M requests are issued
 * back to back with a computation of delay D after each, for requests carrying n bytes.
 *
 * @param nBytes  request payload size in bytes (the smallest size in a file is the small-message signature)
 * @param delayUs computation between issues, D, in microseconds
 * @param m       number of requests issued in the timed phase, M >= 1
 * @param costUs  mean elapsed time of the issue phase divided by M, in microseconds
 * @param ci95Us  half-width of the 95% confidence interval of costUs; NaN when unknown
 * @param samples number of timed trials behind costUs; -1 when unknown
 */
public record SignaturePoint(int nBytes, double delayUs, int m, double costUs, double ci95Us, int samples) {

    public SignaturePoint {
        if (nBytes < 0) throw new IllegalArgumentException("n_bytes must be >= 0, got " + nBytes);
        if (!(delayUs >= 0)) throw new IllegalArgumentException("delay_us must be >= 0, got " + delayUs);
        if (m < 1) throw new IllegalArgumentException("m must be >= 1, got " + m);
        if (!Double.isFinite(costUs) || costUs < 0)
            throw new IllegalArgumentException("cost_us must be finite and >= 0, got " + costUs);
        if (ci95Us < 0 || ci95Us == Double.POSITIVE_INFINITY)
            throw new IllegalArgumentException("ci95_us must be finite and >= 0, or unknown, got " + ci95Us);
        if (samples < -1)
            throw new IllegalArgumentException("samples must be >= 0, or -1 when unknown, got " + samples);
        delayUs += 0.0; // -0.0 would sort before 0.0 and start a second D = 0 curve
    }

    /** Total elapsed time of the issue phase, M * cost, in microseconds. */
    public double totalUs() {
        return m * costUs;
    }

    public boolean hasCi() {
        return Double.isFinite(ci95Us);
    }
}
