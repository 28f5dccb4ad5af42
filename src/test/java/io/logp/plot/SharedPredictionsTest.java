package io.logp.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.CollectiveOp;
import io.logp.fit.CollectiveAlgorithm;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which predictions count as one line, and how its legend names the ops it stands for. */
class SharedPredictionsTest {

    private static SharedPredictions.Curve curve(
            CollectiveOp op, CollectiveAlgorithm algorithm, double[] x, double... y) {
        return new SharedPredictions.Curve(op, algorithm, x, y);
    }

    private static final double[] P = {2, 3, 4};

    @Test
    void predictionsCoincideWithinOnePartInABillionAtEveryPoint() {
        SharedPredictions.Curve bcast = curve(CollectiveOp.BCAST, CollectiveAlgorithm.BINOMIAL_TREE, P, 10, 20, 30);
        // 5e-10 relative at one point: the same line.
        assertTrue(SharedPredictions.coincide(
                bcast, curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, P, 10, 20 * (1 + 5e-10), 30)));
        // 2e-9 relative at one point only: two lines.
        assertFalse(SharedPredictions.coincide(
                bcast, curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, P, 10, 20 * (1 + 2e-9), 30)));
        // The same values at other points, or at fewer points, are not the same line.
        assertFalse(SharedPredictions.coincide(
                bcast,
                curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, new double[] {2, 3, 5}, 10, 20, 30)));
        assertFalse(SharedPredictions.coincide(
                bcast, curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, new double[] {2, 3}, 10, 20)));
    }

    @Test
    void groupsKeepTheOrderOfTheirFirstMember() {
        List<SharedPredictions.Curve> curves = new ArrayList<>(List.of(
                curve(CollectiveOp.BCAST, CollectiveAlgorithm.BINOMIAL_TREE, P, 1, 2, 2),
                curve(CollectiveOp.SCATTER, CollectiveAlgorithm.BINOMIAL_TREE, P, 1, 2, 3),
                curve(CollectiveOp.GATHER, CollectiveAlgorithm.BINOMIAL_TREE, P, 1, 2, 3),
                curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, P, 1, 2, 2)));
        List<List<SharedPredictions.Curve>> groups = SharedPredictions.group(curves);
        assertEquals(
                List.of(
                        List.of(CollectiveOp.BCAST, CollectiveOp.REDUCE),
                        List.of(CollectiveOp.SCATTER, CollectiveOp.GATHER)),
                groups.stream()
                        .map(g -> g.stream().map(SharedPredictions.Curve::op).toList())
                        .toList());
        assertEquals(List.of(), SharedPredictions.group(List.of()));
    }

    @Test
    void aNameListsEveryOpByAlgorithmOnShortLines() {
        double[] x = {2};
        assertEquals(
                "LogP: bcast (binomial tree)",
                SharedPredictions.name(List.of(curve(CollectiveOp.BCAST, CollectiveAlgorithm.BINOMIAL_TREE, x, 1))));
        assertEquals(
                "LogP: bcast, reduce (binomial tree)",
                SharedPredictions.name(List.of(
                        curve(CollectiveOp.BCAST, CollectiveAlgorithm.BINOMIAL_TREE, x, 1),
                        curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, x, 1))));
        // Two ops a line; the algorithm on its own line when the line would grow too long.
        assertEquals(
                "LogP: bcast, scatter,\ngather, reduce (binomial tree)",
                SharedPredictions.name(List.of(
                        curve(CollectiveOp.BCAST, CollectiveAlgorithm.BINOMIAL_TREE, x, 1),
                        curve(CollectiveOp.SCATTER, CollectiveAlgorithm.BINOMIAL_TREE, x, 1),
                        curve(CollectiveOp.GATHER, CollectiveAlgorithm.BINOMIAL_TREE, x, 1),
                        curve(CollectiveOp.REDUCE, CollectiveAlgorithm.BINOMIAL_TREE, x, 1))));
        // Different algorithms that agree here, each with its ops; each by its short name.
        assertEquals(
                "LogP: allreduce, allgather\n(recursive doubling);\nalltoall (linear)",
                SharedPredictions.name(List.of(
                        curve(CollectiveOp.ALLREDUCE, CollectiveAlgorithm.RECURSIVE_DOUBLING, x, 1),
                        curve(CollectiveOp.ALLGATHER, CollectiveAlgorithm.RECURSIVE_DOUBLING_OR_BRUCK, x, 1),
                        curve(CollectiveOp.ALLTOALL, CollectiveAlgorithm.LINEAR_ALL_POSTED, x, 1))));
        for (String line : SharedPredictions.name(List.of(
                        curve(CollectiveOp.ALLREDUCE, CollectiveAlgorithm.RECURSIVE_DOUBLING, x, 1),
                        curve(CollectiveOp.ALLGATHER, CollectiveAlgorithm.RECURSIVE_DOUBLING, x, 1),
                        curve(CollectiveOp.ALLTOALL, CollectiveAlgorithm.LINEAR_ALL_POSTED, x, 1),
                        curve(CollectiveOp.REDUCE_SCATTER_BLOCK, CollectiveAlgorithm.REDUCE_THEN_SCATTER, x, 1)))
                .split("\n")) assertTrue(line.length() <= SharedPredictions.LINE_CHARS, line);
        assertThrows(IllegalArgumentException.class, () -> SharedPredictions.name(List.of()));
    }
}
