package io.logp.transport;

/**
 * The ranks that take part in one measurement together (the requesters of a contention point), and the little
 * they must agree on outside the timed loops: when a trial starts, and what each of them measured, so that every
 * member takes the same stopping decision from the same numbers. Over Open MPI it is a communicator; on the
 * simulated network it is a set of requesters on one virtual clock.
 */
public interface Group {

    /** This member's index in the group, 0 .. size - 1. */
    int index();

    int size();

    /**
     * Returns when every member has called it. On the simulated network the members' clocks then read the same
     * time, so a trial that follows starts at the same moment on every member.
     */
    void barrier();

    /** Every member's {@code values}, concatenated in member order; all members pass arrays of the same length. */
    double[] allGather(double[] values);
}
