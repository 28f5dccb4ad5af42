package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.fit.TransferTimeFit;
import io.logp.fit.TransferTimeRegimes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one screen of {@code fit FILE}: a line per table of another suite's file (a log may hold dozens), with its
 * sizes, its latency/bandwidth line and its peak; every table in full is {@code --verbose}.
 */
public final class ForeignSummary {

    /** Tables listed before the rest are counted: the screen keeps within {@link ScreenSummary#MAX_LINES}. */
    static final int MAX_TABLES = ScreenSummary.MAX_LINES - 4;

    private ForeignSummary() {}

    /** One table's line: which test, its sizes, Ts and R where the file supports them, and its peak rate. */
    public static String line(ReferenceSeries s, TransferTimeFit line, TransferTimeRegimes regimes) {
        StringBuilder b = new StringBuilder(fmt("%s %s: ", s.tool(), s.test()));
        b.append(sizes(s.rows().size(), s.rows().isEmpty() ? 0 : s.rows().get(0).nBytes(), last(s)));
        if (line != null) {
            b.append(fmt(
                    "; Ts %.3f ± %.3f us, R %.0f ± %.0f MB/s",
                    line.tsUs(), ci(line.tsCi95Us()), line.bandwidthMBps(), ci(line.bandwidthCi95MBps())));
        } else {
            b.append("; no latency/bandwidth line");
        }
        ReferenceSeries.Row peak = null;
        for (ReferenceSeries.Row r : s.rows()) if (peak == null || rate(r) > rate(peak)) peak = r;
        if (peak != null) b.append(fmt("; peak %.0f MB/s at %d B", rate(peak), peak.nBytes()));
        if (regimes != null && regimes.regimes().size() > 1)
            b.append(fmt("; %d regimes", regimes.regimes().size()));
        return TextColumns.fit(b.toString(), ScreenSummary.MAX_COLUMNS);
    }

    /** Netgauge's LogGP table: its sizes, T0 and R of its round trips, and its o_s, o_r and g at the smallest size. */
    public static String line(NetgaugeLogGp g, Estimate t0, Estimate rate) {
        StringBuilder b = new StringBuilder(fmt("%s loggp: ", g.tool()));
        int first = g.rows().isEmpty() ? 0 : g.rows().get(0).nBytes();
        int lastBytes =
                g.rows().isEmpty() ? 0 : g.rows().get(g.rows().size() - 1).nBytes();
        b.append(sizes(g.rows().size(), first, lastBytes));
        if (t0.isKnown() && rate.isKnown()) b.append(fmt("; T0 %.3f us, R %.0f MB/s", t0.value(), rate.value()));
        if (!g.rows().isEmpty()) {
            NetgaugeLogGp.Row r = g.rows().get(0);
            b.append(fmt("; at %d B: o_s %.3f, o_r %.3f, g %.3f us", r.nBytes(), r.oSUs(), r.oRUs(), r.gUs()));
        }
        return TextColumns.fit(b.toString(), ScreenSummary.MAX_COLUMNS);
    }

    /** The screen: a header, a line per table (at most {@link #MAX_TABLES}, the rest counted), where the rest is. */
    public static String text(String file, List<String> lines) {
        List<String> out = new ArrayList<>();
        out.add(fmt("logp fit %s: %d %s", file, lines.size(), lines.size() == 1 ? "table" : "tables"));
        for (int i = 0; i < lines.size() && i < MAX_TABLES; i++) out.add("  " + lines.get(i));
        if (lines.size() > MAX_TABLES) out.add(fmt("  ... %d more tables", lines.size() - MAX_TABLES));
        out.add("every table in full: --verbose; one JSON object: --json");
        StringBuilder b = new StringBuilder();
        out.forEach(l -> b.append(TextColumns.fit(l, ScreenSummary.MAX_COLUMNS)).append('\n'));
        return b.toString();
    }

    private static String sizes(int count, int first, int last) {
        return count == 0 ? "no sizes" : fmt("%d sizes, %d..%d B", count, first, last);
    }

    private static int last(ReferenceSeries s) {
        return s.rows().isEmpty() ? 0 : s.rows().get(s.rows().size() - 1).nBytes();
    }

    private static double rate(ReferenceSeries.Row r) {
        return Double.isFinite(r.rateMBps()) ? r.rateMBps() : r.nBytes() / r.timeUs();
    }

    private static double ci(double v) {
        return Double.isFinite(v) ? v : 0;
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
