package io.logp.fit;

import io.logp.data.Estimate;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.data.RttPoint;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What logp fits to another suite's numbers so they stand beside a run:
 * <ul>
 *   <li>the latency/bandwidth line t(n) = Ts + n Tc ({@link TransferTimeFit}, Hockney's model) fitted to any table
 *       of times per size: Ts over sizes up to {@value #LATENCY_MAX_BYTES} bytes, Tc over sizes from
 *       {@value #BANDWIDTH_MIN_BYTES} on, each widened to the two smallest (largest) sizes when the table holds fewer;
 *       </li>
 *   <li>the regimes of those times with their breaks ({@link TransferTimeRegimes}: bandwidth falls and steps);</li>
 *   <li>for Netgauge's LogGP table, T0 and the one-way rate from PRTT(1,0,s) = T0 + 2 s / R (Netgauge returns s
 *       bytes, so the round trip carries them twice).</li>
 * </ul>
 */
public final class ReferenceFits {

    /** The latency line's range, as logp's own ping-pong uses it. */
    public static final int LATENCY_MAX_BYTES = 1024;
    /** The bandwidth line's range, as logp's own ping-pong uses it. */
    public static final int BANDWIDTH_MIN_BYTES = 65536;

    private ReferenceFits() {}

    /** Ts + n Tc over the table's times. */
    public static TransferTimeFit line(ReferenceSeries series) throws FitException {
        TreeSet<Integer> sizes = new TreeSet<>();
        for (ReferenceSeries.Row r : series.rows()) sizes.add(r.nBytes());
        if (sizes.size() < 2) {
            throw new FitException(series.label() + ": a latency/bandwidth line needs two sizes, got " + sizes);
        }
        List<Integer> ordered = new ArrayList<>(sizes);
        int smallMax = Math.max(LATENCY_MAX_BYTES, ordered.get(1));
        int largeMin = Math.min(BANDWIDTH_MIN_BYTES, ordered.get(ordered.size() - 2));
        int k = series.rows().size();
        int[] n = new int[k];
        double[] t = new double[k];
        double[] ci = new double[k];
        for (int i = 0; i < k; i++) {
            ReferenceSeries.Row r = series.rows().get(i);
            n[i] = r.nBytes();
            t[i] = r.timeUs();
            ci[i] = r.ci95Us();
        }
        try {
            return TransferTimeFit.fit(n, t, ci, smallMax, largeMin);
        } catch (IllegalArgumentException e) {
            throw new FitException(series.label() + ": " + e.getMessage());
        }
    }

    /** The regimes of the table's times per size, found as for logp's T(n). */
    public static TransferTimeRegimes regimes(ReferenceSeries series) throws FitException {
        List<RttPoint> points = new ArrayList<>();
        for (ReferenceSeries.Row r : series.rows()) {
            if (Double.isFinite(r.timeUs()) && r.timeUs() > 0) {
                points.add(new RttPoint(r.nBytes(), r.timeUs(), r.ci95Us(), -1));
            }
        }
        return TransferTimeRegimes.fit(points);
    }

    /**
     * Netgauge's round trips as a ping-pong table: the one-way time PRTT(1,0,s)/2 of s bytes each way, which the
     * same fit as every other suite's ping-pong reads.
     */
    public static ReferenceSeries netgaugeOneWay(NetgaugeLogGp table) {
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        for (NetgaugeLogGp.Row r : table.rows()) {
            double t = r.prtt1Us() / 2;
            rows.add(new ReferenceSeries.Row(r.nBytes(), t, Double.NaN, r.nBytes() > 0 ? r.nBytes() / t : Double.NaN));
        }
        return new ReferenceSeries(table.tool(), "loggp", ReferenceSeries.Measure.ONE_WAY, rows, table.notes());
    }

    /** Netgauge's g where its train fit holds: at the smallest size with a finite, non-negative g; NaN if none. */
    public static double netgaugeGapUs(NetgaugeLogGp table) {
        for (NetgaugeLogGp.Row r : table.rows()) if (Double.isFinite(r.gUs()) && r.gUs() >= 0) return r.gUs();
        return Double.NaN;
    }

    /**
     * Netgauge's G of its large-message range: the median of the last {@value #NETGAUGE_LAST_G} finite positive G
     * values (each line's G is that of the protocol range the size falls in; the median passes over a range's
     * stray fit). NaN if none.
     */
    public static double netgaugePerByteUs(NetgaugeLogGp table) {
        List<Double> last = new ArrayList<>();
        List<NetgaugeLogGp.Row> rows = table.rows();
        for (int i = rows.size() - 1; i >= 0 && last.size() < NETGAUGE_LAST_G; i--) {
            double g = rows.get(i).gPerByteUs();
            if (Double.isFinite(g) && g > 0) last.add(g);
        }
        if (last.isEmpty()) return Double.NaN;
        last.sort(null);
        int k = last.size();
        return k % 2 == 1 ? last.get(k / 2) : (last.get(k / 2 - 1) + last.get(k / 2)) / 2;
    }

    /** How many of Netgauge's last G values its large-message G is the median of. */
    static final int NETGAUGE_LAST_G = 5;

    /** The row nearest to {@code nBytes} in size (the smaller on a tie). */
    public static ReferenceSeries.Row nearest(ReferenceSeries series, int nBytes) {
        ReferenceSeries.Row best = series.rows().get(0);
        for (ReferenceSeries.Row r : series.rows()) {
            if (Math.abs((long) r.nBytes() - nBytes) < Math.abs((long) best.nBytes() - nBytes)) best = r;
        }
        return best;
    }

    /**
     * T0 and R of Netgauge's round trips: PRTT(1,0,s) = T0 + 2 s / R.
     *
     * @return {T0 in us, R in MB/s}, unknown with fewer than two sizes
     */
    public static Estimate[] netgaugeStartUpAndRate(NetgaugeLogGp table) {
        List<NetgaugeLogGp.Row> rows = table.rows();
        if (rows.size() < 2) return new Estimate[] {Estimate.unknown(), Estimate.unknown()};
        double[] x = new double[rows.size()];
        double[] y = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            x[i] = rows.get(i).nBytes();
            y[i] = rows.get(i).prtt1Us();
        }
        LineFit fit = LineFit.fit(x, y, null);
        Estimate slope = fit.slopeEstimate();
        Estimate rate = slope.value() > 0
                ? Estimate.of(2 / slope.value(), 2 * slope.ci95() / (slope.value() * slope.value()))
                : Estimate.unknown();
        return new Estimate[] {fit.interceptEstimate(), rate};
    }
}
