package io.logp.data;

import java.util.List;

/**
 * Results another benchmark suite wrote, read into logp's units (times in microseconds, sizes in bytes, rates in MB/s
 * = 1e6 bytes/s), to stand beside a logp run as a reference. Each says which tool and format version it follows and
 * how its method differs from logp's.
 */
public sealed interface ForeignResult permits ReferenceSeries, NetgaugeLogGp {

    /** The tool and its version as the file names it (or the format version it follows), e.g. "OSU OMB 7.3". */
    String tool();

    /** The test within the tool, e.g. "osu_latency", "PingPong", "np.out", "loggp". */
    String test();

    /** How the numbers differ from logp's: one-way against round trip, a window, a different reply size, units. */
    List<ForeignNote> notes();

    /** A label for tables and charts: tool and test. */
    default String label() {
        return tool() + " " + test();
    }
}
