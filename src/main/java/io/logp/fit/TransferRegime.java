package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.finding.BulkFinding;
import java.util.Optional;

/**
 * One protocol regime of the bulk-transfer time T(n) = T0 + n/R: a run of consecutive sizes over which delivered
 * bandwidth n/T(n) keeps rising, as one line allows, fitted by least squares.
 *
 * @param fromBytes     smallest size of the regime
 * @param toBytes       largest size of the regime
 * @param points        sizes measured in it
 * @param t0            start-up T0, the line's intercept, in microseconds (unknown for a single size)
 * @param usPerByte     1/R, the line's slope, in microseconds per byte
 * @param rateMBps      R in MB/s (10^6 bytes/s = bytes/us); unknown when the slope is not positive
 * @param smallestUs    the measured T of the regime's smallest size, which T0 should not exceed
 * @param t0Finding     why T0 is no start-up time (no growth, negative, indistinguishable from 0, above the smallest
 *                      T), or empty when it reads as one
 */
public record TransferRegime(
        int fromBytes,
        int toBytes,
        int points,
        Estimate t0,
        Estimate usPerByte,
        Estimate rateMBps,
        double smallestUs,
        Optional<BulkFinding.T0NotAStartup> t0Finding) {

    public boolean hasLine() {
        return points >= 2;
    }

    public boolean contains(int nBytes) {
        return nBytes >= fromBytes && nBytes <= toBytes;
    }

    /**
     * T0 as a value to print: unknown when the intercept is negative, which no start-up time can be (the
     * {@link #t0Finding} carries the number and says why). {@link #t0()} stays the line's intercept, for the line.
     */
    public Estimate startUp() {
        return t0.isKnown() && t0.value() < 0 ? Estimate.unknown() : t0;
    }

    /** T(n) on this regime's line. */
    public double timeUs(double nBytes) {
        return t0.value() + usPerByte.value() * nBytes;
    }
}
