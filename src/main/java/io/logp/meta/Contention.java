package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.logp.data.ContentionSettings;
import java.util.List;

/**
 * The contention experiment: its settings, and every point as it is measured.
 *
 * @param patterns        the patterns, in order (k_to_1, 1_to_k, pairs)
 * @param kMax            largest K of every pattern; 0 for as many as the ranks allow
 * @param nBytes          bytes each request carries
 * @param window          requests outstanding per requester
 * @param trialUs         length of one trial, in which all requesters issue at once
 * @param batch           trials per batch
 * @param minBatches      batches a point needs at least
 * @param relativeCi      target 95% CI half-width relative to the mean
 * @param maxTrials       cap on trials per point
 * @param maxPointSeconds cap on one point
 * @param budgetSeconds   cap on the whole experiment
 * @param points          the points measured
 * @param skipped         the points the budget did not reach
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Contention(
        List<String> patterns,
        Integer kMax,
        Integer nBytes,
        Integer window,
        Double trialUs,
        Integer batch,
        Integer minBatches,
        Double relativeCi,
        Integer maxTrials,
        Double maxPointSeconds,
        Double budgetSeconds,
        List<Point> points,
        List<Skip> skipped) {

    public Contention {
        points = points == null ? List.of() : points;
        skipped = skipped == null ? List.of() : skipped;
    }

    /** The settings, before any point. */
    public static Contention of(ContentionSettings s, int window) {
        return new Contention(
                s.patterns().stream().map(p -> p.label()).toList(),
                s.kMax(),
                s.nBytes(),
                window,
                s.trialNs() / 1e3,
                s.rule().batch(),
                s.rule().minBatches(),
                s.rule().relativeCi(),
                s.rule().maxTrials(),
                s.rule().maxNanosPerPoint() / 1e9,
                s.budgetNs() / 1e9,
                List.of(),
                List.of());
    }

    /** These settings with the points so far. */
    public Contention withPoints(List<Point> measured, List<Skip> notReached) {
        return new Contention(
                patterns,
                kMax,
                nBytes,
                window,
                trialUs,
                batch,
                minBatches,
                relativeCi,
                maxTrials,
                maxPointSeconds,
                budgetSeconds,
                List.copyOf(measured),
                List.copyOf(notReached));
    }

    /**
     * One point.
     *
     * @param pattern    its pattern
     * @param k          its K
     * @param roles      who requested from whom ("0->2 1->2": requester->responder, "+" between responders)
     * @param sharesHost true when some requester runs on its responder's host
     * @param m          requests per trial
     * @param precise    true when the point reached its CI target
     */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Point(String pattern, Integer k, String roles, Boolean sharesHost, Integer m, Boolean precise) {}

    /** A point the budget did not reach. */
    @MetaRecord
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Skip(String pattern, Integer k) {}
}
