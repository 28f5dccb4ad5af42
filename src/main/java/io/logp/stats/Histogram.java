package io.logp.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/**
 * The distribution of timing trials as Luecke et al. (2009, Appendix A) print it: bins of equal width,
 * {@code a <= times < b with count = N}, the first starting at the multiple of the width at or below the fastest
 * trial, plus the count of trials beyond the last bin ({@code 9.80 <= times with count = 22131}). At most
 * {@link #MAX_BINS} bins are made, so that a single interruption a thousand medians away cannot demand millions
 * of empty bins; what lies beyond them is counted in {@link #above}. Bins start at the fastest trial, so none lies
 * before them.
 *
 * <p>Also the frequency table of distinct times ({@link #frequencies}), which shows the granularity of the timer
 * (Appendix A: {@code time = 0.954 with frequency = 5118946}).
 *
 * @param bins  the bins in ascending order, adjacent, of equal width
 * @param above trials at or beyond the end of the last bin
 */
public record Histogram(List<Bin> bins, long above) {

    /** Upper bound on the number of bins; 200 lines is still a table one can scroll through. */
    public static final int MAX_BINS = 200;

    /** Freedman–Diaconis chooses its width over the trials up to this percentile (see {@link #auto}). */
    static final double AUTO_PERCENTILE = 99;

    /**
     * One bin: {@code fromUs <= time < toUs}.
     *
     * @param fromUs lower edge, included, in microseconds
     * @param toUs   upper edge, excluded, in microseconds
     * @param count  trials in the bin
     */
    public record Bin(double fromUs, double toUs, long count) {}

    public Histogram {
        bins = List.copyOf(bins);
    }

    /** All trials: the counts of the bins plus those beyond them. */
    public long total() {
        long total = above;
        for (Bin bin : bins) total += bin.count();
        return total;
    }

    /**
     * Bins of the given width from the multiple of the width at or below the fastest trial up to the slowest, or
     * {@link #MAX_BINS} of them if that is fewer. Edges are k x width for whole k, so that two histograms of the
     * same width line up.
     *
     * @throws IllegalArgumentException when the width is not finite and > 0, too small for the magnitude of the
     *                                  times to give distinct edges, there are no trials, or one is not finite
     */
    public static Histogram of(double[] samplesUs, double binWidthUs) {
        PingPongStatistics.requireTrials(samplesUs);
        if (!(binWidthUs > 0) || Double.isInfinite(binWidthUs)) {
            throw new IllegalArgumentException("bin width must be finite and > 0, got " + binWidthUs);
        }
        double min = Arrays.stream(samplesUs).min().orElseThrow();
        double max = Arrays.stream(samplesUs).max().orElseThrow();
        double[] edges = edges(min, max, binWidthUs);
        int nBins = edges.length - 1;
        long[] counts = new long[nBins];
        long above = 0;
        for (double sample : samplesUs) {
            // The bin is found among the very edges reported, so a trial on an edge lands where the table says.
            int found = Arrays.binarySearch(edges, sample);
            int bin = found >= 0 ? found : -found - 2;
            // A time on an edge that rounding left a hair below it (the half of 1.22 us, 0.6099999..., against the
            // edge 61 x 0.01) belongs above it: misplaced by rounding, 7 in 100 such times made a comb of the chart.
            if (found < 0 && bin + 1 < edges.length - 1 && edges[bin + 1] - sample <= EDGE_TOLERANCE * binWidthUs)
                bin++;
            if (bin >= nBins) above++;
            else counts[bin]++;
        }
        List<Bin> bins = new ArrayList<>(nBins);
        for (int k = 0; k < nBins; k++) bins.add(new Bin(edges[k], edges[k + 1], counts[k]));
        return new Histogram(bins, above);
    }

    /** How close below an edge (as a fraction of the bin width) a time counts as on it: far below any timer's step. */
    static final double EDGE_TOLERANCE = 1e-6;

    /** The histogram with the width of {@link #autoBinWidth}. */
    public static Histogram auto(double[] samplesUs) {
        return of(samplesUs, autoBinWidth(samplesUs));
    }

    /**
     * A bin width for these trials: the Freedman–Diaconis width 2 IQR / n^(1/3) (Freedman and Diaconis, "On the
     * histogram as a density estimator", 1981), rounded to the nearest (in ratio) of 1, 2 or 5 times a power of
     * ten so that the edges print as short decimals (0.2, 0.5, 1), as in Appendix A. The IQR and n are those of
     * the trials up to the 99th percentile: the long tail of interruptions would otherwise count in n and make the
     * bins too narrow for the body of the distribution, which is what the table is for. If that width needs more
     * than {@link #MAX_BINS} bins to reach the 99th percentile, the next larger 1-2-5 step is taken until it does
     * not. Timer granularity can make the IQR 0 (when half the trials or more share one tick); the width then
     * comes from Sturges' rule, ceil(log2 n) + 1 bins over the range up to the 99th percentile, and is 1 us when
     * all those trials are equal. Granularity also sets a lower bound: the width is at least the smallest gap
     * between two distinct times (the timer's tick, 0.238 us in Appendix A), rounded up to a 1-2-5 step, because
     * narrower bins are empty merely because no time can fall into them and turn the chart into a comb.
     */
    public static double autoBinWidth(double[] samplesUs) {
        PingPongStatistics.requireTrials(samplesUs);
        double[] sorted = samplesUs.clone();
        Arrays.sort(sorted);
        Percentile percentile = new Percentile();
        double p99 = percentile.evaluate(sorted, AUTO_PERCENTILE);
        int n = upperBound(sorted, p99);
        double[] body = Arrays.copyOf(sorted, n);
        double iqr = percentile.evaluate(body, 75) - percentile.evaluate(body, 25);
        double spread = p99 - sorted[0];
        double raw;
        if (iqr > 0) raw = 2 * iqr / Math.cbrt(n);
        else if (spread > 0) raw = spread / (Math.ceil(Math.log(n) / Math.log(2)) + 1);
        else raw = 1;
        double width = step125(raw);
        double tick = smallestGap(body);
        if (tick > 0) {
            while (width < tick) width = nextStep125(width);
        }
        while ((p99 - Math.floor(sorted[0] / width) * width) / width >= MAX_BINS) width = nextStep125(width);
        return width;
    }

