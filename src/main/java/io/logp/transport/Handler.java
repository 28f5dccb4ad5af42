package io.logp.transport;

/**
 * Handler ids carried by requests. The responder dispatches on them; they are the whole control protocol,
 * so a responder needs no other channel than the request stream.
 */
public final class Handler {

    /** Reply at once, with as many bytes as the request asks for: the handler of every measured request. */
    public static final int ECHO = 1;
    /** Reply, then stop serving: ends a responder's {@link Transport#serve()} loop. */
    public static final int SHUTDOWN = 2;

    private Handler() {}
}
