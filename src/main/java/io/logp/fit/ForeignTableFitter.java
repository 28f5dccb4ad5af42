package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.ReferenceSeries;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fits one table of another suite ({@link ForeignTableFit}): the rows' times per size, repeated sizes merged to their
 * median, a leading warm-up left out, the breaks found from the data ({@link ForeignSteps}), a line per regime, Ts
 * from the regime of the smallest sizes and 1/Tc from the regime of the largest. Ts needs sizes up to
 * {@value #SMALL_MAX_BYTES} bytes; 1/Tc needs the table to reach {@value #BANDWIDTH_MIN_BYTES} bytes and a size where
 * n/R passes T0: below that the slope is the small-message path's, not the link's.
 */
public final class ForeignTableFitter {

    /** Sizes up to this are small messages, whose line gives the start-up time. */
    public static final int SMALL_MAX_BYTES = 1024;
    /** A table must reach this size for its last regime to be the bandwidth regime. */
    public static final int BANDWIDTH_MIN_BYTES = 65536;
    /** Sizes up to this count as "the smallest" when choosing Ts's regime. */
    static final int TINY_MAX_BYTES = 16;
    /** The time a benchmark prints repeats to about this share between runs, and to its last printed digit. */
    static final double RELATIVE_NOISE = 0.005;

    static final double ABSOLUTE_NOISE_US = 0.003;
    /** A first row slower than the line of the next sizes by this factor is a warm-up. */
    static final double WARM_UP_FACTOR = 1.25;

    private static final int MAX_WARM_UP_ROWS = 3;

    private ForeignTableFitter() {}

    /** The fit of {@code series}, whose findings name it {@code table}. */
    public static ForeignTableFit fit(String table, ReferenceSeries series) {
        List<Finding> findings = new ArrayList<>();
        TreeMap<Integer, List<Double>> bySize = new TreeMap<>();
        double peak = Double.NaN;
        int peakBytes = -1;
        int missing = 0;
        int firstMissing = -1;
        for (ReferenceSeries.Row r : series.rows()) {
            double rate = Double.isFinite(r.rateMBps()) ? r.rateMBps() : r.nBytes() / r.timeUs();
            if (Double.isFinite(rate) && rate > 0 && (Double.isNaN(peak) || rate > peak)) {
                peak = rate;
                peakBytes = r.nBytes();
            }
            if (Double.isFinite(r.timeUs()) && r.timeUs() > 0) {
                bySize.computeIfAbsent(r.nBytes(), k -> new ArrayList<>()).add(r.timeUs());
            } else if (!(r.nBytes() == 0 && isStream(series))) {
                missing++;
                if (firstMissing < 0) firstMissing = r.nBytes();
            }
        }
        if (missing > 0) findings.add(new ForeignFinding.MissingValues(table, missing, firstMissing));
        for (Map.Entry<Integer, List<Double>> e : bySize.entrySet()) {
            if (e.getValue().size() > 1) {
                findings.add(new ForeignFinding.RepeatedSize(
                        table, e.getKey(), e.getValue().size()));
            }
        }
        int k = bySize.size();
        double[] n = new double[k];
        double[] t = new double[k];
        int i = 0;
        for (Map.Entry<Integer, List<Double>> e : bySize.entrySet()) {
            n[i] = e.getKey();
            t[i++] = median(e.getValue());
        }
        int start = warmUp(table, n, t, findings);
        n = Arrays.copyOfRange(n, start, k);
        t = Arrays.copyOfRange(t, start, k);
        double noise = relativeNoise(n, t);
        double[] sigma = new double[n.length];
        for (int j = 0; j < n.length; j++) sigma[j] = Math.max(noise * t[j], ABSOLUTE_NOISE_US);

        List<ForeignSteps.Found> found = n.length >= 3 ? ForeignSteps.find(n, t, sigma) : List.of();
        List<ForeignTableFit.Regime> regimes = new ArrayList<>();
        List<int[]> bounds = new ArrayList<>();
        int from = 0;
        for (ForeignSteps.Found f : found) {
            bounds.add(new int[] {from, f.index() + 1});
            from = f.index() + 1;
        }
        if (n.length > 0) bounds.add(new int[] {from, n.length});
        for (int[] b : bounds) regimes.add(regime(n, t, sigma, b[0], b[1]));

        Estimate ts = startUp(table, series, n, t, sigma, bounds, findings);
        Estimate rate = bandwidth(table, n, t, sigma, bounds, findings);
        List<ForeignTableFit.Break> breaks = new ArrayList<>();
        found.forEach(f -> breaks.add(f.brk()));
        return new ForeignTableFit(ts, rate, peak, peakBytes, regimes, breaks, findings);
    }

    private static boolean isStream(ReferenceSeries s) {
        return s.measure() == ReferenceSeries.Measure.STREAM
                || s.measure() == ReferenceSeries.Measure.BIDIRECTIONAL_STREAM;
    }

    /** How many leading rows are a warm-up: far slower than the line through the next sizes. */
    private static int warmUp(String table, double[] n, double[] t, List<Finding> findings) {
        int start = 0;
        double expectedFirst = Double.NaN;
        while (start < MAX_WARM_UP_ROWS && n.length - start >= 5) {
            double[] x = Arrays.copyOfRange(n, start + 1, start + 4);
            double[] y = Arrays.copyOfRange(t, start + 1, start + 4);
            double expected = LineFit.fit(x, y, null).at(n[start]);
            if (!(t[start] > WARM_UP_FACTOR * expected)) break;
            if (start == 0) expectedFirst = expected;
            start++;
        }
        if (start > 0) {
            findings.add(new ForeignFinding.WarmUpRows(table, start, (int) n[start - 1], t[0], expectedFirst));
        }
        return start;
    }

    private static ForeignTableFit.Regime regime(double[] n, double[] t, double[] sigma, int from, int to) {
        if (to - from < 2) {
            return new ForeignTableFit.Regime(
                    (int) n[from], (int) n[to - 1], to - from, Estimate.of(t[from], Double.NaN), Estimate.unknown());
        }
        LineFit f = ForeignSteps.line(n, t, sigma, from, to);
        return new ForeignTableFit.Regime(
                (int) n[from], (int) n[to - 1], to - from, f.interceptEstimate(), ForeignSteps.rate(f, f.slope(), 0));
    }

    /** Ts: the intercept of the line through the small sizes of the regime that holds most of the smallest sizes. */
    private static Estimate startUp(
            String table,
            ReferenceSeries series,
            double[] n,
            double[] t,
            double[] sigma,
            List<int[]> bounds,
            List<Finding> findings) {
        if (isStream(series)) {
            findings.add(new ForeignFinding.NoTimeColumn(table));
            return Estimate.unknown();
        }
        if (n.length == 0 || n[0] > SMALL_MAX_BYTES) {
            findings.add(new ForeignFinding.NoSmallSizes(table, n.length == 0 ? -1 : (int) n[0]));
            return Estimate.unknown();
        }
        int[] chosen = bounds.get(0);
        int most = -1;
        for (int[] b : bounds) {
            int tiny = 0;
            for (int j = b[0]; j < b[1]; j++) if (n[j] <= TINY_MAX_BYTES) tiny++;
            if (tiny > most) {
                most = tiny;
                chosen = b;
            }
        }
        int to = chosen[0];
        while (to < chosen[1] && n[to] <= SMALL_MAX_BYTES) to++;
        if (to - chosen[0] < 2) to = chosen[1];
        if (to - chosen[0] < 2) return Estimate.of(t[chosen[0]], Double.NaN);
        return ForeignSteps.line(n, t, sigma, chosen[0], to).interceptEstimate();
    }

    /**
     * 1/Tc: the slope of the last regime's line, unweighted so that the largest sizes, where the rate shows, weigh
     * most; unknown (with a finding) where the table ends before the bandwidth regime.
     */
    private static Estimate bandwidth(
            String table, double[] n, double[] t, double[] sigma, List<int[]> bounds, List<Finding> findings) {
        int largest = n.length == 0 ? -1 : (int) n[n.length - 1];
        if (largest < BANDWIDTH_MIN_BYTES) {
            findings.add(new ForeignFinding.NoBandwidthRegime(table, largest, BANDWIDTH_MIN_BYTES));
            return Estimate.unknown();
        }
        int[] last = bounds.get(bounds.size() - 1);
        int from = last[1] - last[0] >= 2 ? last[0] : Math.max(0, last[1] - 2);
        LineFit f = last[1] - from >= 3
                ? LineFit.fit(Arrays.copyOfRange(n, from, last[1]), Arrays.copyOfRange(t, from, last[1]), null)
                : ForeignSteps.line(n, t, sigma, from, last[1]);
        Estimate rate = ForeignSteps.rate(f, f.slope(), 0);
        if (!rate.isKnown() && f.slope() > 0) rate = Estimate.of(1 / f.slope(), Double.NaN);
        Estimate t0 = f.interceptEstimate();
        if (rate.isKnown() && t0.value() < 0 && (!t0.hasCi() || -t0.value() > t0.ci95())) {
            double delivered = largest / t[n.length - 1];
            findings.add(new ForeignFinding.CurvedBandwidthRegime(table, (int) n[from], t0.value(), rate.value()));
            return Estimate.of(delivered, Double.NaN);
        }
        if (!rate.isKnown() || largest / rate.value() < f.intercept()) {
            int needed = rate.isKnown()
                    ? (int) Math.min(Integer.MAX_VALUE, Math.ceil(f.intercept() * rate.value()))
                    : BANDWIDTH_MIN_BYTES;
            findings.add(new ForeignFinding.NoBandwidthRegime(table, largest, Math.max(needed, largest + 1)));
            return Estimate.unknown();
        }
        return rate;
    }

    /**
     * The table's own scatter, relative to the time: from how far each size strays from the line through its two
     * neighbours (robustly, by the median, so that the few sizes at a break do not count), at least
     * {@value #RELATIVE_NOISE}. A run whose small sizes scatter by 10% (NetPIPE on Quark) then shows no step in them.
     */
    static double relativeNoise(double[] n, double[] t) {
        List<Double> misses = new ArrayList<>();
        for (int i = 1; i + 1 < n.length; i++) {
            double w = (n[i] - n[i - 1]) / (n[i + 1] - n[i - 1]);
            double between = t[i - 1] + w * (t[i + 1] - t[i - 1]);
            // The miss of a middle point has the variance of 1 + w^2 + (1-w)^2 points' noise.
            double scale = Math.sqrt(1 + w * w + (1 - w) * (1 - w));
            misses.add(Math.abs(t[i] - between) / t[i] / scale);
        }
        if (misses.size() < 3) return RELATIVE_NOISE;
        // 1.4826 x the median absolute deviation estimates a normal standard deviation.
        return Math.max(RELATIVE_NOISE, 1.4826 * median(misses));
    }

    private static double median(List<Double> v) {
        double[] a = v.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
    }
}