    /**
     * How often each distinct time occurs, in ascending order of time. Negative zero counts as zero, since a
     * reader of the table could not tell them apart.
     */
    public static SortedMap<Double, Long> frequencies(double[] samplesUs) {
        SortedMap<Double, Long> frequencies = new TreeMap<>();
        for (double sample : samplesUs) frequencies.merge(sample + 0.0, 1L, Long::sum);
        return frequencies;
    }

    /** The nearest of 1, 2 and 5 times a power of ten, by ratio: the boundaries are sqrt(2), sqrt(10), sqrt(50). */
    static double step125(double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("a step must be finite and > 0, got " + value);
        }
        int exponent = decade(value);
        double mantissa = value / scaled(1, exponent);
        int digit;
        if (mantissa < Math.sqrt(2)) digit = 1;
        else if (mantissa < Math.sqrt(10)) digit = 2;
        else if (mantissa < Math.sqrt(50)) digit = 5;
        else digit = 10;
        return scaled(digit, exponent);
    }

    /** The 1-2-5 step after a 1-2-5 step: 1 -> 2 -> 5 -> 10. */
    static double nextStep125(double step) {
        int exponent = decade(step);
        long digit = Math.round(step / scaled(1, exponent));
        return scaled(digit == 1 ? 2 : digit == 2 ? 5 : 10, exponent);
    }

    /** The power of ten at or below the value: log10 of a decimal such as 0.001 may land on either side of -3. */
    private static int decade(double value) {
        int exponent = (int) Math.floor(Math.log10(value));
        double mantissa = value / scaled(1, exponent);
        if (mantissa >= 10) return exponent + 1;
        return mantissa < 1 ? exponent - 1 : exponent;
    }

    /** digit x 10^exponent, divided rather than multiplied for negative exponents so that 0.2 is the double 0.2. */
    private static double scaled(int digit, int exponent) {
        return exponent >= 0 ? digit * Math.pow(10, exponent) : digit / Math.pow(10, -exponent);
    }

    /** The nBins + 1 edges k x width that cover min..max, at most MAX_BINS bins. */
    private static double[] edges(double min, double max, double width) {
        if (!Double.isFinite(min / width) || !Double.isFinite(max / width)) {
            throw new IllegalArgumentException("bin width " + width + " is too small for times up to " + max + " us");
        }
        double first = Math.floor(min / width);
        // Rounding in min / width can put the first edge just above min; one step down puts min in the first bin.
        if (first * width > min) first -= 1;
        double needed = Math.floor(max / width) - first + 1;
        int nBins = (int) Math.max(1, Math.min(MAX_BINS, needed));
        double[] edges = edgesFrom(first, width, nBins);
        // The same rounding at the top can leave max beyond the last edge, or an empty bin after it.
        while (nBins < MAX_BINS && edges[nBins] <= max) edges = edgesFrom(first, width, ++nBins);
        while (nBins > 1 && edges[nBins - 1] > max) edges = edgesFrom(first, width, --nBins);
        for (int k = 0; k < nBins; k++) {
            if (!(edges[k + 1] > edges[k])) {
                throw new IllegalArgumentException("bin width " + width + " is too small for times around " + min
                        + " us: the bin edges cannot be told apart");
            }
        }
        return edges;
    }

    private static double[] edgesFrom(double first, double width, int nBins) {
        double[] edges = new double[nBins + 1];
        for (int k = 0; k <= nBins; k++) edges[k] = (first + k) * width;
        return edges;
    }

    /** The smallest positive difference between neighbours of an ascending array; 0 when all values are equal. */
    private static double smallestGap(double[] sorted) {
        double gap = Double.POSITIVE_INFINITY;
        for (int i = 1; i < sorted.length; i++) {
            double d = sorted[i] - sorted[i - 1];
            if (d > 0 && d < gap) gap = d;
        }
        return Double.isInfinite(gap) ? 0 : gap;
    }

    /** The number of leading values of an ascending array that are <= limit. */
    private static int upperBound(double[] sorted, double limit) {
        int n = 0;
        while (n < sorted.length && sorted[n] <= limit) n++;
        return n;
    }
}
