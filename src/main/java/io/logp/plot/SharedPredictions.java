package io.logp.plot;

import io.logp.data.CollectiveOp;
import io.logp.fit.CollectiveAlgorithm;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Predictions that coincide, drawn once. Ops the model prices alike (a binomial-tree broadcast and reduce, and at
 * P = 2 most ops of a family) would otherwise give a stack of dashed lines on top of each other, one per op, of
 * which only the last drawn can be seen; a reader could not tell which ops it stands for.
 */
final class SharedPredictions {

    /** Two predicted times coincide when they differ by at most this fraction of the larger. */
    static final double RELATIVE_TOLERANCE = 1e-9;

    /** After this many op names a legend entry continues on the next line, keeping the legend narrow. */
    static final int OPS_PER_LINE = 2;

    /**
     * The longest legend line that still gets the algorithm appended; beyond, the algorithm takes its own line.
     * "LogP: scatter, gather (binomial tree)" still fits.
     */
    static final int LINE_CHARS = 40;

    private static final String PREFIX = "LogP: ";

    private SharedPredictions() {}

    /**
     * One op's predicted curve in a chart.
     *
     * @param algorithm the algorithm the model assumes for it ({@code CollectiveModel.Prediction.algorithm})
     * @param x         the points' x values, ascending
     * @param y         the predicted times, us, one per x
     */
    record Curve(CollectiveOp op, CollectiveAlgorithm algorithm, double[] x, double[] y) {

        Curve {
            Objects.requireNonNull(op, "op");
            Objects.requireNonNull(algorithm, "algorithm");
            if (x.length != y.length)
                throw new IllegalArgumentException(x.length + " x values for " + y.length + " predictions of " + op);
        }
    }

    /**
     * The curves in groups of coinciding ones, each group in the order of its members' first appearance: a curve
     * joins the first group whose first curve has the same x values and, at each, a time within
     * {@link #RELATIVE_TOLERANCE}.
     */
    static List<List<Curve>> group(List<Curve> curves) {
        List<List<Curve>> groups = new ArrayList<>();
        for (Curve c : curves) {
            List<Curve> home = null;
            for (List<Curve> g : groups)
                if (coincide(g.get(0), c)) {
                    home = g;
                    break;
                }
            if (home == null) groups.add(home = new ArrayList<>());
            home.add(c);
        }
        return groups.stream().map(List::copyOf).toList();
    }

    /** Same x values, and times within {@link #RELATIVE_TOLERANCE} of each other at every one of them. */
    static boolean coincide(Curve a, Curve b) {
        if (!Arrays.equals(a.x(), b.x())) return false;
        for (int i = 0; i < a.y().length; i++) {
            double ya = a.y()[i];
            double yb = b.y()[i];
            if (!(Math.abs(ya - yb) <= RELATIVE_TOLERANCE * Math.max(Math.abs(ya), Math.abs(yb)))) return false;
        }
        return true;
    }

    /**
     * The legend entry of a group: every op it stands for, by algorithm, e.g. "LogP: bcast, reduce (binomial
     * tree)", or "LogP: allreduce, allgather\n(recursive doubling);\nalltoall (linear)" when models of different
     * algorithms happen to agree, a line holding at most {@link #OPS_PER_LINE} ops and {@link #LINE_CHARS}
     * characters unless one op's name is longer. An algorithm is named by its short form ({@link CollectiveAlgorithm#shortLabel}).
     */
    static String name(List<Curve> group) {
        if (group.isEmpty()) throw new IllegalArgumentException("an empty group of predictions has no name");
        Map<String, List<String>> byAlgorithm = new LinkedHashMap<>();
        for (Curve c : group)
            byAlgorithm
                    .computeIfAbsent(c.algorithm().shortLabel(), a -> new ArrayList<>())
                    .add(c.op().label());
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(PREFIX);
        for (Map.Entry<String, List<String>> e : byAlgorithm.entrySet()) {
            if (!lines.isEmpty() || line.length() > PREFIX.length()) {
                lines.add(line.append(';').toString());
                line = new StringBuilder();
            }
            List<String> ops = e.getValue();
            for (int i = 0; i < ops.size(); i++) {
                if (i > 0 && i % OPS_PER_LINE == 0) {
                    lines.add(line.append(',').toString());
                    line = new StringBuilder();
                } else if (i > 0) line.append(", ");
                line.append(ops.get(i));
            }
            if (e.getKey().isEmpty()) continue;
            String algorithm = "(" + e.getKey() + ")";
            if (line.length() + 1 + algorithm.length() <= LINE_CHARS)
                line.append(' ').append(algorithm);
            else {
                lines.add(line.toString());
                line = new StringBuilder(algorithm);
            }
        }
        lines.add(line.toString());
        return String.join("\n", lines);
    }
}
