package io.logp.ranklaunch;

/** MPI cannot be started at all; the message says what to install or pass. Exit code 4. */
public class MpiUnavailableException extends RuntimeException {

    public MpiUnavailableException(String message) {
        super(message);
    }
}
