package io.logp.fit.model;

import io.logp.data.Estimate;

/**
 * A cost that grows with the message: start + n·perByte, in microseconds, with the 95% CI of each coefficient. A
 * cost measured at one size only is a constant (per byte 0, without a CI); one not measured in its regime at all is
 * borrowed from the nearest size that was ({@code points} = 0).
 *
 * @param startUs      the value at n = 0 (the line's intercept), us
 * @param perByteUs    the slope, us per byte
 * @param points       sizes the line was fitted to
 */
public record SizeLine(Estimate startUs, Estimate perByteUs, int points) {

    /** A constant: the same at every size. */
    public static SizeLine constant(Estimate value, int points) {
        return new SizeLine(value, Estimate.of(0, Double.NaN), points);
    }

    public static SizeLine unknown() {
        return new SizeLine(Estimate.unknown(), Estimate.unknown(), 0);
    }

    public boolean isKnown() {
        return startUs.isKnown() && perByteUs.isKnown();
    }

    /** The value at {@code nBytes}, us. */
    public double atUs(double nBytes) {
        return startUs.value() + perByteUs.value() * nBytes;
    }

    /** This line plus (sign 1) or minus (sign -1) another; CIs add in quadrature, as for independent fits. */
    public SizeLine plus(SizeLine o, double sign) {
        return new SizeLine(
                startUs.plus(o.startUs, sign), perByteUs.plus(o.perByteUs, sign), Math.min(points, o.points));
    }
}
