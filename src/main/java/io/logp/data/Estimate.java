package io.logp.data;

/**
 * A fitted value with the half-width of its 95% confidence interval (NaN when it cannot be computed).
 */
public record Estimate(double value, double ci95) {

    public static Estimate unknown() {
        return new Estimate(Double.NaN, Double.NaN);
    }

    public static Estimate of(double value, double ci95) {
        return new Estimate(value, ci95);
    }

    public boolean isKnown() {
        return Double.isFinite(value);
    }

    public boolean hasCi() {
        return Double.isFinite(ci95);
    }

    /**
     * The estimate as a value to print for a quantity that cannot be negative (a time): unknown when it is negative,
     * within its CI of 0 or beyond it. A finding carries the number and says why the model fails there.
     */
    public Estimate unlessNegative() {
        return value < 0 ? unknown() : this;
    }

    /** Sum of independent estimates; CI half-widths add in quadrature. */
    public Estimate plus(Estimate o, double sign) {
        return new Estimate(value + sign * o.value, Math.sqrt(ci95 * ci95 + o.ci95 * o.ci95));
    }
}
