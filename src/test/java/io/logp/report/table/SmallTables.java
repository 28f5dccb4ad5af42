package io.logp.report.table;

import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;

/** Hand-made tables for the renderer tests: every kind of cell, words that need escaping, and a wide table. */
final class SmallTables {

    private SmallTables() {}

    /** Three parameters (one with a CI, one without, one unknown), a text row, words HTML and Markdown must escape. */
    static Table parameters() {
        return Table.builder("LogP <parameters> & \"friends\"")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", Unit.US),
                        Column.number("share", "o_s/T", Unit.NONE),
                        Column.text("note"))
                .row(Cell.text("o_s"), Cell.of(0.18512, 0.0081, 3), Cell.of(0.25, 2), Cell.text(""))
                .row(Cell.text("L"), Cell.of(12.3, 3), Cell.missing(), Cell.text("no CI: a|b, \"quoted\""))
                .row(Cell.text("RTT"), Cell.missing(), Cell.of(-0.04, 2), Cell.text("<script>alert(1)</script>"))
                .row(Cell.text("send-only"), Cell.text("M <= 4"), Cell.of(7), Cell.text("at D = 0"))
                .note("window", "16 requests")
                .note(
                        "warning UNCERTAIN_LATENCY",
                        "L = 0.300 ± 0.350 us is uncertain: its confidence interval includes 0 (o_r, from the curves"
                                + " above the plateau, is the uncertain part), so the latency is not known to better"
                                + " than its own size")
                .build();
    }

    /** Fourteen columns of numbers under three key columns: wider than any terminal. */
    static Table wide() {
        Table.Builder b = Table.builder("Collectives (a wide table)").keyColumns(3);
        b.columns(
                Column.text("op"),
                Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                Column.number("P", Symbol.of("P"), Unit.NONE));
        for (int i = 0; i < 11; i++) b.columns(Column.estimate("t" + i, "time number " + i, Unit.US));
        b.columns(Column.text("algorithm", "LogP algorithm"));
        for (int r = 0; r < 4; r++) {
            java.util.List<Cell> row = new java.util.ArrayList<>();
            row.add(Cell.text(r % 2 == 0 ? "MPI_Allreduce" : "MPI_Bcast"));
            row.add(Cell.of(1L << (10 * r)));
            row.add(Cell.of(r + 2));
            for (int i = 0; i < 11; i++) row.add(Cell.of(1234.5678 * (i + 1) / (r + 1), 12.3456 / (i + 1), 3));
            row.add(Cell.text("binomial tree over P ranks then a scatter of n/P bytes and an allgather of the rest"));
            b.row(row);
        }
        return b.build();
    }
}
