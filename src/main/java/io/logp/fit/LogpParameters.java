package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import java.util.List;

/**
 * The LogP parameters of one communication system, fitted from a small-message signature and the RTT.
 * All times in microseconds. Bulk and contention results belong to their own fits and are not held here.
 *
 * @param nBytes        payload size of the small-message signature the fit used
 * @param oS            send overhead o_s
 * @param oR            receive overhead o_r
 * @param g             gap g (D = 0 plateau)
 * @param latency       L = RTT/2 - o_s - o_r
 * @param rtt           round-trip time of one request/reply
 * @param oRSlope       slope of steady cost versus D over the curves with D > Idle (about 1 when the model holds);
 *                      NaN when fewer than two such curves
 * @param sendOnlyMaxM  largest M of the send-only regime at D = 0
 * @param curves        steady-state fit of every curve, by ascending D
 * @param findings      what a reader must know to trust (or not) these numbers: the fitter's {@link FitFinding}s,
 *                      to which the analysis adds the run's own (the measurement's, the placement's)
 */
public record LogpParameters(
        int nBytes,
        Estimate oS,
        Estimate oR,
        Estimate g,
        Estimate latency,
        Estimate rtt,
        Estimate oRSlope,
        int sendOnlyMaxM,
        List<CurveFit> curves,
        List<Finding> findings) {

    public LogpParameters {
        curves = List.copyOf(curves);
        findings = List.copyOf(findings);
    }

    /** The same parameters with these findings instead (the analysis adds the run's to the fitter's). */
    public LogpParameters withFindings(List<Finding> all) {
        return new LogpParameters(nBytes, oS, oR, g, latency, rtt, oRSlope, sendOnlyMaxM, curves, all);
    }

    /** Whether a finding with this code is among the findings. */
    public boolean has(Code code) {
        return findings.stream().anyMatch(f -> f.code() == code);
    }

    /** Idle = g - o_s - o_r: the requester's wait per message in the D = 0 steady state. */
    public double idleUs() {
        return g.value() - oS.value() - oR.value();
    }
}
