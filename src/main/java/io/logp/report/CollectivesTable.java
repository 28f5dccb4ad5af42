package io.logp.report;

import io.logp.analysis.CollectivesAnalysis;
import io.logp.data.CollectiveDoubt;
import io.logp.data.NetworkPath.Medium;
import io.logp.format.run.CollectivesCsv;
import io.logp.presentation.NumberText;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import io.logp.stats.TrimmedStatistics;
import java.util.ArrayList;
import java.util.List;

/**
 * The collectives part of the report, as data: per op, size and P the MPIPerf time (trimmed mean ± Student-t
 * half-width, median with its interval, the counts), the loop-of-k time beside it, and the LogP prediction with
 * measured / predicted; then the timer checks, the clock synchronisation and the findings.
 */
public final class CollectivesTable {

    private static final int US_DECIMALS = 3;
    private static final int RATIO_DECIMALS = 2;
    private static final String[] TIMERS = {"System.nanoTime", "MPI_Wtime"};

    private CollectivesTable() {}

    /** The points, then the timer checks when the run made them. */
    public static List<Table> tables(CollectivesAnalysis a) {
        List<Table> tables = new ArrayList<>();
        tables.add(points(a));
        if (!a.timers().isEmpty()) tables.add(timers(a));
        return tables;
    }

    /**
     * The points as a screen shows them, in at most {@code maxRows} rows: op, bytes, P, time ± CI, the LogP prediction,
     * measured/LogP and the doubt marks. When every point does not fit, the largest P alone; when that does not fit
     * either, its first rows; a note counts what is left for the report.
     */
    public static Table screen(CollectivesAnalysis a, int maxRows) {
        List<CollectivesAnalysis.Point> all = a.points();
        List<CollectivesAnalysis.Point> shown = all;
        String which = "";
        if (all.size() > maxRows) {
            int largest = all.stream().mapToInt(p -> p.row().p()).max().orElse(0);
            shown = all.stream().filter(p -> p.row().p() == largest).toList();
            which = ", P = " + largest;
        }
        if (shown.size() > maxRows) shown = shown.subList(0, maxRows);
        Table.Builder t = Table.builder("Collectives (time = slowest rank, 25%-trimmed mean" + which + ")")
                .keyColumns(3)
                .columns(
                        Column.text("op"),
                        Column.number("n_bytes", "bytes", Unit.NONE),
                        Column.number("P", Symbol.of("P"), Unit.NONE),
                        Column.estimate("mean", "time ± " + confidencePercent(a) + "% CI", Unit.US)
                                .withConfidence(confidencePercent(a)),
                        Column.number("logp", "LogP", Unit.US),
                        Column.number("ratio", "ratio", Unit.NONE),
                        Column.text("doubt"));
        java.util.Set<CollectiveDoubt> doubts = java.util.EnumSet.noneOf(CollectiveDoubt.class);
        for (CollectivesAnalysis.Point p : shown) {
            CollectivesCsv.Row r = p.row();
            doubts.addAll(p.doubts());
            t.row(
                    Cell.text(r.op().label()),
                    Cell.of(r.nBytes()),
                    Cell.of(r.p()),
                    Cell.of(r.stats().meanUs(), r.stats().halfWidthUs(), US_DECIMALS),
                    Cell.of(p.predictedUs(), US_DECIMALS),
                    Cell.of(p.ratio(), RATIO_DECIMALS),
                    Cell.text(p.marks()));
        }
        List<String> legend = new ArrayList<>();
        for (CollectiveDoubt d : CollectiveDoubt.values())
            if (doubts.contains(d)) legend.add(d.mark() + " " + shortLegend(d));
        int left = all.size() - shown.size();
        if (!legend.isEmpty() || left > 0)
            t.note((legend.isEmpty() ? "" : "doubt: " + String.join("; ", legend) + (left > 0 ? ". " : ""))
                    + (left > 0 ? left + " more rows in the report" : ""));
        return t.build();
    }

    /** A doubt's meaning in a few words, for the screen. */
    private static String shortLegend(CollectiveDoubt d) {
        return switch (d) {
            case TIMER -> "timer check failed";
            case SKEW -> "skewed times";
            case FIRST -> "first point had a start-up cost";
            case FEW_VALID -> "fewer than 30 valid launches";
        };
    }

