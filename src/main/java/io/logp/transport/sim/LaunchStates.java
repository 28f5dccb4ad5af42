package io.logp.transport.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * The simulated machine's state in each of N launches: a speed factor by which every cost of a launch is scaled, as
 * a machine that jumps between performance states runs everything slower or faster for a whole launch.
 *
 * <p>The factors are {@code 1 + jitter z_k}, with z_k the standard normal quantiles of (k - 1/2)/N in an order
 * shuffled by the seed: the N launches have the spread asked for (their standard deviation is within 3% of
 * {@code jitter} from N = 5 on), not the spread one random sample of N happens to have, so a test can check that the
 * analysis recovers it.
 */
public final class LaunchStates {

    private LaunchStates() {}

    /** The factor of each launch, launch 1 first; all 1 without jitter or for a single launch. */
    public static List<Double> factors(int launches, double jitter, long seed) {
        if (launches < 1) throw new IllegalArgumentException("launches must be >= 1, got " + launches);
        if (!(jitter >= 0 && jitter < 1)) throw new IllegalArgumentException("jitter must be in [0, 1), got " + jitter);
        NormalDistribution normal = new NormalDistribution(null, 0, 1);
        List<Double> factors = new ArrayList<>();
        for (int k = 1; k <= launches; k++) {
            double z = launches == 1 ? 0 : normal.inverseCumulativeProbability((k - 0.5) / launches);
            factors.add(1 + jitter * z);
        }
        Collections.shuffle(factors, new Random(seed));
        return factors;
    }

    /**
     * The model of one launch: o_s, o_r, g and L (and the per-byte costs) scaled by {@code factor}, its jitter and
     * outliers drawn from a seed of its own, so that launches are independent as fresh processes are.
     */
    public static LogpModel scaled(LogpModel m, double factor, long seed) {
        LogpModel.BulkCosts b = m.bulk();
        return new LogpModel(
                m.oSUs() * factor,
                m.oRUs() * factor,
                m.gUs() * factor,
                m.latencyUs() * factor,
                m.window(),
                m.jitter(),
                m.outlierRate(),
                m.outlierFactor(),
                seed,
                b);
    }
}
