package io.logp.analysis;

import io.logp.data.Defaults;
import io.logp.data.Estimate;
import io.logp.data.QueuePoint;
import io.logp.fit.QueueCost;
import io.logp.format.run.QueueData;
import io.logp.format.run.QueueParams;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.OutlierFilter;
import io.logp.stats.PingPongStatistics;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A queue run analysed from its raw files: per curve and depth the statistics of the half round trips (trials
 * within 3 x the point's median: a preempted trial would decide a mean of 100; queues_trials.csv keeps them all),
 * and per curve the per-entry search cost ({@link QueueCost}).
 *
 * @param params what the measurement measured with, as queues_params.json holds it
 * @param oR     o_r of the same run when it has a LogP fit, to say how many entries a receive overhead is worth
 */
public record QueueAnalysis(QueueParams params, List<Curve> curves, List<QueueCost> costs, Estimate oR) {

    /** The version of queues.json's shape (and of {@code queues --json}). */
    public static final int SCHEMA_VERSION = 1;

    /** One curve: its depths with the statistics of each. */
    public record Curve(String name, int[] q, int[] nBytes, PingPongStatistics[] statistics, double[] ci95Us) {

        public double[] meanUs() {
            double[] m = new double[statistics.length];
            for (int i = 0; i < m.length; i++) m[i] = statistics[i].meanUs();
            return m;
        }
    }

    public static QueueAnalysis of(QueueData.Contents c, Estimate oR) {
        Map<String, List<QueuePoint>> byCurve = new LinkedHashMap<>();
        for (QueuePoint p : c.points())
            byCurve.computeIfAbsent(p.curve().label, k -> new ArrayList<>()).add(p);
        List<Curve> curves = new ArrayList<>();
        List<QueueCost> costs = new ArrayList<>();
        for (var e : byCurve.entrySet()) {
            List<QueuePoint> points = e.getValue();
            int k = points.size();
            int[] q = new int[k];
            int[] bytes = new int[k];
            PingPongStatistics[] stats = new PingPongStatistics[k];
            double[] ci = new double[k];
            for (int i = 0; i < k; i++) {
                double[] all = points.get(i).halfRttUs();
                q[i] = points.get(i).q();
                bytes[i] = points.get(i).nBytes();
                stats[i] = PingPongStatistics.of(OutlierFilter.keep(all, all.length, Defaults.OUTLIER_CUT));
                ci[i] = ConfidenceInterval.halfWidth95(stats[i]);
            }
            Curve curve = new Curve(e.getKey(), q, bytes, stats, ci);
            curves.add(curve);
            if (k >= 2) costs.add(QueueCost.fit(e.getKey(), q, curve.meanUs(), ci));
        }
        return new QueueAnalysis(c.params(), curves, costs, oR);
    }

    /** Whether a cost is above 0 beyond its CI: only then does "o_r is worth N entries" mean something. */
    public static boolean isPositive(Estimate cost) {
        double ci = Double.isFinite(cost.ci95()) ? cost.ci95() : 0;
        return cost.value() - ci > 0;
    }

    /** How many entries of this queue o_r is worth; NaN when o_r or a positive cost is unknown. */
    public double entriesPerOR(QueueCost cost) {
        return oR.isKnown() && isPositive(cost.perEntryNs())
                ? oR.value() * 1e3 / cost.perEntryNs().value()
                : Double.NaN;
    }
}
