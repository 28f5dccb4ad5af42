package io.logp.exit;

/** A bad option value found after parsing; reported with the usage message and exit code 2. */
public class UsageException extends RuntimeException {

    public UsageException(String message) {
        super(message);
    }
}
