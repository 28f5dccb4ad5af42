package io.logp.data;

/**
 * How far one count of an experiment has come: {@code done} of {@code total} points of a signature, sizes of a T(n)
 * sweep, series of a ping-pong. Experiments report it between points, never inside a timed region; only a renderer
 * words it and estimates the time left, from how fast the count has moved so far.
 *
 * @param stage     what is counted
 * @param what      what is measured now (or was last, in the count's final step), by its domain names: a contention
 *     pattern and K, a collective op, its size and P; empty when the count says it all
 * @param nBytes    the message size the whole count is about (a signature sweep's requests), 0 when none: a new size
 *     is a new count, whose time left is estimated afresh
 * @param done      units done, {@code 0..total}
 * @param total     units in the count; it may grow between steps (a signature's curves are extended), 0 when unknown
 * @param round     the interleaved round the count is in (signature and T(n) sweeps), 0 when it has none
 * @param readingUs the latest value the stage measured, for the person waiting (the stage says which), NaN when none
 */
public record ProgressStep(Stage stage, String what, int nBytes, long done, long total, int round, double readingUs) {

    /** What a count counts, and what its reading is. */
    public enum Stage {
        /** The round trip before a signature: 0 of 1 while measured, then 1 of 1 with the RTT as the reading. */
        RTT,
        /** A signature sweep's points at one size; reading: the RTT reference measured between rounds. */
        SIGNATURE,
        /** T(n) of stores, sizes done. */
        STORE_TIMES,
        /** T(n) of gets, sizes done. */
        GET_TIMES,
        /** Contention points done; reading: the gap the requesters of the last point saw. */
        CONTENTION,
        /** Pairs of ranks done; reading: the RTT of the last pair. */
        PAIRS,
        /** Collectives points done; reading: the mean time of the last point. */
        COLLECTIVES,
        /** Ping-pong series done. */
        PING_PONG,
        /** Queue-depth points (and memory probes) done. */
        QUEUES
    }

    public ProgressStep {
        if (stage == null) throw new IllegalArgumentException("progress step without a stage");
        if (what == null) what = "";
        if (done < 0 || total < 0 || (total > 0 && done > total)) {
            throw new IllegalArgumentException("progress " + done + " of " + total);
        }
    }

    /** {@code done} of {@code total} units of {@code stage}, with nothing else to say. */
    public static ProgressStep of(Stage stage, long done, long total) {
        return new ProgressStep(stage, "", 0, done, total, 0, Double.NaN);
    }

    public ProgressStep what(String w) {
        return new ProgressStep(stage, w, nBytes, done, total, round, readingUs);
    }

    public ProgressStep size(int bytes) {
        return new ProgressStep(stage, what, bytes, done, total, round, readingUs);
    }

    public ProgressStep round(int r) {
        return new ProgressStep(stage, what, nBytes, done, total, r, readingUs);
    }

    public ProgressStep reading(double us) {
        return new ProgressStep(stage, what, nBytes, done, total, round, us);
    }

    /** Whether the count is complete. */
    public boolean complete() {
        return total > 0 && done >= total;
    }
}
