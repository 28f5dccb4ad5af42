package io.logp.format.foreign;

import io.logp.data.ReferenceSeries;
import io.logp.data.ReferenceSeries.Measure;
import io.logp.format.run.DataFormatException;
import java.util.ArrayList;
import java.util.List;

/**
 * NetPIPE's {@code np.out}: one line per size, no header.
 * <ul>
 *   <li>NetPIPE 3.7 (Debian's netpipe-openmpi 3.7.2; netpipe.c {@code "%8d %lf %12.8lf"}): bytes, throughput in Mbps
 *       of 2^20 bits/s, and the one-way time (half the round trip) in seconds;</li>
 *   <li>NetPIPE 5.x (netpipe.c {@code "%9d %9.3lf %9.3lf %9.3lf %7.2lf"}): bytes, average, minimum and maximum
 *       throughput in Gbps (1e9 bits/s), and the average one-way time in microseconds, optionally followed by a
 *       workload's rate.</li>
 * </ul>
 * The two are told apart by the number of fields (3 against 5 or more).
 */
public final class NetpipeOut {

    private NetpipeOut() {}

    /** A file whose first non-blank line is three or more plain numbers, the first a whole number. */
    public static boolean recognises(ForeignLines text) {
        String[] f = text.firstLine().split("\\s+");
        if (f.length < 3 || !f[0].matches("\\d+")) return false;
        for (int i = 1; i < 3; i++) if (!f[i].matches("[-+0-9.eE]+")) return false;
        return true;
    }

    public static ReferenceSeries read(ForeignLines text) throws DataFormatException {
        int first = -1;
        for (int i = 0; i < text.size(); i++) {
            if (!text.line(i).isEmpty()) {
                first = i;
                break;
            }
        }
        if (first < 0) throw new DataFormatException(text.file(), 0, "empty file: no NetPIPE rows");
        boolean five = text.fields(first).length >= 5;
        List<ReferenceSeries.Row> rows = new ArrayList<>();
        for (int i = first; i < text.size(); i++) {
            if (text.line(i).isEmpty()) continue;
            String[] f = text.fields(i);
            if (five) {
                if (f.length < 5 || f[1].equals("bytes")) {
                    throw text.error(
                            i,
                            "expected NetPIPE 5.x fields 'bytes avg_Gbps min_Gbps max_Gbps usec' (the file's first"
                                    + " row has 5), got '" + text.line(i) + "'");
                }
                int n = text.bytes(i, f[0], "bytes");
                double usec = text.number(i, f[4], "time (usec)", 0);
                rows.add(new ReferenceSeries.Row(n, usec, Double.NaN, n > 0 && usec > 0 ? n / usec : Double.NaN));
            } else {
                if (f.length != 3) {
                    throw text.error(
                            i,
                            "expected NetPIPE 3.7 fields 'bytes Mbps seconds' (the file's first row has 3), got '"
                                    + text.line(i) + "'");
                }
                int n = text.bytes(i, f[0], "bytes");
                text.number(i, f[1], "Mbps", 0);
                double usec = text.number(i, f[2], "time (seconds)", 0) * 1e6;
                rows.add(new ReferenceSeries.Row(n, usec, Double.NaN, n > 0 && usec > 0 ? n / usec : Double.NaN));
            }
        }
        String tool = five ? "NetPIPE 5.x" : "NetPIPE 3.7";
        List<String> notes = new ArrayList<>();
        notes.add(tool + ": the time is half the round trip of a ping-pong with the same size both ways, averaged"
                + " over repetitions chosen to last a fixed time, at sizes perturbed by ±3 bytes around powers of two;"
                + " logp's RTT is a full round trip of a 16-byte request, and its T(n) carries n bytes one way and 16"
                + " back");
        notes.add(
                five
                        ? "NetPIPE 5.x throughput is in Gbps (1e9 bits/s); logp's MB/s (1e6 bytes/s) are n / t"
                        : "NetPIPE 3.7 throughput is in Mbps of 2^20 bits/s; logp's MB/s (1e6 bytes/s) are n / t, and its"
                                + " times have 0.01 us resolution (8 decimals of a second)");
        notes.add("np.out does not record -s (stream one way) or -2 (both ways at once); the times are read as the"
                + " default ping-pong's");
        return new ReferenceSeries(tool, "np.out", Measure.ONE_WAY, rows, notes);
    }
}
