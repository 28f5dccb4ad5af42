package io.logp.report;

import io.logp.data.CollectiveDoubt;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * Every term logp's screen, tables and pages show, explained once: the LogP parameters, the bulk, ping-pong and
 * collectives terms, and the statistics. A typed list, so that the command line ({@code help glossary}) and a page
 * render the same entries.
 */
public final class Glossary {

    /**
     * One term and what it means.
     *
     * @param term    as the screen shows it
     * @param meaning one or a few sentences, plain text
     */
    public record Entry(String term, String meaning) {
        public Entry {
            if (term == null || term.isBlank()) throw new IllegalArgumentException("a glossary term is blank");
            if (meaning == null || meaning.isBlank()) throw new IllegalArgumentException(term + " has no meaning");
        }
    }

    /** Width of the term column in {@link #text}; a longer term gets a line of its own. */
    static final int TERM_WIDTH = 22;

    /** The entry the doubt column's entries follow. */
    private static final String DOUBTS_AFTER = "wait_up";

    private static final List<Entry> ENTRIES = entries(List.of(
            // LogP (Culler et al.) and the signature it is read from
            new Entry(
                    "o_s",
                    "Send overhead: the time the sender's processor is busy handing one small message to the network;"
                            + " it can do nothing else meanwhile. Read from the signature's send-only range at D = 0."),
            new Entry(
                    "o_r",
                    "Receive overhead: the time the receiver's processor is busy taking one small message in. Read"
                            + " from the steady cost of the curves with D above Idle: cost - D - o_s."),
            new Entry(
                    "g",
                    "Gap: the least time between two messages of one processor, so 1/g is its small-message rate."
                            + " Read from the plateau of the D = 0 curve."),
            new Entry(
                    "L",
                    "Latency: the time a small message spends between the two processors beyond both overheads,"
                            + " L = RTT/2 - o_s - o_r."),
            new Entry("RTT", "Round-trip time of one small request and its reply: 2 (o_s + L + o_r)."),
            new Entry(
                    "Idle",
                    "g - o_s - o_r: the part of each gap in which the processor could compute without lowering the"
                            + " message rate."),
            new Entry(
                    "signature",
                    "The cost per message (elapsed time / M) against M, one curve per D. Small M shows o_s, a long"
                            + " D = 0 run the gap g, a D above Idle o_s + o_r + D."),
            new Entry("M", "Requests issued in one timed loop of the signature."),
            new Entry("D", "Compute time, in us, between two requests of the signature's loop; one curve per D."),
            new Entry(
                    "steady cost",
                    "The cost per message a curve of the signature settles at for large M; the M range it was read"
                            + " from is shown beside it."),
            new Entry(
                    "window",
                    "Requests that may be outstanding (sent, reply not yet handled) before issuing stalls"
                            + " (--window). A plateau set by the window rather than by g is flagged."),
            // bulk transfers (LogGP)
            new Entry(
                    "store",
                    "A bulk transfer whose request carries n bytes to the responder, which answers with a small"
                            + " reply."),
            new Entry("get", "A bulk transfer whose small request is answered by a reply of n bytes."),
            new Entry(
                    "T(n)",
                    "The round trip of a store or get of n bytes, fitted as T0 + n/R within each protocol regime."),
            new Entry(
                    "T0",
                    "Start-up time of a bulk transfer, in us: T(n) of the large-message regime extrapolated to"
                            + " n = 0."),
            new Entry(
                    "R",
                    "Peak transfer rate of the large-message regime, in MB/s (10^6 bytes per second): the inverse"
                            + " slope of T(n)."),
            new Entry(
                    "G",
                    "Gap per byte (LogGP), in ns/B (nanoseconds per byte): the slope of g(n) against n; 1/G is the"
                            + " rate one processor sustains with long messages."),
            new Entry(
                    "o_s(n), o_r(n), g(n)",
                    "The overheads and the gap with messages of n bytes, from the signature at each size."),
            new Entry(
                    "regime",
                    "A range of message sizes over which T(n) follows one straight line. An MPI changes protocol"
                            + " between regimes (eager to rendezvous, or another transport)."),
            new Entry(
                    "break",
                    "Where one regime ends and the next begins, written as the last size of one and the first of"
                            + " the next (e.g. 4096..6144 B): the protocol changes there and T(n) jumps or bends."),
            // ping-pong (Luecke et al.)
            new Entry(
                    "Ts",
                    "Start-up time of the line TransferTime = Ts + Tc n fitted to the ping-pong's one-way times,"
                            + " in us; also read from other suites' files."),
            new Entry("Tc", "Time per byte of that line, in us/B; 1/Tc is the bandwidth."),
            new Entry(
                    "npp",
                    "Pings per timing: the ping-pongs timed together by one pair of clock reads, the time divided by"
                            + " 2 npp, so that the clock's resolution is a small part of it (Luecke et al.). Estimated"
                            + " by the res_npp rule unless --npp is given."),
            new Entry(
                    "filtered",
                    "The statistics again after dropping the trials above --cut-coef x the median of all trials."),
            // collectives (MPIPerf, Kurnosov)
            new Entry(
                    "wait_up",
                    "WaitPatternUp, MPIPerf's timer check: a collective without communication in which member i"
                            + " busy-waits (i + 1) us, so it should take P us. Its partner wait_null (WaitPatternNull)"
                            + " returns at once and should take 0 us. A departure shows that the clocks or the launch"
                            + " schedule cannot be trusted."),
            new Entry(
                    "loop of k",
                    "The time per launch the way other suites measure it: a barrier, then K launches back to back"
                            + " (--loop-k), the mean per launch on rank 0 ('loop of k, rank 0') and the largest over"
                            + " all ranks ('loop of k, slowest'), in us. Kept beside the synchronised time for"
                            + " comparison."),
            new Entry(
                    "meas/LogP",
                    "A collective's measured time over the time its LogP model predicts from o_s, o_r, g, L and"
                            + " T(n)."),
            // statistics and the run
            new Entry(
                    "CI",
                    "Confidence interval: in 'value ± CI' the CI is the half-width of the value's 95% confidence"
                            + " interval, unless the heading names another level."),
            new Entry(
                    "CV",
                    "Coefficient of variation: the standard deviation as a percentage of the mean, the spread of"
                            + " single trials."),
            new Entry(
                    "RSE",
                    "Relative standard error: the standard error of the mean over the mean, in percent; how"
                            + " precisely the mean is known."),
            new Entry(
                    "warning codes",
                    "Each warning names a code (e.g. RTT_DRIFT) explained in docs/warnings.md; the summary lists a"
                            + " few and counts the rest, and 'report DIR' prints them all.")));

