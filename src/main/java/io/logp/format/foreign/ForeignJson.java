package io.logp.format.foreign;

import io.logp.data.Estimate;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.fit.TransferBreak;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import io.logp.format.run.FindingJson;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code fit FILE --json} of another suite's file: one object per table with {@code format}, {@code rows}, the
 * latency/bandwidth line ({@code Ts_us}, {@code R_MBps} and their CIs), the peak rate, the T(n) regimes and breaks,
 * and {@code warnings}; Netgauge's LogGP table adds its {@code o_s_us}, {@code o_r_us}, {@code g_us},
 * {@code G_us_per_byte} and {@code L_us}. A value the file cannot support is null.
 */
public final class ForeignJson {

    /** The version of the objects' shape. */
    public static final int SCHEMA_VERSION = 1;

    private ForeignJson() {}

    /** The object of a latency or bandwidth table; {@code line} and {@code regimes} null where they could not fit. */
    public static Map<String, Object> object(ReferenceSeries s, TransferTimeFit line, TransferTimeRegimes regimes) {
        Map<String, Object> o = header(s.tool() + " " + s.test(), s.rows().size());
        o.put("measure", s.measure().name().toLowerCase(java.util.Locale.ROOT));
        o.put("Ts_us", line == null ? null : line.tsUs());
        o.put("Ts_ci95_us", line == null ? null : line.tsCi95Us());
        o.put("R_MBps", line == null ? null : line.bandwidthMBps());
        o.put("R_ci95_MBps", line == null ? null : line.bandwidthCi95MBps());
        ReferenceSeries.Row peak = null;
        for (ReferenceSeries.Row r : s.rows()) if (peak == null || rate(r) > rate(peak)) peak = r;
        o.put("peak_MBps", peak == null ? null : rate(peak));
        o.put("peak_n_bytes", peak == null ? null : peak.nBytes());
        o.put("regimes", regimes == null ? List.of() : regimes(regimes));
        o.put("breaks", regimes == null ? List.of() : breaks(regimes));
        o.put("warnings", notes(s.notes()));
        return o;
    }

    /** The object of Netgauge's LogGP table: its own parameters at the smallest size, and T0 and R of its RTTs. */
    public static Map<String, Object> object(NetgaugeLogGp g, Estimate t0, Estimate rate) {
        Map<String, Object> o = header(g.tool() + " loggp", g.rows().size());
        NetgaugeLogGp.Row first = g.rows().isEmpty() ? null : g.rows().get(0);
        o.put("Ts_us", t0.value());
        o.put("Ts_ci95_us", t0.ci95());
        o.put("R_MBps", rate.value());
        o.put("R_ci95_MBps", rate.ci95());
        o.put("o_s_us", first == null ? null : first.oSUs());
        o.put("o_r_us", first == null ? null : first.oRUs());
        o.put("g_us", first == null ? null : first.gUs());
        o.put("G_us_per_byte", first == null ? null : first.gPerByteUs());
        o.put("L_us", first == null ? null : first.halfRttUs());
        o.put("warnings", notes(g.notes()));
        return o;
    }

    private static Map<String, Object> header(String format, int rows) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("schema_version", SCHEMA_VERSION);
        o.put("format", format);
        o.put("rows", rows);
        return o;
    }

    private static double rate(ReferenceSeries.Row r) {
        return Double.isFinite(r.rateMBps()) ? r.rateMBps() : r.nBytes() / r.timeUs();
    }

    private static List<Map<String, Object>> regimes(TransferTimeRegimes regimes) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (TransferRegime r : regimes.regimes()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("from_bytes", r.fromBytes());
            m.put("to_bytes", r.toBytes());
            m.put("points", r.points());
            m.put("T0_us", r.t0().value());
            m.put("T0_ci95_us", r.t0().ci95());
            m.put("R_MBps", r.rateMBps().value());
            m.put("R_ci95_MBps", r.rateMBps().ci95());
            out.add(m);
        }
        return out;
    }

    private static List<Map<String, Object>> breaks(TransferTimeRegimes regimes) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (TransferBreak b : regimes.breakPoints()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("last_bytes", b.lastBytes());
            m.put("first_bytes", b.firstBytes());
            m.put("evidence", b.evidence().name().toLowerCase(java.util.Locale.ROOT));
            m.put("step_us", b.stepUs().value());
            m.put("step_ci95_us", b.stepUs().ci95());
            out.add(m);
        }
        return out;
    }

    /** The reader's notes on a file, as findings without a code of their own yet. */
    private static List<Map<String, Object>> notes(List<String> notes) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (String n : notes) out.add(FindingJson.object(new io.logp.finding.RunFinding.Note(n), n));
        return out;
    }
}
