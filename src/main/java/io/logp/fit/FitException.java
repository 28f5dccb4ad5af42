package io.logp.fit;

/** The data cannot yield the parameters asked for (a curve is missing, too few points); the message says which. */
public class FitException extends Exception {

    public FitException(String message) {
        super(message);
    }
}
