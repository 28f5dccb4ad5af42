package io.logp.app.launch;

/**
 * Why logp ended a launcher that had not ended by itself, and after how long.
 *
 * @param reason  what was seen
 * @param seconds the time allowed before it was ended
 * @param pid     the rank that ended, for {@link Reason#RANK_ZERO_GONE}; else 0
 */
public record WatchedEnd(Reason reason, long seconds, long pid) {

    public enum Reason {
        /** The launcher was stopped alone (SIGSTOP) past the ranks' timeout and a grace. */
        STOPPED,
        /** Rank 0 ended (killed, or its Slurm step lost) and the launcher still waited a grace later. */
        RANK_ZERO_GONE,
        /** No rank began measuring within the ranks' timeout and the time a start may take. */
        NOT_STARTED
    }
}
