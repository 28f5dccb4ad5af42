package io.logp.data;

/** The queue loads whose cost the {@code queues} command measures. */
public enum QueueCurve {

    /** Q non-matching receives posted before the ping's: the ping's match searches past all of them. */
    POSTED_TAIL("posted-tail", "posted queue, match at the tail"),
    /** The ping's receive posted first, then Q non-matching ones: the match is at the head. */
    POSTED_HEAD("posted-head", "posted queue, match at the head"),
    /** Q short (eager) messages waiting unexpected: posting the ping's receive searches past them. */
    UNEXPECTED_EAGER("unexpected-eager", "unexpected queue, short (eager) messages"),
    /** Q long (rendezvous) messages waiting unexpected: only their headers are queued. */
    UNEXPECTED_LONG("unexpected-long", "unexpected queue, long (rendezvous) messages");

    public final String label;
    public final String description;

    QueueCurve(String label, String description) {
        this.label = label;
        this.description = description;
    }

    public static QueueCurve of(String label) {
        for (QueueCurve c : values()) if (c.label.equals(label)) return c;
        throw new IllegalArgumentException("unknown queue curve '" + label + "'");
    }
}
