package io.logp.stats;

/**
 * The "filtered data results" of Luecke et al. (2009, section 3.4 and Appendix C): the {@link PingPongStatistics}
 * of the trials left after removing every trial longer than cutCoef times the median of all trials. A trial
 * exactly at cutCoef x median is kept. With 2^23 trials Luecke et al. removed 1125 this way, and the maximum fell
 * from 570.8 us to 2.6 us while the median stayed put: the filter steadies the mean, at the price of hiding how
 * variable the trials really are, which is why both sets of statistics are reported.
 *
 * <p>When the median is not positive (timer overhead subtracted from trials near the timer's resolution) no
 * multiple of it separates interruptions from ordinary trials, and every trial is kept, as in
 * {@link OutlierFilter}.
 *
 * @param statistics the statistics of the kept trials
 * @param cutCoef    the cut-off coefficient used
 * @param removed    how many trials were removed
 */
public record FilteredStatistics(PingPongStatistics statistics, double cutCoef, int removed) {

    /**
     * Filters the trials and summarises the rest.
     *
     * @param samplesUs one time per trial, in microseconds; at least one; not modified
     * @param cutCoef   the cut-off coefficient, finite and > 0
     * @throws IllegalArgumentException when cutCoef is not finite and > 0, there are no trials, a trial is not
     *                                  finite, or the cut removes every trial (only a cutCoef below 1 can)
     */
    public static FilteredStatistics of(double[] samplesUs, double cutCoef) {
        if (!(cutCoef > 0) || Double.isInfinite(cutCoef)) {
            throw new IllegalArgumentException("cut-off coefficient must be finite and > 0, got " + cutCoef);
        }
        PingPongStatistics.requireTrials(samplesUs);
        double[] kept = OutlierFilter.keep(samplesUs, samplesUs.length, cutCoef);
        if (kept.length == 0) {
            throw new IllegalArgumentException("cut-off coefficient " + cutCoef
                    + " removes every trial: none is at or below " + cutCoef + " x the median");
        }
        return new FilteredStatistics(PingPongStatistics.of(kept), cutCoef, samplesUs.length - kept.length);
    }
}