    private Glossary() {}

    /** Every entry, in the order a run shows its parts: LogP, bulk, ping-pong, collectives, statistics. */
    public static List<Entry> entries() {
        return ENTRIES;
    }

    /** The written entries, with the doubt column and its marks after wait_up, taken from {@link CollectiveDoubt}. */
    private static List<Entry> entries(List<Entry> written) {
        List<Entry> all = new ArrayList<>();
        for (Entry e : written) {
            all.add(e);
            if (e.term().equals(DOUBTS_AFTER)) all.addAll(doubts());
        }
        return List.copyOf(all);
    }

    /** The doubt column and each of its marks, with the legend the collectives notes print. */
    static List<Entry> doubts() {
        List<Entry> doubts = new ArrayList<>();
        StringJoiner marks = new StringJoiner(", ");
        for (CollectiveDoubt d : CollectiveDoubt.values()) marks.add(d.mark());
        doubts.add(new Entry(
                "doubt",
                "The collectives table's column of marks (" + marks + ") for a row not to take at face value."));
        for (CollectiveDoubt d : CollectiveDoubt.values()) {
            String meaning = CollectiveFindingText.meaning(d, null);
            doubts.add(new Entry(
                    "doubt " + d.mark(), Character.toUpperCase(meaning.charAt(0)) + meaning.substring(1) + "."));
        }
        return doubts;
    }

    /** The glossary as text {@code width} columns wide: each term, its meaning wrapped beside it. */
    public static String text(int width) {
        StringBuilder out = new StringBuilder("Terms logp prints on the screen, in its tables and in report.html:\n\n");
        int meaningWidth = Math.max(20, width - TERM_WIDTH);
        String indent = " ".repeat(TERM_WIDTH);
        for (Entry e : ENTRIES) {
            List<String> lines = wrap(e.meaning(), meaningWidth);
            if (e.term().length() < TERM_WIDTH - 1) {
                out.append(String.format(Locale.ROOT, "%-" + TERM_WIDTH + "s", e.term()));
            } else {
                out.append(e.term()).append('\n').append(indent);
            }
            out.append(lines.get(0)).append('\n');
            for (String line : lines.subList(1, lines.size()))
                out.append(indent).append(line).append('\n');
        }
        return out.toString();
    }

    /** {@code text} in lines of at most {@code width} characters, broken at spaces (a longer word stays whole). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" +")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
