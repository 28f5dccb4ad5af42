package io.logp.plot;

import io.logp.data.Estimate;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import java.util.ArrayList;
import java.util.List;

/**
 * A hand-made signature with the textbook shape of the Paragon in Culler et al. (Figure 5a): o_s = 1.4, o_r = 2.2,
 * g = 7.6 us, so Idle = 4.0 us. Cost is o_s + D while M <= 4 (send-only), then climbs towards its steady value:
 * g for D below Idle, o_s + o_r + D above it (19.6 us at D = 16).
 */
final class TextbookSignature {

    static final double O_S = 1.4;
    static final double O_R = 2.2;
    static final double G = 7.6;
    static final int SEND_ONLY_MAX_M = 4;
    static final int STEADY_FROM_M = 64;
    static final int[] M = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024};
    static final double[] DELAYS_US = {0, 2, 16};
    /** The one point whose CI is unknown, to check it is drawn as a zero error bar. */
    static final int M_WITHOUT_CI = 8;

    private TextbookSignature() {}

    static double costUs(double delayUs, int m) {
        double sendOnly = O_S + delayUs;
        double steady = Math.max(G, O_S + O_R + delayUs);
        return m <= SEND_ONLY_MAX_M ? sendOnly : steady - (steady - sendOnly) * SEND_ONLY_MAX_M / m;
    }

    static double ci95Us(double delayUs, int m) {
        return m == M_WITHOUT_CI ? Double.NaN : 0.05 * costUs(delayUs, m);
    }

    static List<SignaturePoint> points(int nBytes) {
        List<SignaturePoint> points = new ArrayList<>();
        for (double d : DELAYS_US) {
            for (int m : M) points.add(new SignaturePoint(nBytes, d, m, costUs(d, m), ci95Us(d, m), 50));
        }
        return points;
    }

    static Signature signature() {
        return new Signature(points(0));
    }

    static LogpParameters fit() {
        List<CurveFit> curves = new ArrayList<>();
        for (double d : DELAYS_US) {
            double steady = Math.max(G, O_S + O_R + d);
            curves.add(new CurveFit(d, Estimate.of(steady, 0.05), STEADY_FROM_M, 1024, 5, true, d > G - O_S - O_R));
        }
        return new LogpParameters(
                0,
                Estimate.of(O_S, 0.02),
                Estimate.of(O_R, 0.1),
                Estimate.of(G, 0.05),
                Estimate.of(7.5, 0.2),
                Estimate.of(22.2, 0.3),
                Estimate.unknown(),
                SEND_ONLY_MAX_M,
                curves,
                List.of());
    }
}
