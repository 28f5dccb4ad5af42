package io.logp.fit;

import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.experiment.SweepPlan;
import java.util.ArrayList;
import java.util.List;

/**
 * A LogP system whose signature is written down from the textbook formulas of Culler et al. rather than simulated:
 * cost = o_s + D while M is below RTT/(o_s + D) (no reply is back yet), then a short linear ramp over M up to
 * twice that, then the steady cost max(g, o_s + o_r + D). Every curve is exact, so a fitter that reads the model
 * right recovers the parameters to rounding.
 *
 * @param oS      send overhead, us
 * @param oR      receive overhead, us
 * @param g       gap, us
 * @param latency L, us
 */
public record TextbookSystem(double oS, double oR, double g, double latency) {

    /** Myrinet in Culler et al., Table 2. */
    public static final TextbookSystem MYRINET = new TextbookSystem(2.0, 2.6, 12.4, 11.1);
    /** Intel Paragon in Culler et al., Table 2. */
    public static final TextbookSystem PARAGON = new TextbookSystem(1.4, 2.2, 7.6, 6.3);

    /** RTT = 2 (o_s + L + o_r). */
    public double rttUs() {
        return 2 * (oS + latency + oR);
    }

    public double idleUs() {
        return g - oS - oR;
    }

    /** Steady message cost of the curve with delay D: g below Idle, o_s + o_r + D above. */
    public double steadyUs(double delayUs) {
        return Math.max(g, oS + oR + delayUs);
    }

    public double costUs(double delayUs, int m) {
        double sendOnly = oS + delayUs;
        double rampStart = rttUs() / sendOnly;
        double rampEnd = 2 * rampStart;
        if (m <= rampStart) return sendOnly;
        if (m >= rampEnd) return steadyUs(delayUs);
        return sendOnly + (steadyUs(delayUs) - sendOnly) * (m - rampStart) / (rampEnd - rampStart);
    }

    /**
     * The signature on the sweep's own M grid up to {@code mMax}.
     *
     * @param relativeCi CI of every point relative to its cost; NaN writes no CI (and no sample count)
     */
    public Signature signature(int nBytes, double[] delaysUs, int mMax, double relativeCi) {
        List<SignaturePoint> points = new ArrayList<>();
        for (double d : delaysUs) {
            for (int m : SweepPlan.mGrid(mMax)) {
                double cost = costUs(d, m);
                boolean known = Double.isFinite(relativeCi);
                points.add(new SignaturePoint(
                        nBytes, d, m, cost, known ? relativeCi * cost : Double.NaN, known ? 150 : -1));
            }
        }
        return new Signature(points);
    }

    /** The RTT row of this system. */
    public RttPoint rtt(int nBytes, double ci95Us) {
        return new RttPoint(nBytes, rttUs(), ci95Us, Double.isFinite(ci95Us) ? 2000 : -1);
    }

    /**
     * D = 0, two delays below Idle, and three well above it (the curves o_r comes from); with no Idle (an
     * overhead-limited system) the two small delays are a quarter and half of g, already above the plateau.
     */
    public double[] delaysAroundIdle() {
        double small = idleUs() > 0.01 * g ? idleUs() : g;
        return new double[] {0, small / 4, small / 2, 2 * g, 4 * g, 8 * g};
    }
}
