package io.logp.report;

import io.logp.data.NetworkPath.Medium;
import io.logp.finding.FitFinding;
import io.logp.presentation.NumberText;
import java.util.Locale;

/**
 * The fitter's {@link FitFinding}s in words. What a result means depends on the path the messages took, which only
 * the run knows: a negative L over shared memory is the receive overhead measured under load including work a lone
 * round trip does not pay, over TCP the kernel doing receive work in the sender's system call. Each sentence says what
 * the number is and, where the path decides it, why.
 */
final class FitFindingText {

    private FitFindingText() {}

    /** One finding in words, for a run over {@code medium}. */
    static String words(FitFinding finding, Medium medium) {
        return switch (finding) {
            case FitFinding.LowestDelayAsZero d ->
                fmt(
                        "note: no curve has D = 0; the lowest, D = %.3f us (%.2f times its plateau %.3f us), served as"
                                + " the gap curve, since the method needs only D below Idle: o_s is its send-only cost"
                                + " minus D",
                        d.delayUs(), d.delayUs() / d.gUs(), d.gUs());
            case FitFinding.RttOfOtherSize d ->
                fmt("no RTT for n_bytes = %d; used the RTT of n_bytes = %d", d.nBytes(), d.rttNBytes());
            case FitFinding.PlateauNotConverged d ->
                fmt(
                        "the D = 0 curve has not reached its asymptote by M = %d (steady part: %d "
                                + "points%s); g = %.3f us is the slope of its last points and may be off: measure larger M",
                        d.toM(),
                        d.steadyPoints(),
                        d.issuedUs() == null
                                ? ""
                                : fmt(
                                        "; all of it issued in %.3f us, less than %.0f x RTT",
                                        d.issuedUs(), d.minRoundTrips()),
                        d.gUs());
            case FitFinding.NoCurveAboveGap n ->
                "no curve rises clearly above the D = 0 plateau (D > Idle), so o_r and L are "
                        + "unknown: measure larger delays";
            case FitFinding.SlopeNotOne d ->
                fmt(
                        "steady cost grows with D at slope %.2f, not 1: the delay loop or the requester's "
                                + "cost changes with D, so o_r is uncertain",
                        d.slope());
            case FitFinding.GapBelowSendOverhead d ->
                fmt(
                        "g = %.3f us is below o_s = %.3f us, which LogP does not allow (the "
                                + "sender cannot issue faster than its overhead): the steady part of the D = 0 curve is suspect",
                        d.gUs(), d.oSUs());
            case FitFinding.SendOverheadLimited d ->
                fmt(
                        "g = o_s = %.3f us: the send overhead is the bottleneck "
                                + "(overhead-limited), so the gap of the network itself is not visible",
                        d.gUs());
            case FitFinding.OverheadLimited d ->
                fmt(
                        "g = o_s + o_r = %.3f us (Idle = %s us): the requester's own "
                                + "overheads are the bottleneck (overhead-limited), so the gap of the network itself is not "
                                + "visible; it is at most %.3f us",
                        d.gUs(), NumberText.withCi(d.idleUs(), d.idleCi95Us()), d.gUs());
            case FitFinding.GapBelowOverheads d ->
                fmt(
                        "g = %.3f us is below o_s + o_r = %.3f us (Idle = %s us), which "
                                + "LogP does not allow (in the steady state the requester spends o_s + o_r per message): o_r from "
                                + "the curves with D > Idle is dearer than a reply costs at D = 0, so o_r and L are uncertain",
                        d.gUs(), d.overheadsUs(), NumberText.withCi(d.idleUs(), d.idleCi95Us()));
            case FitFinding.NegativeLatency d -> negativeLatency(d, medium);
            case FitFinding.ZeroLatency d ->
                fmt("L = %.3f us is indistinguishable from 0: the one-way time is all overhead", d.lUs())
                        + zeroLatencyReason(medium);
            case FitFinding.UncertainLatency d ->
                fmt(
                        "L = %s us is uncertain: its confidence interval includes 0 (o_r, "
                                + "from the curves above the plateau, is the uncertain part)",
                        NumberText.withCi(d.lUs(), d.lCi95Us()));
            case FitFinding.WindowLimited d ->
                fmt(
                        "the D = 0 plateau g = %.3f us is within a factor %.0f of RTT/W = %.3f us "
                                + "(window W = %d): the window, not the network, may set the rate; rerun with a larger --window",
                        d.gUs(), d.windowFactor(), d.rttOverWindowUs(), d.window());
        };
    }

