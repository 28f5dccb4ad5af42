package io.logp.fit;

import io.logp.data.Estimate;
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
 * @param warnings      worded warnings, what a reader must know to trust (or not) these numbers: the analysis puts
 *                      here the measurement's own and the {@code diagnostics} worded for the run; the fitter adds none
 * @param diagnostics   the fitter's findings about these numbers, as data (the report words them with the run's path)
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
        List<String> warnings,
        List<Diagnostic> diagnostics) {

    public LogpParameters {
        curves = List.copyOf(curves);
        warnings = List.copyOf(warnings);
        diagnostics = List.copyOf(diagnostics);
    }

    /** Parameters with worded warnings only (tests, other tools' numbers, a directory without a signature). */
    public LogpParameters(
            int nBytes,
            Estimate oS,
            Estimate oR,
            Estimate g,
            Estimate latency,
            Estimate rtt,
            Estimate oRSlope,
            int sendOnlyMaxM,
            List<CurveFit> curves,
            List<String> warnings) {
        this(nBytes, oS, oR, g, latency, rtt, oRSlope, sendOnlyMaxM, curves, warnings, List.of());
    }

    /** The same parameters and diagnostics with these worded warnings instead (the analysis adds the run's). */
    public LogpParameters withWarnings(List<String> worded) {
        return new LogpParameters(nBytes, oS, oR, g, latency, rtt, oRSlope, sendOnlyMaxM, curves, worded, diagnostics);
    }

    /** Whether the fitter found a diagnostic of this kind. */
    public boolean has(Diagnostic.Kind kind) {
        return diagnostics.stream().anyMatch(d -> d.kind() == kind);
    }

    /** Idle = g - o_s - o_r: the requester's wait per message in the D = 0 steady state. */
    public double idleUs() {
        return g.value() - oS.value() - oR.value();
    }
}
