package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.BulkFinding;

/**
 * How o_s(n) grows with n over one of its regimes ({@link SizeRegimes}): o_s(n) = a + b n (Culler et al., Figure
 * 10). A constant o_s(n) (Paragon, Meiko) means the network interface moves the data and the processor can overlap
 * the whole transfer with computation; a linear one (Myrinet) means the processor copies every byte. The chart draws
 * these lines; the words are the report's, of the {@link BulkFinding.SizeRegime} it comes from.
 *
 * @param fromBytes smallest size of the line
 * @param toBytes   largest size of the line
 * @param points    sizes on the line
 * @param intercept a, in microseconds
 * @param perByte   b, in microseconds per byte (0 for a constant regime)
 * @param linear    whether o_s grows: b is beyond its CI and adds more than {@value SizeRegimes#LINEAR_GROWTH} of
 *                  o_s(from) over the range
 */
public record OverheadGrowth(
        int fromBytes, int toBytes, int points, Estimate intercept, Estimate perByte, boolean linear) {

    /** The line of one o_s(n) regime of two or more sizes. */
    static OverheadGrowth of(BulkFinding.SizeRegime r) {
        boolean linear = r.shape() == BulkFinding.SizeShape.LINEAR;
        Estimate perByte = linear ? Estimate.of(r.perByteUs(), r.perByteCi95Us()) : Estimate.of(0, 0);
        // A line's level is its value at the first size; the intercept at n = 0 is what at() needs.
        Estimate intercept = Estimate.of(r.levelUs() - perByte.value() * r.fromBytes(), r.levelCi95Us());
        return new OverheadGrowth(r.fromBytes(), r.toBytes(), r.points(), intercept, perByte, linear);
    }

    /** o_s(n) on the line. */
    public double at(double nBytes) {
        return intercept.value() + perByte.value() * nBytes;
    }
}
