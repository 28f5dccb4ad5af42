package io.logp.fit.model;

import io.logp.data.Estimate;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.LineFit;
import io.logp.fit.LogpParameters;
import io.logp.fit.TransferBreak;
import io.logp.fit.TransferRegime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * From a run's fits to its piecewise LogGP model ({@link PiecewiseLoggp}). Per regime of T(n):
 * <ul>
 *   <li>T(n): the regime's own line; a regime of one size takes the slope of its nearest regime with a line, through
 *       its point;</li>
 *   <li>hop(n) = o_s(n) + L(n) + o_r(n) = T(n) - RTT/2, as the bulk round trip is an n-byte request and a small
 *       reply (Culler et al., "Bulk-transfer time");</li>
 *   <li>o_s(n), o_r(n), g(n): weighted lines through the sizes of the signature in the regime (a constant from one
 *       size; from none, the nearest size's value);</li>
 *   <li>L(n) = hop(n) - o_s(n) - o_r(n).</li>
 * </ul>
 * Pure: no I/O.
 */
public final class PiecewiseLoggpFitter {

    private static final double Z95 = 1.959964;

    private PiecewiseLoggpFitter() {}

    public static PiecewiseLoggp fit(LogpParameters small, Optional<BulkParameters> bulk) {
        List<ModelRegime> regimes = new ArrayList<>();
        Optional<ProtocolLimit> limit = Optional.empty();
        Estimate gPerByte = Estimate.unknown();
        if (bulk.isPresent() && small.rtt().isKnown()) {
            BulkParameters b = bulk.get();
            gPerByte = b.gPerByte();
            Estimate halfRtt = Estimate.of(small.rtt().value() / 2, small.rtt().ci95() / 2);
            List<TransferRegime> times = b.times().regimes();
            for (int i = 0; i < times.size(); i++) regimes.add(regime(times, i, b.sizes(), halfRtt));
            limit = b.times().breakPoints().stream()
                    .filter(PiecewiseLoggpFitter::stepsUp)
                    .min(Comparator.comparingInt(TransferBreak::lastBytes))
                    .map(t -> new ProtocolLimit(t.lastBytes(), t.firstBytes(), t.stepUs()));
        }
        return new PiecewiseLoggp(
                Math.max(0, small.nBytes()),
                small.oS(),
                small.oR(),
                small.g(),
                small.latency(),
                small.rtt(),
                gPerByte,
                regimes,
                limit);
    }

    /** A break where T(n) steps up beyond its CI: a protocol change, not noise at a bandwidth plateau. */
    private static boolean stepsUp(TransferBreak b) {
        Estimate step = b.stepUs();
        return step.value() > 0 && (!step.hasCi() || step.value() > step.ci95());
    }

    private static ModelRegime regime(List<TransferRegime> times, int index, List<BulkSize> sizes, Estimate halfRtt) {
        TransferRegime r = times.get(index);
        SizeLine roundTrip = roundTrip(times, index);
        SizeLine hop = new SizeLine(roundTrip.startUs().plus(halfRtt, -1), roundTrip.perByteUs(), roundTrip.points());
        SizeLine oS = line(r, sizes, BulkSize::oS);
        SizeLine oR = line(r, sizes, BulkSize::oR);
        SizeLine g = line(r, sizes, BulkSize::g);
        SizeLine latency = oS.isKnown() && oR.isKnown() ? hop.plus(oS, -1).plus(oR, -1) : SizeLine.unknown();
        return new ModelRegime(r.fromBytes(), r.toBytes(), r.points(), roundTrip, hop, oS, oR, g, latency);
    }

    private static SizeLine roundTrip(List<TransferRegime> times, int index) {
        TransferRegime r = times.get(index);
        if (r.hasLine()) return new SizeLine(r.t0(), r.usPerByte(), r.points());
        // One size: the nearest regime's slope through it, so the line still grows with n beyond it.
        for (int d = 1; d < times.size(); d++) {
            for (int j : new int[] {index - d, index + d}) {
                if (j < 0 || j >= times.size() || !times.get(j).hasLine()) continue;
                Estimate slope = times.get(j).usPerByte();
                return new SizeLine(Estimate.of(r.smallestUs() - slope.value() * r.fromBytes(), Double.NaN), slope, 1);
            }
        }
        return SizeLine.constant(Estimate.of(r.smallestUs(), Double.NaN), 1);
    }

    /** A cost's line over the regime's sizes that have it; from none, the nearest size's value as a constant. */
    private static SizeLine line(TransferRegime r, List<BulkSize> sizes, Function<BulkSize, Estimate> cost) {
        List<BulkSize> known =
                sizes.stream().filter(s -> cost.apply(s).isKnown()).toList();
        List<BulkSize> inside =
                known.stream().filter(s -> r.contains(s.nBytes())).toList();
        if (inside.size() >= 2) {
            double[] x = new double[inside.size()];
            double[] y = new double[inside.size()];
            double[] sigma = new double[inside.size()];
            for (int i = 0; i < inside.size(); i++) {
                Estimate e = cost.apply(inside.get(i));
                x[i] = inside.get(i).nBytes();
                y[i] = e.value();
                sigma[i] = e.ci95() / Z95;
            }
            LineFit fit = LineFit.fit(x, y, sigma);
            return new SizeLine(fit.interceptEstimate(), fit.slopeEstimate(), inside.size());
        }
        if (inside.size() == 1) return SizeLine.constant(cost.apply(inside.get(0)), 1);
        double mid = Math.sqrt((double) Math.max(1, r.fromBytes()) * Math.max(1, r.toBytes()));
        return known.stream()
                .min(Comparator.comparingDouble(s -> Math.abs(Math.log(Math.max(1, s.nBytes()) / mid))))
                .map(s -> SizeLine.constant(cost.apply(s), 0))
                .orElse(SizeLine.unknown());
    }
}
