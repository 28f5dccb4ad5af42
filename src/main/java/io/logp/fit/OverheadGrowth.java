package io.logp.fit;

import io.logp.data.Estimate;

/**
 * How o_s(n) grows with n over one regime: a least-squares line o_s(n) = a + b n (Culler et al., Figure 10). A
 * constant o_s(n) (Paragon, Meiko) means the network interface moves the data and the processor can overlap the
 * whole transfer with computation; a linear one (Myrinet) means the processor copies every byte.
 *
 * @param fromBytes  smallest size of the line
 * @param toBytes    largest size of the line
 * @param points     sizes on the line
 * @param intercept  a, in microseconds
 * @param perByte    b, in microseconds per byte
 * @param linear     whether o_s grows: b is positive beyond its CI and adds more than
 *                   {@value #LINEAR_GROWTH} of o_s(from) over the range
 */
public record OverheadGrowth(
        int fromBytes, int toBytes, int points, Estimate intercept, Estimate perByte, boolean linear) {

    /** Growth over the range, as a fraction of o_s at its smallest size, below which o_s(n) counts as constant. */
    public static final double LINEAR_GROWTH = 0.10;

    /** o_s(n) on the line. */
    public double at(double nBytes) {
        return intercept.value() + perByte.value() * nBytes;
    }

    public String describe() {
        if (linear) {
            return String.format(
                    java.util.Locale.ROOT,
                    "o_s(n) grows linearly, %.4f us per KiB from %d to %d bytes: "
                            + "the processor handles every byte, so it cannot overlap the transfer with computation",
                    perByte.value() * 1024,
                    fromBytes,
                    toBytes);
        }
        return String.format(
                java.util.Locale.ROOT,
                "o_s(n) is constant, about %.3f us from %d to %d bytes: the "
                        + "processor is free while the data moves, so it can overlap the transfer with computation",
                at(fromBytes),
                fromBytes,
                toBytes);
    }
}
