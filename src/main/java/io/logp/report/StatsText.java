package io.logp.report;

import io.logp.stats.FilteredStatistics;
import io.logp.stats.Histogram;
import io.logp.stats.PingPongStatistics;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The statistics of a set of timing trials as a text summary in the layout of Luecke et al., "Measuring MPI
 * Latency and Communication Rates for Small Messages" (2009), Appendix C, followed by the distribution table of
 * their Appendix A ({@code 0.80 <= times < 1.00 with count = 5118946}). Times have 4 decimals as there; the
 * statistics have 4 significant digits, as there, but as plain decimals with their unit (Appendix C's
 * {@code 0.1463E+00} is {@code 0.1463 us} here), the coefficient of variation and the relative standard error in
 * percent; {@code n/a} stands for what one trial cannot give.
 * Always in {@link Locale#ROOT}: a summary pasted into a paper must not depend on the machine's language.
 */
public final class StatsText {

    /** Times in microseconds to 0.1 ns, as Appendix C. */
    private static final String TIME = "%.4f";
    /** Significant digits of a statistic, as Appendix C's 0.1463E+00, written without an exponent. */
    private static final int STATISTIC_DIGITS = 4;

    /** Lines the one-screen distribution may take; more bins are merged, {@code --verbose} shows every one. */
    static final int BRIEF_BINS = 16;

    /** Width of the bar of the fullest bin in the one-screen distribution. */
    private static final int BAR = 30;
    /** Edges never need more decimals than this: CSV times have 6 (see {@link SamplesFile}). */
    private static final int MAX_EDGE_DECIMALS = 6;

    private StatsText() {}

    /**
     * The summary, lines ending in {@code \n}.
     *
     * @param source    what the trials are, e.g. the file name, printed on the first line
     * @param all       statistics of all trials
     * @param filtered  statistics after the cut-off filter
     * @param histogram distribution of all trials
     */
    public static String format(
            String source, PingPongStatistics all, FilteredStatistics filtered, Histogram histogram) {
        StringBuilder text = new StringBuilder();
        line(text, "TIMINGS FROM %s", source);
        line(text, "number of timing trials = %d", all.n());
        if (all.minUs() < 0) {
            line(
                    text,
                    "note: some times are negative (minimum " + TIME + "), as a tool that subtracts its timer's"
                            + " overhead leaves them; spreads relative to the average need a positive average%s",
                    all.minUs(),
                    all.medianUs() > 0 ? "" : ", and the filter keeps every trial when the median is not positive");
        }
        text.append('\n');
        line(text, "TIMING RESULTS IN MICROSECONDS");
        times(text, all);
        text.append('\n');
        line(text, "STATISTICS FOR TIMINGS");
        statistics(text, all);
        text.append('\n');
        line(text, "FILTERED DATA RESULTS");
        line(text, "filtering cut-off coefficient = %.4f", filtered.cutCoef());
        line(text, "timing trials after filtering = %d", filtered.statistics().n());
        line(text, "# of timings removed by filtering = %d", filtered.removed());
        text.append('\n');
        line(text, "FILTERED TIMING RESULTS IN MICROSECONDS");
        times(text, filtered.statistics());
        text.append('\n');
        line(text, "STATISTICS FOR FILTERED TIMINGS");
        statistics(text, filtered.statistics());
        text.append('\n');
        distribution(text, histogram);
        return text.toString();
    }

    static void times(StringBuilder text, PingPongStatistics s) {
        line(text, "minimum time = " + TIME, s.minUs());
        line(text, "median time = " + TIME, s.medianUs());
        line(text, "average time = " + TIME, s.meanUs());
        line(text, "maximum time = " + TIME, s.maxUs());
    }

    static void statistics(StringBuilder text, PingPongStatistics s) {
        line(text, "variance = %s us²", statistic(s.variance()));
        line(text, "standard deviation = %s us", statistic(s.stddev()));
        line(text, "coefficient of variation (CV) = %s", percent(s.cvPercent(), s));
        line(text, "standard error = %s us", statistic(s.stderr()));
        line(text, "relative standard error (RSE) = %s", percent(100 * s.rse(), s));
    }

    /**
     * The one screen of {@code stats}: all trials beside the filtered ones, one statistic a line, then the
     * distribution in at most {@link #BRIEF_BINS} lines (neighbouring bins merged, empty ends left out).
     */
    public static String brief(
            String source, PingPongStatistics all, FilteredStatistics filtered, Histogram histogram) {
        StringBuilder text = new StringBuilder();
        PingPongStatistics kept = filtered.statistics();
        line(text, "logp stats %s", source);
        line(
                text,
                "  %d timing trials; filtered: above %.2f x the median, %d removed",
                all.n(),
                filtered.cutCoef(),
                filtered.removed());
        line(text, "%-22s %14s %14s", "statistic", "all", "filtered");
        row(text, "minimum (us)", all.minUs(), kept.minUs(), true);
        row(text, "median (us)", all.medianUs(), kept.medianUs(), true);
        row(text, "average (us)", all.meanUs(), kept.meanUs(), true);
        row(text, "maximum (us)", all.maxUs(), kept.maxUs(), true);
        row(text, "std deviation (us)", all.stddev(), kept.stddev(), false);
        row(text, "variance (us²)", all.variance(), kept.variance(), false);
        line(text, "%-22s %14s %14s", "CV (%)", relative(all.cvPercent(), all), relative(kept.cvPercent(), kept));
        row(text, "std error (us)", all.stderr(), kept.stderr(), false);
        line(text, "%-22s %14s %14s", "RSE (%)", relative(100 * all.rse(), all), relative(100 * kept.rse(), kept));
        briefDistribution(text, histogram);
        line(text, "every bin and Luecke et al.'s layout: --verbose; one JSON object: --json");
        return text.toString();
    }

    private static void row(StringBuilder text, String label, double all, double kept, boolean time) {
        line(
                text,
                "%-22s %14s %14s",
                label,
                time ? fmt(TIME, all) : statistic(all),
                time ? fmt(TIME, kept) : statistic(kept));
    }

    /** The non-empty span of the distribution in at most {@link #BRIEF_BINS} lines, each with a bar. */
    static void briefDistribution(StringBuilder text, Histogram histogram) {
        List<Histogram.Bin> bins = histogram.bins();
        int first = 0;
        int last = bins.size() - 1;
        while (first < last && bins.get(first).count() == 0) first++;
        while (last > first && bins.get(last).count() == 0) last--;
        int span = last - first + 1;
        int merge = (span + BRIEF_BINS - 1) / BRIEF_BINS;
        List<long[]> counts = new ArrayList<>();
        List<double[]> edges = new ArrayList<>();
        for (int i = first; i <= last; i += merge) {
            int to = Math.min(last, i + merge - 1);
            long c = 0;
            for (int j = i; j <= to; j++) c += bins.get(j).count();
            counts.add(new long[] {c});
            edges.add(new double[] {bins.get(i).fromUs(), bins.get(to).toUs()});
        }
        long most = counts.stream().mapToLong(c -> c[0]).max().orElse(1);
        double width = (bins.get(0).toUs() - bins.get(0).fromUs()) * merge;
        String edge = "%." + edgeDecimals(histogram) + "f";
        line(text, "distribution (us, bins of " + edge + "; %d trials above the last)", width, histogram.above());
        for (int i = 0; i < counts.size(); i++) {
            long c = counts.get(i)[0];
            int bar = most == 0 ? 0 : (int) Math.round((double) BAR * c / most);
            line(
                    text,
                    "  " + edge + " <= t < " + edge + " %9d  %s",
                    edges.get(i)[0],
                    edges.get(i)[1],
                    c,
                    "#".repeat(bar));
        }
    }

    static void distribution(StringBuilder text, Histogram histogram) {
        double width = histogram.bins().get(0).toUs() - histogram.bins().get(0).fromUs();
        String edge = "%." + edgeDecimals(histogram) + "f";
        line(text, "DISTRIBUTION OF TIMES IN MICROSECONDS (bin width " + edge + ")", width);
        for (Histogram.Bin bin : histogram.bins()) {
            line(text, edge + " <= times < " + edge + " with count = %d", bin.fromUs(), bin.toUs(), bin.count());
        }
        if (histogram.above() > 0) {
            double end = histogram.bins().get(histogram.bins().size() - 1).toUs();
            line(text, edge + " <= times with count = %d", end, histogram.above());
        }
    }

    /** The fewest decimals that write every edge exactly: edges are whole multiples of the width. */
    static int edgeDecimals(Histogram histogram) {
        Histogram.Bin first = histogram.bins().get(0);
        int decimals = 0;
        for (double value : new double[] {first.fromUs(), first.toUs() - first.fromUs()}) {
            // Rounded to 12 significant digits first, so that 0.6000000000000001 counts as 0.6.
            BigDecimal shortest = new BigDecimal(String.format(Locale.ROOT, "%.12g", value)).stripTrailingZeros();
            decimals = Math.max(decimals, shortest.scale());
        }
        return Math.min(MAX_EDGE_DECIMALS, decimals);
    }

    /** A spread relative to the average, which has none when the average is not positive. */
    private static String relative(double value, PingPongStatistics s) {
        return hasRelative(s) ? statistic(value) : "n/a";
    }

    /** Whether a spread relative to the average means anything: one trial, or a positive average. */
    private static boolean hasRelative(PingPongStatistics s) {
        return s.n() <= 1 || s.meanUs() > 0;
    }

    /** A spread relative to the average in percent, labelled; none when the average is not positive. */
    private static String percent(double value, PingPongStatistics s) {
        // A NaN spread has the same cause here: the spread of a non-positive average is undefined.
        if (!hasRelative(s) || Double.isNaN(value)) return "n/a (the average is not positive)";
        return statistic(value) + " %";
    }

    /** Four significant digits as a plain decimal, never E-notation; "n/a" for what is not a number. */
    static String significant(double value) {
        return Double.isFinite(value) ? statistic(value) : "n/a";
    }

    /** Four significant digits in plain notation: 0.01143, not 1.143E-02. */
    private static String statistic(double value) {
        if (Double.isNaN(value)) return "n/a";
        if (value == 0 || Double.isInfinite(value)) return String.valueOf(value);
        return new BigDecimal(value)
                .round(new java.math.MathContext(STATISTIC_DIGITS))
                .toPlainString();
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }

    private static void line(StringBuilder text, String format, Object... args) {
        text.append(String.format(Locale.ROOT, format, args)).append('\n');
    }
}
