package io.logp.transport.below;

import io.logp.transport.TransportException;

/**
 * A transport below MPI cannot start here: its shim is missing or stale, UCX refuses the Active Message API, or
 * libfabric has no such provider. The job ends as when MPI itself is unavailable (exit code 4), before it measures.
 */
public final class LayerUnavailableException extends TransportException {

    public LayerUnavailableException(String message) {
        super(message);
    }
}
