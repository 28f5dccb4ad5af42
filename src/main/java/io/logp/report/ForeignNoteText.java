package io.logp.report;

import io.logp.data.ForeignNote;

/** How another suite's numbers differ from logp's, in the sentences a reader of a comparison or a fit gets. */
public final class ForeignNoteText {

    private ForeignNoteText() {}

    public static String words(ForeignNote note) {
        return switch (note) {
            case ForeignNote.Method m -> method(m);
            case ForeignNote.Units u -> units(u);
        };
    }

    private static String method(ForeignNote.Method m) {
        return switch (m) {
            case OSU_LATENCY ->
                "osu_latency: half the round trip of a blocking ping-pong with the same size both ways, averaged over"
                        + " iterations; logp's RTT is a full round trip of a small request (16 bytes), and its T(n)"
                        + " carries n bytes one way and 16 back";
            case OSU_BW ->
                "osu_bw: a window of 64 non-blocking sends streamed one way, then one reply; n / bandwidth is the time"
                        + " per message in the stream, a gap g(n), not a latency: compare it with logp's g(n), never"
                        + " with T(n)";
            case OSU_BIBW ->
                "osu_bibw: windows streamed both ways at once; the bandwidth is the sum of both directions, halved"
                        + " here to one direction, and each direction shares the memory system with the other";
            case IMB_PINGPONG ->
                "IMB PingPong: t[usec] is half the round trip of MPI_Send/MPI_Recv with the same size both ways,"
                        + " averaged over repetitions (from cache unless -off_cache); logp's RTT is a full round trip"
                        + " of a 16-byte request, and its T(n) carries n bytes one way and 16 back";
            case IMB_PINGPING ->
                "IMB PingPing: both ranks send n bytes at once (MPI_Isend, MPI_Recv, MPI_Wait); t[usec] is the time"
                        + " of one message while the other direction is busy too, so it is no lone one-way time";
            case IMB_SENDRECV ->
                "IMB Sendrecv: each rank sends n bytes to one neighbour and receives n from the other in one"
                        + " MPI_Sendrecv; t_avg[usec] is one such exchange, both directions busy";
            case IMB_EXCHANGE ->
                "IMB Exchange: each rank sends n bytes to both neighbours and receives from both; t_avg[usec] is one"
                        + " such exchange of four messages per rank";
            case IMB_UNIBAND ->
                "IMB Uniband: windows of non-blocking sends one way; rates only, the time per message is n / rate, a"
                        + " gap, not a latency";
            case IMB_BIBAND ->
                "IMB Biband: windows both ways at once; the rate is the sum of both directions, halved here to one"
                        + " direction";
            case NETPIPE_5_PINGPONG -> netpipe("NetPIPE 5.x");
            case NETPIPE_3_PINGPONG -> netpipe("NetPIPE 3.7");
            case NETPIPE_MODE_NOT_RECORDED ->
                "NetPIPE does not record -s (stream one way) or -2 (both ways at once); the times are read as the"
                        + " default ping-pong's";
            case NETGAUGE_L ->
                "Netgauge's L is PRTT(1,0,s)/2 of the smallest size, half a round trip, not LogP's L; logp's L ="
                        + " RTT/2 - o_s - o_r is computed here from Netgauge's PRTT(1,0,s), o_s and o_r";
            case NETGAUGE_REPLY_SIZE ->
                "Netgauge's PRTT(1,0,s) sends s bytes and gets s bytes back; logp's T(n) gets 16 bytes back";
            case NETGAUGE_GAP_FIT ->
                "Netgauge fits g and G to (PRTT(n,0,s) - PRTT(1,0,s))/(n-1) over each protocol range it detects;"
                        + " g(s) = g + G s is its gap at s, logp's g(n) the plateau of the signature at n, with a"
                        + " window of requests instead of a train of n messages and one reply";
            case NETGAUGE_RECEIVE_OVERHEAD ->
                "Netgauge's o_r is measured at the receiver (time to receive n - 1 messages, the waits subtracted);"
                        + " logp's o_r is the cost a reply adds at the requester";
        };
    }

    private static String netpipe(String tool) {
        return tool + ": the time is half the round trip of a ping-pong with the same size both ways, averaged over"
                + " repetitions chosen to last a fixed time, at sizes perturbed by ±3 bytes around powers of two;"
                + " logp's RTT is a full round trip of a 16-byte request, and its T(n) carries n bytes one way and 16"
                + " back";
    }

    private static String units(ForeignNote.Units u) {
        return switch (u) {
            case IMB_DECIMAL_MBYTES -> "IMB's Mbytes/sec column is in 1e6 bytes/s, as logp's MB/s";
            case IMB_MEBIBYTES ->
                "IMB's Mbytes/sec column is in 2^20 bytes/s in this file (n/t says so); converted to logp's MB/s (1e6"
                        + " bytes/s)";
            case NETPIPE_5_GBPS ->
                "NetPIPE 5.x throughput is in Gbps (1e9 bits/s); logp's MB/s (1e6 bytes/s) are n / t";
            case NETPIPE_3_MBPS ->
                "NetPIPE 3.7 throughput is in Mbps of 2^20 bits/s; logp's MB/s (1e6 bytes/s) are n / t, and its times"
                        + " have 0.01 us resolution (8 decimals of a second)";
        };
    }
}
