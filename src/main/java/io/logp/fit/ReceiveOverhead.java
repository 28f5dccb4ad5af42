package io.logp.fit;

import io.logp.data.Estimate;
import java.util.List;

/**
 * o_r from the curves whose steady cost is o_s + o_r + D (the requester is the bottleneck): a weighted line of
 * steady cost against D; o_r = intercept - o_s. With one such curve the slope is taken as 1.
 *
 * @param oR    receive overhead, unknown when no curve qualifies
 * @param slope slope of steady cost against D, unknown with fewer than two curves
 */
record ReceiveOverhead(Estimate oR, Estimate slope) {

    static ReceiveOverhead of(List<CurveFit> above, Estimate oS) {
        if (above.isEmpty()) return new ReceiveOverhead(Estimate.unknown(), Estimate.unknown());
        if (above.size() == 1) {
            CurveFit f = above.get(0);
            Estimate intercept =
                    Estimate.of(f.steady().value() - f.delayUs(), f.steady().ci95());
            return new ReceiveOverhead(intercept.plus(oS, -1), Estimate.unknown());
        }
        int k = above.size();
        double[] d = new double[k];
        double[] cost = new double[k];
        double[] sigma = new double[k];
        for (int i = 0; i < k; i++) {
            d[i] = above.get(i).delayUs();
            cost[i] = above.get(i).steady().value();
            sigma[i] = above.get(i).steady().ci95() / SteadyStateFitter.Z95;
        }
        LineFit line = LineFit.fit(d, cost, sigma);
        return new ReceiveOverhead(line.interceptEstimate().plus(oS, -1), line.slopeEstimate());
    }
}
