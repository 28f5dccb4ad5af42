package io.logp.app;

import io.logp.data.ContentionSettings;
import io.logp.data.Transfer;
import io.logp.engine.IssueLoop;
import io.logp.experiment.ContentionMeasurement;
import io.logp.experiment.ContentionPoint;
import io.logp.experiment.ContentionRoles;
import io.logp.transport.TransportException;
import io.logp.transport.sim.LogpModel;
import io.logp.transport.sim.SimulatedNetwork;
import io.logp.transport.sim.SimulatedTransport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The contention experiment on a simulated LogP network: every requester of a point runs {@link ContentionPoint}
 * on a thread of its own, against the same shared responders, in virtual time. The code measured is the code that
 * runs on each MPI rank; only the processes are threads. Each point gets a fresh network (idle responders).
 */
public final class ContentionSimulation {

    private ContentionSimulation() {}

    /** Every point of {@code settings} on a network of {@code ranks} ranks, all on one simulated host. */
    public static List<ContentionMeasurement> run(LogpModel model, int ranks, ContentionSettings settings) {
        List<String> hosts = Collections.nCopies(ranks, "simulated");
        List<ContentionMeasurement> measured = new ArrayList<>();
        for (ContentionSettings.Point p : settings.plan(ranks)) {
            measured.add(point(model, ContentionRoles.of(p.pattern(), p.k(), hosts), ranks, settings));
        }
        return measured;
    }

    /** One point on a fresh network of {@code ranks} ranks. */
    public static ContentionMeasurement point(
            LogpModel model, ContentionRoles roles, int ranks, ContentionSettings settings) {
        SimulatedNetwork network = new SimulatedNetwork(model, ranks);
        int[] requesters = roles.requesters();
        // Every requester exists before any issues: the network holds the early ones back until all have started.
        List<SimulatedTransport> transports = new ArrayList<>();
        for (int r : requesters) transports.add(network.requester(r));
        ExecutorService pool = Executors.newFixedThreadPool(requesters.length);
        try {
            List<Future<ContentionMeasurement>> results = new ArrayList<>();
            for (int i = 0; i < requesters.length; i++) {
                SimulatedTransport t = transports.get(i);
                int rank = requesters[i];
                results.add(pool.submit(() -> {
                    try (t) {
                        IssueLoop loop = new IssueLoop(t, roles.peersOf(rank), Transfer.store(settings.nBytes()));
                        return new ContentionPoint(loop, network.group(requesters, t), roles, settings).measure();
                    }
                }));
            }
            ContentionMeasurement first = null;
            for (Future<ContentionMeasurement> f : results) {
                ContentionMeasurement m = f.get();
                if (first == null) first = m;
            }
            return first;
        } catch (ExecutionException e) {
            throw new TransportException(
                    "simulated " + roles + " failed: " + e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TransportException("simulated " + roles + " interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }
}
