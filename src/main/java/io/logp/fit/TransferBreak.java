package io.logp.fit;

import io.logp.data.Estimate;

/**
 * A break between two protocol regimes of T(n): the last size of one and the first of the next, what found it, and
 * how far T(n) steps there.
 *
 * @param lastBytes  the largest size before the break
 * @param firstBytes the smallest size after it
 * @param evidence   what found it
 * @param atBytes    where the step is read: the first size after the break, or the lone size of a one-size regime
 * @param stepUs     the step of T at {@code atBytes}, in microseconds: the later regime's T (its line, or its lone
 *                   size) minus the earlier one's, with its 95% CI
 * @param pValue     the F test's p-value of the split against one line through both sides (Bonferroni-corrected
 *                   over the candidate positions); NaN for a break the bandwidth fall found alone
 */
public record TransferBreak(
        int lastBytes, int firstBytes, Evidence evidence, int atBytes, Estimate stepUs, double pValue) {

    /** What shows the break. */
    public enum Evidence {
        /** Delivered bandwidth n/T(n) falls, which no single line with T0 >= 0 allows. */
        BANDWIDTH_FALL,
        /** A segmented regression: two lines fit significantly better than one, and T steps up between them. */
        STEP
    }
}
