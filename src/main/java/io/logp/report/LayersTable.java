package io.logp.report;

import io.logp.analysis.Comparison.Parameter;
import io.logp.analysis.LayerStack;
import io.logp.analysis.LayerStack.Addition;
import io.logp.analysis.LayerStack.Layer;
import io.logp.data.Estimate;
import io.logp.report.table.Cell;
import io.logp.report.table.Column;
import io.logp.report.table.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link LayerStack} as one table: a row per layer (its o_s, o_r, g, L, RTT, T0 and R with their 95% CIs), then a
 * row per MPI that runs on a layer measured here, "+ name": MPI minus that layer, each difference with the combined
 * interval and {@value Cell#MARK} where it is significant (beyond the between-launch intervals).
 */
public final class LayersTable {

    static final String LAYER = "layer";
    /** The CSV name of the test: {@code o_s_significant}. */
    static final String SIGNIFICANT = "significant";
    /** What an addition's row is named after: "+ ompi-ucx" reads "what ompi-ucx adds". */
    public static final String ADDS = "+ ";

    private LayersTable() {}

    public static Table of(LayerStack stack) {
        Table.Builder t = Table.builder("The same signature on each layer; \"+ MPI\": what it adds over its transport")
                .keyColumns(1);
        List<Column> columns = new ArrayList<>(List.of(Column.text(LAYER, LAYER)));
        for (Parameter p : Parameter.values())
            columns.add(ParameterColumns.estimate(ComparisonTable.key(p), p).withMark(SIGNIFICANT));
        t.columns(columns.toArray(Column[]::new));
        for (Layer layer : stack.layers()) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.text(layer.name())));
            for (Parameter p : Parameter.values()) cells.add(value(p.of(layer.run())));
            t.row(cells);
        }
        for (String upper : stack.upperLayers()) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.text(ADDS + upper)));
            for (Addition a : stack.additionsOf(upper)) cells.add(addition(a));
            t.row(cells);
        }
        for (Layer layer : stack.layers())
            t.note(layer.name() + ": " + layer.what()
                    + layer.runsOn().map(on -> ", on " + on).orElse("") + "; " + launches(layer) + "; "
                    + layer.runDir());
        if (!stack.additions().isEmpty())
            t.note(
                    Cell.MARK,
                    "beyond the combined intervals sqrt(ci_mpi^2 + ci_transport^2), each the wider of its within- "
                            + "and between-launch CIs; tested only when both layers have 2 launches or more, and for o_s, o_r, g, L"
                            + " and RTT (T0 and R are launch 1's bulk fit)");
        if (stack.additions().stream().anyMatch(a -> a.verdict() == LayerStack.Verdict.DOUBTED))
            t.note(Cell.DOUBT, "a layer's own run calls this value uncertain (see its report); never marked");
        return t.build();
    }

    private static String launches(Layer layer) {
        int n = layer.run().launches();
        return n == 1 ? "1 launch" : n + " launches";
    }

    private static Cell value(Estimate e) {
        return Cell.of(e.value(), e.ci95(), ComparisonCells.DECIMALS);
    }

    private static Cell addition(Addition a) {
        if (!Double.isFinite(a.diff())) return Cell.missing();
        Cell.Mark mark =
                switch (a.verdict()) {
                    case SIGNIFICANT -> Cell.Mark.MARKED;
                    case WITHIN_INTERVALS, ONE_LAUNCH -> Cell.Mark.CLEAR;
                    case NOT_TESTABLE -> Cell.Mark.UNTESTED;
                    case DOUBTED -> Cell.Mark.DOUBTED;
                };
        return new Cell.Value(a.diff(), a.combinedCi95(), ComparisonCells.DECIMALS, true, mark);
    }
}
