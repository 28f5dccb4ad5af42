package io.logp.stats;

import java.util.Arrays;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * MPIPerf's summary of a collective's valid launches (Kurnosov 2012, section 4, step 4): the given fraction of the
 * smallest and of the largest times is dropped, the mean of the rest is the result, with its standard error
 * SE = s / sqrt(kept) (s the unbiased standard deviation of the kept times) and the Student-t interval
 * mean ± t(p, kept - 1) SE at the chosen probability p. Minimum and maximum are those of every valid launch, so
 * the trimming never hides how far the launches spread. Beside the trimmed mean stands the median of every valid
 * launch with its distribution-free interval at the same probability ({@link Median#intervalOfSorted}): on a machine
 * whose launch times have heavy tails the two can disagree, and {@link #meanAndMedianDisagree()} says when.
 *
 * @param meanUs     mean of the kept times
 * @param seUs       standard error of that mean; NaN with fewer than two kept
 * @param minUs      smallest valid time
 * @param maxUs      largest valid time
 * @param halfWidthUs Student-t half-width at {@code confidence}; NaN with fewer than two kept
 * @param confidence the interval's probability
 * @param valid      launches summarised (before trimming)
 * @param kept       launches left after trimming
 * @param medianUs   median of every valid launch
 * @param medianLowUs  lower end of the median's interval at {@code confidence}; NaN with too few launches
 * @param medianHighUs upper end of that interval
 */
public record TrimmedStatistics(
        double meanUs,
        double seUs,
        double minUs,
        double maxUs,
        double halfWidthUs,
        double confidence,
        int valid,
        int kept,
        double medianUs,
        double medianLowUs,
        double medianHighUs) {

    /** The summary of no launches at all: every value NaN, both counts 0. */
    public static TrimmedStatistics none(double confidence) {
        return new TrimmedStatistics(
                Double.NaN,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                Double.NaN,
                confidence,
                0,
                0,
                Double.NaN,
                Double.NaN,
                Double.NaN);
    }

    /**
     * @param timesUs    one time per valid launch, finite; not modified
     * @param trim       fraction dropped on each side, in [0, 0.5); floor(trim x valid) launches each
     * @param confidence probability of the interval, in (0, 1)
     */
    public static TrimmedStatistics of(double[] timesUs, double trim, double confidence) {
        if (!(trim >= 0 && trim < 0.5)) throw new IllegalArgumentException("trim must be in [0, 0.5), got " + trim);
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be in (0, 1), got " + confidence);
        }
        if (timesUs.length == 0) return none(confidence);
        double[] sorted = timesUs.clone();
        Arrays.sort(sorted);
        if (!Double.isFinite(sorted[0]) || !Double.isFinite(sorted[sorted.length - 1])) {
            throw new IllegalArgumentException("launch times must be finite");
        }
        int drop = (int) Math.floor(trim * sorted.length);
        SummaryStatistics kept = new SummaryStatistics();
        for (int i = drop; i < sorted.length - drop; i++) kept.addValue(sorted[i]);
        int n = (int) kept.getN();
        double se = n < 2 ? Double.NaN : kept.getStandardDeviation() / Math.sqrt(n);
        double half = n < 2 ? Double.NaN : ConfidenceInterval.tQuantile(confidence, n - 1) * se;
        double[] medianInterval = Median.intervalOfSorted(sorted, sorted.length, confidence);
        return new TrimmedStatistics(
                kept.getMean(),
                se,
                sorted[0],
                sorted[sorted.length - 1],
                half,
                confidence,
                sorted.length,
                n,
                Median.ofSorted(sorted, sorted.length),
                medianInterval[0],
                medianInterval[1]);
    }

    /** SE / mean: a point stops when it is at most 5% (with at least 30 valid launches, {@code Defaults.MIN_VALID}). */
    public double relativeError() {
        return seUs / meanUs;
    }

    public double ciLowUs() {
        return meanUs - halfWidthUs;
    }

    public double ciHighUs() {
        return meanUs + halfWidthUs;
    }

    /**
     * The trimmed mean's interval and the median's do not meet: a skewed or two-peaked distribution of launch times
     * (a share of launches hit by something else), where neither number alone describes the operation. False while
     * either interval is unknown.
     */
    public boolean meanAndMedianDisagree() {
        return ciHighUs() < medianLowUs || medianHighUs < ciLowUs();
    }
}
