package io.logp.data;

/**
 * How another suite's numbers differ from logp's, as its reader knows from the format: the tool's method (what its
 * time or rate measures) and its units (what its MB/s or Mbps mean). Said in words by the report, and in a comparison
 * beside the reference row; {@code fit FILE --json} gives each as a finding.
 */
public sealed interface ForeignNote permits ForeignNote.Method, ForeignNote.Units {

    /** What the tool's numbers measure, against logp's RTT, T(n) and g(n). */
    enum Method implements ForeignNote {
        /** osu_latency: half a blocking ping-pong's round trip, same size both ways. */
        OSU_LATENCY,
        /** osu_bw, osu_mbw_mr: a window of sends streamed one way; n / bandwidth is a gap. */
        OSU_BW,
        /** osu_bibw: windows both ways at once, the sum of both directions halved here. */
        OSU_BIBW,
        /** IMB PingPong: half the round trip of MPI_Send/MPI_Recv, same size both ways. */
        IMB_PINGPONG,
        /** IMB PingPing: both ranks send at once. */
        IMB_PINGPING,
        /** IMB Sendrecv: one MPI_Sendrecv to one neighbour and from the other. */
        IMB_SENDRECV,
        /** IMB Exchange: to and from both neighbours, four messages per rank. */
        IMB_EXCHANGE,
        /** IMB Uniband: windows one way, rates only. */
        IMB_UNIBAND,
        /** IMB Biband: windows both ways, the sum halved here. */
        IMB_BIBAND,
        /** NetPIPE 5.x: half a ping-pong's round trip at sizes perturbed around powers of two. */
        NETPIPE_5_PINGPONG,
        /** NetPIPE 3.7: the same as 5.x. */
        NETPIPE_3_PINGPONG,
        /** NetPIPE records neither -s nor -2: the times are read as the default ping-pong's. */
        NETPIPE_MODE_NOT_RECORDED,
        /** Netgauge's L is half of PRTT(1,0,s), not LogP's L. */
        NETGAUGE_L,
        /** Netgauge's PRTT(1,0,s) gets s bytes back; logp's T(n) 16. */
        NETGAUGE_REPLY_SIZE,
        /** Netgauge's g and G are fitted to trains of n messages per protocol range. */
        NETGAUGE_GAP_FIT,
        /** Netgauge's o_r is measured at the receiver. */
        NETGAUGE_RECEIVE_OVERHEAD
    }

    /** What the file's rate column means, and how it became logp's MB/s (1e6 bytes/s). */
    enum Units implements ForeignNote {
        /** IMB's Mbytes/sec is 1e6 bytes/s, as logp's MB/s. */
        IMB_DECIMAL_MBYTES,
        /** IMB's Mbytes/sec is 2^20 bytes/s in this file (n/t says so), converted. */
        IMB_MEBIBYTES,
        /** NetPIPE 5.x writes Gbps (1e9 bits/s); logp's MB/s are n / t. */
        NETPIPE_5_GBPS,
        /** NetPIPE 3.7 writes Mbps of 2^20 bits/s and times to 0.01 us; logp's MB/s are n / t. */
        NETPIPE_3_MBPS
    }
}
