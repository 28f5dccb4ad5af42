package io.logp.fit;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * Checks a fitted parameter set against what LogP allows and explains, in a warning, every result a reader could
 * misread: a negative or zero L, a gap below the send overhead, a plateau set by the window.
 */
record Consistency(Estimate oS, Estimate oR, Estimate g, Estimate latency, Estimate rtt, OptionalInt window) {

    void check(List<String> warnings) {
        double gCi = LogpFitter.nanToZero(g.ci95());
        double oSCi = LogpFitter.nanToZero(oS.ci95());
        if (g.value() + gCi + oSCi < oS.value()) {
            warnings.add(fmt("g = %.3f us is below o_s = %.3f us, which LogP does not allow (the sender cannot issue "
                    + "faster than its overhead): the steady part of the D = 0 curve is suspect", g.value(), oS.value()));
        } else if (Math.abs(g.value() - oS.value()) <= Math.max(gCi + oSCi, 0.02 * g.value())) {
            warnings.add(fmt("g = o_s = %.3f us: the send overhead is the bottleneck (overhead-limited), so the "
                    + "gap of the network itself is not visible", g.value()));
        }
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
            } else if (latency.value() - lCi <= 0 || latency.value() < 0.05 * rtt.value() / 2) {
                warnings.add(fmt("L = %.3f us is indistinguishable from 0: the one-way time is all overhead, as on "
                        + "shared memory, where no network carries the message", latency.value()));
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

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
