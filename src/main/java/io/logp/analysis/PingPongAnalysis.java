package io.logp.analysis;

import io.logp.data.PingPongSeries;
import io.logp.data.TimerCheck;
import io.logp.fit.TransferTimeFit;
import io.logp.format.run.PingPongData;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.FilteredStatistics;
import io.logp.stats.Histogram;
import io.logp.stats.PingPongStatistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A ping-pong run analysed: the statistics of Luecke et al. at the main size (unfiltered and filtered), its
 * distribution, the npp comparison, the size sweep with its latency/bandwidth line, and the timer checks. Built from
 * the raw files alone, so a run can be analysed again with another cut coefficient or fit range.
 *
 * @param fitProblem why the transfer-time line could not be fitted, or null when {@code fit} is present
 */
public record PingPongAnalysis(
        Map<String, Object> params,
        int nBytes,
        PingPongStatistics statistics,
        FilteredStatistics filtered,
        Histogram distribution,
        List<NppRow> nppComparison,
        List<SizeRow> sizes,
        TransferTimeFit fit,
        String fitProblem,
        Map<String, TimerCheck> timers) {

    /** The sweep's sizes in bytes, in order: with {@link #sizeMeansUs} and {@link #sizeCi95Us}, what T(n) is drawn from. */
    public int[] sizeBytes() {
        return bytesOf(sizes);
    }

    public double[] sizeMeansUs() {
        return meansOf(sizes);
    }

    public double[] sizeCi95Us() {
        return ci95Of(sizes);
    }

    private static int[] bytesOf(List<SizeRow> sizes) {
        return sizes.stream().mapToInt(SizeRow::nBytes).toArray();
    }

    /** The filtered means: what the line is fitted to, so that one preempted trial does not bend it. */
    private static double[] meansOf(List<SizeRow> sizes) {
        return sizes.stream().mapToDouble(SizeRow::filteredMeanUs).toArray();
    }

    private static double[] ci95Of(List<SizeRow> sizes) {
        return sizes.stream().mapToDouble(SizeRow::filteredCi95Us).toArray();
    }

    /** The statistics of one npp value at the main size. */
    public record NppRow(int npp, PingPongStatistics statistics) {}

    /**
     * One size of the sweep: half round trip statistics (us) with the 95% CI of the mean, the bandwidth n / mean in
     * MB/s, and the filtered mean with its CI (trials above the cut-off times the median left out, Luecke et al.'s
     * filtered statistics), which the latency/bandwidth line is fitted to.
     */
    public record SizeRow(
            int nBytes,
            int npp,
            int trials,
            double minUs,
            double medianUs,
            double meanUs,
            double ci95Us,
            double maxUs,
            double bandwidthMBps,
            double filteredMeanUs,
            double filteredCi95Us) {}

    public static PingPongAnalysis of(PingPongData.Contents c, double cutCoef, int smallMaxBytes, int largeMinBytes) {
        int nBytes = ((Number) c.params().getOrDefault("n_bytes", 8)).intValue();
        List<NppRow> npp = new ArrayList<>();
        for (PingPongSeries s : c.nppComparison()) npp.add(new NppRow(s.npp(), PingPongStatistics.of(s.halfRttUs())));
        List<SizeRow> sizes = new ArrayList<>();
        for (PingPongSeries s : c.sweep()) {
            PingPongStatistics st = PingPongStatistics.of(s.halfRttUs());
            double ci = ConfidenceInterval.halfWidth95(st);
            PingPongStatistics kept =
                    FilteredStatistics.of(s.halfRttUs(), cutCoef).statistics();
            sizes.add(new SizeRow(
                    s.nBytes(),
                    s.npp(),
                    st.n(),
                    st.minUs(),
                    st.medianUs(),
                    st.meanUs(),
                    ci,
                    st.maxUs(),
                    s.nBytes() > 0 ? PingPongStatistics.rateMBps(s.nBytes(), st.meanUs()) : Double.NaN,
                    kept.meanUs(),
                    ConfidenceInterval.halfWidth95(kept)));
        }
        TransferTimeFit fit = null;
        String problem = null;
        if (sizes.isEmpty()) {
            problem = "no size sweep";
        } else {
            try {
                fit = TransferTimeFit.fit(bytesOf(sizes), meansOf(sizes), ci95Of(sizes), smallMaxBytes, largeMinBytes);
            } catch (IllegalArgumentException e) {
                problem = e.getMessage();
            }
        }
        Map<String, TimerCheck> timers = new LinkedHashMap<>();
        c.timers().forEach((name, freq) -> timers.put(name, TimerCheck.of(name, freq)));
        return new PingPongAnalysis(
                c.params(),
                nBytes,
                PingPongStatistics.of(c.main()),
                FilteredStatistics.of(c.main(), cutCoef),
                Histogram.auto(c.main()),
                npp,
                sizes,
                fit,
                problem,
                timers);
    }

    /** Communication rates in MB/s from the minimum, median, mean and maximum time (Luecke et al., Appendix C). */
    public Map<String, Double> rates() {
        Map<String, Double> r = new LinkedHashMap<>();
        r.put("minimum", PingPongStatistics.rateMBps(nBytes, statistics.minUs()));
        r.put("median", PingPongStatistics.rateMBps(nBytes, statistics.medianUs()));
        r.put("average", PingPongStatistics.rateMBps(nBytes, statistics.meanUs()));
        r.put("maximum", PingPongStatistics.rateMBps(nBytes, statistics.maxUs()));
        return r;
    }

    public Object param(String key) {
        return params.get(key);
    }
}
