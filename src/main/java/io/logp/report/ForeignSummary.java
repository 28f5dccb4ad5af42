package io.logp.report;

import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.finding.Finding;
import io.logp.finding.Severity;
import io.logp.fit.ForeignTableFit;
import io.logp.format.foreign.ForeignTable;
import io.logp.presentation.NumberText;
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

    /**
     * One table's line: its title, its sizes, Ts and R where the table supports them, the codes of its warnings
     * (why not, before a long line is cut), its peak rate and its breaks.
     */
    public static String line(ForeignTable table, ForeignTableFit fit) {
        StringBuilder b = new StringBuilder(table.title()).append(": ");
        List<Integer> sizes = sizes(table);
        b.append(sizes(sizes.size(), sizes.isEmpty() ? 0 : sizes.get(0), sizes.isEmpty() ? 0 : sizes.getLast()));
        if (fit.tsUs().isKnown())
            b.append(fmt(
                    "; Ts %s us",
                    NumberText.withCi(fit.tsUs().value(), ci(fit.tsUs().ci95()))));
        if (fit.rateMBps().isKnown()) {
            b.append(fmt(
                    "; R %s MB/s",
                    NumberText.withCi(fit.rateMBps().value(), ci(fit.rateMBps().ci95()))));
        } else {
            b.append("; no R");
        }
        List<String> codes = new ArrayList<>();
        for (Finding f : table.findings()) codes.add(f.code().name());
        for (Finding f : fit.findings())
            if (f.severity() != Severity.INFO) codes.add(f.code().name());
        if (!codes.isEmpty()) b.append("; ").append(String.join(", ", codes));
        if (Double.isFinite(fit.peakMBps())) {
            // A rate below 10 MB/s (a table of a few bytes) keeps two decimals, so it never reads as 0 or 1.
            String rate = fit.peakMBps() < 10 ? fmt("%.2f", fit.peakMBps()) : fmt("%.0f", fit.peakMBps());
            b.append(fmt("; peak %s MB/s at %d B", rate, fit.peakBytes()));
        }
        int breaks = fit.breaks().size();
        if (breaks > 0) b.append(fmt("; %d %s", breaks, breaks == 1 ? "break" : "breaks"));
        return TextColumns.fit(b.toString(), ScreenSummary.MAX_COLUMNS);
    }

    private static List<Integer> sizes(ForeignTable table) {
        List<Integer> out = new ArrayList<>();
        switch (table.result()) {
            case ReferenceSeries s -> s.rows().forEach(r -> out.add(r.nBytes()));
            case NetgaugeLogGp g -> g.rows().forEach(r -> out.add(r.nBytes()));
        }
        return out;
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

    private static double ci(double v) {
        return Double.isFinite(v) ? v : 0;
    }

    private static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
