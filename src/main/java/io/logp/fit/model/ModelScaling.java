package io.logp.fit.model;

import io.logp.data.Estimate;
import java.util.ArrayList;
import java.util.List;

/**
 * A model with one parameter scaled, everything else as measured: the question of Martin et al. (ISCA 1997), which
 * parameter a design should improve. Scaling o_s, o_r or L by f moves the hop o_s + L + o_r of every size by
 * (f - 1) times that term; scaling g moves only the gap; scaling G moves every per-byte cost (the hop's, L's and
 * g's slopes, and G itself). CIs are dropped: a what-if is no measurement.
 */
public final class ModelScaling {

    private ModelScaling() {}

    public static PiecewiseLoggp scale(PiecewiseLoggp m, ModelParameter p, double factor) {
        if (!(factor >= 0) || !Double.isFinite(factor))
            throw new IllegalArgumentException("a scale factor must be finite and >= 0, got " + factor);
        Estimate oS = m.oS(), oR = m.oR(), g = m.g(), l = m.latency(), rtt = m.rtt(), gb = m.gPerByte();
        switch (p) {
            case O_S -> {
                rtt = of(rtt.value() + 2 * (factor - 1) * oS.value());
                oS = of(oS.value() * factor);
            }
            case O_R -> {
                rtt = of(rtt.value() + 2 * (factor - 1) * oR.value());
                oR = of(oR.value() * factor);
            }
            case L -> {
                rtt = of(rtt.value() + 2 * (factor - 1) * l.value());
                l = of(l.value() * factor);
            }
            case GAP -> g = of(g.value() * factor);
            case PER_BYTE_GAP -> gb = of(gb.value() * factor);
        }
        List<ModelRegime> regimes = new ArrayList<>();
        for (ModelRegime r : m.regimes()) regimes.add(scale(r, p, factor));
        return new PiecewiseLoggp(m.smallBytes(), oS, oR, g, l, rtt, gb, regimes, m.limit());
    }

    private static ModelRegime scale(ModelRegime r, ModelParameter p, double f) {
        SizeLine hop = r.hop(), oS = r.oS(), oR = r.oR(), g = r.g(), l = r.latency(), t = r.roundTrip();
        switch (p) {
            case O_S -> {
                hop = add(hop, oS, f - 1);
                t = add(t, oS, f - 1);
                oS = times(oS, f, f);
            }
            case O_R -> {
                hop = add(hop, oR, f - 1);
                t = add(t, oR, f - 1);
                oR = times(oR, f, f);
            }
            case L -> {
                hop = add(hop, l, f - 1);
                t = add(t, l, f - 1);
                l = times(l, f, f);
            }
            case GAP -> g = times(g, f, f);
            case PER_BYTE_GAP -> {
                // Only the slopes: what each byte costs, not what a message costs to start.
                double extra = (f - 1) * hop.perByteUs().value();
                hop = times(hop, 1, f);
                t = new SizeLine(t.startUs(), of(t.perByteUs().value() + extra), t.points());
                l = new SizeLine(l.startUs(), of(l.perByteUs().value() + extra), l.points());
                g = times(g, 1, f);
            }
        }
        return new ModelRegime(r.fromBytes(), r.toBytes(), r.sizes(), t, hop, oS, oR, g, l);
    }

    private static SizeLine add(SizeLine a, SizeLine b, double k) {
        if (!b.isKnown()) return a;
        return new SizeLine(
                of(a.startUs().value() + k * b.startUs().value()),
                of(a.perByteUs().value() + k * b.perByteUs().value()),
                a.points());
    }

    private static SizeLine times(SizeLine a, double start, double perByte) {
        return new SizeLine(of(a.startUs().value() * start), of(a.perByteUs().value() * perByte), a.points());
    }

    private static Estimate of(double v) {
        return Estimate.of(v, Double.NaN);
    }
}
