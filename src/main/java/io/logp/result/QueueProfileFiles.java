package io.logp.result;

import io.logp.analysis.ProfileCosts;
import io.logp.data.QueueProfile;
import io.logp.format.run.AtomicFiles;
import io.logp.format.run.JsonFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The results of {@code profile}: queue_profile.csv (one row per rank; the columns design.md names first) and
 * queue_profile.json (every rank's record with the matching-cost estimate, the run's facts and the figures that are
 * missing, with why). A figure the MPI did not expose is an empty cell, never a zero.
 */
public final class QueueProfileFiles {

    public static final String CSV = "queue_profile.csv";
    public static final String JSON = "queue_profile.json";

    static final String HEADER = "rank,host,received,expected,unexpected,unexpected_short,unexpected_long,posted_max,"
            + "unexpected_max,posted_search_mean,unexpected_search_mean,expected_short,expected_long,unclassified,"
            + "bytes_received,receives_posted,any_source,any_tag,probes,iprobes,iprobe_hits,matched_probes,tests,"
            + "test_hits,waits,sends,posted_match_ns,unexpected_match_ns,end,overhead_ns_per_call";

    private QueueProfileFiles() {}

    public static void writeCsv(Path file, List<QueueProfile> ranks, ProfileCosts costs) throws IOException {
        StringBuilder s = new StringBuilder(HEADER).append('\n');
        for (QueueProfile p : ranks) {
            boolean q = p.queuesVisible();
            var m = p.messages();
            var t = p.traffic();
            List<String> cells = List.of(
                    Integer.toString(p.rank()),
                    p.host().replace(',', ' '),
                    Long.toString(m.received()),
                    q ? Long.toString(m.expected()) : "",
                    q ? Long.toString(m.unexpected()) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.unexpectedShort()) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.unexpectedLong()) : "",
                    q ? Long.toString(p.posted().max()) : "",
                    q ? Long.toString(p.unexpected().max()) : "",
                    q ? decimal(p.posted().mean(), 3) : "",
                    q ? decimal(p.unexpected().mean(), 3) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.expectedShort()) : "",
                    q && p.eagerLimitKnown() ? Long.toString(m.expectedLong()) : "",
                    Long.toString(m.unclassified()),
                    Long.toString(m.bytes()),
                    Long.toString(t.receivesPosted()),
                    Long.toString(t.anySource()),
                    Long.toString(t.anyTag()),
                    Long.toString(t.probes()),
                    Long.toString(t.iprobes()),
                    Long.toString(t.iprobeHits()),
                    Long.toString(t.matchedProbes()),
                    Long.toString(t.tests()),
                    Long.toString(t.testHits()),
                    Long.toString(t.waits()),
                    Long.toString(t.sends()),
                    decimal(costs.postedMatchNs(p), 1),
                    decimal(costs.unexpectedMatchNs(p), 1),
                    p.end().label,
                    decimal(p.overheadNs(), 1));
            s.append(String.join(",", cells)).append('\n');
        }
        AtomicFiles.write(file, s.toString());
    }

    /** queue_profile.json: the run, the costs and every rank; {@code missing} names what is not there and why. */
    public static void writeJson(
            Path file, Map<String, Object> run, List<QueueProfile> ranks, ProfileCosts costs, List<String> missing)
            throws IOException {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("schema_version", 1);
        o.putAll(run);
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("posted_per_entry_ns", finite(costs.postedPerEntryNs().value()));
        c.put("unexpected_per_entry_ns", finite(costs.unexpectedPerEntryNs().value()));
        c.put("o_r_us", finite(costs.oR().value()));
        c.put("queues_run", costs.source().orElse(null));
        o.put("costs", c);
        o.put("missing", missing);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (QueueProfile p : ranks) rows.add(rank(p, costs));
        o.put("ranks", rows);
        JsonFiles.write(file, o);
    }

    private static Map<String, Object> rank(QueueProfile p, ProfileCosts costs) {
        Map<String, Object> r = new LinkedHashMap<>();
        boolean q = p.queuesVisible();
        var m = p.messages();
        r.put("rank", p.rank());
        r.put("host", p.host());
        r.put("end", p.end().label);
        r.put("finalize_calls", p.finalizeCalls());
        r.put("queues_visible", q);
        r.put("queues_note", p.queuesNote());
        r.put("eager_limit_bytes", p.eagerLimitKnown() ? p.eagerLimitBytes() : null);
        r.put("eager_limit_source", p.eagerLimitSource());
        r.put("received", m.received());
        r.put("expected", q ? m.expected() : null);
        r.put("unexpected", q ? m.unexpected() : null);
        r.put("expected_short", q && p.eagerLimitKnown() ? m.expectedShort() : null);
        r.put("expected_long", q && p.eagerLimitKnown() ? m.expectedLong() : null);
        r.put("unexpected_short", q && p.eagerLimitKnown() ? m.unexpectedShort() : null);
        r.put("unexpected_long", q && p.eagerLimitKnown() ? m.unexpectedLong() : null);
        r.put("unclassified", m.unclassified());
        r.put("bytes_received", m.bytes());
        r.put("posted_max", q ? p.posted().max() : null);
        r.put("unexpected_max", q ? p.unexpected().max() : null);
        r.put("posted_search_mean", q ? finite(p.posted().mean()) : null);
        r.put("unexpected_search_mean", q ? finite(p.unexpected().mean()) : null);
        r.put("posted_search_histogram", q ? p.posted().histogram() : null);
        r.put("unexpected_search_histogram", q ? p.unexpected().histogram() : null);
        r.put("size_class_histogram", p.sizeClasses());
        r.put("traffic", traffic(p.traffic()));
        r.put("posted_match_ns", finite(costs.postedMatchNs(p)));
        r.put("unexpected_match_ns", finite(costs.unexpectedMatchNs(p)));
        r.put("overhead_ns_per_call", finite(p.overheadNs()));
        r.put("overhead_peers", p.overheadPeers());
        r.put("library", p.library());
        return r;
    }

    private static Map<String, Object> traffic(QueueProfile.Traffic t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("receives_posted", t.receivesPosted());
        m.put("any_source", t.anySource());
        m.put("any_tag", t.anyTag());
        m.put("probes", t.probes());
        m.put("iprobes", t.iprobes());
        m.put("iprobe_hits", t.iprobeHits());
        m.put("matched_probes", t.matchedProbes());
        m.put("tests", t.tests());
        m.put("test_hits", t.testHits());
        m.put("waits", t.waits());
        m.put("sends", t.sends());
        return m;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static String decimal(double v, int decimals) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%." + decimals + "f", v) : "";
    }
}
