package io.logp.report;

import io.logp.analysis.MachineStates;
import io.logp.analysis.OverheadComparison;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import io.logp.report.table.Tables;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tables {@code overhead} prints: each way's o_s, o_r, g, L and RTT over the rounds, then each Java way against
 * C, as the median of the per-round differences and ratios with the ratios' range; and when some rounds ran that way
 * and C in different machine states ({@link MachineStates}), the same pairs again over the rounds that did not.
 */
public final class OverheadTable {

    private static final int US_DECIMALS = 3;
    private static final int RATIO_DECIMALS = 2;

    private OverheadTable() {}

    /** Prints {@link #tables} as text. */
    public static void print(OverheadComparison c, PrintWriter out) {
        out.print(Tables.text(tables(c)));
        out.flush();
    }

    public static List<Table> tables(OverheadComparison c) {
        List<MpiWay> ways = c.ways();
        int rounds = c.roundCount();
        Table.Builder across = Table.builder(String.format(
                        Locale.ROOT,
                        "The same request/reply protocol %d ways, %d round%s (each way once per round, in turn):"
                                + " mean over rounds ± 95%% CI",
                        ways.size(),
                        rounds,
                        rounds == 1 ? "" : "s"))
                .columns(Column.text("parameter"));
        for (MpiWay w : ways) across.columns(Column.estimate(w.label(), w.label(), Unit.US));
        for (LogpParameter p : LogpParameter.values()) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(p.symbol())));
            for (MpiWay w : ways)
                row.add(Cell.of(c.across(w, p).value(), c.across(w, p).ci95(), US_DECIMALS));
            across.row(row);
        }
        if (!ways.contains(MpiWay.C)) across.note("no C round measured: no differences or ratios");
        List<Table> tables = new ArrayList<>(List.of(across.build()));
        if (!ways.contains(MpiWay.C)) return tables;
        MachineStates states = MachineStates.of(c.rounds());
        for (MpiWay w : ways) {
            if (w == MpiWay.C) continue;
            String title = w.label() + " against c: medians of the per-round differences and ratios";
            Set<Integer> mixed = states.mixed(c.rounds(), w, MpiWay.C);
            if (mixed.isEmpty()) {
                tables.add(paired(c, w, title).build());
            } else if (mixed.size() == c.roundCount()) {
                tables.add(paired(c, w, title)
                        .note("every round ran " + w.label()
                                + " and c in different machine states: the ratios describe the machine")
                        .build());
            } else {
                int agreeing = c.roundCount() - mixed.size();
                tables.add(paired(c, w, title)
                        .note(String.format(
                                Locale.ROOT,
                                "round%s %s ran %s and c in different machine states (one RTT above %.1f x the best of"
                                        + " its way, the other's within), where the ratios describe the machine; the"
                                        + " next table is over the other %d",
                                mixed.size() == 1 ? "" : "s",
                                mixed.stream().map(String::valueOf).collect(Collectors.joining(", ")),
                                w.label(),
                                MachineStates.SLOW_FACTOR,
                                agreeing))
                        .build());
                tables.add(paired(
                                new OverheadComparison(states.agreeing(c.rounds(), w, MpiWay.C)),
                                w,
                                w.label() + " against c over the other " + agreeing + " rounds, in one machine state")
                        .build());
            }
        }
        return tables;
    }

    /** {@code way} against C: medians of the per-round differences and ratios. */
    private static Table.Builder paired(OverheadComparison c, MpiWay way, String title) {
        Table.Builder t = Table.builder(title)
                .columns(
                        Column.text("parameter"),
                        Column.number("difference", "difference", Unit.US),
                        Column.number("ratio", "ratio", Unit.NONE),
                        Column.number("ratio_min", "ratio from", Unit.NONE),
                        Column.number("ratio_max", "ratio to", Unit.NONE),
                        Column.number("rounds", "rounds", Unit.NONE));
        for (LogpParameter p : LogpParameter.values()) {
            Optional<OverheadComparison.Paired> q = c.against(way, MpiWay.C, p);
            t.row(
                    Cell.text(p.symbol()),
                    q.map(x -> Cell.signed(x.medianDifference(), US_DECIMALS)).orElse(Cell.missing()),
                    q.map(x -> Cell.of(x.medianRatio(), RATIO_DECIMALS)).orElse(Cell.missing()),
                    q.map(x -> Cell.of(x.minRatio(), RATIO_DECIMALS)).orElse(Cell.missing()),
                    q.map(x -> Cell.of(x.maxRatio(), RATIO_DECIMALS)).orElse(Cell.missing()),
                    Cell.of(q.map(OverheadComparison.Paired::pairs).orElse(0)));
        }
        return t;
    }
}
