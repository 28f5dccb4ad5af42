package io.logp.data;

import java.util.List;

/**
 * Netgauge's {@code loggp} pattern output (ptrn_loggp.c): per size s, the parameters Netgauge fitted from
 * PRTT(1,0,s), PRTT(n,0,s) and PRTT(n,d,s), in microseconds. Netgauge's own "L" column is PRTT(1,0,s_min)/2, half
 * the round trip of the smallest message, not LogP's wire latency; logp's L is RTT/2 - o_s - o_r.
 *
 * @param tool  "Netgauge" and the format version followed
 * @param rows  one per size (the last the file gives for it), by ascending size
 * @param notes how the method differs from logp's
 */
public record NetgaugeLogGp(String tool, List<Row> rows, List<ForeignNote> notes) implements ForeignResult {

    /**
     * One line of the file: {@code size n PRTT(1,0,s) PRTT(n,0,s) PRTT(n,PRTT(1,0,s),s) L o_s o_r g G lsqu(g,G)}.
     *
     * @param nBytes     s, bytes
     * @param n          messages per PRTT(n, ., s) train
     * @param prtt1Us    PRTT(1,0,s): the round trip of one message of s bytes (s bytes back, too)
     * @param prttNUs    PRTT(n,0,s)
     * @param prttNdUs   PRTT(n,d,s) with d = PRTT(1,0,s)
     * @param halfRttUs  Netgauge's "L" = PRTT(1,0,s_min)/2
     * @param oSUs       o_s(s)
     * @param oRUs       o_r(s), measured at the receiver
     * @param gUs        g, the intercept of the line fitted to (PRTT(n,0,s) - PRTT(1,0,s))/(n-1) over the protocol range
     * @param gPerByteUs G, its slope, us per byte
     * @param fitRmsUs   lsqu(g,G): the rms residual of that line
     */
    public record Row(
            int nBytes,
            int n,
            double prtt1Us,
            double prttNUs,
            double prttNdUs,
            double halfRttUs,
            double oSUs,
            double oRUs,
            double gUs,
            double gPerByteUs,
            double fitRmsUs) {

        /** g(s) = g + G s, the gap between messages of s bytes. */
        public double gapAtSizeUs() {
            return gUs + gPerByteUs * nBytes;
        }
    }

    public NetgaugeLogGp {
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
    }

    @Override
    public String test() {
        return "loggp";
    }
}
