package io.logp.report;

import io.logp.analysis.PairsAnalysis;
import io.logp.data.NetworkPath.Medium;
import io.logp.data.PairRtt;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * The pairs as tables: Culler et al.'s Table 3 (minimum, median and maximum RTT over the pairs, and the pairs where
 * they occur), by kind when the run has pairs on one host and across hosts; and, for the full text and the page,
 * every pair with its CI (and its short signature).
 */
public final class PairsTable {

    private PairsTable() {}

    /** Table 3, then every pair. */
    public static List<Table> tables(PairsAnalysis a) {
        return List.of(spread(a), everyPair(a));
    }

    /** Table 3 with the findings as its notes. */
    public static Table spread(PairsAnalysis a) {
        Table.Builder t = Table.builder("Round trip over all pairs (Culler et al., Table 3)")
                .keyColumns(1)
                .columns(
                        Column.text("pairs"),
                        Column.number("count", "count", Unit.NONE),
                        Column.estimate("min", "min", Unit.US),
                        Column.text("min_pair", "at"),
                        Column.number("median", "median", Unit.US),
                        Column.text("median_pair", "near"),
                        Column.estimate("max", "max", Unit.US),
                        Column.text("max_pair", "at"),
                        Column.number("max_minus_min", "max - min", Unit.US));
        for (PairsAnalysis.Spread s : a.spreads()) {
            t.row(
                    Cell.text(s.kind().label()),
                    Cell.of(s.count()),
                    Cell.of(s.min().rttUs(), s.min().ci95Us(), 2),
                    Cell.text(name(s.min())),
                    Cell.of(s.medianUs(), 2),
                    Cell.text(name(s.medianPair())),
                    Cell.of(s.max().rttUs(), s.max().ci95Us(), 2),
                    Cell.text(name(s.max())),
                    Cell.of(s.max().rttUs() - s.min().rttUs(), 2));
        }
        t.notes(FindingNotes.of(a.findings(), Medium.UNKNOWN));
        return t.build();
    }

    /** Every pair, in measured order. */
    public static Table everyPair(PairsAnalysis a) {
        boolean signatures = a.pairs().stream().anyMatch(p -> p.signature().isPresent());
        List<Column> columns = new ArrayList<>(List.of(
                Column.number("i", Symbol.of("i"), Unit.NONE),
                Column.number("j", Symbol.of("j"), Unit.NONE),
                Column.text("host_i", "host i"),
                Column.text("host_j", "host j"),
                Column.estimate("rtt", "RTT", Unit.US),
                Column.number("samples", "trials", Unit.NONE)));
        if (signatures)
            columns.addAll(List.of(
                    Column.estimate("o_s", Symbol.sub("o", "s"), Unit.US),
                    Column.estimate("g", Symbol.of("g"), Unit.US),
                    Column.estimate("o_r", Symbol.sub("o", "r"), Unit.US),
                    Column.estimate("L", Symbol.of("L"), Unit.US)));
        Table.Builder t = Table.builder("Every pair").keyColumns(2).columns(columns.toArray(Column[]::new));
        for (PairRtt p : a.pairs()) {
            List<Cell> row = new ArrayList<>(List.of(
                    Cell.of(p.i()),
                    Cell.of(p.j()),
                    Cell.text(p.hostI()),
                    Cell.text(p.hostJ()),
                    Cell.of(p.rttUs(), p.ci95Us(), 2),
                    Cell.of(p.samples())));
            if (signatures) {
                if (p.signature().isPresent()) {
                    var s = p.signature().get();
                    row.addAll(List.of(
                            Cell.of(s.oSUs(), s.oSCi95Us(), 3),
                            Cell.of(s.gUs(), s.gCi95Us(), 3),
                            Cell.of(s.oRUs(), s.oRCi95Us(), 3),
                            Cell.of(s.latencyUs(), s.latencyCi95Us(), 3)));
                } else {
                    for (int k = 0; k < 4; k++) row.add(Cell.missing());
                }
            }
            t.row(row);
        }
        return t.build();
    }

    /** "0-2 (a-c)", or "0-2" when both hosts are one. */
    static String name(PairRtt p) {
        return p.sameHost()
                ? p.i() + "-" + p.j() + " (" + p.hostI() + ")"
                : p.i() + "-" + p.j() + " (" + p.hostI() + "-" + p.hostJ() + ")";
    }
}
