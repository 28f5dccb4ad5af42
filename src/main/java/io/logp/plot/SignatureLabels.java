package io.logp.plot;

import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import io.logp.presentation.NumberText;
import java.util.ArrayList;
import java.util.List;

/**
 * The names Culler et al. write on their Figure 5, written on the signature: "o_s" over its line at the right (at the
 * left the send-only points lie on it), "g" over the D = 0 plateau at the right, and "o_s + o_r + D" with its D over the plateau of the highest curve
 * whose D is above Idle, the curves o_r is read from (the legend names the others' D). Each sits just off its line, so that the line stays visible.
 */
final class SignatureLabels {

    /** Height of a label's centre above its line, as a fraction of the top of the data. */
    static final double LIFT = 0.065;
    /** How far from the plot's end a label at an end sits, as a fraction of the log M range. */
    static final double END_INSET = 0.06;

    static final String SEND_ONLY = "oₛ";
    static final String GAP = "g";

    private SignatureLabels() {}

    /** The names of the model's lines, each at the point of its line it belongs to, o_s first. */
    static List<PlotLabels.Wanted> of(LogpParameters fit, double minM, double maxM, double top) {
        List<PlotLabels.Wanted> names = new ArrayList<>();
        double logRange = Math.log(maxM / minM);
        // o_s at the right end, like g: at the left the send-only points lie on its line, and its name went above
        // the next curve up, which it seemed to name (issue 48).
        if (fit.oS().isKnown() && fit.oS().value() <= top) {
            double m = maxM / Math.exp(END_INSET * logRange);
            // Below its line first when g lies above it: close together, o_s's name took the place above and
            // pushed g's below, the two names in the wrong order (issue 48, signature_65536B).
            boolean under = fit.g().isKnown() && fit.g().value() > fit.oS().value();
            names.add(new PlotLabels.Wanted(
                    SEND_ONLY, m, fit.oS().value(), under ? PlotLabels.Kind.UNDER : PlotLabels.Kind.NEAR));
        }
        if (fit.g().isKnown() && fit.g().value() <= top) {
            double m = maxM / Math.exp(END_INSET * logRange);
            names.add(new PlotLabels.Wanted(GAP, m, fit.g().value(), PlotLabels.Kind.NEAR));
        }
        CurveFit highest = null;
        for (CurveFit c : fit.curves()) {
            if (!c.aboveGap() || !c.converged() || !c.steady().isKnown() || c.fromM() <= 0) continue;
            if (c.steady().value() > top) continue;
            if (highest == null || c.delayUs() > highest.delayUs()) highest = c;
        }
        if (highest != null) {
            double m = Math.sqrt((double) highest.fromM() * Math.max(highest.fromM(), highest.toM()));
            names.add(new PlotLabels.Wanted(
                    steady(highest.delayUs()), m, highest.steady().value(), PlotLabels.Kind.NEAR));
        }
        return names;
    }

    /**
     * The plateau's name with the D it was measured at in place of D, "oₛ + oᵣ + 16.0 µs": written once, over the
     * highest such curve, where the most room is (issue 48: "oₛ + oᵣ + D" three times, pushed off their curves, said
     * which curve it named by nothing). Short enough to sit between two regime boundaries on a paper column.
     */
    static String steady(double delayUs) {
        return STEADY_WITHOUT_D + NumberText.plain(delayUs) + " µs";
    }

    /** The plateau's name up to its D. */
    static final String STEADY_WITHOUT_D = "oₛ + oᵣ + ";
}
