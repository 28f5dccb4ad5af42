package io.logp.data;

/**
 * The measured mean of one collective point, as charts draw it.
 *
 * @param op          the collective
 * @param nBytes      bytes per rank (0 for the barrier)
 * @param p           ranks taking part
 * @param meanUs      mean time of a launch; NaN when no launch was valid
 * @param halfWidthUs half-width of its confidence interval; NaN when unknown
 */
public record CollectiveMean(CollectiveOp op, int nBytes, int p, double meanUs, double halfWidthUs) {}
