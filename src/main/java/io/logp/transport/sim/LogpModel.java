package io.logp.transport.sim;

import io.logp.data.RendezvousShape;

/**
 * Parameters of a simulated LogP network, times in microseconds.
 *
 * <p>The bottleneck of gap g sits at the responder: it starts handling one request per max(g, o_r + o_s), so
 * requests issued faster queue there, and with several requesters the receiver is the shared bottleneck (the
 * K-to-1 case of Culler et al.). The requester is only limited by its own overheads and its window.
 *
 * @param oSUs          send overhead o_s
 * @param oRUs          receive overhead o_r
 * @param gUs           gap g
 * @param latencyUs     latency L
 * @param window        requests outstanding per requester before issue stalls
 * @param jitter        relative standard deviation applied to every o_s, o_r, g and L occurrence (0 = exact)
 * @param outlierRate   probability that an overhead is hit by an outlier (an interrupt, say)
 * @param outlierFactor how many times longer an overhead hit by an outlier takes
 * @param seed          seed of the jitter and outliers, so a simulated run is reproducible
 * @param bulk          what every byte beyond the small message adds (LogGP)
 */
public record LogpModel(
        double oSUs,
        double oRUs,
        double gUs,
        double latencyUs,
        int window,
        double jitter,
        double outlierRate,
        double outlierFactor,
        long seed,
        BulkCosts bulk) {

    /**
     * Per-byte costs of a message b bytes longer than the small one, in microseconds per byte: the sender spends
     * o_s + b * oSPerByte, the receiver o_r + b * oRPerByte, the wire takes b * G more to deliver it (LogGP's gap
     * per byte, added to L), and the bottleneck's spacing between such messages is g + b * G. A constant o_s(n)
     * (Paragon, Meiko: the network interface moves the data) has oSPerByte = 0; a linear one (Myrinet: the host
     * copies the data) has oSPerByte > 0. So the store round trip is T(n) = T(small) + b (oSPerByte + G + oRPerByte).
     *
     * <p>{@code startUpUs} is a fixed cost every message longer than the small one pays on its way and the small one
     * does not: the switch from a small-message path to a bulk path (fast box to plain eager, inline to copy, a
     * handshake), so T(n) steps up by it between the small message and the next size.
     *
     * <p>{@code rendezvous} is the protocol switch of real MPIs ({@link Rendezvous}): above its eager limit o_s(n),
     * g(n)'s wire part and L change form.
     */
    public record BulkCosts(
            double oSPerByteUs, double oRPerByteUs, double gPerByteUs, double startUpUs, Rendezvous rendezvous) {

        public static final BulkCosts NONE = new BulkCosts(0, 0, 0, 0);

        public BulkCosts {
            requireNonNegative("o_s per byte", oSPerByteUs);
            requireNonNegative("o_r per byte", oRPerByteUs);
            requireNonNegative("G", gPerByteUs);
            requireNonNegative("bulk start-up", startUpUs);
            if (rendezvous == null) throw new IllegalArgumentException("rendezvous is missing (use Rendezvous.NONE)");
        }

        /** One protocol for every size. */
        public BulkCosts(double oSPerByteUs, double oRPerByteUs, double gPerByteUs, double startUpUs) {
            this(oSPerByteUs, oRPerByteUs, gPerByteUs, startUpUs, Rendezvous.NONE);
        }

        /** Per-byte costs only: the bulk path starts as the small message does. */
        public BulkCosts(double oSPerByteUs, double oRPerByteUs, double gPerByteUs) {
            this(oSPerByteUs, oRPerByteUs, gPerByteUs, 0);
        }

        public BulkCosts withRendezvous(Rendezvous r) {
            return new BulkCosts(oSPerByteUs, oRPerByteUs, gPerByteUs, startUpUs, r);
        }

        /**
         * The sender's overhead beyond the small message's for a message b bytes longer than it: b o_s' eagerly; above
         * the eager limit the rendezvous' fixed cost, plus b G when the host drives the copy.
         */
        public double sendUs(long extraBytes) {
            if (!rendezvous.applies(extraBytes)) return extraBytes * oSPerByteUs;
            return rendezvous.senderUs()
                    + (rendezvous.shape() == RendezvousShape.HOST_COPY ? extraBytes * gPerByteUs : 0);
        }

        /**
         * The wire time a message b bytes beyond the small one adds: the bulk path's start-up and its bytes at G;
         * above the eager limit the handshake's round trip (2 {@code latencyUs}) too, and the bytes only when the
         * host did not already move them during its overhead.
         */
        public double wireUs(long extraBytes, double latencyUs) {
            if (extraBytes <= 0) return 0;
            if (!rendezvous.applies(extraBytes)) return startUpUs + extraBytes * gPerByteUs;
            double bytes = rendezvous.shape() == RendezvousShape.HOST_COPY ? 0 : extraBytes * gPerByteUs;
            return startUpUs + 2 * latencyUs + bytes;
        }
    }

    /**
     * An eager/rendezvous switch: a message of more than {@code eagerLimitBytes} (the whole message, as n counts
     * it) first sends a request-to-send and waits for the clear-to-send, a handshake round trip added to its
     * latency, and the sender pays {@code senderUs} for it. Above the limit the data moves either by the network
     * interface or a single copy, so o_s(n) stays flat at o_s + senderUs ({@link RendezvousShape#FLAT}), or by the host, which
     * copies at the wire's rate, so o_s(n) grows by G per byte toward g(n) ({@link RendezvousShape#HOST_COPY}). In both the
     * large-message regime has T(n) = RTT + startUp + senderUs + 2L + b (G + o_r'), b = n - 16.
     */
    public record Rendezvous(int eagerLimitBytes, double senderUs, RendezvousShape shape) {

        /** No switch: every size is eager. */
        public static final Rendezvous NONE = new Rendezvous(Integer.MAX_VALUE, 0, RendezvousShape.FLAT);

        public Rendezvous {
            if (eagerLimitBytes < SimulatedTransport.PAYLOAD_BYTES)
                throw new IllegalArgumentException("eager limit must be >= " + SimulatedTransport.PAYLOAD_BYTES
                        + " bytes (the small message), got " + eagerLimitBytes);
            requireNonNegative("rendezvous sender overhead", senderUs);
            if (shape == null) throw new IllegalArgumentException("rendezvous shape is missing");
        }

        /** Whether a message b bytes longer than the small one goes by rendezvous. */
        boolean applies(long extraBytes) {
            return extraBytes + SimulatedTransport.PAYLOAD_BYTES > eagerLimitBytes;
        }
    }

    /** A network whose costs do not depend on message size. */
    public LogpModel(
            double oSUs,
            double oRUs,
            double gUs,
            double latencyUs,
            int window,
            double jitter,
            double outlierRate,
            double outlierFactor,
            long seed) {
        this(oSUs, oRUs, gUs, latencyUs, window, jitter, outlierRate, outlierFactor, seed, BulkCosts.NONE);
    }

    public LogpModel {
        if (bulk == null) throw new IllegalArgumentException("bulk costs are missing (use BulkCosts.NONE)");
        requireNonNegative("o_s", oSUs);
        requireNonNegative("o_r", oRUs);
        requireNonNegative("g", gUs);
        requireNonNegative("L", latencyUs);
        if (oSUs <= 0)
            throw new IllegalArgumentException("o_s must be > 0 (the send-only regime needs it), got " + oSUs);
        if (window < 1) throw new IllegalArgumentException("window must be >= 1, got " + window);
        if (!(jitter >= 0 && jitter < 0.5))
            throw new IllegalArgumentException("jitter must be in [0, 0.5), got " + jitter);
        if (!(outlierRate >= 0 && outlierRate < 1))
            throw new IllegalArgumentException("outlier rate must be in [0, 1), got " + outlierRate);
        if (!(outlierFactor >= 1))
            throw new IllegalArgumentException("outlier factor must be >= 1, got " + outlierFactor);
    }

    /** An exact network: no jitter, no outliers. */
    public static LogpModel exact(double oS, double oR, double g, double latency, int window) {
        return new LogpModel(oS, oR, g, latency, window, 0, 0, 1, 1);
    }

    public LogpModel withJitter(double relative, long newSeed) {
        return new LogpModel(oSUs, oRUs, gUs, latencyUs, window, relative, outlierRate, outlierFactor, newSeed, bulk);
    }

    public LogpModel withWindow(int newWindow) {
        return new LogpModel(oSUs, oRUs, gUs, latencyUs, newWindow, jitter, outlierRate, outlierFactor, seed, bulk);
    }

    /** The same network with latency {@code newLatencyUs}: a slower (or faster) link. */
    public LogpModel withLatency(double newLatencyUs) {
        return new LogpModel(oSUs, oRUs, gUs, newLatencyUs, window, jitter, outlierRate, outlierFactor, seed, bulk);
    }

    public LogpModel withBulk(BulkCosts costs) {
        return new LogpModel(oSUs, oRUs, gUs, latencyUs, window, jitter, outlierRate, outlierFactor, seed, costs);
    }

    /** RTT = 2 (o_s + L + o_r) of one request/reply on an idle network. */
    public double rttUs() {
        return 2 * (oSUs + latencyUs + oRUs);
    }

    /** Idle = g - o_s - o_r: the requester's wait per message in the D = 0 steady state. */
    public double idleUs() {
        return gUs - oSUs - oRUs;
    }

    private static void requireNonNegative(String name, double v) {
        if (!(v >= 0) || !Double.isFinite(v))
            throw new IllegalArgumentException(name + " must be finite and >= 0, got " + v);
    }
}