    private static Table points(CollectivesAnalysis a) {
        Table.Builder t = Table.builder(
                        "Collectives (MPIPerf: launches synchronised on rank 0's clock; time = slowest rank,"
                                + " 25%-trimmed mean)")
                .keyColumns(3)
                .columns(
                        Column.text("op"),
                        Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE),
                        Column.number("P", Symbol.of("P"), Unit.NONE),
                        Column.estimate("mean", "mean ± " + confidencePercent(a) + "% CI", Unit.US)
                                .withConfidence(confidencePercent(a)),
                        Column.number("median", "median", Unit.US),
                        Column.number("median_low", "median from", Unit.US),
                        Column.number("median_high", "median to", Unit.US),
                        Column.number("min", "min", Unit.US),
                        Column.number("max", "max", Unit.US),
                        Column.number("valid", "valid", Unit.NONE),
                        Column.number("launches", "launches", Unit.NONE),
                        Column.text("doubt"),
                        Column.number("loop", "loop of k, rank 0", Unit.US),
                        Column.number("loop_max", "loop of k, slowest", Unit.US),
                        Column.number("logp", "LogP predicts", Unit.US),
                        Column.number("ratio", "measured/LogP", Unit.NONE),
                        Column.text("algorithm", "LogP algorithm"));
        java.util.Set<CollectiveDoubt> doubts = java.util.EnumSet.noneOf(CollectiveDoubt.class);
        for (CollectivesAnalysis.Point p : a.points()) {
            CollectivesCsv.Row r = p.row();
            TrimmedStatistics s = r.stats();
            doubts.addAll(p.doubts());
            t.row(
                    Cell.text(r.op().label()),
                    Cell.of(r.nBytes()),
                    Cell.of(r.p()),
                    Cell.of(s.meanUs(), s.halfWidthUs(), US_DECIMALS),
                    Cell.of(s.medianUs(), US_DECIMALS),
                    Cell.of(s.medianLowUs(), US_DECIMALS),
                    Cell.of(s.medianHighUs(), US_DECIMALS),
                    Cell.of(s.minUs(), US_DECIMALS),
                    Cell.of(s.maxUs(), US_DECIMALS),
                    Cell.of(s.valid()),
                    r.launches() < 0 ? Cell.missing() : Cell.of(r.launches()),
                    Cell.text(p.marks()),
                    Cell.of(r.loopUs(), US_DECIMALS),
                    Cell.of(r.loopMaxUs(), US_DECIMALS),
                    Cell.of(p.predictedUs(), US_DECIMALS),
                    Cell.of(p.ratio(), RATIO_DECIMALS),
                    p.prediction() == null
                            ? Cell.missing()
                            : Cell.text(p.prediction().algorithm().label()));
        }
        for (CollectiveDoubt d : CollectiveDoubt.values())
            if (doubts.contains(d)) t.note("doubt " + d.mark(), legend(d));
        if (a.points().stream().anyMatch(p -> Double.isFinite(p.row().loopUs())))
            t.note(
                    "loop of k",
                    "k launches back to back after a barrier, the mean time per launch, as loop-timing suites"
                            + " measure: rank 0's and the slowest rank's");
        for (String timer : TIMERS) {
            double worst = a.worstAccuracyUs(timer);
            if (Double.isFinite(worst))
                t.note(
                        "clock synchronisation (" + timer + ")",
                        "every offset to rank 0 within ± " + NumberText.plain(worst) + " us");
        }
        t.notes(FindingNotes.of(a.findings(), Medium.UNKNOWN));
        return t.build();
    }

    private static Table timers(CollectivesAnalysis a) {
        Table.Builder t = Table.builder(
                        "Timer checks (MPIPerf 6.1: WaitPatternNull should take 0 us, WaitPatternUp P us)")
                .keyColumns(3)
                .columns(
                        Column.text("clock"),
                        Column.text("pattern"),
                        Column.number("P", Symbol.of("P"), Unit.NONE),
                        Column.number("expected", "expected", Unit.US),
                        Column.estimate("measured", "measured ± " + confidencePercent(a) + "% CI", Unit.US)
                                .withConfidence(confidencePercent(a)),
                        Column.number("median", "median", Unit.US),
                        Column.number("valid", "valid", Unit.NONE),
                        Column.number("launches", "launches", Unit.NONE));
        for (CollectivesCsv.TimerRow r : a.timers()) {
            TrimmedStatistics s = r.stats();
            t.row(
                    Cell.text(r.timer()),
                    Cell.text(r.pattern()),
                    Cell.of(r.p()),
                    Cell.of(r.expectedUs(), US_DECIMALS),
                    Cell.of(s.meanUs(), s.halfWidthUs(), US_DECIMALS),
                    Cell.of(s.medianUs(), US_DECIMALS),
                    Cell.of(s.valid()),
                    r.launches() < 0 ? Cell.missing() : Cell.of(r.launches()));
        }
        return t.build();
    }

    /** What a doubt's mark in the table means. */
    static String legend(CollectiveDoubt d) {
        return switch (d) {
            case TIMER -> "a timer check failed on this clock and its error may be most of the time: no measured/LogP";
            case SKEW -> "the mean's and the median's intervals do not meet: the times are skewed or two-peaked";
            case FIRST -> "measured again after the last point, it read otherwise: it carried a start-up cost";
            case FEW_VALID -> "fewer valid launches than MPIPerf's 30";
        };
    }

    /** The intervals' probability in percent, as the file states it; 95 when no point says. */
    private static int confidencePercent(CollectivesAnalysis a) {
        double c = a.points().stream()
                .mapToDouble(p -> p.row().stats().confidence())
                .filter(Double::isFinite)
                .findFirst()
                .orElse(Column.CI_PERCENT / 100.0);
        return (int) Math.round(100 * c);
    }
}
