package io.logp.cli;

import io.logp.fit.Estimate;
import io.logp.fit.QueueCost;
import io.logp.plot.QueueChart;
import io.logp.report.AtomicFiles;
import io.logp.report.DataFormatException;
import io.logp.report.LogpJson;
import io.logp.report.MetaJson;
import io.logp.report.QueueData;
import io.logp.report.RunDirectory;
import io.logp.stats.OutlierFilter;
import io.logp.stats.PingPongStatistics;
import io.logp.stats.Summary;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * From a run directory's raw queue data to its results: queues.csv (one row per curve and depth: statistics of the
 * trials within 3 x the point's median; queues_trials.csv keeps every trial), queues.json (the
 * per-entry costs, the memory probe, and o_r of the same run when it has a LogP fit, as o_r(Q) = o_r + Q x cost),
 * the chart, and the summary on the terminal.
 */
final class QueueReport {

    private QueueReport() {
    }

    static int full(RunDirectory dir, PrintWriter out) throws IOException, DataFormatException {
        Path d = dir.signaturesDir();
        QueueData.Contents c = QueueData.read(d);
        Map<String, List<QueueData.Point>> byCurve = new LinkedHashMap<>();
        for (QueueData.Point p : c.points()) byCurve.computeIfAbsent(p.curve(), k -> new ArrayList<>()).add(p);
        StringBuilder csv = new StringBuilder("curve,q,n_bytes,trials,median_us,mean_us,ci95_us\n");
        List<QueueChart.Curve> curves = new ArrayList<>();
        List<QueueCost> costs = new ArrayList<>();
        for (var e : byCurve.entrySet()) {
            List<QueueData.Point> points = e.getValue();
            int[] q = new int[points.size()];
            double[] mean = new double[q.length];
            double[] ci = new double[q.length];
            for (int i = 0; i < q.length; i++) {
                double[] all = points.get(i).halfRttUs();
                // Preempted trials would decide a mean of 100; the same filter as the RTT (3 x median).
                PingPongStatistics s = PingPongStatistics.of(OutlierFilter.keep(all, all.length, OutlierFilter.DEFAULT_CUT));
                q[i] = points.get(i).q();
                mean[i] = s.meanUs();
                ci[i] = Summary.halfWidth(s.stddev(), s.n(), Summary.CONFIDENCE);
                csv.append(String.format(Locale.ROOT, "%s,%d,%d,%d,%.6f,%.6f,%.6f%n", e.getKey(), q[i],
                        points.get(i).nBytes(), s.n(), s.medianUs(), s.meanUs(), ci[i]));
            }
            curves.add(new QueueChart.Curve(e.getKey(), q, mean, ci));
            if (q.length >= 2) costs.add(QueueCost.fit(e.getKey(), q, mean, ci));
        }
        AtomicFiles.write(d.resolve("queues.csv"), csv.toString());
        Estimate oR = oR(dir);
        Map<String, Object> json = new LinkedHashMap<>();
        List<Map<String, Object>> fits = new ArrayList<>();
        for (QueueCost cost : costs) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("curve", cost.curve());
            m.put("per_entry_ns", cost.perEntryNs().value());
            m.put("per_entry_ci95_ns", cost.perEntryNs().ci95());
            m.put("base_half_rtt_us", cost.baseUs().value());
            m.put("base_half_rtt_ci95_us", cost.baseUs().ci95());
            m.put("q_max", cost.qMax());
            if (oR.isKnown() && isPositive(cost.perEntryNs())) {
                m.put("entries_per_o_r", oR.value() * 1e3 / cost.perEntryNs().value());
            }
            fits.add(m);
        }
        json.put("costs", fits);
        json.put("o_r_us", oR.isKnown() ? oR.value() : null);
        json.put("memory", c.params().get("memory"));
        json.put("parameters", c.params());
        MetaJson.write(d.resolve("queues.json"), json);
        List<Path> charts = QueueChart.render(curves, "Latency against MPI queue depth", dir.plotsDir().resolve("queues.png"));

        out.println("MPI queue costs (half round trip against queue depth Q; per-entry cost = slope of the round trip)");
        for (QueueCost cost : costs) {
            out.printf(Locale.ROOT, "  %-17s %8.2f +- %6.2f ns per entry   Q = 0: %.3f +- %.3f us   (Q up to %d)%s%n",
                    cost.curve(), cost.perEntryNs().value(), cost.perEntryNs().ci95(), cost.baseUs().value(),
                    cost.baseUs().ci95(), cost.qMax(), !oR.isKnown() ? ""
                            : isPositive(cost.perEntryNs()) ? String.format(Locale.ROOT, "   o_r = %.3f us = %.0f entries",
                            oR.value(), oR.value() * 1e3 / cost.perEntryNs().value())
                            : "   (no cost per entry within its CI)");
        }
        if (c.params().get("memory") instanceof List<?> probes) {
            for (Object probe : probes) {
                if (!(probe instanceof Map<?, ?> mem)) continue;
                out.printf(Locale.ROOT, "  memory, receiver %s for %s s: %s unexpected 8-byte messages sent, %s%n",
                        mem.get("receiver"), mem.get("seconds"), mem.get("unexpected_messages_sent"),
                        Boolean.TRUE.equals(mem.get("sender_stalled")) ? "then the sender stalled"
                                : "the sender never stalled (limit " + mem.get("limit") + " or time reached)");
            }
        }
        out.println("data:  " + d);
        for (Path p : charts) out.println("chart: " + p);
        out.flush();
        return ExitCodes.OK;
    }

    /** Whether a cost is above 0 beyond its CI: only then does "o_r is worth N entries" mean something. */
    private static boolean isPositive(Estimate cost) {
        double ci = Double.isFinite(cost.ci95()) ? cost.ci95() : 0;
        return cost.value() - ci > 0;
    }

    /** o_r of the same run, when the run has a LogP fit. */
    private static Estimate oR(RunDirectory dir) throws IOException, DataFormatException {
        if (!Files.exists(dir.logpJson())) return Estimate.unknown();
        Map<String, Object> logp = LogpJson.read(dir.logpJson());
        return logp.get("o_r_us") instanceof Number n ? Estimate.of(n.doubleValue(), Double.NaN) : Estimate.unknown();
    }
}
