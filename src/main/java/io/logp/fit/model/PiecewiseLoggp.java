package io.logp.fit.model;

import io.logp.data.Estimate;
import io.logp.fit.MessageCosts;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A run's piecewise LogGP model: the small-message LogP parameters, and for each protocol regime of the sizes the
 * run measured (the breaks of T(n) that {@link io.logp.fit.TransferTimeRegimes} finds), o_s(n), o_r(n), g(n), L(n)
 * and T(n) as lines in n ({@link ModelRegime}); G, the per-byte gap; and the eager limit where a break shows one. It
 * prices a message of any size from the regime its size falls in, so a collective moving 4 KiB is priced with the
 * costs measured at 4 KiB, not with the small message's plus G.
 *
 * <p>Which regime prices n: the small message's parameters up to its own size; then the regime holding n; between
 * two regimes (the limit lies somewhere between the last size of one and the first of the next) the lower one;
 * beyond the largest size measured, the last regime's lines extended.
 *
 * @param smallBytes the small message's size
 * @param oS         small-message o_s
 * @param oR         small-message o_r
 * @param g          small-message g
 * @param latency    small-message L
 * @param rtt        small-message RTT = 2 (o_s + L + o_r)
 * @param gPerByte   G, us per byte, the slope of g(n) (unknown without bulk transfers)
 * @param regimes    by ascending size; empty when the run measured no bulk transfers
 * @param limit      the first break where T(n) steps up, read as the eager limit; empty when none was seen
 */
public record PiecewiseLoggp(
        int smallBytes,
        Estimate oS,
        Estimate oR,
        Estimate g,
        Estimate latency,
        Estimate rtt,
        Estimate gPerByte,
        List<ModelRegime> regimes,
        Optional<ProtocolLimit> limit)
        implements MessageCosts {

    public PiecewiseLoggp {
        regimes = List.copyOf(regimes);
        Objects.requireNonNull(limit, "limit");
    }

    /** The regime that prices {@code nBytes}, or empty when the small message's parameters do. */
    public Optional<ModelRegime> regimeOf(long nBytes) {
        if (nBytes <= smallBytes || regimes.isEmpty()) return Optional.empty();
        ModelRegime chosen = regimes.get(0);
        for (ModelRegime r : regimes) if (nBytes >= r.fromBytes()) chosen = r;
        return Optional.of(chosen);
    }

    @Override
    public double hopUs(long bytes) {
        return regimeOf(bytes).map(r -> r.hopUs(bytes)).orElse(smallHopUs() + beyondSmallUs(bytes));
    }

    @Override
    public double gapUs(long bytes) {
        double small = Math.max(g.value(), Math.max(oS.value(), oR.value()));
        return regimeOf(bytes).map(r -> r.gapUs(bytes)).orElse(small + beyondSmallUs(bytes));
    }

    @Override
    public boolean hasPerByteCost() {
        return !regimes.isEmpty() || gPerByte.isKnown();
    }

    @Override
    public String unusable(long bytes) {
        if (!(oS.isKnown() && oR.isKnown() && g.isKnown() && latency.isKnown()))
            return fmt(
                    "unusable cost: o_s = %s, o_r = %s, g = %s, L = %s",
                    oS.value(), oR.value(), g.value(), latency.value());
        if (!(smallHopUs() > 0)) return fmt("unusable cost: o_s + L + o_r = %s (must be > 0)", smallHopUs());
        double hop = hopUs(bytes);
        double gap = gapUs(bytes);
        if (!(hop > 0) || !Double.isFinite(gap))
            return fmt("no cost for %d bytes: hop %s, gap %s (no bulk regime and no G)", bytes, hop, gap);
        return null;
    }

    /** o_s + L + o_r of the small message. */
    public double smallHopUs() {
        return oS.value() + latency.value() + oR.value();
    }

    /** Without regimes, G prices the bytes beyond the small message; 0 when there are none. */
    private double beyondSmallUs(long bytes) {
        long beyond = Math.max(0, bytes - smallBytes);
        return beyond == 0 ? 0 : beyond * gPerByte.value();
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
