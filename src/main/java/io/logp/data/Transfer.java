package io.logp.data;

/**
 * What each measured request moves: the small message, or n bytes in one direction (Culler et al., "Bulk-transfer
 * microbenchmark"). A store carries n bytes into the responder's memory and gets a small reply; a get sends a small
 * request and the reply carries n bytes. n counts the whole message, header included, so the store of
 * the transport's payload size (Transport#payloadBytes) bytes is the small message.
 *
 * @param kind   store or get
 * @param nBytes bytes of the bulk direction's message
 */
public record Transfer(Kind kind, int nBytes) {

    public enum Kind {
        STORE,
        GET;

        /** The name used in files and reports. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public Transfer {
        if (kind == null) throw new IllegalArgumentException("transfer kind is missing");
        if (nBytes < 1) throw new IllegalArgumentException("transfer size must be >= 1 byte, got " + nBytes);
    }

    public static Transfer store(int nBytes) {
        return new Transfer(Kind.STORE, nBytes);
    }

    public static Transfer get(int nBytes) {
        return new Transfer(Kind.GET, nBytes);
    }

    /** The request's size on a transport whose small message is {@code payloadBytes}. */
    public int requestBytes(int payloadBytes) {
        return kind == Kind.STORE ? Math.max(nBytes, payloadBytes) : payloadBytes;
    }

    /** The reply's size on a transport whose small message is {@code payloadBytes}. */
    public int replyBytes(int payloadBytes) {
        return kind == Kind.GET ? Math.max(nBytes, payloadBytes) : payloadBytes;
    }
}
