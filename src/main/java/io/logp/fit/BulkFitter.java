package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.RttPoint;
import io.logp.data.Signature;
import io.logp.finding.BulkFinding;
import io.logp.finding.Finding;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;

/**
 * Bulk-transfer parameters from a signature measured at several sizes and the round trip of each size (Culler et
 * al., "Bulk-transfer microbenchmark"):
 * <ul>
 *   <li>T0 and R from T(n), one line per protocol regime ({@link TransferTimeRegimes}), the small message (timed
 *       by the small-message experiment, on its own path) kept out of the break search;</li>
 *   <li>o_s(n), o_r(n) and g(n) from the signature at each n, extracted as for small messages
 *       ({@link LogpFitter#fitAt}); when the D = 0 curve does not converge, the curves for small D do not meet
 *       on a plateau and the transfer is overhead-limited (their Figure 9): o_s(n) is reported without g(n); a
 *       negative o_r(n) is withheld, with a finding that keeps it;</li>
 *   <li>G, the LogGP gap per byte, as the slope of g(n) over the sizes where g(n) is the network's gap, within the
 *       headline regime of T(n) when it holds two such sizes;</li>
 *   <li>the regimes of o_s(n) and g(n) from their own values ({@link SizeRegimes}), constant or linear (their
 *       Figure 10), not from the regimes of T(n).</li>
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
        // The smallest size is the small message, whose T was timed by the small-message experiment on its own
        // path: it is kept out of the bulk regimes' break search.
        int smallBytes = signature.sizes().isEmpty()
                ? times.stream().mapToInt(RttPoint::nBytes).min().orElse(0)
                : signature.sizes().get(0);
        TransferTimeRegimes regimes = TransferTimeRegimes.fitBulk(times, smallBytes);
        regimes.smallMessagePath().ifPresent(findings::add);
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
                sizes.add(size(fit, findings));
            } catch (FitException e) {
                findings.add(new BulkFinding.BulkSizeNotFitted(n, e.getMessage()));
            }
        }
        for (TransferRegime r : regimes.regimes()) {
            if (r.hasLine()) r.t0Finding().ifPresent(findings::add);
        }

        GapPerByte gLine = gapPerByte(sizes, regimes, findings);
        // The per-size regimes of the bulk path: the small message (the smallest size) was timed on its own path.
        List<BulkSize> bulkSizes =
                sizes.stream().filter(s -> s.nBytes() > smallBytes).toList();
        List<BulkFinding.SizeRegime> oSRegimes =
                regimes(BulkFinding.SizeQuantity.SEND_OVERHEAD, bulkSizes, BulkSize::oS);
        findings.addAll(oSRegimes);
        findings.addAll(regimes(BulkFinding.SizeQuantity.GAP, bulkSizes, BulkSize::g));
        List<OverheadGrowth> growth = new ArrayList<>();
        for (BulkFinding.SizeRegime r : oSRegimes) {
            if (r.points() >= 2) growth.add(OverheadGrowth.of(r));
        }
        return Optional.of(
                new BulkParameters(sizes, regimes, gLine.slope, gLine.from, gLine.to, growth, findings, fits));
    }

    /**
     * One size's parameters. A negative o_r(n) is withheld, as no receive overhead can be negative (the finding keeps
     * the number and says why the model fails there); without o_r(n), whether g(n) is the requester's overheads
     * cannot be told.
     */
    private static BulkSize size(LogpParameters p, List<Finding> findings) {
        Estimate oR = p.oR();
        if (oR.isKnown() && oR.value() < 0) {
            findings.add(new BulkFinding.ReceiveOverheadHidden(
                    p.nBytes(),
                    oR.value(),
                    oR.ci95(),
                    p.oS().value(),
                    p.oRSlope().value()));
            oR = Estimate.unknown();
        }
        CurveFit zero = p.curves().get(0);
        BulkFinding.GapHiddenReason reason;
        if (!zero.converged()) reason = BulkFinding.GapHiddenReason.NOT_CONVERGED;
        else if (!oR.isKnown()) reason = BulkFinding.GapHiddenReason.RECEIVE_OVERHEAD_UNKNOWN;
        else if (Consistency.isOverheadLimited(p.oS(), oR, p.g()))
            reason = BulkFinding.GapHiddenReason.OVERHEAD_LIMITED;
        else return new BulkSize(p.nBytes(), p.oS(), oR, p.g(), p.rtt(), true, Optional.empty());
        BulkFinding.GapHidden hidden = new BulkFinding.GapHidden(p.nBytes(), reason, zero.toM());
        findings.add(hidden);
        Estimate g = reason == BulkFinding.GapHiddenReason.NOT_CONVERGED ? Estimate.unknown() : p.g();
        return new BulkSize(p.nBytes(), p.oS(), oR, g, p.rtt(), false, Optional.of(hidden));
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

    /** The regimes of one per-size parameter; none from a single size, which has no neighbour to be judged by. */
    private static List<BulkFinding.SizeRegime> regimes(
            BulkFinding.SizeQuantity quantity,
            List<BulkSize> sizes,
            java.util.function.Function<BulkSize, Estimate> value) {
        List<SizeRegimes.Point> points = points(sizes, value);
        return points.size() < 2 ? List.of() : SizeRegimes.find(quantity, points);
    }

    private static List<SizeRegimes.Point> points(
            List<BulkSize> sizes, java.util.function.Function<BulkSize, Estimate> value) {
        return sizes.stream()
                .filter(s -> value.apply(s).isKnown())
                .map(s -> new SizeRegimes.Point(s.nBytes(), value.apply(s)))
                .toList();
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
