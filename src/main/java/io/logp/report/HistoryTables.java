package io.logp.report;

import io.logp.analysis.History;
import io.logp.analysis.HistoryParameter;
import io.logp.analysis.HistoryRun;
import io.logp.analysis.SystemIdentity;
import io.logp.data.NetworkPath;
import io.logp.fit.HistoryBands;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** A machine's history in tables and words: one table of runs and one of bands per system, and what was left out. */
public final class HistoryTables {

    private static final String RUN = "run";
    private static final String MOVED = "moved";
    private static final int DECIMALS = 3;

    private HistoryTables() {}

    /**
     * The system in one line, as every table and chart of it is titled: its key's parts, each once (a simulated run's
     * hosts and medium are both "simulated", which the key keeps apart and a title need not say twice).
     */
    public static String title(SystemIdentity system) {
        java.util.Set<String> parts = new java.util.LinkedHashSet<>();
        parts.add(String.join(",", system.hosts()));
        parts.add(system.mpi());
        parts.add(system.medium());
        if (!system.transport().isEmpty()) parts.add(system.transport());
        return String.join(" | ", parts);
    }

    /** The parameters any run of the system has a value of. */
    public static List<HistoryParameter> shown(History.SystemHistory system) {
        return java.util.Arrays.stream(HistoryParameter.values())
                .filter(system::has)
                .toList();
    }

    /** Every run of the system with its values and CIs, a value marked where the run left the band. */
    public static Table runs(History.SystemHistory system) {
        List<HistoryParameter> shown = shown(system);
        Table.Builder t = Table.builder(
                        title(system.system()) + ": " + count(system.runs().size(), "run") + " in time order")
                .keyColumns(2);
        List<Column> columns = new ArrayList<>(List.of(Column.text(RUN, RUN), Column.text("date", "date")));
        for (HistoryParameter p : shown)
            columns.add(ParameterColumns.estimate(key(p), p).withMark(MOVED));
        t.columns(columns.toArray(Column[]::new));
        for (int i = 0; i < system.runs().size(); i++) {
            HistoryRun run = system.runs().get(i);
            List<Cell> cells = new ArrayList<>(List.of(Cell.text(run.runId()), Cell.text(run.date())));
            for (HistoryParameter p : shown) cells.add(cell(system.series(p).get(i)));
            t.row(cells);
        }
        t.note(
                Cell.MARK,
                "the run's value, its own 95% CI included, lies outside the band of the runs before it (their"
                        + " between-launch interval, over at least " + HistoryBands.MIN_BASELINE
                        + " runs since the parameter last moved): PARAMETER_MOVED");
        return t.build();
    }

    /** Each parameter's band now: the level it is at, since which run, over how many runs. */
    public static Table bands(History.SystemHistory system) {
        Table.Builder t = Table.builder(title(system.system()) + ": the band a next run should fall in")
                .keyColumns(1)
                .columns(
                        Column.text("parameter", "parameter"),
                        Column.estimate("band", "band", Unit.NONE),
                        Column.number("runs", "runs", Unit.NONE),
                        Column.text("since", "since run"),
                        Column.estimate("last", "last run", Unit.NONE));
        for (HistoryParameter p : shown(system)) {
            List<HistoryBands.Point> series = system.series(p);
            HistoryBands.Point last = series.get(series.size() - 1);
            History.Level level = system.level(p);
            t.row(
                    Cell.text(p.symbol() + ", " + p.unit()),
                    Cell.of(level.band().mean(), level.band().betweenCi95(), DECIMALS),
                    Cell.of(level.band().launches()),
                    Cell.text(level.since().runId()),
                    Cell.of(last.value().value(), last.value().ci95(), DECIMALS));
        }
        t.note("band: the mean of the runs since the parameter last moved ± the 95% prediction interval of one more"
                + " run, t(0.975, N-1) s sqrt(1 + 1/N); n/a below 2 runs");
        return t.build();
    }

    /** The findings of every system in words, each "CODE: sentence". */
    public static List<Warning> warnings(History history) {
        return FindingText.render(history.findings(), NetworkPath.Medium.UNKNOWN);
    }

    /** One line per directory left out, naming it and why. */
    public static List<String> leftOut(History history) {
        List<String> lines = new ArrayList<>();
        for (History.LeftOut l : history.leftOut()) {
            lines.add(
                    switch (l.reason()) {
                        case DUPLICATE_RUN_ID ->
                            l.directory() + ": left out, its run id is that of " + l.detail()
                                    + ", read before it (a copy of a run, or one run given twice)";
                        case UNREADABLE -> l.directory() + ": left out, " + l.detail();
                    });
        }
        return lines;
    }

    /** One line saying how many systems there are when runs of several were given, empty for one. */
    public static List<String> systems(History history) {
        if (history.systems().size() < 2) return List.of();
        List<String> lines = new ArrayList<>();
        lines.add(history.systems().size() + " systems among the runs given, each its own history (runs of different"
                + " hosts, MPI, path or transport measure different things):");
        for (History.SystemHistory s : history.systems())
            lines.add("  " + title(s.system()) + ": " + count(s.runs().size(), "run"));
        return lines;
    }

    private static Cell cell(HistoryBands.Point point) {
        Cell c = Cell.of(point.value().value(), point.value().ci95(), DECIMALS);
        if (!(c instanceof Cell.Value v)) return c;
        if (!point.judged()) return v;
        return v.marked(point.moved() ? Cell.Mark.MARKED : Cell.Mark.CLEAR);
    }

    /** The key of a parameter's column and JSON field: o_s, rtt, t0, r. */
    public static String key(HistoryParameter p) {
        return p.symbol().toLowerCase(Locale.ROOT);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
