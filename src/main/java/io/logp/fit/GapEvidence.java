package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.List;

/**
 * g from every curve that sits on the gap plateau. Below Idle = g - o_s - o_r the requester waits for the bottleneck
 * whatever it computes, so each curve whose requester-side cost o_s + o_r + D stays clearly below the plateau
 * (by {@link LogpFitter#ABOVE_GAP_MARGIN}, the margin that marks a curve above it) has steady cost g, and is one more
 * measurement of it (Culler et al.: "for D below Idle the curves lie on the g plateau"). A curve close to the knee
 * is left out: jitter on both sides of a nearly balanced pair lifts its cost above g.
 *
 * <p>The curves' steady costs are pooled by an inverse-variance weighted mean, its CI widened (Birge ratio, Student
 * t) when they scatter more than their CIs promise; without CIs, their plain mean with a t interval.
 *
 * @param g     the pooled plateau
 * @param count how many curves it pools (1: the gap curve alone)
 */
record GapEvidence(Estimate g, int count) {

    /**
     * @param gapCurve the lowest-delay curve's fit, the plateau every other is checked against
     * @param curves   every curve's fit, the gap curve among them
     * @param oS       o_s
     * @param oR       o_r, unknown when no curve rose above the plateau (then Idle is unknown: the gap curve alone)
     */
    static GapEvidence of(CurveFit gapCurve, List<CurveFit> curves, Estimate oS, Estimate oR) {
        List<Estimate> plateaus = new ArrayList<>(List.of(gapCurve.steady()));
        if (gapCurve.converged() && oR.isKnown()) {
            double g = gapCurve.steady().value();
            for (CurveFit c : curves) {
                if (c == gapCurve || !c.converged() || c.aboveGap()) continue;
                double requesterUs = oS.value() + oR.value() + c.delayUs();
                if (requesterUs <= (1 - LogpFitter.ABOVE_GAP_MARGIN) * g) plateaus.add(c.steady());
            }
        }
        if (plateaus.size() == 1) return new GapEvidence(gapCurve.steady(), 1);
        return new GapEvidence(pooled(plateaus), plateaus.size());
    }

    private static Estimate pooled(List<Estimate> values) {
        int k = values.size();
        boolean weighted = values.stream().allMatch(e -> e.hasCi() && e.ci95() > 0);
        double sw = 0, swv = 0;
        for (Estimate e : values) {
            double w = weighted ? weight(e) : 1;
            sw += w;
            swv += w * e.value();
        }
        double mean = swv / sw;
        double chi2 = 0;
        for (Estimate e : values) {
            double w = weighted ? weight(e) : 1;
            chi2 += w * (e.value() - mean) * (e.value() - mean);
        }
        double scatter = chi2 / (k - 1);
        if (!weighted) {
            double ci = ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, k - 1) * Math.sqrt(scatter / k);
            return Estimate.of(mean, ci);
        }
        double se = Math.sqrt(Math.max(1, scatter) / sw);
        double q = scatter > 1
                ? ConfidenceInterval.tQuantile(ConfidenceInterval.CONFIDENCE, k - 1)
                : SteadyStateFitter.Z95;
        return Estimate.of(mean, q * se);
    }

    private static double weight(Estimate e) {
        double sigma = e.ci95() / SteadyStateFitter.Z95;
        return 1 / (sigma * sigma);
    }
}
