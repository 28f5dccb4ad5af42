package io.logp.plot;

import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import java.util.ArrayList;
import java.util.List;

/**
 * The names Culler et al. write on their Figure 5, written on the signature: "o_s" over the send-only level at the
 * left, "g" over the D = 0 plateau at the right, and "o_s + o_r + D" over the plateau of every curve whose D is above
 * Idle, the curves o_r is read from. Each sits just off its line, so that the line stays visible.
 */
final class SignatureLabels {

    /** Height of a label's centre above its line, as a fraction of the top of the data. */
    static final double LIFT = 0.065;
    /** How far from the plot's end a label at an end sits, as a fraction of the log M range. */
    static final double END_INSET = 0.06;

    static final String SEND_ONLY = "oₛ";
    static final String GAP = "g";
    static final String STEADY = "oₛ + oᵣ + D";

    private SignatureLabels() {}

    /** The names of the model's lines, each at the point of its line it belongs to, o_s first. */
    static List<PlotLabels.Wanted> of(LogpParameters fit, double minM, double maxM, double top) {
        List<PlotLabels.Wanted> names = new ArrayList<>();
        double logRange = Math.log(maxM / minM);
        if (fit.oS().isKnown() && fit.oS().value() <= top) {
            double m = minM * Math.exp(END_INSET * logRange);
            names.add(new PlotLabels.Wanted(SEND_ONLY, m, fit.oS().value(), PlotLabels.Kind.NEAR));
        }
        if (fit.g().isKnown() && fit.g().value() <= top) {
            double m = maxM / Math.exp(END_INSET * logRange);
            names.add(new PlotLabels.Wanted(GAP, m, fit.g().value(), PlotLabels.Kind.NEAR));
        }
        for (CurveFit c : fit.curves()) {
            if (!c.aboveGap() || !c.converged() || !c.steady().isKnown() || c.fromM() <= 0) continue;
            if (c.steady().value() > top) continue;
            double m = Math.sqrt((double) c.fromM() * Math.max(c.fromM(), c.toM()));
            names.add(new PlotLabels.Wanted(STEADY, m, c.steady().value(), PlotLabels.Kind.NEAR));
        }
        return names;
    }
}
