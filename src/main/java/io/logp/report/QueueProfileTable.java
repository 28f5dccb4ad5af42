package io.logp.report;

import io.logp.analysis.ProfileCosts;
import io.logp.data.QueueProfile;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The queue profile as the paper tabulates it: per rank, messages received (expected and unexpected, short and
 * long), each queue's longest length and mean search depth; beside them what the searches cost, where a queues run
 * priced an entry. Figures the MPI did not expose are missing cells, and a note says why.
 */
public final class QueueProfileTable {

    private QueueProfileTable() {}

    public static Table of(String title, List<QueueProfile> ranks, ProfileCosts costs) {
        List<Column> columns = new ArrayList<>(List.of(
                Column.number("rank", "rank", Unit.NONE),
                Column.text("host", "host"),
                Column.number("received", "received", Unit.NONE),
                Column.number("expected", "expected", Unit.NONE),
                Column.number("unexpected", "unexpected", Unit.NONE),
                Column.number("unexpected_short", "unexp. short", Unit.NONE),
                Column.number("unexpected_long", "unexp. long", Unit.NONE),
                Column.number("posted_max", "posted max", Unit.NONE),
                Column.number("unexpected_max", "unexp. max", Unit.NONE),
                Column.number("posted_search_mean", "posted depth", Unit.NONE),
                Column.number("unexpected_search_mean", "unexp. depth", Unit.NONE)));
        if (costs.known()) {
            columns.add(Column.number("posted_match_ns", "posted match", Unit.NS));
            columns.add(Column.number("unexpected_match_ns", "unexp. match", Unit.NS));
        }
        Table.Builder t =
                Table.builder(title).columns(columns.toArray(Column[]::new)).keyColumns(1);
        for (QueueProfile p : ranks) {
            boolean q = p.queuesVisible();
            boolean split = q && p.eagerLimitKnown();
            var m = p.messages();
            List<Cell> row = new ArrayList<>(List.of(
                    Cell.of(p.rank()),
                    Cell.text(p.host()),
                    Cell.of(m.received()),
                    q ? Cell.of(m.expected()) : Cell.missing(),
                    q ? Cell.of(m.unexpected()) : Cell.missing(),
                    split ? Cell.of(m.unexpectedShort()) : Cell.missing(),
                    split ? Cell.of(m.unexpectedLong()) : Cell.missing(),
                    q ? Cell.of(p.posted().max()) : Cell.missing(),
                    q ? Cell.of(p.unexpected().max()) : Cell.missing(),
                    q ? Cell.of(p.posted().mean(), 2) : Cell.missing(),
                    q ? Cell.of(p.unexpected().mean(), 2) : Cell.missing()));
            if (costs.known()) {
                row.add(Cell.of(costs.postedMatchNs(p), 1));
                row.add(Cell.of(costs.unexpectedMatchNs(p), 1));
            }
            t.row(row);
        }
        for (String note : notes(ranks, costs)) t.note(note);
        return t.build();
    }

    /** What the profile of {@code ranks} is missing, each in the words of its note (queue_profile.json's list). */
    public static List<String> missing(List<QueueProfile> ranks) {
        return QueueProfile.missing(ranks).stream()
                .map(m -> words(m, ranks.get(0)))
                .toList();
    }

    private static String words(QueueProfile.Missing missing, QueueProfile first) {
        return switch (missing) {
            case QUEUES ->
                "missing: expected/unexpected, queue maxima and search depths: " + first.queuesNote()
                        + "; received counts, wildcards, probes and tests come from PMPI alone";
            case SHORT_LONG_SPLIT ->
                "missing: the short/long split: this MPI exposes no eager limit as a control variable";
        };
    }

    /** What the table does not show and why, where the split came from, what the library cost. */
    public static List<String> notes(List<QueueProfile> ranks, ProfileCosts costs) {
        List<String> notes = new ArrayList<>();
        if (ranks.isEmpty()) return notes;
        QueueProfile first = ranks.get(0);
        List<QueueProfile.Missing> missing = QueueProfile.missing(ranks);
        if (missing.contains(QueueProfile.Missing.QUEUES)) notes.add(words(QueueProfile.Missing.QUEUES, first));
        if (missing.contains(QueueProfile.Missing.SHORT_LONG_SPLIT)) {
            notes.add(words(QueueProfile.Missing.SHORT_LONG_SPLIT, first));
        } else {
            notes.add(String.format(
                    Locale.ROOT,
                    "short = at most %d bytes (%s); depths: entries a search passed, mean per search",
                    first.eagerLimitBytes(),
                    first.eagerLimitSource()));
        }
        long unclassified =
                ranks.stream().mapToLong(p -> p.messages().unclassified()).sum();
        if (unclassified > 0 && first.queuesVisible()) {
            notes.add(unclassified + " received messages are neither expected nor unexpected: posted inside "
                    + "MPI_Sendrecv_replace, where no read sees the post");
        }
        for (QueueProfile p : ranks) {
            if (p.end() != QueueProfile.End.FINALIZE) notes.add("rank " + p.rank() + ": " + end(p.end()));
        }
        double overhead =
                ranks.stream().mapToDouble(QueueProfile::overheadNs).max().orElse(Double.NaN);
        if (Double.isFinite(overhead)) {
            notes.add(String.format(
                    Locale.ROOT,
                    "the profiler added at most %.0f ns per receive (its bookkeeping, timed at MPI_Init on %d peers)",
                    overhead,
                    first.overheadPeers()));
        }
        if (costs.known()) {
            notes.add(String.format(
                    Locale.ROOT,
                    "match = mean depth x cost per entry (posted %.2f ns, unexpected %.2f ns, from %s)%s",
                    costs.postedPerEntryNs().value(),
                    costs.unexpectedPerEntryNs().value(),
                    costs.source().orElse("a queues run"),
                    costs.oR().isKnown()
                            ? String.format(
                                    Locale.ROOT,
                                    "; beside o_r = %.3f us",
                                    costs.oR().value())
                            : "; that run has no o_r"));
        }
        return notes;
    }

    static String end(QueueProfile.End end) {
        return switch (end) {
            case FINALIZE -> "ended with MPI_Finalize";
            case FINALIZE_TWICE -> "called MPI_Finalize twice (a program error; its record is from the first call)";
            case ABORT -> "called MPI_Abort";
            case EXIT_WITHOUT_FINALIZE -> "exited without MPI_Finalize (its counts up to the exit are kept)";
            case NO_MPI_INIT -> "never called MPI_Init";
        };
    }
}
