package io.logp.format.foreign;

import io.logp.data.NetgaugeLogGp;
import io.logp.format.run.DataFormatException;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * Netgauge's {@code loggp} output file (ptrn_loggp.c of Netgauge 2.4, Hoefler et al.): the header
 * {@code # size n PRTT(1,0,s) PRTT(n,0,s) PRTT(n,PRTT(1,0,s),s) L o_s o_r g G lsqu(g,G)} and its two gnuplot hint
 * lines, then one line of eleven numbers per size, times in microseconds. Where Netgauge detects a protocol change it
 * writes the size twice (once for the old range's g and G, once for the new one's): the last line of a size wins.
 */
public final class NetgaugeLoggp {

    public static final String HEADER =
            "# size n PRTT(1,0,s) PRTT(n,0,s) PRTT(n,PRTT(1,0,s),s) L o_s o_r g G lsqu(g,G)";
    private static final int FIELDS = 11;

    private NetgaugeLoggp() {}

    public static boolean recognises(ForeignLines text) {
        return text.firstLine().replaceAll("\\s+", " ").startsWith("# size n PRTT(1,0,s)");
    }

    public static NetgaugeLogGp read(ForeignLines text) throws DataFormatException {
        TreeMap<Integer, NetgaugeLogGp.Row> bySize = new TreeMap<>();
        for (int i = 0; i < text.size(); i++) {
            String line = text.line(i);
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] f = text.fields(i);
            if (f.length != FIELDS) {
                throw text.error(
                        i,
                        String.format(
                                Locale.ROOT,
                                "expected %d fields (%s), got %d: '%s'",
                                FIELDS,
                                HEADER.substring(2),
                                f.length,
                                line));
            }
            int n = text.bytes(i, f[0], "size");
            int train = text.bytes(i, f[1], "n");
            if (train < 2) throw text.error(i, "n must be >= 2 (PRTT(n,0,s) needs a train), got " + train);
            NetgaugeLogGp.Row row = new NetgaugeLogGp.Row(
                    n,
                    train,
                    text.number(i, f[2], "PRTT(1,0,s)", 0),
                    text.number(i, f[3], "PRTT(n,0,s)", 0),
                    text.number(i, f[4], "PRTT(n,d,s)", 0),
                    text.number(i, f[5], "L", 0),
                    text.number(i, f[6], "o_s", Double.NEGATIVE_INFINITY),
                    text.number(i, f[7], "o_r", Double.NEGATIVE_INFINITY),
                    text.number(i, f[8], "g", Double.NEGATIVE_INFINITY),
                    text.number(i, f[9], "G", Double.NEGATIVE_INFINITY),
                    text.number(i, f[10], "lsqu(g,G)", 0));
            bySize.put(n, row);
        }
        if (bySize.isEmpty()) throw new DataFormatException(text.file(), 0, "no Netgauge loggp rows after the header");
        return new NetgaugeLogGp(
                "Netgauge 2.4",
                List.copyOf(bySize.values()),
                List.of(
                        "Netgauge's L is PRTT(1,0,s)/2 of the smallest size, half a round trip, not LogP's L; logp's"
                                + " L = RTT/2 - o_s - o_r is computed here from Netgauge's PRTT(1,0,s), o_s and o_r",
                        "Netgauge's PRTT(1,0,s) sends s bytes and gets s bytes back; logp's T(n) gets 16 bytes back",
                        "Netgauge fits g and G to (PRTT(n,0,s) - PRTT(1,0,s))/(n-1) over each protocol range it"
                                + " detects; g(s) = g + G s is its gap at s, logp's g(n) the plateau of the signature"
                                + " at n, with a window of requests instead of a train of n messages and one reply",
                        "Netgauge's o_r is measured at the receiver (time to receive n - 1 messages, the waits"
                                + " subtracted); logp's o_r is the cost a reply adds at the requester"));
    }
}
