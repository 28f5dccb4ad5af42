package io.logp.fit;

import io.logp.data.Estimate;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Checks a fitted parameter set against what LogP allows and explains, in a warning, every result a reader could
 * misread: a negative or zero L, a gap below the overheads or hidden by them, a plateau set by the window.
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

    void check(List<String> warnings) {
        checkGap(warnings);
        if (latency.isKnown()) {
            double lCi = LogpFitter.nanToZero(latency.ci95());
            if (latency.value() < 0) {
                String significance = latency.value() + lCi < 0 ? "is negative"
                        : fmt("is negative, though within its CI (+- %.3f us) of 0", lCi);
                warnings.add(fmt("L = %.3f us %s: an isolated round trip (RTT/2 = %.3f us) is shorter than "
                        + "o_s + o_r = %.3f us measured in the pipelined signature. The overheads overlap in a lone "
                        + "round trip but not under load: over TCP loopback the sender's system call does much of the "
                        + "receive work (the kernel delivers the data into the peer's socket during send), and caches "
                        + "and queues make each message dearer when many are in flight. Read o_s + o_r as the "
                        + "overhead under load and L as 'no wire time left to measure'",
                        latency.value(), significance, rtt.value() / 2, oS.value() + oR.value()));
            } else if (latency.value() < NEGLIGIBLE_LATENCY * rtt.value() / 2) {
                warnings.add(fmt("L = %.3f us is indistinguishable from 0: the one-way time is all overhead, as on "
                        + "shared memory, where no network carries the message", latency.value()));
            } else if (latency.value() - lCi <= 0) {
                warnings.add(fmt("L = %.3f +- %.3f us is uncertain: its confidence interval includes 0 (o_r, from "
                        + "the curves above the plateau, is the uncertain part)", latency.value(), lCi));
            }
        }
        if (window.isPresent() && rtt.isKnown()) {
            double limit = rtt.value() / window.getAsInt();
            if (g.value() <= LogpFitter.WINDOW_LIMIT_FACTOR * limit) {
                warnings.add(fmt("the D = 0 plateau g = %.3f us is within a factor %.0f of RTT/W = %.3f us (window W = %d): the "
                        + "window, not the network, may set the rate; rerun with a larger --window", g.value(),
                        LogpFitter.WINDOW_LIMIT_FACTOR, limit, window.getAsInt()));
            }
        }
    }

    /**
     * In the D = 0 steady state the requester spends o_s + o_r + Idle = g per message (Culler et al., Figure 3), so
     * the plateau is never below o_s + o_r, and when it equals o_s + o_r (Idle = 0) the requester's overheads are the
     * bottleneck and the network's own gap, at most that, is hidden ("the gap equals o_s + o_r", their RPC example).
     * Without o_r only the weaker bound g >= o_s can be checked.
     */
    private void checkGap(List<String> warnings) {
        double gCi = LogpFitter.nanToZero(g.ci95());
        double oSCi = LogpFitter.nanToZero(oS.ci95());
        if (g.value() + gCi + oSCi < oS.value()) {
            warnings.add(fmt("g = %.3f us is below o_s = %.3f us, which LogP does not allow (the sender cannot issue "
                    + "faster than its overhead): the steady part of the D = 0 curve is suspect", g.value(), oS.value()));
            return;
        }
        if (!oR.isKnown()) {
            if (Math.abs(g.value() - oS.value()) <= Math.max(gCi + oSCi, OVERHEAD_LIMITED_TOLERANCE * g.value())) {
                warnings.add(fmt("g = o_s = %.3f us: the send overhead is the bottleneck (overhead-limited), so the "
                        + "gap of the network itself is not visible", g.value()));
            }
            return;
        }
        double overheads = oS.value() + oR.value();
        double idle = g.value() - overheads;
        double oRCi = LogpFitter.nanToZero(oR.ci95());
        double idleCi = Math.sqrt(LogpFitter.sq(gCi) + LogpFitter.sq(oSCi) + LogpFitter.sq(oRCi));
        if (isOverheadLimited(oS, oR, g)) {
            warnings.add(fmt("g = o_s + o_r = %.3f us (Idle = %.3f +- %.3f us): the requester's own overheads are "
                    + "the bottleneck (overhead-limited), so the gap of the network itself is not visible; it is at "
                    + "most %.3f us", g.value(), idle, idleCi, g.value()));
        } else if (idle + idleCi < 0) {
            warnings.add(fmt("g = %.3f us is below o_s + o_r = %.3f us (Idle = %.3f +- %.3f us), which LogP does not "
                    + "allow (in the steady state the requester spends o_s + o_r per message): o_r from the curves "
                    + "with D > Idle is dearer than a reply costs at D = 0, so o_r and L are uncertain", g.value(),
                    overheads, idle, idleCi));
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

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
