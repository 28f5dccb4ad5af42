package io.logp.experiment;

/** Two ranks measured together: the requester issues, the responder serves. */
public record RankPair(int requester, int responder) {

    public RankPair {
        if (requester < 0 || responder < 0 || requester == responder)
            throw new IllegalArgumentException("a pair needs two ranks, got " + requester + ", " + responder);
    }

    public boolean has(int rank) {
        return requester == rank || responder == rank;
    }
}
