package io.logp.plot;

import io.logp.fit.CurveFit;
import io.logp.fit.LogpParameters;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;

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

    static final String SEND_ONLY = "o_s";
    static final String GAP = "g";
    static final String STEADY = "o_s + o_r + D";

    private SignatureLabels() {}

    static void add(XYChart chart, LogpParameters fit, double minM, double maxM, double top) {
        double logRange = Math.log(maxM / minM);
        double lift = LIFT * top;
        if (fit.oS().isKnown()) {
            double m = minM * Math.exp(END_INSET * logRange);
            chart.addAnnotation(new AnnotationText(SEND_ONLY, m, fit.oS().value() + lift, false));
        }
        if (fit.g().isKnown()) {
            double m = maxM / Math.exp(END_INSET * logRange);
            chart.addAnnotation(new AnnotationText(GAP, m, fit.g().value() + lift, false));
        }
        for (CurveFit c : fit.curves()) {
            if (!c.aboveGap() || !c.converged() || !c.steady().isKnown() || c.fromM() <= 0) continue;
            double m = Math.sqrt((double) c.fromM() * Math.max(c.fromM(), c.toM()));
            chart.addAnnotation(new AnnotationText(STEADY, m, c.steady().value() + lift, false));
        }
    }
}
