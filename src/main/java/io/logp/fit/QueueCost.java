package io.logp.fit;

import io.logp.data.Estimate;
import java.util.Arrays;

/**
 * What one entry of an MPI message queue costs: the slope of latency against queue depth Q. A round trip holds one
 * search of the loaded queue (at the destination, when the ping is matched), so the per-entry search cost is the
 * slope of the round trip, twice the slope of the half round trip; the Q-independent part is the half round trip
 * at Q = 0 (the intercept). Weighted least squares on the points' means and CIs ({@link LineFit}).
 *
 * @param perEntryNs        search cost per queue entry, ns
 * @param baseUs            half round trip with an empty queue, us
 * @param qMax              the deepest queue measured
 * @param points            points in the fit
 */
public record QueueCost(String curve, Estimate perEntryNs, Estimate baseUs, int qMax, int points) {

    /**
     * @param q         queue depths
     * @param halfRttUs mean half round trip at each depth, us
     * @param ci95Us    its 95% CI half-width (NaN when unknown)
     */
    public static QueueCost fit(String curve, int[] q, double[] halfRttUs, double[] ci95Us) {
        if (q.length < 2)
            throw new IllegalArgumentException(curve + ": a slope needs at least two queue depths, got " + q.length);
        double[] x = Arrays.stream(q).asDoubleStream().toArray();
        double[] sigma =
                Arrays.stream(ci95Us).map(c -> c / SteadyStateFitter.Z95).toArray();
        LineFit line = LineFit.fit(x, halfRttUs, sigma);
        Estimate slope = line.slopeEstimate();
        Estimate perEntry = Estimate.of(2e3 * slope.value(), 2e3 * slope.ci95());
        return new QueueCost(
                curve,
                perEntry,
                line.interceptEstimate(),
                Arrays.stream(q).max().orElse(0),
                q.length);
    }
}
