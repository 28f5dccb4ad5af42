package io.logp.meta;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * A run that has not completed, or ended before it did: why and how far it came. Several writers add to it as a run
 * goes down (the failing rank its cause, rank 0 how far it came, the launcher the reason and the time).
 *
 * @param reason   why
 * @param cause    what went wrong, in the failing rank's or the launcher's words
 * @param progress the last progress line of the writing rank
 * @param ended    when the run ended, ISO-8601
 */
@MetaRecord
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Incomplete(Reason reason, String cause, String progress, String ended) {

    /** Why the run has not completed. */
    public enum Reason {
        /** It is running, or was killed with nobody left to say more (its launcher included). */
        RUNNING,
        /** Ctrl-C, SIGTERM or SIGHUP. */
        INTERRUPTED,
        /** A rank's error, or the launcher's exit code. */
        FAILED;

        @JsonValue
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** A run going on, at {@code progress} (null before the first line). */
    public static Incomplete running(String progress) {
        return new Incomplete(Reason.RUNNING, null, progress, null);
    }

    /** This entry with every part {@code later} has (not null) taken from it. */
    public Incomplete replacedBy(Incomplete later) {
        return new Incomplete(
                later.reason != null ? later.reason : reason,
                later.cause != null ? later.cause : cause,
                later.progress != null ? later.progress : progress,
                later.ended != null ? later.ended : ended);
    }

    /**
     * This entry with what is missing here taken from {@code other}, so a late writer that knows less (a rank ended
     * by a signal) never overwrites what an earlier one knew (the failing rank's cause); a running reason counts as
     * missing.
     */
    public Incomplete filledFrom(Incomplete other) {
        return new Incomplete(
                reason == null || reason == Reason.RUNNING && other.reason != null ? other.reason : reason,
                cause != null ? cause : other.cause,
                progress != null ? progress : other.progress,
                ended != null ? ended : other.ended);
    }
}
