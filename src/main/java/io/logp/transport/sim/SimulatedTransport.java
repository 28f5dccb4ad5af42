package io.logp.transport.sim;

import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import io.logp.transport.Clock;
import io.logp.transport.Transport;
import io.logp.transport.TransportException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A requester's view of a simulated LogP network ({@link SimulatedNetwork}) with a virtual clock. The responders
 * are part of the model, not threads: when a request departs, the network computes when its reply will be back,
 * which is exact because each responder serves its requests in arrival order.
 *
 * <p>Timeline of one request: the requester spends o_s and the request departs; it arrives L later; the responder
 * starts it no earlier than g after the previous start and once idle, spends o_r handling it and o_s sending the
 * reply, which arrives L later; the requester spends o_r when it handles the reply, at its next issue, poll or
 * drain. Time advances only through these costs and through {@link Clock#spin}. A message b bytes longer than the
 * small one adds the model's per-byte costs ({@link LogpModel.BulkCosts}) to each of these steps.
 */
public final class SimulatedTransport implements Transport {

    /** Bytes of the small message (four 32-bit words, as on the MPI transport). */
    static final int PAYLOAD_BYTES = 16;

    private final SimulatedNetwork network;
    private final LogpModel model;
    private final int rank;
    private final int size;
    private final SplittableRandom random;
    private final VirtualClock clock = new VirtualClock();
    /** Reply arrival times, kept sorted ascending; at most window entries. */
    private final long[] arrivals;
    /** The requester's receive overhead of each reply in {@link #arrivals}, in the same order (microseconds). */
    private final double[] replyOverheadsUs;

    private int outstanding;
    private final long[] responderFree;
    private final long[] responderLastStart;

    /** A network of one requester (rank 0) and {@code responders} responders (ranks 1..). */
    public SimulatedTransport(LogpModel model, int responders) {
        this(lone(model, responders), 0);
    }

    SimulatedTransport(SimulatedNetwork network, int rank) {
        this.network = network;
        this.model = network.model();
        this.rank = rank;
        this.size = network.ranks();
        // Each requester draws its own jitter, so a run does not depend on how the threads interleave.
        this.random = new SplittableRandom(model.seed() + 0x9E3779B97F4A7C15L * rank);
        this.arrivals = new long[model.window()];
        this.replyOverheadsUs = new double[model.window()];
        this.responderFree = network.responderFree;
        this.responderLastStart = network.responderLastStart;
    }

    private static SimulatedNetwork lone(LogpModel model, int responders) {
        if (responders < 1) throw new IllegalArgumentException("need at least one responder");
        SimulatedNetwork network = new SimulatedNetwork(model, responders + 1);
        network.enrol(0);
        return network;
    }

    public LogpModel model() {
        return model;
    }

    @Override
    public int rank() {
        return rank;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Clock clock() {
        return clock;
    }

    @Override
    public int window() {
        return model.window();
    }

    @Override
    public int payloadBytes() {
        return PAYLOAD_BYTES;
    }

    @Override
    public int maxMessageBytes() {
        return Integer.MAX_VALUE;
    }

    @Override
    public void request(int dest, int handler, int requestBytes, int replyBytes) {
        if (dest < 0 || dest >= size || network.isRequester(dest))
            throw new TransportException("no simulated responder at rank " + dest);
        if (requestBytes < PAYLOAD_BYTES || replyBytes < PAYLOAD_BYTES) {
            throw new IllegalArgumentException(
                    "messages are at least " + PAYLOAD_BYTES + " bytes, got " + requestBytes + " and " + replyBytes);
        }
        LogpModel.BulkCosts perByte = model.bulk();
        long bRequest = requestBytes - PAYLOAD_BYTES;
        long bReply = replyBytes - PAYLOAD_BYTES;
        handleArrived();
        while (outstanding == arrivals.length) {
            clock.now = Math.max(clock.now, arrivals[0]);
            handleArrived();
        }
        clock.now += overhead(model.oSUs() + perByte.sendUs(bRequest));
        if (network.isShared()) network.awaitTurn(rank, clock.now);
        long arrival = clock.now + duration(model.latencyUs() + perByte.wireUs(bRequest, model.latencyUs()));
        long gap = duration(model.gUs() + Math.max(bRequest, bReply) * perByte.gPerByteUs());
        long start = Math.max(arrival, Math.max(responderFree[dest], responderLastStart[dest] + gap));
        long replyDeparts = start
                + overhead(model.oRUs() + bRequest * perByte.oRPerByteUs())
                + overhead(model.oSUs() + perByte.sendUs(bReply));
        responderLastStart[dest] = start;
        responderFree[dest] = replyDeparts;
        insertArrival(
                replyDeparts + duration(model.latencyUs() + perByte.wireUs(bReply, model.latencyUs())),
                model.oRUs() + bReply * perByte.oRPerByteUs());
    }

    @Override
    public int poll() {
        return handleArrived();
    }

    @Override
    public int outstanding() {
        return outstanding;
    }

    @Override
    public void drain() {
        while (outstanding > 0) {
            clock.now = Math.max(clock.now, arrivals[0]);
            handleArrived();
        }
    }

    @Override
    public void serve() {
        throw new IllegalStateException("simulated responders are part of the network model; only rank 0 runs code");
    }

    @Override
    public List<RankPlacement> placement() {
        List<RankPlacement> ranks = new ArrayList<>();
        for (int r = 0; r < size; r++) ranks.add(new RankPlacement(r, "simulated", 0, ""));
        return ranks;
    }

    @Override
    public NetworkPath path() {
        return NetworkPath.simulated();
    }

    @Override
    public void close() {
        network.finished(rank);
    }

    long clockNs() {
        return clock.now;
    }

    /** A collective ended at {@code t}: this requester's time moves there (never back). */
    void advanceTo(long t) {
        clock.now = Math.max(clock.now, t);
    }

    /** Handles, in arrival order, every reply that has arrived by now; each costs o_r. */
    private int handleArrived() {
        int handled = 0;
        while (outstanding > 0 && arrivals[0] <= clock.now) {
            clock.now += overhead(replyOverheadsUs[0]);
            System.arraycopy(arrivals, 1, arrivals, 0, --outstanding);
            System.arraycopy(replyOverheadsUs, 1, replyOverheadsUs, 0, outstanding);
            handled++;
        }
        return handled;
    }

    private void insertArrival(long t, double receiveOverheadUs) {
        int i = outstanding++;
        while (i > 0 && arrivals[i - 1] > t) {
            arrivals[i] = arrivals[i - 1];
            replyOverheadsUs[i] = replyOverheadsUs[i - 1];
            i--;
        }
        arrivals[i] = t;
        replyOverheadsUs[i] = receiveOverheadUs;
    }

    /** A host-side cost: jittered, and occasionally hit by an outlier. */
    private long overhead(double us) {
        long d = duration(us);
        if (model.outlierRate() > 0 && random.nextDouble() < model.outlierRate()) {
            d = Math.round(d * model.outlierFactor());
        }
        return d;
    }

    private long duration(double us) {
        double ns = us * 1e3;
        if (model.jitter() > 0) ns *= Math.max(0, 1 + model.jitter() * random.nextGaussian());
        return Math.round(ns);
    }

    /** The requester's virtual time; computing for D simply advances it, as no reply is handled meanwhile. */
    private static final class VirtualClock implements Clock {
        long now;

        @Override
        public long nanos() {
            return now;
        }

        @Override
        public void spin(long nanos) {
            if (nanos > 0) now += nanos;
        }

        @Override
        public boolean virtual() {
            return true;
        }
    }
}
