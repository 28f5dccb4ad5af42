package io.logp.format.foreign;

import io.logp.data.ForeignNote;
import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * NetPIPE's output, in its two forms:
 * <ul>
 *   <li>{@code np.out}, one line per size, no header: NetPIPE 3.7 (netpipe.c {@code "%8d %lf %12.8lf"}: bytes,
 *       throughput in Mbps of 2^20 bits/s, the one-way time in seconds) or NetPIPE 5.x
 *       ({@code "%9d %9.3lf %9.3lf %9.3lf %7.2lf"}: bytes, average, minimum and maximum Gbps, the average one-way
 *       time in microseconds), told apart by the number of fields (3 against 5 or more);</li>
 *   <li>what it prints while it runs, as a job log keeps it:
 *       {@code "  0:       1 bytes   6235 times -->      0.52 Mbps in      14.66 usec"} (3.7; 5.x writes Gbps).</li>
 * </ul>
 * The times are half the round trip; NetPIPE's first size includes its warm-up.
 */
final class NetpipeOut {

    private static final Pattern PROGRESS = Pattern.compile(
            "(?:\\d+:\\s+)?(\\d+)\\s*(?:bytes|B)\\s+\\d+\\s+times\\s+-->\\s+(\\S+)\\s+([MG])bps\\s+in\\s+(\\S+)\\s+usecs?.*");

    private NetpipeOut() {}

    /** The rows NetPIPE prints as it runs, from line {@code i}; null when line i is none. */
    static TableAt progressAt(ForeignLines text, int i) {
        Matcher first = PROGRESS.matcher(text.line(i));
        if (!first.matches()) return null;
        boolean gbps = first.group(3).equals("G");
        String tool = gbps ? "NetPIPE 5.x" : "NetPIPE 3.7";
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        int j = i;
        for (; j < text.size(); j++) {
            Matcher m = PROGRESS.matcher(text.line(j));
            if (!m.matches()) {
                if (text.line(j).isEmpty()) continue;
                break;
            }
            rows.add(row(Integer.parseInt(m.group(1)), ForeignLines.cell(m.group(4))));
        }
        String label = tool + " output (line " + (i + 1) + ")";
        return TableAt.read(new ForeignTable(series(tool, "output", rows, gbps), label, List.of()), j);
    }

    /** An np.out block from line {@code i}: rows of 3 or of 5 or more numbers; null when line i is no such row. */
    static TableAt npOutAt(ForeignLines text, int i) {
        int width = width(text.fields(i));
        if (width == 0) return null;
        boolean five = width >= 5;
        String tool = five ? "NetPIPE 5.x" : "NetPIPE 3.7";
        String label = tool + " np.out" + (i == firstNonBlank(text) ? "" : " (line " + (i + 1) + ")");
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        int j = i;
        for (; j < text.size(); j++) {
            String[] f = text.fields(j);
            if (f.length == 0) continue;
            int w = width(f);
            if (w == 0 || (w >= 5) != five) {
                if (f.length > 0
                        && ForeignLines.isSize(f[0])
                        && (j + 1 == text.size() || text.line(j + 1).isEmpty())) {
                    findings.add(new ForeignFinding.TableCut(
                            label, rows.get(rows.size() - 1).nBytes(), -1, j + 1));
                    j++;
                }
                break;
            }
            int n = Integer.parseInt(f[0]);
            double usec = five ? ForeignLines.cell(f[4]) : ForeignLines.cell(f[2]) * 1e6;
            rows.add(row(n, usec));
        }
        return TableAt.read(new ForeignTable(series(tool, "np.out", rows, five), label, findings), j);
    }

    /** 3 or 5 and more (np.out's widths) for a row of numbers whose first is a size, else 0. */
    private static int width(String[] f) {
        if (f.length < 3 || f.length == 4 || !ForeignLines.isSize(f[0])) return 0;
        for (int c = 1; c < f.length; c++) if (!ForeignLines.isCell(f[c])) return 0;
        return f.length;
    }

    private static int firstNonBlank(ForeignLines text) {
        for (int i = 0; i < text.size(); i++) if (!text.line(i).isEmpty()) return i;
        return 0;
    }

    private static ReferenceSeries.Row row(int n, double usec) {
        return new ReferenceSeries.Row(n, usec, Double.NaN, n > 0 && usec > 0 ? n / usec : Double.NaN);
    }

    private static ReferenceSeries series(String tool, String test, List<ReferenceSeries.Row> rows, boolean five) {
        List<ForeignNote> notes = List.of(
                five ? ForeignNote.Method.NETPIPE_5_PINGPONG : ForeignNote.Method.NETPIPE_3_PINGPONG,
                five ? ForeignNote.Units.NETPIPE_5_GBPS : ForeignNote.Units.NETPIPE_3_MBPS,
                ForeignNote.Method.NETPIPE_MODE_NOT_RECORDED);
        return new ReferenceSeries(tool, test, Measure.ONE_WAY, rows, notes);
    }
}