    /** One finding in one short line with its numbers, for the summary (the full words are in the report). */
    static String brief(FitFinding finding) {
        return switch (finding) {
            case FitFinding.LowestDelayAsZero d ->
                fmt("no D = 0 curve: the lowest, D = %.3f us, served as the gap curve", d.delayUs());
            case FitFinding.RttOfOtherSize d ->
                fmt("no RTT of %d bytes: used that of %d bytes", d.nBytes(), d.rttNBytes());
            case FitFinding.PlateauNotConverged d -> fmt("D = 0 curve not converged by M = %d: g may be off", d.toM());
            case FitFinding.NoCurveAboveGap n -> "no curve above the D = 0 plateau: o_r and L unknown";
            case FitFinding.SlopeNotOne d -> fmt("steady cost vs D has slope %.2f, not 1: o_r uncertain", d.slope());
            case FitFinding.GapBelowSendOverhead d ->
                fmt("g %.3f us < o_s %.3f us: the D = 0 plateau is suspect", d.gUs(), d.oSUs());
            case FitFinding.SendOverheadLimited d -> fmt("g = o_s = %.3f us: send overhead is the bottleneck", d.gUs());
            case FitFinding.OverheadLimited d ->
                fmt("g = o_s + o_r = %.3f us: overhead-limited, network gap not visible", d.gUs());
            case FitFinding.GapBelowOverheads d ->
                fmt("g %.3f us < o_s + o_r %.3f us: o_r and L uncertain", d.gUs(), d.overheadsUs());
            case FitFinding.NegativeLatency d ->
                // The summary gives no negative L as if it were one; the full sentence keeps the number.
                fmt("L < 0, not given: RTT/2 %.3f us < o_s + o_r %.3f us under load", d.halfRttUs(), d.overheadsUs());
            case FitFinding.ZeroLatency d -> fmt("L = %.3f us is about 0: the one-way time is all overhead", d.lUs());
            case FitFinding.UncertainLatency d ->
                fmt("L = %s us: its CI includes 0", NumberText.withCi(d.lUs(), d.lCi95Us()));
            case FitFinding.WindowLimited d ->
                fmt(
                        "g %.3f us near RTT/W %.3f us (W = %d): try a larger --window",
                        d.gUs(), d.rttOverWindowUs(), d.window());
        };
    }

    /** What the numbers say, then why L can come out negative over this medium. */
    private static String negativeLatency(FitFinding.NegativeLatency d, Medium medium) {
        double l = d.lUs();
        double ci = d.lCi95Us();
        String significance =
                l + ci < 0 ? "is negative" : fmt("is negative, though within its CI (± %s us) of 0", NumberText.ci(ci));
        String what = fmt(
                "L = %.3f us %s: an isolated round trip (RTT/2 = %.3f us) is shorter than o_s + o_r = %.3f us "
                        + "measured in the pipelined signature. ",
                l, significance, d.halfRttUs(), d.overheadsUs());
        return what
                + switch (medium) {
                    case SHARED_MEMORY ->
                        "Over shared memory no wire carries the message: the sender's copy into shared "
                                + "memory is in o_s and the receiver's copy out in o_r, so L, the one-way time they do not cover, "
                                + "is about 0. It comes out slightly negative when o_r, measured under load, includes work a lone "
                                + "round trip overlaps or does not pay: part of the copy, and cache lines moving between the cores "
                                + "while many messages are in flight. Read L as 'no time left beyond the overheads'";
                    case LOOPBACK ->
                        "Over TCP on one host (loopback) the sender's system call does much of the receive "
                                + "work (the kernel delivers the data into the peer's socket during send), so the overheads "
                                + "overlap in a lone round trip, and socket queues and caches make each message dearer when many "
                                + "are in flight. Read o_s + o_r as the overhead under load and L as 'no wire time left to measure'";
                    case NETWORK ->
                        "Between hosts the protocol stack is in the overheads: under load each message pays for "
                                + "interrupts, queues and cache misses that a lone round trip overlaps or avoids, so o_s + o_r "
                                + "under load exceed their share of the round trip and hide the wire time. Read o_s + o_r as the "
                                + "overhead under load, not the cost of an isolated message";
                    case SIMULATED ->
                        "The simulated network does not overlap its overheads and its L is not negative, so this "
                                + "is the fit's: jitter or outliers in the signature, or too few curves above the plateau to pin "
                                + "o_r down; compare with the model";
                    case UNKNOWN ->
                        "The overheads can overlap in a lone round trip but not under load (over TCP the sender's "
                                + "system call does much of the receive work; over shared memory o_r under load includes part of "
                                + "the copy), and queues and caches make each message dearer when many are in flight. Read "
                                + "o_s + o_r as the overhead under load and L as 'no time left beyond the overheads'";
                };
    }

    private static String zeroLatencyReason(Medium medium) {
        return switch (medium) {
            case SHARED_MEMORY, UNKNOWN -> ", as on shared memory, where no network carries the message";
            case LOOPBACK ->
                ", as over TCP on one host, where the message never leaves the kernel and its copy "
                        + "is in the overheads";
            case NETWORK -> "; between hosts the wire takes time, so o_r, measured under load, may include part of it";
            case SIMULATED -> "; compare with the simulated network's L (its model)";
        };
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
