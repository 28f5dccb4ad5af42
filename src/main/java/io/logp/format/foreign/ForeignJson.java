package io.logp.format.foreign;

import io.logp.data.Estimate;
import io.logp.data.ForeignNote;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import io.logp.fit.ForeignTableFit;
import io.logp.format.run.FindingJson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code fit FILE --json} of another suite's file: one object per table with {@code format}, {@code title},
 * {@code index}, {@code rows}, the start-up time and the large-message rate ({@code Ts_us}, {@code R_MBps} and their
 * CIs; null where the table cannot support them, with a warning that says why), the peak rate, the regimes and breaks
 * of t(n), and {@code warnings} (findings as objects with their code, as logp.json's). Netgauge's LogGP table adds
 * its {@code o_s_us}, {@code o_r_us}, {@code g_us}, {@code G_us_per_byte} and {@code L_us}. docs/foreign-formats.md
 * lists the keys.
 */
public final class ForeignJson {

    /** The version of the objects' shape: 2 has title, index, regimes' Ts_us and breaks' kind. */
    public static final int SCHEMA_VERSION = 2;

    private ForeignJson() {}

    /**
     * The object of one table.
     *
     * @param index the table's place in the file, from 0
     * @param words the words of a finding (its {@code message})
     */
    public static Map<String, Object> object(
            ForeignTable table, ForeignTableFit fit, int index, Function<Finding, String> words) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("format", table.result().label());
        o.put("title", table.title());
        o.put("index", index);
        int rows =
                switch (table.result()) {
                    case ReferenceSeries s -> s.rows().size();
                    case NetgaugeLogGp g -> g.rows().size();
                };
        o.put("rows", rows);
        // Netgauge's table is fitted as the one-way time PRTT(1,0,s)/2.
        o.put(
                "measure",
                table.result() instanceof ReferenceSeries s ? s.measure().name().toLowerCase(Locale.ROOT) : "one_way");
        o.put("Ts_us", value(fit.tsUs()));
        o.put("Ts_ci95_us", ci(fit.tsUs()));
        o.put("R_MBps", value(fit.rateMBps()));
        o.put("R_ci95_MBps", ci(fit.rateMBps()));
        o.put("peak_MBps", Double.isFinite(fit.peakMBps()) ? fit.peakMBps() : null);
        o.put("peak_n_bytes", fit.peakBytes() >= 0 ? fit.peakBytes() : null);
        o.put("regimes", regimes(fit));
        o.put("breaks", breaks(fit));
        List<Map<String, Object>> warnings = new ArrayList<>();
        for (Finding f : table.findings()) warnings.add(FindingJson.object(f, words.apply(f)));
        for (Finding f : fit.findings()) warnings.add(FindingJson.object(f, words.apply(f)));
        for (ForeignNote n : table.result().notes()) {
            Finding f =
                    switch (n) {
                        case ForeignNote.Method m -> new ForeignFinding.OtherMethod(table.title(), m);
                        case ForeignNote.Units u -> new ForeignFinding.OtherUnits(table.title(), u);
                    };
            warnings.add(FindingJson.object(f, words.apply(f)));
        }
        o.put("warnings", warnings);
        return o;
    }

    /**
     * Netgauge's own parameters beside the object: o_s, o_r at the smallest size, g where its train fit holds (the
     * smallest size with a finite g), G of the large-message range, LogP's L (PRTT(1,0,s_min)/2 - o_s - o_r) and Netgauge's "L" (PRTT(1,0,s_min)/2) beside it.
     */
    public static void addNetgauge(Map<String, Object> o, NetgaugeLogGp g, double gUs, double gPerByteUs) {
        NetgaugeLogGp.Row first = g.rows().get(0);
        Map<String, Object> tail = new LinkedHashMap<>();
        tail.put("warnings", o.remove("warnings"));
        o.put("o_s_us", number(first.oSUs()));
        o.put("o_r_us", number(first.oRUs()));
        o.put("g_us", number(gUs));
        o.put("G_us_per_byte", number(gPerByteUs));
        // Netgauge's "L" column is half a round trip; LogP's L is what that leaves after the two overheads, so that
        // a table logp exported reads back to the run's own L.
        o.put("L_us", number(first.prtt1Us() / 2 - first.oSUs() - first.oRUs()));
        o.put("netgauge_L_us", number(first.halfRttUs()));
        o.put("netgauge_L_meaning", "Netgauge's L: PRTT(1,0,s)/2 of the smallest size, half a round trip");
        o.putAll(tail);
    }

    private static List<Map<String, Object>> regimes(ForeignTableFit fit) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ForeignTableFit.Regime r : fit.regimes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("from_bytes", r.fromBytes());
            m.put("to_bytes", r.toBytes());
            m.put("points", r.points());
            m.put("Ts_us", value(r.t0Us()));
            m.put("Ts_ci95_us", ci(r.t0Us()));
            m.put("R_MBps", value(r.rateMBps()));
            m.put("R_ci95_MBps", ci(r.rateMBps()));
            out.add(m);
        }
        return out;
    }

    private static List<Map<String, Object>> breaks(ForeignTableFit fit) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (ForeignTableFit.Break b : fit.breaks()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("after_bytes", b.afterBytes());
            m.put("at_bytes", b.atBytes());
            m.put("kind", b.kind().name().toLowerCase(Locale.ROOT));
            m.put("step_us", value(b.stepUs()));
            m.put("step_ci95_us", ci(b.stepUs()));
            m.put("R_before_MBps", value(b.rateBeforeMBps()));
            m.put("R_after_MBps", value(b.rateAfterMBps()));
            out.add(m);
        }
        return out;
    }

    private static Double value(Estimate e) {
        return number(e.value());
    }

    private static Double ci(Estimate e) {
        return Double.isFinite(e.value()) ? number(e.ci95()) : null;
    }

    private static Double number(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
