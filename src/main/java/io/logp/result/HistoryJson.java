package io.logp.result;

import io.logp.analysis.History;
import io.logp.analysis.HistoryParameter;
import io.logp.analysis.HistoryRun;
import io.logp.analysis.SystemIdentity;
import io.logp.data.NetworkPath;
import io.logp.fit.HistoryBands;
import io.logp.format.run.JsonFiles;
import io.logp.report.FindingText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code history.json} (and {@code history --json}): every system with its runs, each run's parameters under
 * logp.json's keys, each parameter's band at every run, and the findings with their words; then the directories left
 * out. Unknown numbers are null.
 */
public final class HistoryJson {

    public static final String FILE = "history.json";
    public static final int SCHEMA_VERSION = 1;

    private HistoryJson() {}

    /** logp.json's key of a parameter's value ({@code o_s_us}, {@code R_MBps}); its CI adds {@code _ci95}. */
    public static String key(HistoryParameter p) {
        return switch (p) {
            case O_S -> "o_s_us";
            case O_R -> "o_r_us";
            case G -> "g_us";
            case L -> "L_us";
            case RTT -> "rtt_us";
            case T0 -> "T0_us";
            case R -> "R_MBps";
        };
    }

    /** logp.json's key of a parameter's CI half-width ({@code o_s_ci95_us}). */
    public static String ciKey(HistoryParameter p) {
        String key = key(p);
        int unit = key.lastIndexOf('_');
        return key.substring(0, unit) + "_ci95" + key.substring(unit);
    }

    /** The object. */
    public static Map<String, Object> object(History history) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("schema_version", SCHEMA_VERSION);
        List<Object> systems = new ArrayList<>();
        for (History.SystemHistory s : history.systems()) systems.add(system(s));
        o.put("systems", systems);
        List<Object> leftOut = new ArrayList<>();
        for (History.LeftOut l : history.leftOut()) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("directory", l.directory().toString());
            e.put("reason", l.reason().name().toLowerCase(java.util.Locale.ROOT));
            e.put("detail", l.detail());
            leftOut.add(e);
        }
        o.put("left_out", leftOut);
        return o;
    }

    /** Writes history.json into {@code dir}, atomically. */
    public static Path write(Path dir, History history) throws IOException {
        Path file = dir.resolve(FILE);
        JsonFiles.write(file, object(history));
        return file;
    }

    private static Map<String, Object> system(History.SystemHistory s) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("system", identity(s.system()));
        List<Object> runs = new ArrayList<>();
        for (int i = 0; i < s.runs().size(); i++) {
            HistoryRun run = s.runs().get(i);
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("run_id", run.runId());
            r.put("date", run.date());
            r.put("directory", run.directory().toString());
            for (HistoryParameter p : HistoryParameter.values()) {
                HistoryBands.Point pt = s.series(p).get(i);
                r.put(key(p), number(pt.value().value()));
                r.put(ciKey(p), number(pt.value().ci95()));
            }
            Map<String, Object> bands = new LinkedHashMap<>();
            for (HistoryParameter p : HistoryParameter.values()) {
                HistoryBands.Point pt = s.series(p).get(i);
                if (!pt.judged()) continue;
                Map<String, Object> b = new LinkedHashMap<>();
                b.put("mean", pt.band().mean());
                b.put("between_ci95", pt.band().betweenCi95());
                b.put("runs", pt.baseline());
                b.put("moved", pt.moved());
                bands.put(p.symbol(), b);
            }
            r.put("bands", bands);
            runs.add(r);
        }
        o.put("runs", runs);
        o.put("warnings", FindingText.objects(s.findings(), NetworkPath.Medium.UNKNOWN));
        return o;
    }

    private static Map<String, Object> identity(SystemIdentity id) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("key", id.key());
        o.put("hosts", id.hosts());
        o.put("mpi", id.mpi());
        o.put("medium", id.medium());
        o.put("transport", id.transport());
        return o;
    }

    private static Double number(double v) {
        return Double.isFinite(v) ? v : null;
    }
}
