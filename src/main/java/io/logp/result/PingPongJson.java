package io.logp.result;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.TimerCheck;
import io.logp.format.run.MetaJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * pingpong.json: the analysed ping-pong run as one object. The statistics objects use the keys of
 * {@code logp stats --json} (n, min_us, median_us, mean_us, max_us, variance, stddev, cv_percent, stderr, rse).
 */
public final class PingPongJson {

    /** The version of the object's shape (pingpong.json and {@code pingpong --json}). */
    public static final int SCHEMA_VERSION = 1;

    private PingPongJson() {}

    public static void write(Path file, PingPongAnalysis a) throws IOException {
        MetaJson.write(file, object(a));
    }

    public static Map<String, Object> object(PingPongAnalysis a) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("schema_version", SCHEMA_VERSION);
        o.put("parameters", a.params());
        Map<String, Object> timers = new LinkedHashMap<>();
        for (TimerCheck t : a.timers().values()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("reads", t.reads());
            m.put("resolution_us", t.resolutionNs() / 1e3);
            m.put("min_overhead_us", t.minOverheadNs() / 1e3);
            m.put("median_us", t.medianNs() / 1e3);
            m.put("mean_us", t.meanNs() / 1e3);
            m.put("max_us", t.maxNs() / 1e3);
            timers.put(t.clock(), m);
        }
        o.put("timer", timers);
        o.put("n_bytes", a.nBytes());
        o.put("statistics", StatsJson.object(a.statistics()));
        o.put("filtered", StatsJson.filtered(a.filtered()));
        Map<String, Object> rates = new LinkedHashMap<>();
        a.rates().forEach((k, v) -> rates.put(k + "_MBps", v));
        o.put("rates", rates);
        List<Map<String, Object>> bins = new ArrayList<>();
        a.distribution()
                .bins()
                .forEach(b -> bins.add(Map.of("from_us", b.fromUs(), "to_us", b.toUs(), "count", b.count())));
        o.put("distribution", Map.of("bins", bins, "above", a.distribution().above()));
        List<Map<String, Object>> npp = new ArrayList<>();
        for (var r : a.nppComparison()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("npp", r.npp());
            m.putAll(StatsJson.object(r.statistics()));
            npp.add(m);
        }
        o.put("npp_comparison", npp);
        List<Map<String, Object>> sizes = new ArrayList<>();
        for (var s : a.sizes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("n_bytes", s.nBytes());
            m.put("npp", s.npp());
            m.put("trials", s.trials());
            m.put("min_us", s.minUs());
            m.put("median_us", s.medianUs());
            m.put("mean_us", s.meanUs());
            m.put("ci95_us", s.ci95Us());
            m.put("max_us", s.maxUs());
            m.put("bandwidth_MBps", s.bandwidthMBps());
            sizes.add(m);
        }
        o.put("sizes", sizes);
        Map<String, Object> fit = new LinkedHashMap<>();
        if (a.fit() != null) {
            var f = a.fit();
            fit.put("Ts_us", f.tsUs());
            fit.put("Ts_ci95_us", f.tsCi95Us());
            fit.put("Ts_range_bytes", List.of(f.tsFromBytes(), f.tsToBytes()));
            fit.put("Tc_us_per_byte", f.tcUsPerByte());
            fit.put("Tc_ci95_us_per_byte", f.tcCi95());
            fit.put("Tc_range_bytes", List.of(f.tcFromBytes(), f.tcToBytes()));
            fit.put("bandwidth_MBps", f.bandwidthMBps());
            fit.put("bandwidth_ci95_MBps", f.bandwidthCi95MBps());
        } else {
            fit.put("problem", a.fitProblem());
        }
        o.put("transfer_time_fit", fit);
        return o;
    }
}
