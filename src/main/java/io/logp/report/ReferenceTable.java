package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.NetgaugeLogGp;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.ReferenceSeries;
import io.logp.finding.Finding;
import io.logp.fit.ForeignTableFit;
import io.logp.format.foreign.ForeignTable;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;

/** The tables {@code logp fit FILE} prints for another suite's output: what logp fits to it, and how it differs. */
public final class ReferenceTable {

    private static final int US_DECIMALS = 3;
    private static final int RATE_DECIMALS = 0;
    private static final String NOTE = "note";

    private ReferenceTable() {}

    /** A table of the file in full: its rows, then what logp fits to them (Ts, R, regimes, breaks, warnings). */
    public static List<Table> tables(ForeignTable table, ForeignTableFit fit) {
        List<Table> out = new ArrayList<>();
        switch (table.result()) {
            case ReferenceSeries s -> out.add(rows(s));
            case NetgaugeLogGp g -> out.add(rows(g));
        }
        out.addAll(fitted(table, fit));
        return out;
    }

    private static Table rows(ReferenceSeries s) {
        int first = s.rows().isEmpty() ? 0 : s.rows().get(0).nBytes();
        int last = s.rows().isEmpty() ? 0 : s.rows().getLast().nBytes();
        Table.Builder rows = Table.builder(s.label() + " (" + describe(s.measure()) + "): "
                        + s.rows().size() + " sizes, " + first + ".." + last + " bytes, times per message")
                .columns(
                        Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                        Column.number("time", "time", Unit.US),
                        Column.number("rate", "rate", Unit.MB_PER_S));
        for (ReferenceSeries.Row r : s.rows())
            rows.row(Cell.of(r.nBytes()), Cell.of(r.timeUs(), US_DECIMALS), Cell.of(r.rateMBps(), 1));
        s.notes().forEach(n -> rows.note(NOTE, ForeignNoteText.words(n)));
        return rows.build();
    }

    /** Ts, R and the peak; the regimes of t(n) = T0 + n / R; the breaks; the findings as notes. */
    private static List<Table> fitted(ForeignTable table, ForeignTableFit fit) {
        Table.Builder line = Table.builder(table.title() + ": start-up time and large-message rate")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", Unit.NONE),
                        Column.text("unit"))
                .row(Cell.text("Ts"), estimate(fit.tsUs(), US_DECIMALS), Cell.text("us"))
                .row(Cell.text("R = 1/Tc"), estimate(fit.rateMBps(), RATE_DECIMALS), Cell.text("MB/s"))
                .row(
                        Cell.text("peak rate"),
                        Cell.of(fit.peakMBps(), RATE_DECIMALS),
                        Cell.text("MB/s at " + fit.peakBytes() + " B"));
        for (Finding f : table.findings()) line.note(f.code().name(), FindingText.words(f, Medium.UNKNOWN));
        for (Finding f : fit.findings()) line.note(f.code().name(), FindingText.words(f, Medium.UNKNOWN));
        Table.Builder regimes = Table.builder("regimes of t(n) = T0 + n / R")
                .columns(
                        Column.text("sizes", "sizes (bytes)"),
                        Column.estimate("T0", Symbol.indexed("T", 0), Unit.US),
                        Column.estimate("R", Symbol.of("R"), Unit.MB_PER_S));
        for (ForeignTableFit.Regime r : fit.regimes()) {
            regimes.row(
                    Cell.text(r.fromBytes() + ".." + r.toBytes()),
                    estimate(r.t0Us(), US_DECIMALS),
                    estimate(r.rateMBps(), RATE_DECIMALS));
        }
        Table.Builder breaks = Table.builder("breaks of t(n)")
                .columns(
                        Column.text("between", "between (bytes)"),
                        Column.text("kind"),
                        Column.estimate("step", "step", Unit.US),
                        Column.estimate("before", "R before", Unit.MB_PER_S),
                        Column.estimate("after", "R after", Unit.MB_PER_S));
        for (ForeignTableFit.Break b : fit.breaks()) {
            breaks.row(
                    Cell.text(b.afterBytes() + " / " + b.atBytes()),
                    Cell.text(kind(b.kind())),
                    estimate(b.stepUs(), US_DECIMALS),
                    estimate(b.rateBeforeMBps(), RATE_DECIMALS),
                    estimate(b.rateAfterMBps(), RATE_DECIMALS));
        }
        if (fit.breaks().isEmpty()) breaks.note("none: one line holds every size within its noise");
        return List.of(line.build(), regimes.build(), breaks.build());
    }

    private static String kind(ForeignTableFit.Kind k) {
        return switch (k) {
            case STEP_UP -> "step up";
            case STEP_DOWN -> "step down";
            case RATE_CHANGE -> "rate change";
        };
    }

    /** Netgauge's LogGP table with logp's L beside Netgauge's. */
    private static Table rows(NetgaugeLogGp g) {
        Table.Builder rows = Table.builder(g.label() + " (LogGP per size)")
                .columns(
                        Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                        Column.number("prtt1", "PRTT(1,0,s)", Unit.US),
                        Column.number("o_s", Symbol.sub("o", "s"), Unit.US),
                        Column.number("o_r", Symbol.sub("o", "r"), Unit.US),
                        Column.number("gap", "g+G*s", Unit.US),
                        Column.number("G", Symbol.of("G"), Unit.NS_PER_BYTE),
                        Column.number("L_logp", "L (logp)", Unit.US),
                        Column.number("L_netgauge", "L (Netgauge)", Unit.US));
        for (NetgaugeLogGp.Row r : g.rows()) {
            rows.row(
                    Cell.of(r.nBytes()),
                    Cell.of(r.prtt1Us(), US_DECIMALS),
                    Cell.of(r.oSUs(), US_DECIMALS),
                    Cell.of(r.oRUs(), US_DECIMALS),
                    Cell.of(r.gapAtSizeUs(), US_DECIMALS),
                    Cell.of(
                            BulkTable.perByteNs(Estimate.of(r.gPerByteUs(), Double.NaN))
                                    .value(),
                            BulkTable.PER_BYTE_DECIMALS),
                    Cell.of(r.prtt1Us() / 2 - r.oSUs() - r.oRUs(), US_DECIMALS),
                    Cell.of(r.halfRttUs(), US_DECIMALS));
        }
        g.notes().forEach(n -> rows.note(NOTE, ForeignNoteText.words(n)));
        rows.note(NOTE, "Ts and R below are fitted to the one-way time PRTT(1,0,s)/2");
        return rows.build();
    }

    private static Cell estimate(Estimate e, int decimals) {
        return Cell.of(e.value(), e.ci95(), decimals);
    }

    private static String describe(ReferenceSeries.Measure m) {
        return switch (m) {
            case ONE_WAY -> "one-way: half a ping-pong round trip";
            case ONE_WAY_BOTH_SENDING -> "one message while both ranks send";
            case STREAM -> "a windowed stream one way: n / bandwidth";
            case BIDIRECTIONAL_STREAM -> "streams both ways: n / (bandwidth / 2)";
        };
    }
}
