package io.logp.plot;

import io.logp.data.CollectiveOp;
import java.util.List;

/**
 * The panels of the collective charts: ops that move data in the same pattern share a panel, so that a reader
 * compares each op with its prediction among a few like it rather than among every op of the run. Every
 * {@link CollectiveOp} belongs to exactly one family.
 */
enum CollectiveFamily {
    ROOTED(
            "rooted: one-to-all, all-to-one",
            CollectiveOp.BCAST,
            CollectiveOp.SCATTER,
            CollectiveOp.GATHER,
            CollectiveOp.REDUCE),
    ALL_TO_ALL(
            "all-to-all",
            CollectiveOp.ALLREDUCE,
            CollectiveOp.ALLGATHER,
            CollectiveOp.ALLTOALL,
            CollectiveOp.REDUCE_SCATTER_BLOCK),
    BARRIER("barrier", CollectiveOp.BARRIER),
    PREFIX("prefix", CollectiveOp.SCAN, CollectiveOp.EXSCAN);

    private final String title;
    private final List<CollectiveOp> ops;

    CollectiveFamily(String title, CollectiveOp... ops) {
        this.title = title;
        this.ops = List.of(ops);
    }

    /** The panel's title. */
    String title() {
        return title;
    }

    /** Its ops in the order of its panel and legend: one-to-all before all-to-one. */
    List<CollectiveOp> ops() {
        return ops;
    }

    static CollectiveFamily of(CollectiveOp op) {
        for (CollectiveFamily f : values()) if (f.ops.contains(op)) return f;
        throw new IllegalArgumentException("no chart family for " + op);
    }

    /**
     * The op's colour and marker: its place in its family, so that the ops of one panel never share a colour
     * (the palette has more colours than a family has ops) and an op looks the same in every chart and run.
     */
    static int colour(CollectiveOp op) {
        return of(op).ops.indexOf(op);
    }
}
