package io.logp.job;

import io.logp.data.JobPlan;
import io.logp.data.TransportChoice;
import io.logp.ranklaunch.BelowShims;
import io.logp.ranklaunch.MpiUnavailableException;
import io.logp.transport.Transport;
import io.logp.transport.below.BelowTransport;
import io.logp.transport.below.LayerUnavailableException;
import io.logp.transport.mpi.MpiBootstrap;
import io.logp.transport.mpi.MpiCalls;
import io.logp.transport.mpi.MpiTransport;
import java.nio.file.Path;

/**
 * The request/reply transport of the pair's phases, by the plan's choice: over MPI (native or bindings), or below it
 * (UCX's Active Messages, libfabric), whose ranks MPI only introduces to each other. Collective: every rank opens it.
 */
final class PairTransports {

    private PairTransports() {}

    static Transport open(MpiCalls mpi, JobPlan plan, int window, int payloadWords, int maxBytes, long timeoutNs) {
        TransportChoice choice = plan.transport();
        if (!choice.belowMpi()) return new MpiTransport(mpi, window, payloadWords, maxBytes, timeoutNs);
        Path shim = BelowShims.file(choice, System.getenv());
        try {
            return new BelowTransport(
                    choice,
                    shim,
                    plan.provider().orElse(null),
                    new MpiBootstrap(mpi),
                    window,
                    payloadWords,
                    maxBytes,
                    timeoutNs);
        } catch (LayerUnavailableException e) {
            throw new MpiUnavailableException(e.getMessage());
        }
    }
}
