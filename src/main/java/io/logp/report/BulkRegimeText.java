package io.logp.report;

import io.logp.finding.BulkFinding;
import io.logp.finding.BulkFinding.SizeQuantity;
import io.logp.presentation.NumberText;
import java.util.Locale;

/**
 * The words of the bulk regimes: the regimes of o_s(n) and g(n) (their Figure 10 distinction, constant or linear),
 * the breaks of T(n) with their steps, the small message against the bulk path, and a receive overhead the bulk
 * path hides.
 */
final class BulkRegimeText {

    private static final double BYTES_PER_KIB = 1024;

    private BulkRegimeText() {}

    static String words(BulkFinding.SizeRegime r) {
        String name = name(r.quantity());
        String before = r.afterBytes() > 0
                ? fmt(
                        "between %d and %d bytes %s moves from %.3f to %.3f us, beyond the CIs of both: a new regime. ",
                        r.afterBytes(), r.fromBytes(), name, r.previousUs(), r.levelUs())
                : "";
        return before
                + switch (r.shape()) {
                    case CONSTANT ->
                        fmt(
                                "%s is constant from %d to %d bytes (%d sizes), %s us, every size within"
                                        + " 3 of its CIs: %s",
                                name,
                                r.fromBytes(),
                                r.toBytes(),
                                r.points(),
                                NumberText.withCi(r.levelUs(), r.levelCi95Us()),
                                r.quantity() == SizeQuantity.SEND_OVERHEAD
                                        ? "the processor is free while the data moves, so it can overlap the transfer"
                                                + " with computation"
                                        : "the gap between transfers does not depend on their size here");
                    case LINEAR ->
                        fmt(
                                "%s grows linearly from %d to %d bytes (%d sizes), %s us per KiB from %.3f" + " us: %s",
                                name,
                                r.fromBytes(),
                                r.toBytes(),
                                r.points(),
                                NumberText.withCi(r.perByteUs() * BYTES_PER_KIB, r.perByteCi95Us() * BYTES_PER_KIB),
                                r.levelUs(),
                                r.quantity() == SizeQuantity.SEND_OVERHEAD
                                        ? "the processor handles every byte, so it cannot overlap the transfer with"
                                                + " computation"
                                        : "each byte adds to the gap between transfers");
                    case SINGLE ->
                        fmt(
                                "%s at %d bytes (%s us) lies on no line or level with its neighbours",
                                name, r.fromBytes(), NumberText.withCi(r.levelUs(), r.levelCi95Us()));
                };
    }

    static String brief(BulkFinding.SizeRegime r) {
        String name = name(r.quantity());
        return switch (r.shape()) {
            case CONSTANT -> fmt("%s constant, %.3f us over %d..%d B", name, r.levelUs(), r.fromBytes(), r.toBytes());
            case LINEAR ->
                fmt(
                        "%s linear, %.4f us/KiB over %d..%d B",
                        name, r.perByteUs() * BYTES_PER_KIB, r.fromBytes(), r.toBytes());
            case SINGLE -> fmt("%s at %d B on its own, %.3f us", name, r.fromBytes(), r.levelUs());
        };
    }

    static String words(BulkFinding.TimeBreak b) {
        String step = Double.isFinite(b.stepUs())
                ? fmt("; T steps by %s us at %d bytes", NumberText.withCi(b.stepUs(), b.stepCi95Us()), b.atBytes())
                : "";
        return switch (b.evidence()) {
            case BANDWIDTH_FALL ->
                fmt(
                        "between %d and %d bytes delivered bandwidth falls from %.1f to %.1f MB/s (T from %.3f to"
                                + " %.3f us)%s: a new protocol regime",
                        b.lastBytes(),
                        b.firstBytes(),
                        b.lastBytes() / b.lastUs(),
                        b.firstBytes() / b.firstUs(),
                        b.lastUs(),
                        b.firstUs(),
                        step);
            case STEP ->
                fmt(
                        "between %d and %d bytes T(n) %s (two lines fit better than one: F test p = %.2g)%s: a new"
                                + " protocol path",
                        b.lastBytes(), b.firstBytes(), direction(b), b.pValue(), step);
        };
    }

    static String brief(BulkFinding.TimeBreak b) {
        return fmt("T(n) break between %d and %d B", b.lastBytes(), b.firstBytes());
    }

    /** Up or down as the step's CI says; a step whose CI holds 0 says only that the line changes. */
    private static String direction(BulkFinding.TimeBreak b) {
        double ci = Double.isFinite(b.stepCi95Us()) ? b.stepCi95Us() : 0;
        if (b.stepUs() - ci > 0) return "steps up";
        if (b.stepUs() + ci < 0) return "steps down";
        return "changes its line";
    }

    static String words(BulkFinding.BulkPathStartUp p) {
        return fmt(
                "the small message (%d bytes, T = %.3f us) was timed by the small-message experiment on its own path,"
                        + " so it is kept out of the bulk regimes; the first bulk regime's line (from %d bytes) gives"
                        + " %.3f us at %d bytes: the bulk path starts %s us %s the small message",
                p.smallBytes(),
                p.smallUs(),
                p.firstBulkBytes(),
                p.lineUs(),
                p.smallBytes(),
                NumberText.withCi(Math.abs(p.stepUs()), p.stepCi95Us()),
                p.stepUs() >= 0 ? "above" : "below");
    }

    static String brief(BulkFinding.BulkPathStartUp p) {
        return fmt(
                "bulk path starts %s us %s the %d-byte message",
                NumberText.withCi(Math.abs(p.stepUs()), p.stepCi95Us()),
                p.stepUs() >= 0 ? "above" : "below",
                p.smallBytes());
    }

    static String receiveOverhead(BulkFinding.ReceiveOverheadHidden f) {
        String slope = Double.isFinite(f.steadySlope())
                ? fmt(" (steady cost against D has slope %.2f, 1 in the model)", f.steadySlope())
                : "";
        String how = !Double.isFinite(f.oRCi95Us())
                ? fmt("%.3f us, with no CI", f.oRUs())
                : fmt(
                        "%s (%s us)",
                        f.oRUs() + f.oRCi95Us() < 0 ? "beyond its CI" : "though within its CI of 0",
                        NumberText.withCi(f.oRUs(), f.oRCi95Us()));
        return fmt(
                "o_r(n) at %d bytes is negative, %s, so it is not given: with D between"
                        + " requests a request costs less than o_s(n) = %.3f us plus D%s, so part of the send overlaps"
                        + " the computation and hides the reply's receive overhead; the model's steady cost"
                        + " o_s(n) + o_r(n) + D does not hold at this size",
                f.nBytes(), how, f.oSUs(), slope);
    }

    private static String name(SizeQuantity q) {
        return switch (q) {
            case SEND_OVERHEAD -> "o_s(n)";
            case GAP -> "g(n)";
        };
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
