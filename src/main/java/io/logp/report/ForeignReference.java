package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.ForeignResult;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.ReferenceSeries;
import io.logp.data.RunSummary;
import io.logp.fit.FitException;
import io.logp.fit.ReferenceFits;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeFit;
import io.logp.format.foreign.ForeignFiles;
import io.logp.format.run.DataFormatException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Another suite's results as a reference row of a comparison: what its numbers say about logp's parameters, in
 * logp's units, with the notes that say how its method differs. Only what the tool measured is filled in:
 * <ul>
 *   <li>a ping-pong table (osu_latency, IMB PingPong, NetPIPE): RTT = twice the one-way time at the size nearest the
 *       small message ({@value #SMALL_MESSAGE_BYTES} bytes); T0 = 2 t0 (the round trip's start-up) and R = 1/slope
 *       (bytes that move one way per microsecond) of the large-message regime of its t(n), found as logp finds its
 *       own headline regime, else of the line t(n) = Ts + n Tc; the line is given in the note either way;</li>
 *   <li>IMB PingPing: R = 1 / Tc only (both directions busy: no lone round trip);</li>
 *   <li>osu_bw: g = n / bandwidth at the size nearest the small message (a windowed stream is issued at the gap),
 *       R from the line of n / bandwidth; osu_bibw: R per direction only;</li>
 *   <li>Netgauge loggp: o_s, o_r and g + G s at the smallest size, RTT = PRTT(1,0,s), L = RTT/2 - o_s - o_r (logp's
 *       L, not Netgauge's), T0 and R from PRTT(1,0,s).</li>
 * </ul>
 *
 * @param summary the comparison row
 * @param notes   the method differences, for the reader
 */
public record ForeignReference(RunSummary summary, List<String> notes) {

    /** logp's small message: 16 bytes (a 4-word payload). */
    static final int SMALL_MESSAGE_BYTES = 16;

    /** Every table of one file (an IMB output may hold two). */
    public static List<ForeignReference> read(Path file) throws IOException, DataFormatException {
        List<ForeignReference> refs = new ArrayList<>();
        for (ForeignResult r : ForeignFiles.read(file)) {
            try {
                refs.add(of(r));
            } catch (FitException e) {
                throw new DataFormatException(file, 0, e.getMessage(), e);
            }
        }
        return refs;
    }

    static ForeignReference of(ForeignResult result) throws FitException {
        return switch (result) {
            case ReferenceSeries s -> series(s);
            case NetgaugeLogGp g -> netgauge(g);
        };
    }

    private static ForeignReference series(ReferenceSeries s) throws FitException {
        TransferTimeFit line = ReferenceFits.line(s);
        Estimate rate = Double.isFinite(line.bandwidthMBps())
                ? Estimate.of(line.bandwidthMBps(), line.bandwidthCi95MBps())
                : Estimate.unknown();
        ReferenceSeries.Row small = ReferenceFits.nearest(s, SMALL_MESSAGE_BYTES);
        Estimate unknown = Estimate.unknown();
        List<String> notes =
                new ArrayList<>(s.notes().stream().map(ForeignNoteText::words).toList());
        RunSummary summary =
                switch (s.measure()) {
                    case ONE_WAY -> {
                        // Like with like: logp's headline T0 and R are its large-message regime's, so the table's are.
                        Optional<TransferRegime> large =
                                ReferenceFits.regimes(s).headline();
                        Estimate t0 = large.map(r -> Estimate.of(2 * r.t0().value(), 2 * r.t0().ci95()))
                                .orElse(Estimate.of(2 * line.tsUs(), 2 * line.tsCi95Us()));
                        Estimate r = large.map(TransferRegime::rateMBps).orElse(rate);
                        notes.add(String.format(
                                Locale.ROOT,
                                "%s: RTT = 2 x %.3f us, its one-way time at %d bytes; T0 = 2 t0 and R = 1/slope of its"
                                        + " large-message regime of t(n) (%s), as logp's headline T0 and R; its line"
                                        + " t(n) = Ts + n Tc gives Ts = %.3f us (over %d..%d bytes) and 1/Tc = %.0f MB/s"
                                        + " (over %d..%d bytes)",
                                s.label(),
                                small.timeUs(),
                                small.nBytes(),
                                large.map(g -> g.fromBytes() + ".." + g.toBytes() + " bytes")
                                        .orElse("none found: T0 = 2 Ts, R = 1/Tc"),
                                line.tsUs(),
                                line.tsFromBytes(),
                                line.tsToBytes(),
                                line.bandwidthMBps(),
                                line.tcFromBytes(),
                                line.tcToBytes()));
                        yield summary(
                                s,
                                unknown,
                                unknown,
                                unknown,
                                unknown,
                                Estimate.of(2 * small.timeUs(), 2 * small.ci95Us()),
                                t0,
                                r,
                                "one-way ping-pong, same size both ways");
                    }
                    case ONE_WAY_BOTH_SENDING ->
                        summary(s, unknown, unknown, unknown, unknown, unknown, unknown, rate, "both ranks sending");
                    case STREAM -> {
                        notes.add(String.format(
                                Locale.ROOT,
                                "%s: g = %.3f us, the time per message of the stream at %d bytes (n / bandwidth)",
                                s.label(),
                                small.timeUs(),
                                small.nBytes()));
                        yield summary(
                                s,
                                unknown,
                                unknown,
                                Estimate.of(small.timeUs(), Double.NaN),
                                unknown,
                                unknown,
                                unknown,
                                rate,
                                "windowed stream one way");
                    }
                    case BIDIRECTIONAL_STREAM ->
                        summary(s, unknown, unknown, unknown, unknown, unknown, unknown, rate, "streams both ways");
                };
        return new ForeignReference(summary, notes);
    }

    private static ForeignReference netgauge(NetgaugeLogGp g) {
        NetgaugeLogGp.Row first = g.rows().get(0);
        Estimate rtt = Estimate.of(first.prtt1Us(), Double.NaN);
        Estimate latency = Estimate.of(first.prtt1Us() / 2 - first.oSUs() - first.oRUs(), Double.NaN);
        Estimate[] t0AndRate = ReferenceFits.netgaugeStartUpAndRate(g);
        List<String> notes =
                new ArrayList<>(g.notes().stream().map(ForeignNoteText::words).toList());
        notes.add(String.format(
                Locale.ROOT,
                "%s: o_s, o_r, g + G s and RTT = PRTT(1,0,s) at s = %d bytes; L = %.3f/2 - %.3f - %.3f = %.3f us"
                        + " (Netgauge's own L column: %.3f us)",
                g.label(),
                first.nBytes(),
                first.prtt1Us(),
                first.oSUs(),
                first.oRUs(),
                latency.value(),
                first.halfRttUs()));
        RunSummary summary = new RunSummary(
                g.label(),
                RunSummary.Kind.REFERENCE,
                Estimate.of(first.oSUs(), Double.NaN),
                Estimate.of(first.oRUs(), Double.NaN),
                Estimate.of(first.gapAtSizeUs(), Double.NaN),
                latency,
                rtt,
                t0AndRate[0],
                t0AndRate[1],
                "LogGP from PRTT(n,d,s) trains, s bytes both ways");
        return new ForeignReference(summary, notes);
    }

    private static RunSummary summary(
            ReferenceSeries s,
            Estimate oS,
            Estimate oR,
            Estimate g,
            Estimate latency,
            Estimate rtt,
            Estimate t0,
            Estimate rate,
            String method) {
        return new RunSummary(s.label(), RunSummary.Kind.REFERENCE, oS, oR, g, latency, rtt, t0, rate, method);
    }
}
