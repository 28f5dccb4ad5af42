package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.Finding;
import java.util.List;
import java.util.Map;

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
     * The headline T0 (large-message regime) as a value to print: unknown when no regime has a line, and when it is
     * negative (a {@link io.logp.finding.BulkFinding.T0NotAStartup} among the findings says why).
     */
    public Estimate t0() {
        return times.headline().map(TransferRegime::startUp).orElse(Estimate.unknown());
    }

    /** The headline R in MB/s. */
    public Estimate rateMBps() {
        return times.headline().map(TransferRegime::rateMBps).orElse(Estimate.unknown());
    }
}
