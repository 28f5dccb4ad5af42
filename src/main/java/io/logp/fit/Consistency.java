package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import java.util.List;
import java.util.OptionalInt;

/**
 * Checks a fitted parameter set against what LogP allows and records, as a {@link FitFinding}, every result a reader
 * could misread: a negative or zero L, a gap below the overheads or hidden by them, a plateau set by the window.
 * What such a result means depends on the path (shared memory, TCP, a simulated network), which the fit does not
 * know, so the words are the report's.
 */
record Consistency(Estimate oS, Estimate oR, Estimate g, Estimate latency, Estimate rtt, OptionalInt window) {

    /**
     * Idle = g - o_s - o_r counts as 0 within this fraction of g: closer than the 5% accuracy of a point, the plateau
     * cannot be told apart from the requester's own overheads. (Not within the CIs: a wide CI says the data cannot
     * tell, not that Idle is 0.)
     */
    static final double OVERHEAD_LIMITED_TOLERANCE = 0.02;
    /** An L below this fraction of RTT/2 is no latency worth the name: the one-way time is overhead. */
    static final double NEGLIGIBLE_LATENCY = 0.05;

    void check(List<Finding> found) {
        checkGap(found);
        if (latency.isKnown()) {
            double lCi = LogpFitter.nanToZero(latency.ci95());
            if (latency.value() < 0) {
                found.add(
                        new FitFinding.NegativeLatency(latency.value(), lCi, rtt.value() / 2, oS.value() + oR.value()));
            } else if (latency.value() < NEGLIGIBLE_LATENCY * rtt.value() / 2) {
                found.add(new FitFinding.ZeroLatency(latency.value()));
            } else if (latency.value() - lCi <= 0) {
                found.add(new FitFinding.UncertainLatency(latency.value(), lCi));
            }
        }
        if (window.isPresent() && rtt.isKnown()) {
            double limit = rtt.value() / window.getAsInt();
            if (g.value() <= LogpFitter.WINDOW_LIMIT_FACTOR * limit) {
                found.add(new FitFinding.WindowLimited(
                        g.value(), limit, window.getAsInt(), LogpFitter.WINDOW_LIMIT_FACTOR));
            }
        }
    }

    /**
     * In the D = 0 steady state the requester spends o_s + o_r + Idle = g per message (Culler et al., Figure 3), so
     * the plateau is never below o_s + o_r, and when it equals o_s + o_r (Idle = 0) the requester's overheads are the
     * bottleneck and the network's own gap, at most that, is hidden ("the gap equals o_s + o_r", their RPC example).
     * Without o_r only the weaker bound g >= o_s can be checked.
     */
    private void checkGap(List<Finding> found) {
        double gCi = LogpFitter.nanToZero(g.ci95());
        double oSCi = LogpFitter.nanToZero(oS.ci95());
        if (g.value() + gCi + oSCi < oS.value()) {
            found.add(new FitFinding.GapBelowSendOverhead(g.value(), oS.value()));
            return;
        }
        // A gap whose interval reaches zero is not measured well enough to say which overhead it equals: within so
        // wide an interval g would "equal" any of them (a twin run whose D = 0 curve had not settled gave
        // g = -0.143 +- 1.913 us and was called send-overhead-limited).
        if (!(g.value() > gCi)) return;
        if (!oR.isKnown()) {
            if (Math.abs(g.value() - oS.value()) <= Math.max(gCi + oSCi, OVERHEAD_LIMITED_TOLERANCE * g.value())) {
                found.add(new FitFinding.SendOverheadLimited(g.value()));
            }
            return;
        }
        double overheads = oS.value() + oR.value();
        double idle = g.value() - overheads;
        double oRCi = LogpFitter.nanToZero(oR.ci95());
        double idleCi = Math.sqrt(LogpFitter.sq(gCi) + LogpFitter.sq(oSCi) + LogpFitter.sq(oRCi));
        if (isOverheadLimited(oS, oR, g)) {
            found.add(new FitFinding.OverheadLimited(g.value(), idle, idleCi));
        } else if (idle + idleCi < 0) {
            found.add(new FitFinding.GapBelowOverheads(g.value(), overheads, idle, idleCi));
        }
    }

    /**
     * Whether the D = 0 plateau is the requester's own overheads (Idle = 0 within {@value #OVERHEAD_LIMITED_TOLERANCE}
     * of g), so the network's gap is hidden; false when o_r is unknown.
     */
    static boolean isOverheadLimited(Estimate oS, Estimate oR, Estimate g) {
        if (!oS.isKnown() || !oR.isKnown() || !g.isKnown()) return false;
        return Math.abs(g.value() - oS.value() - oR.value()) <= OVERHEAD_LIMITED_TOLERANCE * g.value();
    }
}
