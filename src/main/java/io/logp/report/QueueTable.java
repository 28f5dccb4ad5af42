package io.logp.report;

import io.logp.analysis.QueueAnalysis;
import io.logp.fit.QueueCost;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.List;
import java.util.Locale;

/**
 * The MPI queue costs as a table: per queue, the search cost of one entry (the slope of the round trip against the
 * queue depth Q), the half round trip with an empty queue, the deepest queue, and how many entries o_r is worth.
 */
public final class QueueTable {

    private QueueTable() {}

    public static List<Table> tables(QueueAnalysis a) {
        Table.Builder t = Table.builder("MPI queue costs: half round trip against queue depth Q")
                .columns(
                        Column.text("queue"),
                        Column.estimate("per_entry", "per entry", Unit.NS),
                        Column.estimate("base", "at Q = 0", Unit.US),
                        Column.number("q_max", "Q up to", Unit.NONE),
                        Column.number("entries_per_o_r", "o_r in entries", Unit.NONE));
        for (QueueCost c : a.costs()) {
            t.row(
                    Cell.text(c.curve()),
                    Cell.of(c.perEntryNs().value(), c.perEntryNs().ci95(), 2),
                    Cell.of(c.baseUs().value(), c.baseUs().ci95(), 3),
                    Cell.of(c.qMax()),
                    Cell.of(a.entriesPerOR(c), 0));
        }
        t.note("per entry: the slope of the round trip against Q (one search of the loaded queue per round trip)");
        if (a.oR().isKnown())
            t.note(String.format(
                    Locale.ROOT,
                    "o_r in entries: o_r = %.3f us of this run over the cost per entry, where that cost is above 0"
                            + " beyond its CI",
                    a.oR().value()));
        return List.of(t.build());
    }
}
