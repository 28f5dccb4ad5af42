package io.logp.fit;

import java.util.concurrent.atomic.AtomicLongArray;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The two chi^2 quantiles the steady-state search compares with, for every degree of freedom of a curve's runs.
 * Commons Math inverts the distribution in about 0.1 ms, which a curve of a million points cannot afford once per
 * run: up to {@value #EXACT_UP_TO} degrees of freedom the exact values are kept once computed; above that the
 * Wilson-Hilferty cube-root approximation stands in, with the bound on its relative error the callers widen their
 * margins by (and compute the exact value when a comparison falls inside it).
 */
final class ChiSquaredQuantiles {

    static final int EXACT_UP_TO = 1000;
    /**
     * Wilson-Hilferty's relative error above {@value #EXACT_UP_TO} degrees of freedom, bounded from above: it falls
     * with the degrees of freedom and is 1.5e-5 at 1001 for the upper 0.999 quantile and 3e-7 for the lower 0.05 one
     * (ChiSquaredQuantilesTest checks the bound against the exact values).
     */
    static final double APPROXIMATION_ERROR = 2e-5;

    private static final AtomicLongArray UPPER = new AtomicLongArray(EXACT_UP_TO + 1);
    private static final AtomicLongArray LOWER = new AtomicLongArray(EXACT_UP_TO + 1);
    private static final double Z_UPPER =
            new NormalDistribution(null, 0, 1).inverseCumulativeProbability(SteadyStateFitter.ACCEPT_QUANTILE);
    private static final double Z_LOWER =
            new NormalDistribution(null, 0, 1).inverseCumulativeProbability(TotalTimeErrors.SCATTER_LOWER_TAIL);

    private final boolean exact;

    private ChiSquaredQuantiles(boolean exact) {
        this.exact = exact;
    }

    /** Exact where cheap, approximate beyond {@value #EXACT_UP_TO} degrees of freedom. */
    static final ChiSquaredQuantiles FAST = new ChiSquaredQuantiles(false);
    /** Exact everywhere. */
    static final ChiSquaredQuantiles EXACT = new ChiSquaredQuantiles(true);

    /** The {@link SteadyStateFitter#ACCEPT_QUANTILE} quantile: the most chi^2 a line may have. */
    double upper(int dof) {
        return quantile(UPPER, dof, SteadyStateFitter.ACCEPT_QUANTILE, Z_UPPER);
    }

    /** The {@link TotalTimeErrors#SCATTER_LOWER_TAIL} quantile, by which a run's scatter is bounded from above. */
    double lower(int dof) {
        return quantile(LOWER, dof, TotalTimeErrors.SCATTER_LOWER_TAIL, Z_LOWER);
    }

    /** The bound on the relative error of either quantile at {@code dof}. */
    double error(int dof) {
        return exact || dof <= EXACT_UP_TO ? 0 : APPROXIMATION_ERROR;
    }

    private double quantile(AtomicLongArray cache, int dof, double p, double z) {
        if (dof > EXACT_UP_TO) return exact ? compute(dof, p) : wilsonHilferty(dof, z);
        long bits = cache.get(dof);
        if (bits != 0) return Double.longBitsToDouble(bits);
        double q = compute(dof, p);
        cache.set(dof, Double.doubleToRawLongBits(q));
        return q;
    }

    /** As the exhaustive search computes it, so that both compare with the same number. */
    static double compute(int dof, double p) {
        return new ChiSquaredDistribution(null, dof).inverseCumulativeProbability(p);
    }

    static double wilsonHilferty(int dof, double z) {
        double a = 2.0 / (9.0 * dof);
        double root = 1 - a + z * Math.sqrt(a);
        return dof * root * root * root;
    }
}
