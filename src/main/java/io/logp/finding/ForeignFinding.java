package io.logp.finding;

import io.logp.data.ForeignNote;

/**
 * What reading and fitting another suite's table (OSU, IMB, NetPIPE, Netgauge) found: a parameter the table cannot
 * support, rows left out of the fit, cells the tool wrote as nan. Sizes in bytes, times in microseconds.
 */
public sealed interface ForeignFinding extends Finding {

    /**
     * The table never reaches the bandwidth regime, so no 1/Tc is given: it ends at {@code largestBytes}, below
     * {@code neededBytes} (64 KiB, or the size where the per-byte time n/R would pass the start-up time).
     */
    record NoBandwidthRegime(String table, int largestBytes, int neededBytes) implements ForeignFinding {}

    /**
     * The large-message regime from {@code fromBytes} bends upward: its line's start-up time is negative
     * ({@code t0Us}, beyond its CI), so its slope ({@code slopeRateMBps}) is no rate of the link; R is the rate
     * delivered at the largest size instead.
     */
    record CurvedBandwidthRegime(String table, int fromBytes, double t0Us, double slopeRateMBps)
            implements ForeignFinding {}

    /** The table has no small sizes (its smallest is {@code smallestBytes}, above 1 KiB), so no start-up time Ts. */
    record NoSmallSizes(String table, int smallestBytes) implements ForeignFinding {}

    /** The table has rates only (IMB Uniband, Biband): no time of one message, so no start-up time. */
    record NoTimeColumn(String table) implements ForeignFinding {}

    /** {@code rows} rows hold nan or inf where a number belongs; they are missing values, left out of the fits. */
    record MissingValues(String table, int rows, int firstBytes) implements ForeignFinding {}

    /** Size {@code nBytes} is written {@code lines} times; the fits use the median of its times. */
    record RepeatedSize(String table, int nBytes, int lines) implements ForeignFinding {}

    /**
     * The first {@code rows} rows (up to {@code lastBytes}) are far slower than the sizes after them, a warm-up
     * rather than the network: {@code timeUs} against {@code expectedUs} from the next sizes. Left out of the fits.
     */
    record WarmUpRows(String table, int rows, int lastBytes, double timeUs, double expectedUs)
            implements ForeignFinding {}

    /** The table stops early: at {@code lastBytes}, where {@code expectedBytes} was announced, or mid-line. */
    record TableCut(String table, int lastBytes, int expectedBytes, int line) implements ForeignFinding {}

    /** Netgauge wrote a negative g at {@code rows} sizes from {@code firstBytes}: its train fit does not hold there. */
    record NegativeGap(String table, int rows, int firstBytes) implements ForeignFinding {}

    /**
     * The tool measures otherwise than logp does ({@code method}: one-way against round trip, a stream against a
     * window, both directions busy): said so the table is compared like with like.
     */
    record OtherMethod(String table, ForeignNote.Method method) implements ForeignFinding {}

    /** The file's rates are in other units ({@code units}), converted to logp's MB/s (1e6 bytes/s). */
    record OtherUnits(String table, ForeignNote.Units units) implements ForeignFinding {}
}
