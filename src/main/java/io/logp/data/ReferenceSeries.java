package io.logp.data;

import java.util.List;
import java.util.Objects;

/**
 * One table of a ping-pong or bandwidth test of another suite (OSU, IMB, NetPIPE), converted to logp's units.
 *
 * @param tool    the tool and version, e.g. "OSU OMB 7.3", "IMB 2021.3", "NetPIPE 3.7"
 * @param test    the test, e.g. "osu_latency", "PingPong", "np.out"
 * @param measure what each row's time is
 * @param rows    by ascending size
 * @param notes   how the method differs from logp's
 */
public record ReferenceSeries(String tool, String test, Measure measure, List<Row> rows, List<ForeignNote> notes)
        implements ForeignResult {

    /** What the tool's time of one row means. */
    public enum Measure {
        /** Half a ping-pong round trip: the one-way time of a lone message (osu_latency, IMB PingPong, NetPIPE). */
        ONE_WAY,
        /** IMB PingPing: both ranks send at once; the time of one message while the other direction is busy too. */
        ONE_WAY_BOTH_SENDING,
        /** A window of messages streamed one way (osu_bw): the time per message is n / bandwidth, a gap, not a latency. */
        STREAM,
        /** Windows streamed both ways at once (osu_bibw): the bandwidth is the sum of both directions. */
        BIDIRECTIONAL_STREAM
    }

    /**
     * One size.
     *
     * @param nBytes   message size in bytes
     * @param timeUs   the time per message in microseconds (for a stream: n / bandwidth of one direction)
     * @param ci95Us   its 95% half-width, NaN when the tool gives none
     * @param rateMBps the rate the tool reports, in MB/s (1e6 bytes/s), NaN when it reports none
     */
    public record Row(int nBytes, double timeUs, double ci95Us, double rateMBps) {}

    public ReferenceSeries {
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(test, "test");
        Objects.requireNonNull(measure, "measure");
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
    }
}
