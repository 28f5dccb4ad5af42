package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.NetworkPath.Medium;
import io.logp.fit.BulkParameters;
import io.logp.fit.BulkSize;
import io.logp.fit.TransferRegime;
import io.logp.fit.TransferTimeRegimes;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.List;
import java.util.Map;

/**
 * The bulk-transfer part of the LogP tables, as data: the headline T0, R and G; the regimes of T(n) for stores (and
 * gets) with the breaks between them; the per-size T(n), o_s(n), o_r(n), g(n) with how o_s(n) grows and the
 * findings.
 */
public final class BulkTable {

    /** G per byte in nanoseconds: 0.0743 ns/B over shared memory keeps three significant digits. */
    public static final int PER_BYTE_DECIMALS = 4;

    public static final String PER_BYTE_UNIT = "ns/B";

    private static final int US_DECIMALS = 3;
    private static final int RATE_DECIMALS = 0;
    private static final double NS_PER_US = 1e3;

    private BulkTable() {}

    /**
     * @param bulk    the store fit
     * @param regimes T(n) regimes by kind ("store", "get")
     */
    public static List<Table> tables(BulkParameters bulk, Map<String, TransferTimeRegimes> regimes) {
        return List.of(headline(bulk), regimes(regimes), sizes(bulk));
    }

    /** G per byte, from microseconds to the unit every table and the summary show it in. */
    public static Estimate perByteNs(Estimate gPerByteUs) {
        return Estimate.of(gPerByteUs.value() * NS_PER_US, gPerByteUs.ci95() * NS_PER_US);
    }

    private static Table headline(BulkParameters bulk) {
        String over =
                bulk.rateRegime().map(r -> "large-message regime, " + range(r)).orElse("no regime with a line");
        String t0Over = bulk.t0Regime()
                .map(r -> r.equals(bulk.rateRegime().orElse(null))
                        ? over
                        : "regime below the large messages (whose intercept is negative), " + range(r))
                .orElse(over);
        String gOver = bulk.gPerByte().isKnown()
                ? "slope of g(n), " + bulk.gFromBytes() + ".." + bulk.gToBytes() + " bytes"
                : "";
        Estimate g = perByteNs(bulk.gPerByte());
        return Table.builder("Bulk transfers (store: each request carries n bytes)")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", Unit.NONE),
                        Column.text("unit"),
                        Column.text("over"))
                .row(Cell.text("T0"), estimate(bulk.t0(), US_DECIMALS), Cell.text("us"), Cell.text(t0Over))
                .row(Cell.text("R"), estimate(bulk.rateMBps(), RATE_DECIMALS), Cell.text("MB/s"), Cell.text(over))
                .row(Cell.text("G"), estimate(g, PER_BYTE_DECIMALS), Cell.text(PER_BYTE_UNIT), Cell.text(gOver))
                .build();
    }

    private static Table regimes(Map<String, TransferTimeRegimes> regimes) {
        Table.Builder t = Table.builder("Regimes of T(n): T(n) = T0 + n / R over each")
                .keyColumns(2)
                .columns(
                        Column.text("kind"),
                        Column.text("sizes", "sizes (bytes)"),
                        Column.estimate("T0", Symbol.indexed("T", 0), Unit.US),
                        Column.estimate("R", Symbol.of("R"), Unit.MB_PER_S),
                        Column.text("note"));
        regimes.forEach((kind, r) -> {
            for (TransferRegime regime : r.regimes()) {
                t.row(
                        Cell.text(kind),
                        Cell.text(regime.fromBytes() + ".." + regime.toBytes()),
                        estimate(regime.startUp(), US_DECIMALS),
                        estimate(regime.rateMBps(), RATE_DECIMALS),
                        Cell.text(shortNote(regime)));
            }
        });
        regimes.forEach((kind, r) ->
                r.breaks().forEach(b -> t.note("break (" + kind + ")", FindingText.words(b, Medium.UNKNOWN))));
        regimes.forEach((kind, r) -> r.smallMessagePath()
                .ifPresent(p -> t.note("small message (" + kind + ")", FindingText.words(p, Medium.UNKNOWN))));
        return t.build();
    }

    private static Table sizes(BulkParameters bulk) {
        Table.Builder t = Table.builder("Bulk sizes: round trip T(n) and the LogP parameters at each n")
                .columns(
                        Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                        Column.estimate("T", "T(n)", Unit.US),
                        Column.estimate("o_s", "o_s(n)", Unit.US),
                        Column.estimate("o_r", "o_r(n)", Unit.US),
                        Column.estimate("g", "g(n)", Unit.US),
                        Column.number("o_s_share", "o_s/T", Unit.NONE),
                        Column.text("note"));
        for (BulkSize s : bulk.sizes()) {
            t.row(
                    Cell.of(s.nBytes()),
                    estimate(s.rtt(), US_DECIMALS),
                    estimate(s.oS(), US_DECIMALS),
                    estimate(s.oR(), US_DECIMALS),
                    estimate(s.g(), US_DECIMALS),
                    Cell.of(s.busyShare(), 2),
                    Cell.text(s.hidden().map(BulkFindingText::gapHidden).orElse("")));
        }
        t.notes(FindingNotes.of(bulk.findings(), Medium.UNKNOWN));
        return t.build();
    }

    private static Cell estimate(Estimate e, int decimals) {
        return Cell.of(e.value(), e.ci95(), decimals);
    }

    private static String range(TransferRegime r) {
        return r.fromBytes() + ".." + r.toBytes() + " bytes";
    }

    /** The first clause of a T0 note: the table has no room for the explanation, which the findings carry. */
    private static String shortNote(TransferRegime r) {
        if (!r.hasLine()) return "a single size: no line, so no T0 or R";
        String note = r.t0Finding().map(BulkFindingText::t0).orElse("");
        int colon = note.indexOf(':');
        return colon > 0 ? note.substring(0, colon) : note;
    }
}
