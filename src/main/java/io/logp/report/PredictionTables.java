package io.logp.report;

import io.logp.data.CollectiveOp;
import io.logp.data.NetworkPath;
import io.logp.data.PredictedPoint;
import io.logp.data.SimulationTiming;
import io.logp.finding.Finding;
import io.logp.presentation.Symbol;
import io.logp.presentation.Unit;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The tables of {@code predict}: SimGrid's time of every op and size at the largest P (the summary), the same against
 * every P (the full text), which parameter moves each op most (the what-ifs, Martin et al., ISCA 1997), and how long
 * each simulation took.
 */
public final class PredictionTables {

    /** The model's cell where it cannot price a point. */
    public static final String NOT_PRICED = "n/a";

    private PredictionTables() {}

    /**
     * One row per op, one column per size: SimGrid's time at P, and the model's beside it in brackets ("n/a" where
     * the model cannot price it; {@code findings} say why, in the notes).
     */
    public static Table atRanks(List<PredictedPoint> points, int p, List<? extends Finding> findings) {
        List<PredictedPoint> at =
                points.stream().filter(x -> x.calibrated() && x.p() == p).toList();
        List<Integer> sizes = sizes(at);
        Table.Builder b = Table.builder(String.format(
                        Locale.ROOT,
                        "SimGrid SMPI on the calibrated platform, P = %d (us; logp's model in brackets)",
                        p))
                .keyColumns(1);
        List<Column> columns = new ArrayList<>(List.of(Column.text("op")));
        for (int n : sizes) columns.add(Column.text(n + " B"));
        b.columns(columns.toArray(Column[]::new));
        for (CollectiveOp op : ops(at)) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(op.label())));
            for (int n : sizes) {
                Optional<PredictedPoint> x = at.stream()
                        .filter(q ->
                                q.op() == op && (q.nBytes() == n || op == CollectiveOp.BARRIER && n == sizes.get(0)))
                        .findFirst();
                row.add(x.map(q -> Cell.text(String.format(Locale.ROOT, "%.3g (%s)", q.predictedUs(), model(q))))
                        .orElse(Cell.missing()));
            }
            b.row(row);
        }
        for (Finding f : findings) b.note(FindingText.words(f, NetworkPath.Medium.UNKNOWN));
        return b.build();
    }

    private static String model(PredictedPoint q) {
        return Double.isFinite(q.modelUs()) ? String.format(Locale.ROOT, "%.3g", q.modelUs()) : NOT_PRICED;
    }

    /** Every op and size against every P: SimGrid's time. */
    public static Table againstRanks(List<PredictedPoint> points) {
        List<PredictedPoint> cal =
                points.stream().filter(PredictedPoint::calibrated).toList();
        List<Integer> ranks =
                cal.stream().map(PredictedPoint::p).distinct().sorted().toList();
        Table.Builder b = Table.builder("SimGrid's time against P (us)").keyColumns(2);
        List<Column> columns = new ArrayList<>(
                List.of(Column.text("op"), Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE)));
        for (int p : ranks) columns.add(Column.number("p" + p, "P=" + p, Unit.US));
        b.columns(columns.toArray(Column[]::new));
        for (CollectiveOp op : ops(cal)) {
            for (int n : sizes(cal.stream().filter(x -> x.op() == op).toList())) {
                List<Cell> row = new ArrayList<>(List.of(Cell.text(op.label()), Cell.of(n)));
                for (int p : ranks) {
                    row.add(cal.stream()
                            .filter(x -> x.op() == op && x.nBytes() == n && x.p() == p)
                            .findFirst()
                            .map(x -> Cell.of(x.predictedUs(), 3))
                            .orElse(Cell.missing()));
                }
                b.row(row);
            }
        }
        return b.build();
    }

    /**
     * Per op at its largest size and the largest P: each what-if's time over the calibrated one, and the parameter
     * that moves it most.
     */
    public static Optional<Table> whatIf(List<PredictedPoint> points) {
        Set<String> variants = new LinkedHashSet<>();
        for (PredictedPoint x : points) if (!x.calibrated()) variants.add(x.variant());
        if (variants.isEmpty()) return Optional.empty();
        int p = points.stream().mapToInt(PredictedPoint::p).max().orElse(0);
        List<PredictedPoint> cal =
                points.stream().filter(x -> x.calibrated() && x.p() == p).toList();
        Table.Builder b = Table.builder(String.format(
                        Locale.ROOT, "What moves each op most, P = %d, largest size (SimGrid's time / calibrated)", p))
                .keyColumns(2);
        List<Column> columns = new ArrayList<>(
                List.of(Column.text("op"), Column.number("n_bytes", Symbol.sub("n", "bytes"), Unit.NONE)));
        for (String v : variants) columns.add(Column.number(v, v, Unit.NONE));
        columns.add(Column.text("moves most"));
        b.columns(columns.toArray(Column[]::new));
        for (CollectiveOp op : ops(cal)) {
            int n = cal.stream()
                    .filter(x -> x.op() == op)
                    .mapToInt(PredictedPoint::nBytes)
                    .max()
                    .orElse(0);
            double base = cal.stream()
                    .filter(x -> x.op() == op && x.nBytes() == n)
                    .mapToDouble(PredictedPoint::predictedUs)
                    .findFirst()
                    .orElse(Double.NaN);
            List<Cell> row = new ArrayList<>(List.of(Cell.text(op.label()), Cell.of(n)));
            String most = "";
            double mostMove = 0;
            for (String v : variants) {
                double t = points.stream()
                        .filter(x -> x.variant().equals(v) && x.op() == op && x.nBytes() == n && x.p() == p)
                        .mapToDouble(PredictedPoint::predictedUs)
                        .findFirst()
                        .orElse(Double.NaN);
                double ratio = t / base;
                row.add(Double.isFinite(ratio) ? Cell.of(ratio, 3) : Cell.missing());
                double move = Math.abs(Math.log(ratio));
                if (Double.isFinite(move) && move > mostMove) {
                    mostMove = move;
                    most = v;
                }
            }
            row.add(Cell.text(most));
            b.row(row);
        }
        return Optional.of(b.build());
    }

    /** How long each simulation took. */
    public static Table timings(List<SimulationTiming> timings) {
        Table.Builder b = Table.builder("Simulations (wall time of each smpirun)")
                .keyColumns(2)
                .columns(
                        Column.text("variant"),
                        Column.number("p", Symbol.of("P"), Unit.NONE),
                        Column.number("seconds", "time", Unit.SECONDS),
                        Column.text("status"));
        for (SimulationTiming t : timings)
            b.row(
                    Cell.text(t.variant()),
                    Cell.of(t.p()),
                    Double.isFinite(t.seconds()) ? Cell.of(t.seconds(), 1) : Cell.missing(),
                    Cell.text(t.finished() ? "done" : "over budget"));
        return b.build();
    }

    private static List<Integer> sizes(List<PredictedPoint> points) {
        return points.stream()
                .filter(x -> x.op() != CollectiveOp.BARRIER)
                .map(PredictedPoint::nBytes)
                .distinct()
                .sorted()
                .toList();
    }

    private static List<CollectiveOp> ops(List<PredictedPoint> points) {
        List<CollectiveOp> ops = new ArrayList<>();
        for (CollectiveOp op : CollectiveOp.values()) if (points.stream().anyMatch(x -> x.op() == op)) ops.add(op);
        return ops;
    }
}
