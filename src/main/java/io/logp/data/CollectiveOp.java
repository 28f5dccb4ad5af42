package io.logp.data;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The MPI collectives the tool times, one per blocking collective of the Open MPI Java bindings with a fixed count
 * (the v-variants with equal counts move the same bytes). The label is the {@code op} column of collectives.csv.
 * n bytes is each rank's contribution: the broadcast message, each rank's block of a gather or scatter, and the
 * block each rank sends to each other rank in an all-to-all.
 */
public enum CollectiveOp {
    BARRIER("barrier", false, false),
    BCAST("bcast", true, false),
    REDUCE("reduce", true, true),
    ALLREDUCE("allreduce", true, true),
    GATHER("gather", true, false),
    SCATTER("scatter", true, false),
    ALLGATHER("allgather", true, false),
    ALLTOALL("alltoall", true, false),
    REDUCE_SCATTER_BLOCK("reduce_scatter_block", true, true),
    SCAN("scan", true, true),
    EXSCAN("exscan", true, true);

    /** Reductions combine doubles with MPI_SUM, as applications do; MPI defines no sum over MPI_BYTE. */
    public static final int REDUCTION_ELEMENT_BYTES = Double.BYTES;

    private final String label;
    private final boolean sized;
    private final boolean reduction;

    CollectiveOp(String label, boolean sized, boolean reduction) {
        this.label = label;
        this.sized = sized;
        this.reduction = reduction;
    }

    public String label() {
        return label;
    }

    /** The MPI function, as messages name it: MPI_Bcast, MPI_Reduce_scatter_block. */
    public String mpiName() {
        return "MPI_" + Character.toUpperCase(label.charAt(0)) + label.substring(1);
    }

    /** False for the barrier, which moves no data: it is timed once per P, at n = 0. */
    public boolean sized() {
        return sized;
    }

    /** Whether it combines values (then n must be a whole number of doubles). */
    public boolean reduction() {
        return reduction;
    }

    /** The op of a label; the message lists the valid ones. */
    public static CollectiveOp of(String label) {
        String l = label.trim().toLowerCase(Locale.ROOT);
        for (CollectiveOp op : values()) if (op.label.equals(l)) return op;
        throw new IllegalArgumentException("unknown collective '" + label + "' (expected one of "
                + Arrays.stream(values()).map(CollectiveOp::label).collect(Collectors.joining(", ")) + ")");
    }
}
