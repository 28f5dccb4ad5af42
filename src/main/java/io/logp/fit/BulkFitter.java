package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.finding.BulkFinding;
import io.logp.finding.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * Bulk-transfer parameters from a signature measured at several sizes and the round trip of each size (Culler et
 * al., "Bulk-transfer microbenchmark"):
 * <ul>
 *   <li>T0 and R from T(n), one line per protocol regime ({@link TransferTimeRegimes});</li>
 *   <li>o_s(n), o_r(n) and g(n) from the signature at each n, extracted as for small messages
 *       ({@link LogpFitter#fitAt}); when the D = 0 curve does not converge, the curves for small D do not meet
 *       on a plateau and the transfer is overhead-limited (their Figure 9): o_s(n) is reported without g(n);</li>
 *   <li>G, the LogGP gap per byte, as the slope of g(n) over the sizes where g(n) is the network's gap, within the
 *       headline regime of T(n) when it holds two such sizes;</li>
 *   <li>o_s(n) as a line per regime, constant or linear (their Figure 10).</li>
 * </ul>
 * Pure: no I/O.
 */
public final class BulkFitter {

    private static final double Z95 = 1.959964;

    private BulkFitter() {}

    /**
     * @param signature the signature; every size with curves is fitted (the smallest is the small message)
     * @param times     T(n): the round trip of each size
     * @param window    the requester's window, when known
     * @return empty when fewer than two sizes have a round trip (no bulk measurement)
     */
    public static Optional<BulkParameters> fit(Signature signature, List<RttPoint> times, OptionalInt window)
            throws FitException {
        if (times.size() < 2) return Optional.empty();
        List<Finding> findings = new ArrayList<>();
        TransferTimeRegimes regimes = TransferTimeRegimes.fit(times);
        Map<Integer, RttPoint> byBytes = new TreeMap<>();
        for (RttPoint t : times) byBytes.put(t.nBytes(), t);

        List<BulkSize> sizes = new ArrayList<>();
        Map<Integer, LogpParameters> fits = new TreeMap<>();
        for (int n : signature.sizes()) {
            if (!byBytes.containsKey(n)) {
                findings.add(new BulkFinding.BulkSizeWithoutRoundTrip(n));
                continue;
            }
            try {
                LogpParameters fit = LogpFitter.fitAt(signature, List.of(byBytes.get(n)), window, n);
                fits.put(n, fit);
                sizes.add(size(fit));
            } catch (FitException e) {
                findings.add(new BulkFinding.BulkSizeNotFitted(n, e.getMessage()));
            }
        }
        for (TransferRegime r : regimes.regimes()) {
            if (r.hasLine()) r.t0Finding().ifPresent(findings::add);
        }

        GapPerByte gLine = gapPerByte(sizes, regimes, findings);
        List<OverheadGrowth> growth = new ArrayList<>();
        for (TransferRegime r : regimes.regimes()) {
            List<BulkSize> in = sizes.stream()
                    .filter(s -> r.contains(s.nBytes()) && s.oS().isKnown())
                    .toList();
            if (in.size() >= 2) growth.add(growth(in));
        }
        return Optional.of(
                new BulkParameters(sizes, regimes, gLine.slope, gLine.from, gLine.to, growth, findings, fits));
    }

    private static BulkSize size(LogpParameters p) {
        CurveFit zero = p.curves().get(0);
        if (!zero.converged()) {
            return new BulkSize(
                    p.nBytes(),
                    p.oS(),
                    p.oR(),
                    Estimate.unknown(),
                    p.rtt(),
                    false,
                    String.format(
                            Locale.ROOT,
                            "the D = 0 curve does not converge by M = %d: overhead-limited, g(n) not visible",
                            zero.toM()));
        }
        if (!p.oR().isKnown()) {
            return new BulkSize(
                    p.nBytes(),
                    p.oS(),
                    p.oR(),
                    p.g(),
                    p.rtt(),
                    false,
                    "o_r(n) unknown (no curve above the plateau), so whether g(n) is the network's gap cannot be told");
        }
        if (Consistency.isOverheadLimited(p.oS(), p.oR(), p.g())) {
            return new BulkSize(
                    p.nBytes(),
                    p.oS(),
                    p.oR(),
                    p.g(),
                    p.rtt(),
                    false,
                    "g(n) = o_s(n) + o_r(n): the requester's overheads are the bottleneck; the network's gap is at most this");
        }
        return new BulkSize(p.nBytes(), p.oS(), p.oR(), p.g(), p.rtt(), true, "");
    }

    private record GapPerByte(Estimate slope, int from, int to) {
        static final GapPerByte UNKNOWN = new GapPerByte(Estimate.unknown(), 0, 0);
    }

    /** G from the sizes whose g(n) is the network's, preferring the headline regime; says what it had to settle for. */
    private static GapPerByte gapPerByte(List<BulkSize> sizes, TransferTimeRegimes regimes, List<Finding> findings) {
        List<BulkSize> visible = sizes.stream().filter(BulkSize::gVisible).toList();
        Optional<TransferRegime> headline = regimes.headline();
        if (headline.isPresent()) {
            List<BulkSize> inHeadline = visible.stream()
                    .filter(s -> headline.get().contains(s.nBytes()))
                    .toList();
            if (inHeadline.size() >= 2) return line(inHeadline);
        }
        if (visible.size() >= 2) {
            GapPerByte g = line(visible);
            if (regimes.regimes().size() > 1) {
                findings.add(new BulkFinding.GAcrossRegimes(g.from, g.to));
            }
            return g;
        }
        List<BulkSize> converged = sizes.stream().filter(s -> s.g().isKnown()).toList();
        if (converged.size() >= 2) {
            GapPerByte g = line(converged);
            findings.add(new BulkFinding.GOverheadLimited(g.slope.value(), g.from, g.to));
            return g;
        }
        findings.add(new BulkFinding.GUnknown());
        return GapPerByte.UNKNOWN;
    }

    private static GapPerByte line(List<BulkSize> sizes) {
        LineFit fit = lineOf(sizes, BulkSize::g);
        return new GapPerByte(
                fit.slopeEstimate(),
                sizes.get(0).nBytes(),
                sizes.get(sizes.size() - 1).nBytes());
    }

    private static OverheadGrowth growth(List<BulkSize> sizes) {
        LineFit fit = lineOf(sizes, BulkSize::oS);
        Estimate perByte = fit.slopeEstimate();
        int from = sizes.get(0).nBytes();
        int to = sizes.get(sizes.size() - 1).nBytes();
        double ci = perByte.hasCi() ? perByte.ci95() : 0;
        double first = sizes.get(0).oS().value();
        boolean linear =
                perByte.value() - ci > 0 && perByte.value() * (to - from) > OverheadGrowth.LINEAR_GROWTH * first;
        return new OverheadGrowth(from, to, sizes.size(), fit.interceptEstimate(), perByte, linear);
    }

    private static LineFit lineOf(List<BulkSize> sizes, java.util.function.Function<BulkSize, Estimate> value) {
        double[] x = new double[sizes.size()];
        double[] y = new double[sizes.size()];
        double[] sigma = new double[sizes.size()];
        for (int i = 0; i < sizes.size(); i++) {
            Estimate e = value.apply(sizes.get(i));
            x[i] = sizes.get(i).nBytes();
            y[i] = e.value();
            sigma[i] = e.ci95() / Z95;
        }
        return LineFit.fit(x, y, sigma);
    }
}
