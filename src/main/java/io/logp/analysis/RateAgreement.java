package io.logp.analysis;

import io.logp.finding.BulkFinding;
import io.logp.fit.BulkParameters;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeFit;
import java.util.Optional;

/**
 * Whether one run's two bandwidths agree: the ping-pong sweep's 1/Tc and the bulk R. Both move n bytes one way per
 * unit of time, so on one path they should agree within their CIs; when they do not, a finding says by how much and
 * over which sizes each was read, rather than leaving two lines of the summary to contradict each other.
 */
public final class RateAgreement {

    private RateAgreement() {}

    /** The finding when both rates are known with CIs and differ beyond them combined; empty otherwise. */
    public static Optional<BulkFinding.PingPongRateDiffers> check(
            Optional<BulkParameters> bulk, Optional<PingPongAnalysis> pingPong) {
        if (bulk.isEmpty() || pingPong.isEmpty() || pingPong.get().fit() == null) return Optional.empty();
        TransferTimeFit f = pingPong.get().fit();
        Optional<TransferRegime> regime = bulk.get().rateRegime();
        if (regime.isEmpty()) return Optional.empty();
        double r = bulk.get().rateMBps().value();
        double rCi = bulk.get().rateMBps().ci95();
        double p = f.bandwidthMBps();
        double pCi = f.bandwidthCi95MBps();
        if (!(Double.isFinite(r) && Double.isFinite(rCi) && Double.isFinite(p) && Double.isFinite(pCi)))
            return Optional.empty();
        if (Math.abs(r - p) <= Math.hypot(rCi, pCi)) return Optional.empty();
        return Optional.of(new BulkFinding.PingPongRateDiffers(
                p,
                pCi,
                f.tcFromBytes(),
                f.tcToBytes(),
                r,
                rCi,
                regime.get().fromBytes(),
                regime.get().toBytes()));
    }

    /** The ping-pong trials above the cut at the main size, when the filter left any out. */
    public static Optional<io.logp.finding.MeasurementFinding.PingPongOutliers> outliers(PingPongAnalysis a) {
        int removed = a.filtered().removed();
        if (removed == 0) return Optional.empty();
        io.logp.stats.PingPongStatistics s = a.statistics();
        return Optional.of(new io.logp.finding.MeasurementFinding.PingPongOutliers(
                a.nBytes(),
                removed,
                s.n(),
                s.medianUs(),
                s.meanUs(),
                s.maxUs(),
                a.filtered().cutCoef()));
    }
}
