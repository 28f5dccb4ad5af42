package io.logp.report;

import io.logp.stats.FilteredStatistics;
import io.logp.stats.Histogram;
import io.logp.stats.PingPongStatistics;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
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
    /** Four significant digits, as Appendix C's 0.1463E+00. */
    private static final MathContext STATISTIC = new MathContext(4, RoundingMode.HALF_UP);
    /** The relative standard error is a fraction; shown in percent. */
    private static final double PERCENT = 100;
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
        line(text, "variance = %s", statistic(s.variance(), " us^2"));
        line(text, "standard deviation = %s", statistic(s.stddev(), " us"));
        line(text, "coefficient of variation = %s", relative(s.cvPercent(), s));
        line(text, "standard error = %s", statistic(s.stderr(), " us"));
        line(text, "relative standard error = %s", relative(PERCENT * s.rse(), s));
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

    /** A spread relative to the average in percent, which has none when the average is not positive. */
    private static String relative(double percent, PingPongStatistics s) {
        return s.n() > 1 && !(s.meanUs() > 0) ? "n/a (the average is not positive)" : statistic(percent, " %");
    }

    private static String statistic(double value, String unit) {
        return Double.isNaN(value) ? "n/a" : significant(value) + unit;
    }

    /** Four significant digits as a plain decimal, never E-notation: {@code 0.0001463}, {@code 34.90}, {@code 46300}. */
    static String significant(double value) {
        if (!Double.isFinite(value)) return "n/a";
        BigDecimal rounded = new BigDecimal(value).round(STATISTIC);
        return rounded.signum() == 0 ? "0" : rounded.toPlainString();
    }

    private static void line(StringBuilder text, String format, Object... args) {
        text.append(String.format(Locale.ROOT, format, args)).append('\n');
    }
}
