package io.logp.format.foreign;

import io.logp.data.ForeignNote;
import io.logp.data.NetgaugeLogGp;
import io.logp.finding.Finding;
import io.logp.finding.ForeignFinding;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Netgauge's {@code loggp} output file (ptrn_loggp.c of Netgauge 2.4, Hoefler et al.): the header
 * {@code # size n PRTT(1,0,s) PRTT(n,0,s) PRTT(n,PRTT(1,0,s),s) L o_s o_r g G lsqu(g,G)} and its two gnuplot hint
 * lines, then one line of eleven numbers per size, times in microseconds. Netgauge writes {@code -nan} for g, G and
 * lsqu where its train fit has too few sizes (always at the first), a missing value here. Where it detects a protocol
 * change it writes the size twice (once for the old range's g and G, once for the new one's): the last line of a size
 * wins. A run cut off ends mid-line.
 */
final class NetgaugeLoggp {

    static final String HEADER = "# size n PRTT(1,0,s) PRTT(n,0,s) PRTT(n,PRTT(1,0,s),s) L o_s o_r g G lsqu(g,G)";
    private static final int FIELDS = 11;

    private NetgaugeLoggp() {}

    /** The table whose header is line {@code i}, or null when line i is no Netgauge loggp header. */
    static TableAt at(ForeignLines text, int i) {
        if (!text.line(i).replaceAll("\\s+", " ").startsWith("# size n PRTT(1,0,s)")) return null;
        String label = "Netgauge loggp (line " + (i + 1) + ")";
        TreeMap<Integer, NetgaugeLogGp.Row> bySize = new TreeMap<>();
        List<Finding> findings = new ArrayList<>();
        TreeMap<Integer, Integer> lines = new TreeMap<>();
        int missing = 0;
        int firstMissing = -1;
        int j = i + 1;
        for (; j < text.size(); j++) {
            String line = text.line(j);
            if (line.startsWith("#") && bySize.isEmpty()) continue;
            String[] f = text.fields(j);
            if (f.length == 0 || !ForeignLines.isSize(f[0])) break;
            int n = Integer.parseInt(f[0]);
            if (f.length < FIELDS) {
                findings.add(new ForeignFinding.TableCut(label, bySize.isEmpty() ? n : bySize.lastKey(), -1, j + 1));
                j++;
                break;
            }
            double[] v = new double[FIELDS];
            boolean gap = false;
            for (int c = 1; c < FIELDS; c++) {
                v[c] = ForeignLines.cell(f[c]);
                if (!Double.isFinite(v[c])) gap = true;
            }
            if (gap) {
                missing++;
                if (firstMissing < 0) firstMissing = n;
            }
            NetgaugeLogGp.Row row =
                    new NetgaugeLogGp.Row(n, (int) v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
            bySize.put(n, row);
            lines.merge(n, 1, Integer::sum);
        }
        if (bySize.isEmpty()) return TableAt.skip(label + " without rows", j);
        if (missing > 0) findings.add(new ForeignFinding.MissingValues(label, missing, firstMissing));
        lines.forEach((n, count) -> {
            if (count > 1) findings.add(new ForeignFinding.RepeatedSize(label, n, count));
        });
        int negative = 0;
        int firstNegative = -1;
        for (NetgaugeLogGp.Row r : bySize.values()) {
            if (r.gUs() < 0) {
                negative++;
                if (firstNegative < 0) firstNegative = r.nBytes();
            }
        }
        if (negative > 0) findings.add(new ForeignFinding.NegativeGap(label, negative, firstNegative));
        NetgaugeLogGp table = new NetgaugeLogGp(
                "Netgauge 2.4",
                List.copyOf(bySize.values()),
                List.of(
                        ForeignNote.Method.NETGAUGE_L,
                        ForeignNote.Method.NETGAUGE_REPLY_SIZE,
                        ForeignNote.Method.NETGAUGE_GAP_FIT,
                        ForeignNote.Method.NETGAUGE_RECEIVE_OVERHEAD));
        return TableAt.read(new ForeignTable(table, label, findings), j);
    }
}
