package io.logp.report;

import io.logp.data.Estimate;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The table {@code overhead} prints: each way's o_s, o_r, g, L and RTT over the rounds, then each Java way against
 * C, as the median of the per-round differences and ratios with the ratio's range; and when some rounds ran that way
 * and C in different machine states ({@link MachineStates}), the same pairs again over the rounds that did not.
 */
public final class OverheadTable {

    private OverheadTable() {}

    public static void print(OverheadComparison c, PrintWriter out) {
        List<MpiWay> ways = c.ways();
        int rounds = c.roundCount();
        out.printf(
                Locale.ROOT,
                "The same request/reply protocol three ways, %d round%s (each way once per round, in turn); "
                        + "values in us, mean over rounds ± 95%% CI%n",
                rounds,
                rounds == 1 ? "" : "s");
        List<String> head = new ArrayList<>(List.of(""));
        for (MpiWay w : ways) head.add(w.label());
        List<List<String>> rows = new ArrayList<>();
        for (LogpParameter p : LogpParameter.values()) {
            List<String> row = new ArrayList<>(List.of(p.symbol()));
            for (MpiWay w : ways) row.add(estimate(c.across(w, p)));
            rows.add(row);
        }
        columns(out, head, rows);
        if (!ways.contains(MpiWay.C)) {
            out.println("(no C round measured: no differences or ratios)");
            return;
        }
        MachineStates states = MachineStates.of(c.rounds());
        for (MpiWay w : ways) {
            if (w == MpiWay.C) continue;
            out.println();
            out.printf(Locale.ROOT, "%s against c: medians of the per-round differences and ratios%n", w.label());
            paired(c, w, out);
            Set<Integer> mixed = states.mixed(c.rounds(), w, MpiWay.C);
            if (mixed.isEmpty()) continue;
            if (mixed.size() == c.roundCount()) {
                out.printf(
                        Locale.ROOT,
                        "every round ran %s and c in different machine states: the ratios describe the machine%n",
                        w.label());
                continue;
            }
            out.printf(
                    Locale.ROOT,
                    "round%s %s ran %s and c in different machine states (one RTT above %.1f x the best of its way,"
                            + " the other's within),%nwhere the ratios describe the machine; over the other %d:%n",
                    mixed.size() == 1 ? "" : "s",
                    mixed.stream().map(String::valueOf).collect(Collectors.joining(", ")),
                    w.label(),
                    MachineStates.SLOW_FACTOR,
                    c.roundCount() - mixed.size());
            paired(new OverheadComparison(states.agreeing(c.rounds(), w, MpiWay.C)), w, out);
        }
    }

    /** {@code way} against C: medians of the per-round differences and ratios. */
    private static void paired(OverheadComparison c, MpiWay way, PrintWriter out) {
        List<List<String>> paired = new ArrayList<>();
        for (LogpParameter p : LogpParameter.values()) {
            Optional<OverheadComparison.Paired> q = c.against(way, MpiWay.C, p);
            paired.add(List.of(
                    p.symbol(),
                    q.map(x -> String.format(Locale.ROOT, "%+.3f us", x.medianDifference()))
                            .orElse("-"),
                    q.filter(x -> Double.isFinite(x.medianRatio()))
                            .map(x -> String.format(Locale.ROOT, "%.2f", x.medianRatio()))
                            .orElse("-"),
                    q.filter(x -> Double.isFinite(x.minRatio()))
                            .map(x -> String.format(Locale.ROOT, "%.2f..%.2f", x.minRatio(), x.maxRatio()))
                            .orElse("-"),
                    q.map(x -> Integer.toString(x.pairs())).orElse("0")));
        }
        columns(out, List.of("", "difference", "ratio", "ratio range", "rounds"), paired);
    }

    private static String estimate(Estimate e) {
        if (!e.isKnown()) return "-";
        return e.hasCi()
                ? String.format(Locale.ROOT, "%.3f ± %.3f", e.value(), e.ci95())
                : String.format(Locale.ROOT, "%.3f", e.value());
    }

    private static void columns(PrintWriter out, List<String> head, List<List<String>> rows) {
        List<List<String>> all = new ArrayList<>();
        all.add(head);
        all.addAll(rows);
        for (String line : TextColumns.align(all, i -> false)) out.println(line);
    }
}
