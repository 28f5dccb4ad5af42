package io.logp.experiment;

/**
 * One measured contention point: the gap each requester saw (the steady cost per request at D = 0) while all of
 * them issued at once.
 *
 * @param gUs          mean over trials of the requesters' mean gap
 * @param ci95Us       95% half-width by batch means; NaN with one batch
 * @param samples      trials kept (after the outlier filter)
 * @param m            requests per requester per trial (the middle half timed)
 * @param perRequesterUs each requester's own mean gap, in the order of {@code roles.requesters()}
 * @param perRequesterCi95Us their 95% half-widths
 * @param precise      true when the CI target was met, false when a cap stopped the point
 */
public record ContentionMeasurement(
        ContentionRoles roles,
        int nBytes,
        double gUs,
        double ci95Us,
        int samples,
        int m,
        double[] perRequesterUs,
        double[] perRequesterCi95Us,
        boolean precise) {}
