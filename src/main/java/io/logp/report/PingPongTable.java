package io.logp.report;

import io.logp.analysis.PingPongAnalysis;
import io.logp.data.TimerCheck;
import io.logp.fit.TransferTimeFit;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.PingPongStatistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * The ping-pong results as tables (for report.html and any other rendering): the statistics of Luecke et al. at the
 * main size, all trials beside the filtered ones; the latency/bandwidth line Ts + Tc n; the half round trip by size;
 * the timer checks. The full text of Luecke et al.'s layout stays in pingpong_summary.txt ({@link PingPongText}).
 */
public final class PingPongTable {

    private static final int DECIMALS = 3;

    private PingPongTable() {}

    public static List<Table> tables(PingPongAnalysis a) {
        List<Table> tables = new ArrayList<>();
        tables.add(statistics(a));
        if (!a.sizes().isEmpty()) {
            tables.add(line(a));
            tables.add(sizes(a));
        }
        if (!a.timers().isEmpty()) tables.add(timers(a));
        return tables;
    }

    private static Table statistics(PingPongAnalysis a) {
        PingPongStatistics all = a.statistics();
        PingPongStatistics kept = a.filtered().statistics();
        Table.Builder t = Table.builder(String.format(
                        Locale.ROOT,
                        "Ping-pong, %d bytes: half round trip (npp = %s)",
                        a.nBytes(),
                        a.param("npp_used")))
                .columns(
                        Column.text("statistic"),
                        Column.estimate("all", "all trials", Unit.NONE),
                        Column.estimate("filtered", "filtered", Unit.NONE),
                        Column.text("unit"));
        t.row(Cell.text("trials"), Cell.of(all.n()), Cell.of(kept.n()), Cell.text(""));
        row(t, "minimum", all, kept, PingPongStatistics::minUs);
        row(t, "median", all, kept, PingPongStatistics::medianUs);
        t.row(
                Cell.text("mean ± 95% CI"),
                Cell.of(all.meanUs(), ConfidenceInterval.halfWidth95(all), DECIMALS),
                Cell.of(kept.meanUs(), ConfidenceInterval.halfWidth95(kept), DECIMALS),
                Cell.text("us"));
        row(t, "maximum", all, kept, PingPongStatistics::maxUs);
        row(t, "standard deviation", all, kept, PingPongStatistics::stddev);
        t.row(Cell.text("CV"), Cell.of(all.cvPercent(), 2), Cell.of(kept.cvPercent(), 2), Cell.text("%"));
        t.note(String.format(
                Locale.ROOT,
                "filtered: without the %d trials above %.2f x the median of all trials",
                a.filtered().removed(),
                a.filtered().cutCoef()));
        return t.build();
    }

    private static void row(
            Table.Builder t,
            String name,
            PingPongStatistics all,
            PingPongStatistics kept,
            ToDoubleFunction<PingPongStatistics> value) {
        t.row(
                Cell.text(name),
                Cell.of(value.applyAsDouble(all), DECIMALS),
                Cell.of(value.applyAsDouble(kept), DECIMALS),
                Cell.text("us"));
    }

    /** Ts and 1/Tc with the sizes each is read from, or why the line could not be fitted. */
    private static Table line(PingPongAnalysis a) {
        Table.Builder t = Table.builder("Ping-pong latency and bandwidth: TransferTime = Ts + Tc n")
                .columns(
                        Column.text("parameter"),
                        Column.estimate("value", "value ± 95% CI", Unit.NONE),
                        Column.text("unit"),
                        Column.text("from"));
        TransferTimeFit f = a.fit();
        if (f == null) {
            t.row(Cell.text("Ts"), Cell.missing(), Cell.text("us"), Cell.text("not fitted"));
            t.note("not fitted: " + a.fitProblem());
            return t.build();
        }
        t.row(
                Cell.text("Ts (latency)"),
                Cell.of(f.tsUs(), f.tsCi95Us(), DECIMALS),
                Cell.text("us"),
                Cell.text("intercept over " + f.tsFromBytes() + ".." + f.tsToBytes() + " bytes"));
        t.row(
                Cell.text("1/Tc (bandwidth)"),
                Cell.of(f.bandwidthMBps(), f.bandwidthCi95MBps(), 1),
                Cell.text("MB/s"),
                Cell.text("inverse slope over " + f.tcFromBytes() + ".." + f.tcToBytes() + " bytes"));
        return t.build();
    }

    private static Table sizes(PingPongAnalysis a) {
        Table.Builder t = Table.builder("Ping-pong half round trip by message size")
                .columns(
                        Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                        Column.number("npp", "npp", Unit.NONE),
                        Column.number("trials", "trials", Unit.NONE),
                        Column.number("min", "min", Unit.US),
                        Column.number("median", "median", Unit.US),
                        Column.estimate("mean", "mean", Unit.US),
                        Column.number("max", "max", Unit.US),
                        Column.number("bandwidth", "bandwidth", Unit.MB_PER_S));
        for (PingPongAnalysis.SizeRow s : a.sizes()) {
            t.row(
                    Cell.of(s.nBytes()),
                    Cell.of(s.npp()),
                    Cell.of(s.trials()),
                    Cell.of(s.minUs(), DECIMALS),
                    Cell.of(s.medianUs(), DECIMALS),
                    Cell.of(s.meanUs(), s.ci95Us(), DECIMALS),
                    Cell.of(s.maxUs(), DECIMALS),
                    Cell.of(s.bandwidthMBps(), 1));
        }
        return t.build();
    }

    private static Table timers(PingPongAnalysis a) {
        Table.Builder t = Table.builder("Timer check: back-to-back clock reads")
                .columns(
                        Column.text("clock"),
                        Column.number("reads", "reads", Unit.NONE),
                        Column.number("resolution", "resolution", Unit.NS),
                        Column.number("min_overhead", "minimum overhead", Unit.NS),
                        Column.number("median", "median", Unit.NS),
                        Column.number("mean", "mean", Unit.NS),
                        Column.number("max", "max", Unit.NS));
        for (TimerCheck c : a.timers().values()) {
            t.row(
                    Cell.text(c.clock()),
                    Cell.of(c.reads()),
                    Cell.of(c.resolutionNs()),
                    Cell.of(c.minOverheadNs()),
                    Cell.of(c.medianNs()),
                    Cell.of(c.meanNs(), 1),
                    Cell.of(c.maxNs()));
        }
        Object used = a.param("clock_used");
        if (used != null) t.note("timings use " + used + "; its minimum overhead is subtracted from every timing");
        return t.build();
    }
}
