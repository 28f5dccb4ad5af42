package io.logp.fit;

/**
 * The algorithm {@link CollectiveModel} assumes for an op: what MPICH and Open MPI commonly pick for it on few ranks.
 * A closed set, so a chart or table groups predictions by it without reading its words.
 */
public enum CollectiveAlgorithm {
    DISSEMINATION("dissemination", ""),
    BINOMIAL_TREE("binomial tree", ""),
    RECURSIVE_DOUBLING("recursive doubling", ""),
    /** Open MPI and MPICH use Bruck's algorithm for allgather when P is not a power of two. */
    RECURSIVE_DOUBLING_OR_BRUCK("recursive doubling", "Bruck when P is not a power of two"),
    LINEAR_ALL_POSTED("linear", "all sends posted at once"),
    REDUCE_THEN_SCATTER("reduce then scatter", ""),
    LINEAR_CHAIN("linear chain", "");

    private final String name;
    private final String note;

    CollectiveAlgorithm(String name, String note) {
        this.name = name;
        this.note = note;
    }

    /** The short name, as a legend shows it: "recursive doubling". */
    public String shortLabel() {
        return name;
    }

    /** The full name, as a table shows it: "recursive doubling (Bruck when P is not a power of two)". */
    public String label() {
        return note.isEmpty() ? name : name + " (" + note + ")";
    }
}
