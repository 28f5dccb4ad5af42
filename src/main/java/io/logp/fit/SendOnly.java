package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.SignaturePoint;
import java.util.ArrayList;
import java.util.List;

/**
 * The send-only regime of the D = 0 curve: the first points, issued before any reply is back, whose cost is o_s.
 * The first reply cannot be handled before RTT - o_r has passed, which with L >= 0 is more than RTT/2, so points
 * with M <= RTT / (2 cost(M_min)) are safely send-only; any point that rose more than
 * {@link LogpFitter#SEND_ONLY_TOLERANCE} above the first ends the regime early (a small window, a slow responder).
 */
record SendOnly(Estimate oS, int maxM) {

    static SendOnly of(List<SignaturePoint> zeroCurve, double rttUs) {
        SignaturePoint first = zeroCurve.get(0);
        double bound = Math.max(first.m(), rttUs / (2 * first.costUs()));
        List<SignaturePoint> regime = new ArrayList<>();
        for (SignaturePoint p : zeroCurve) {
            if (p.m() > bound || p.costUs() > first.costUs() * (1 + LogpFitter.SEND_ONLY_TOLERANCE)) break;
            regime.add(p);
        }
        if (regime.isEmpty()) regime.add(first);
        return new SendOnly(weightedMean(regime), regime.get(regime.size() - 1).m());
    }

    /** Inverse-variance weighted mean of the points' costs, its CI widened when they scatter more than promised. */
    static Estimate weightedMean(List<SignaturePoint> points) {
        int k = points.size();
        double[] v = new double[k];
        double[] sigma = new double[k];
        for (int i = 0; i < k; i++) {
            v[i] = points.get(i).costUs();
            sigma[i] = points.get(i).ci95Us() / SteadyStateFitter.Z95;
        }
        if (k == 1) return Estimate.of(v[0], points.get(0).ci95Us());
        boolean weighted = LineFit.allPositive(sigma);
        double sw = 0, swv = 0;
        for (int i = 0; i < k; i++) {
            double w = weighted ? 1 / (sigma[i] * sigma[i]) : 1;
            sw += w;
            swv += w * v[i];
        }
        double mean = swv / sw;
        double chi2 = 0;
        for (int i = 0; i < k; i++) {
            double w = weighted ? 1 / (sigma[i] * sigma[i]) : 1;
            chi2 += w * (v[i] - mean) * (v[i] - mean);
        }
        double scatter = chi2 / (k - 1);
        double se = weighted ? Math.sqrt(Math.max(1, scatter) / sw) : Math.sqrt(scatter / k);
        double q = !weighted || scatter > 1
                ? io.logp.stats.ConfidenceInterval.tQuantile(io.logp.stats.ConfidenceInterval.CONFIDENCE, k - 1)
                : SteadyStateFitter.Z95;
        return Estimate.of(mean, q * se);
    }
}
