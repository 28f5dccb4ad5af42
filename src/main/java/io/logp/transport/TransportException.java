package io.logp.transport;

/** A transport failure: the peer stopped answering (watchdog), MPI reported an error, or misuse. */
public class TransportException extends RuntimeException {

    public TransportException(String message) {
        super(message);
    }

    public TransportException(String message, Throwable cause) {
        super(message, cause);
    }
}
