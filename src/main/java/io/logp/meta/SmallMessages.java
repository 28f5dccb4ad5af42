package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.logp.data.Defaults;
import io.logp.data.SmallMessageSettings;
import java.util.Arrays;
import java.util.List;

/**
 * The small-message experiment's settings (the RTT, and the signature unless the run measured the RTT alone).
 *
 * @param window            requests outstanding before issue stalls (the fit's window)
 * @param payloadBytes      bytes of each request and reply
 * @param mMax              largest M of the initial grid
 * @param mCap              largest M a curve that has not converged is extended to
 * @param delaysUs          the delays D given; null when chosen from the pilot gap (the sweep's nominal delays)
 * @param batch             trials per batch
 * @param minBatches        batches a point needs at least
 * @param outlierCutXMedian trials above this many times their batch median are outliers
 * @param relativeCi        target 95% CI half-width relative to the mean
 * @param confidence        probability of the confidence intervals
 * @param maxTrials         cap on trials per point
 * @param maxPointSeconds   cap on time per point
 * @param rttMinTrials      minimum RTT trials
 * @param warmupSeconds     untimed warm-up
 * @param budgetSeconds     cap on the whole sweep
 * @param seed              seed of the round order
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SmallMessages(
        Integer window,
        Integer payloadBytes,
        Integer mMax,
        Integer mCap,
        List<Double> delaysUs,
        Integer batch,
        Integer minBatches,
        @JsonProperty("outlier_cut_x_median") Double outlierCutXMedian,
        Double relativeCi,
        Double confidence,
        Integer maxTrials,
        Double maxPointSeconds,
        Integer rttMinTrials,
        Double warmupSeconds,
        Double budgetSeconds,
        Long seed) {

    /** The settings of a run with this window and payload, {@code confidence} being the CIs' probability. */
    public static SmallMessages of(SmallMessageSettings s, int window, int payloadBytes, double confidence) {
        return new SmallMessages(
                window,
                payloadBytes,
                s.mMax(),
                s.mCap(),
                s.delaysUs() == null
                        ? null
                        : Arrays.stream(s.delaysUs()).boxed().toList(),
                s.rule().batch(),
                s.rule().minBatches(),
                Defaults.OUTLIER_CUT,
                s.rule().relativeCi(),
                confidence,
                s.rule().maxTrials(),
                s.rule().maxNanosPerPoint() / 1e9,
                s.rttMinTrials(),
                s.warmupSeconds(),
                s.budgetSeconds(),
                s.seed());
    }
}
