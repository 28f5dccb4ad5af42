package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Extracts the LogP parameters from a small-message signature and the RTT, following Culler et al., "Assessing
 * Fast Network Interfaces" (IEEE Micro 16(1), 1996), section "Communication microbenchmark":
 * <ul>
 *   <li>the gap curve: D = 0, or the lowest delay when it is far below its plateau (at most
 *       {@value #ZERO_DELAY_FRACTION} of it; said in a {@link FitFinding.LowestDelayAsZero}), since the method
 *       needs a curve below Idle = g - o_s - o_r, not an exact zero; delays a program calibrated per point are
 *       grouped into curves first ({@link DelayCurves});</li>
 *   <li>o_s: the gap curve's own D subtracted from the mean message cost of the send-only regime of the D = 0 curve (small M, before the first reply is
 *       back: M at most RTT / (2 cost(M_min)), and no more than {@value #SEND_ONLY_TOLERANCE} above the first point);</li>
 *   <li>g: asymptote of the gap curve, the slope of its steady part ({@link SteadyStateFitter}), pooled with every
 *       curve whose D lies clearly below Idle ({@link GapEvidence}); a curve issued
 *       in less than {@value #MIN_STEADY_ROUND_TRIPS} RTTs at its largest M is too short to be steady (for one RTT
 *       no reply is back: it is all send-only) and has not converged, however straight it is;</li>
 *   <li>o_r: from every curve whose steady cost rises clearly above g (D > Idle = g - o_s - o_r), where
 *       steady cost = o_s + o_r + D: a line of steady cost against D gives o_r = intercept - o_s, and its slope
 *       (about 1 when the model holds) is reported; with a single such curve the slope is taken as 1;</li>
 *   <li>L = RTT/2 - o_s - o_r, since RTT = 2 (o_s + L + o_r).</li>
 * </ul>
 * Confidence intervals combine in quadrature. Pure: no I/O. The fit never hides a suspicious result: it adds a
 * {@link FitFinding} with the numbers that show it, which the report words for the run's path.
 */
public final class LogpFitter {

    /**
     * A delay this small (1 ps) is D = 0: other tools write the D = 0 curve as a measured compute time, and a
     * calibrated busy wait of nothing still reads a picosecond or two.
     */
    public static final double ZERO_DELAY_US = 1e-6;
    /**
     * The lowest delay stands for D = 0 when it is at most this fraction of its own plateau. Programs that calibrate
     * their busy wait write the D = 0 curve with the wait's own cost (delay_us = 0.0100); the method needs only a
     * curve with D below Idle = g - o_s - o_r, and a tenth of the plateau is below Idle on every system whose
     * overheads leave the gap a tenth idle, and within a tenth of g on one that is overhead-limited (Idle = 0).
     */
    public static final double ZERO_DELAY_FRACTION = 0.1;
    /** A send-only point may exceed the first point by this much (noise, timer granularity) and still count. */
    public static final double SEND_ONLY_TOLERANCE = 0.05;
    /** A curve counts as above the D = 0 plateau when its steady cost exceeds g by this fraction and by its CIs. */
    public static final double ABOVE_GAP_MARGIN = 0.05;
    /** The o_r regression slope is flagged when it is further than this from 1. */
    public static final double SLOPE_TOLERANCE = 0.2;
    /**
     * With W requests outstanding the cost per message cannot fall below RTT/W; a plateau within this factor of that
     * bound cannot be told apart from it, so it may be the window's, not the network's.
     */
    public static final double WINDOW_LIMIT_FACTOR = 2;
    /**
     * A curve counts as converged only when its issue phase at the largest M lasts at least this many round trips.
     * Before one RTT has passed no reply can be back, so a curve cut off that early is all send-only regime: a
     * straight line of cost o_s + D that the steady-state test alone would take for the asymptote.
     */
    public static final double MIN_STEADY_ROUND_TRIPS = 2;

    private LogpFitter() {}

    /**
     * @param signature the signature; its smallest n_bytes is the small-message one
     * @param rtts      RTT rows; the one for that n_bytes is used (else the smallest)
     * @param window    the requester's window, when known, to detect a window-limited plateau
     */
    public static LogpParameters fit(Signature signature, List<RttPoint> rtts, OptionalInt window) throws FitException {
        if (signature.isEmpty()) throw new FitException("the signature has no points");
        return fitAt(signature, rtts, window, signature.smallestNBytes());
    }

    /**
     * The same extraction for the curves of one message size n (Culler et al., "Bulk-transfer overhead": o_s(n),
     * g(n) from the signature at each n), with the RTT of that size.
     */
    public static LogpParameters fitAt(Signature signature, List<RttPoint> rtts, OptionalInt window, int nBytes)
            throws FitException {
        if (signature.curves(nBytes).isEmpty())
            throw new FitException("the signature has no points for n_bytes = " + nBytes);
        if (rtts.isEmpty()) throw new FitException("no RTT measurement: L cannot be computed");
        List<Finding> found = new ArrayList<>();
        RttPoint rttPoint = rttFor(rtts, nBytes, found);
        Estimate rtt = Estimate.of(rttPoint.rttUs(), rttPoint.ci95Us());

        Map<Double, List<SignaturePoint>> curves = DelayCurves.of(signature, nBytes);
        double zeroDelay = curves.keySet().iterator().next();
        List<SignaturePoint> zero = curves.get(zeroDelay);
        CurveFit zeroFit = steadyState(zero, rtt.value());
        if (zeroDelay > ZERO_DELAY_US) {
            if (!(zeroDelay <= ZERO_DELAY_FRACTION * zeroFit.steady().value())) {
                throw new FitException(String.format(
                        java.util.Locale.ROOT,
                        "the signature has no D = 0 curve for n_bytes = %d (delays present: %s): the lowest,"
                                + " D = %.4g us, is not below %.0f%% of its own plateau (%.4g us), so it need not"
                                + " lie on the gap",
                        nBytes,
                        curves.keySet(),
                        zeroDelay,
                        100 * ZERO_DELAY_FRACTION,
                        zeroFit.steady().value()));
            }
            found.add(
                    new FitFinding.LowestDelayAsZero(zeroDelay, zeroFit.steady().value()));
        }

        SendOnly sendOnly = SendOnly.of(zero, rtt.value());
        // The send-only cost of a curve is o_s + D: the wait runs after every issue, even one of "nothing".
        Estimate oS =
                Estimate.of(sendOnly.oS().value() - zeroDelay, sendOnly.oS().ci95());
        Estimate g0 = zeroFit.steady();
        if (!zeroFit.converged()) {
            boolean cutOff = isCutOff(zero, rtt.value());
            found.add(new FitFinding.PlateauNotConverged(
                    zeroFit.toM(),
                    zeroFit.points(),
                    g0.value(),
                    cutOff ? last(zero).totalUs() : null,
                    cutOff ? MIN_STEADY_ROUND_TRIPS : null));
        }

        List<CurveFit> fits = new ArrayList<>();
        List<CurveFit> above = new ArrayList<>();
        for (Map.Entry<Double, List<SignaturePoint>> e : curves.entrySet()) {
            boolean isZero = e.getKey() == zeroDelay;
            CurveFit f = isZero ? zeroFit : steadyState(e.getValue(), rtt.value());
            boolean isAbove = !isZero && f.converged() && isAbove(f.steady(), g0);
            f = new CurveFit(f.delayUs(), f.steady(), f.fromM(), f.toM(), f.points(), f.converged(), isAbove);
            fits.add(f);
            if (isAbove) above.add(f);
        }

        ReceiveOverhead receive = ReceiveOverhead.of(above, oS);
        Estimate oR = receive.oR();
        Estimate g =
                zeroFit.converged() ? GapEvidence.of(fits.get(0), fits, oS, oR).g() : g0;
        if (above.isEmpty()) {
            found.add(new FitFinding.NoCurveAboveGap());
        } else if (receive.slope().isKnown() && Math.abs(receive.slope().value() - 1) > SLOPE_TOLERANCE) {
            found.add(new FitFinding.SlopeNotOne(receive.slope().value()));
        }
        Estimate latency = Estimate.of(
                rtt.value() / 2 - oS.value() - oR.value(),
                Math.sqrt(sq(rtt.ci95() / 2) + sq(oS.ci95()) + sq(oR.ci95())));
        new Consistency(oS, oR, g, latency, rtt, window).check(found);
        return new LogpParameters(nBytes, oS, oR, g, latency, rtt, receive.slope(), sendOnly.maxM(), fits, found);
    }

    /** The curve's steady-state fit, not converged when the curve is cut off before replies can flow. */
    private static CurveFit steadyState(List<SignaturePoint> curve, double rttUs) {
        CurveFit f = SteadyStateFitter.fit(curve);
        if (!f.converged() || !isCutOff(curve, rttUs)) return f;
        return new CurveFit(f.delayUs(), f.steady(), f.fromM(), f.toM(), f.points(), false, f.aboveGap());
    }

    private static boolean isCutOff(List<SignaturePoint> curve, double rttUs) {
        return last(curve).totalUs() < MIN_STEADY_ROUND_TRIPS * rttUs;
    }

    private static SignaturePoint last(List<SignaturePoint> curve) {
        return curve.get(curve.size() - 1);
    }

    private static boolean isAbove(Estimate steady, Estimate g) {
        double noise = 2 * Math.sqrt(sq(nanToZero(steady.ci95())) + sq(nanToZero(g.ci95())));
        return steady.value() > g.value() + Math.max(ABOVE_GAP_MARGIN * g.value(), noise);
    }

    private static RttPoint rttFor(List<RttPoint> rtts, int nBytes, List<Finding> found) {
        RttPoint smallest = rtts.get(0);
        for (RttPoint r : rtts) {
            if (r.nBytes() == nBytes) return r;
            if (r.nBytes() < smallest.nBytes()) smallest = r;
        }
        found.add(new FitFinding.RttOfOtherSize(nBytes, smallest.nBytes()));
        return smallest;
    }

    static double sq(double v) {
        return v * v;
    }

    static double nanToZero(double v) {
        return Double.isFinite(v) ? v : 0;
    }
}
