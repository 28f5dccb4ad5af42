package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.logp.data.PairsSettings;
import java.util.List;

/**
 * The pairs experiment: its settings, and the pairs the budget did not reach.
 *
 * @param schedule        "sequential" (one pair at a time) or "rounds" (a tournament, disjoint pairs at once)
 * @param ranks           ranks of the job
 * @param rounds          rounds planned
 * @param signature       whether every pair got its short signature
 * @param slowMargin      how far beyond both CIs a slow pair exceeds the median of its kind (0.2: 20%)
 * @param batch           trials per batch
 * @param minBatches      batches a pair needs at least
 * @param relativeCi      target 95% CI half-width relative to the mean
 * @param minTrials       round trips a pair needs at least
 * @param maxTrials       cap on round trips per pair
 * @param maxPointSeconds cap on one pair's RTT
 * @param budgetSeconds   cap on the whole experiment
 * @param skipped         the pairs not reached, as [i, j]
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Pairs(
        String schedule,
        Integer ranks,
        Integer rounds,
        Boolean signature,
        Double slowMargin,
        Integer batch,
        Integer minBatches,
        Double relativeCi,
        Integer minTrials,
        Integer maxTrials,
        Double maxPointSeconds,
        Double budgetSeconds,
        List<List<Integer>> skipped) {

    public Pairs {
        skipped = skipped == null ? List.of() : skipped;
    }

    /** The settings, before any pair. */
    public static Pairs of(PairsSettings s, int ranks, int rounds) {
        return new Pairs(
                s.schedule().label(),
                ranks,
                rounds,
                s.signature(),
                s.slowMargin(),
                s.rule().batch(),
                s.rule().minBatches(),
                s.rule().relativeCi(),
                s.minTrials(),
                s.rule().maxTrials(),
                s.rule().maxNanosPerPoint() / 1e9,
                s.budgetNs() / 1e9,
                List.of());
    }

    /** These settings with the pairs not reached so far. */
    public Pairs withSkipped(List<List<Integer>> notReached) {
        return new Pairs(
                schedule,
                ranks,
                rounds,
                signature,
                slowMargin,
                batch,
                minBatches,
                relativeCi,
                minTrials,
                maxTrials,
                maxPointSeconds,
                budgetSeconds,
                List.copyOf(notReached));
    }
}
