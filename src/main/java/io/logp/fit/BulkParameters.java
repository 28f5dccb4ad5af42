package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.Finding;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What bulk transfers cost: T0 and R per protocol regime of T(n), the LogP parameters at each measured size, the
 * LogGP gap per byte G and how o_s(n) grows. Times in microseconds.
 *
 * @param sizes      per-size parameters, by ascending n
 * @param times      the regimes of T(n) = T0 + n/R
 * @param gPerByte   G, the slope of g(n) in us per byte, over the sizes named by gFromBytes..gToBytes
 * @param gFromBytes smallest size of the G line (0 when G is unknown)
 * @param gToBytes   largest size of the G line
 * @param growth     o_s(n) lines, one per regime with at least two sizes
 * @param findings   what a reader must know to trust these numbers
 * @param sizeFits   the full small-message-style fit at each size of {@code sizes}, by n_bytes (curves, for charts)
 */
public record BulkParameters(
        List<BulkSize> sizes,
        TransferTimeRegimes times,
        Estimate gPerByte,
        int gFromBytes,
        int gToBytes,
        List<OverheadGrowth> growth,
        List<Finding> findings,
        Map<Integer, LogpParameters> sizeFits) {

    public BulkParameters {
        sizes = List.copyOf(sizes);
        growth = List.copyOf(growth);
        findings = List.copyOf(findings);
        sizeFits = Map.copyOf(sizeFits);
    }

    /** Parameters without the per-size fits (built by hand, e.g. for a chart). */
    public BulkParameters(
            List<BulkSize> sizes,
            TransferTimeRegimes times,
            Estimate gPerByte,
            int gFromBytes,
            int gToBytes,
            List<OverheadGrowth> growth,
            List<Finding> findings) {
        this(sizes, times, gPerByte, gFromBytes, gToBytes, growth, findings, Map.of());
    }

    /** The same parameters with these findings instead (the analysis adds the measurement's own). */
    public BulkParameters withFindings(List<Finding> all) {
        return new BulkParameters(sizes, times, gPerByte, gFromBytes, gToBytes, growth, all, sizeFits);
    }

    /**
     * The regime the headline T0 is read from: the large-message regime when its intercept is a start-up time (not
     * negative), else the nearest regime below it whose line gives one (toward the eager sizes); empty when no regime
     * with a line has a non-negative intercept. A negative intercept of the large sizes is the protocol's, not a
     * start-up (a {@link io.logp.finding.BulkFinding.T0NotAStartup} says so), and the regime below still has one.
     */
    public Optional<TransferRegime> t0Regime() {
        Optional<TransferRegime> headline = times.headline();
        if (headline.isEmpty()) return Optional.empty();
        List<TransferRegime> all = times.regimes();
        for (int i = all.indexOf(headline.get()); i >= 0; i--) {
            TransferRegime r = all.get(i);
            if (r.hasLine() && r.startUp().isKnown()) return Optional.of(r);
        }
        return Optional.empty();
    }

    /** The regime the headline R (and the rate's CI) is read from: the large-message regime. */
    public Optional<TransferRegime> rateRegime() {
        return times.headline();
    }

    /** The headline T0 with its CI, from {@link #t0Regime()}; unknown only when no regime has a start-up. */
    public Estimate t0() {
        return t0Regime().map(TransferRegime::startUp).orElse(Estimate.unknown());
    }

    /** The headline R in MB/s, from {@link #rateRegime()}. */
    public Estimate rateMBps() {
        return rateRegime().map(TransferRegime::rateMBps).orElse(Estimate.unknown());
    }
}
