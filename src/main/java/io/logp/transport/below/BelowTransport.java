package io.logp.transport.below;

import io.logp.data.NetworkPath;
import io.logp.data.RankPlacement;
import io.logp.data.TransportChoice;
import io.logp.transport.Bootstrap;
import io.logp.transport.Clock;
import io.logp.transport.NanoClock;
import io.logp.transport.Transport;
import io.logp.transport.TransportException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The request/reply layer on a transport below MPI: UCX's Active Messages ({@code ucp_am_send_nbx} and a
 * registered handler that replies) or a libfabric reliable-datagram endpoint, both through a shim of one C ABI
 * (src/main/c/logp_ucx.c, logp_ofi.c). The shim keeps the messages: a request carries the header (handler, source,
 * sequence, reply bytes) and its bulk data, the responder's handler replies from the layer's progress, the requester's
 * counts replies. Java keeps the window and the watchdog, as {@code MpiTransport} does over MPI, so the issue loop of
 * Culler et al. runs unchanged on every layer.
 *
 * <p>The ranks meet through a {@link Bootstrap} (MPI) before anything is timed: their addresses are exchanged, every
 * rank connects to every other, and a barrier follows. {@link #request}, {@link #poll} and {@link #drain} allocate
 * nothing.
 */
public final class BelowTransport implements Transport {

    /** Rounds of progress per crossing while waiting: the wait loop runs in C, as ucx_perftest's and fi_pingpong's. */
    static final int POLLS = 256;
    /** Crossings between two looks at the clock while waiting. */
    private static final int WATCHDOG_STRIDE = 1 << 4;

    private final ShimCalls shim;
    private final Bootstrap bootstrap;
    private final TransportChoice layer;
    private final int rank;
    private final int size;
    private final int window;
    private final int payloadBytes;
    private final int maxMessageBytes;
    private final long timeoutNs;
    private final Clock clock = new NanoClock();
    private final String carrier;
    private int outstanding;
    private int sequence;
    private boolean closed;

    /**
     * Sets the layer up on every rank (collective through {@code bootstrap}).
     *
     * @param layer           {@link TransportChoice#UCX_AM} or {@link TransportChoice#OFI}
     * @param shimFile        the layer's shim, built by scripts/setup.sh
     * @param option          libfabric's provider (null: the shim's default); UCX takes none
     * @param window          requests outstanding before issue stalls
     * @param payloadWords    32-bit words of the small message, >= 4 (the header)
     * @param maxMessageBytes the largest request or reply, >= 4 * payloadWords
     * @param timeoutNs       longest wait for a reply, or for a request while serving
     * @throws LayerUnavailableException when the layer cannot start here (the shim, the AM API, the provider)
     */
    public BelowTransport(
            TransportChoice layer,
            Path shimFile,
            String option,
            Bootstrap bootstrap,
            int window,
            int payloadWords,
            int maxMessageBytes,
            long timeoutNs) {
        if (!layer.belowMpi()) throw new IllegalArgumentException(layer.label() + " is a way into MPI");
        if (window < 1) throw new IllegalArgumentException("window must be >= 1, got " + window);
        if (payloadWords < 4)
            throw new IllegalArgumentException(
                    "payload must be >= 4 words (handler, source, sequence, reply size), got " + payloadWords);
        if (maxMessageBytes < 4 * payloadWords)
            throw new IllegalArgumentException(
                    "largest message " + maxMessageBytes + " bytes is below the small message's " + 4 * payloadWords);
        this.layer = layer;
        this.bootstrap = bootstrap;
        this.rank = bootstrap.rank();
        this.size = bootstrap.size();
        this.window = window;
        this.payloadBytes = 4 * payloadWords;
        this.maxMessageBytes = maxMessageBytes;
        this.timeoutNs = timeoutNs;
        try {
            this.shim = ShimCalls.load(shimFile);
        } catch (IllegalStateException e) {
            throw new LayerUnavailableException(e.getMessage());
        }
        String provider = option != null ? option : defaultOption(layer, bootstrap.placement());
        int rc = shim.init(size, rank, maxMessageBytes, provider);
        if (rc != 0) throw new LayerUnavailableException(refusal(layer, provider, shim.errorText(rc)));
        byte[][] addresses = bootstrap.allGather(shim.address());
        for (int peer = 0; peer < size; peer++) if (peer != rank) shim.connect(peer, addresses[peer]);
        this.carrier = shim.describe(rank == 0 ? Math.min(1, size - 1) : 0);
        bootstrap.barrier();
    }

    /**
     * libfabric's provider when none was chosen: shm when every rank is on one host (the first RDM provider libfabric
     * offers is tcp;ofi_rxm even there), else libfabric's first; UCX takes none.
     */
    static String defaultOption(TransportChoice layer, List<RankPlacement> ranks) {
        if (layer != TransportChoice.OFI) return null;
        return ranks.stream().map(RankPlacement::host).distinct().count() == 1 ? "shm" : null;
    }

    private static String refusal(TransportChoice layer, String option, String why) {
        return switch (layer) {
            case UCX_AM ->
                "UCX refused its Active Message API (ucp_init with UCP_FEATURE_AM, a worker, the AM " + "handlers): "
                        + why;
            case OFI ->
                "libfabric has no reliable-datagram endpoint (FI_EP_RDM, tagged)"
                        + (option != null ? " from provider '" + option + "'" : "")
                        + ": " + why + "; fi_info -t FI_EP_RDM lists the providers here";
            default -> why;
        };
    }

    /** The layer's own version (UCX's "1.13.1", libfabric's "1.17.0"), for meta.json. */
    public String libraryVersion() {
        return shim.version();
    }

    /** What carries the messages, in the layer's words: UCX's lanes to the peer, libfabric's provider. */
    public String carrier() {
        return carrier;
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
        return window;
    }

    @Override
    public int payloadBytes() {
        return payloadBytes;
    }

    @Override
    public int maxMessageBytes() {
        return maxMessageBytes;
    }

    @Override
    public void request(int dest, int handler, int requestBytes, int replyBytes) {
        if (outstanding > 0) outstanding -= shim.replies(1);
        if (outstanding >= window) awaitReply(dest);
        shim.request(dest, handler, ++sequence, requestBytes, replyBytes);
        outstanding++;
    }

    @Override
    public int poll() {
        if (outstanding == 0) return 0;
        int n = shim.replies(1);
        outstanding -= n;
        return n;
    }

    @Override
    public int outstanding() {
        return outstanding;
    }

    @Override
    public void drain() {
        while (outstanding > 0) awaitReply(-1);
    }

    @Override
    public void serve() {
        long deadline = 0;
        int spins = 0;
        while (true) {
            int served = shim.serve(POLLS);
            if ((served & ShimCalls.SHUTDOWN_SEEN) != 0) {
                // The last reply must leave before this rank stops driving the layer (it waits in MPI next).
                shim.flush();
                return;
            }
            if (served > 0) {
                deadline = 0;
            } else if (++spins == WATCHDOG_STRIDE) {
                spins = 0;
                long now = System.nanoTime();
                if (deadline == 0) deadline = now + timeoutNs;
                else if (now > deadline)
                    throw new TransportException(String.format(
                            Locale.ROOT,
                            "no request for %.0f s (--timeout); the requester seems to be stopped or gone",
                            timeoutNs / 1e9));
            }
        }
    }

    private void awaitReply(int dest) {
        long deadline = 0;
        int spins = 0;
        int n;
        while ((n = shim.replies(POLLS)) == 0) {
            if (++spins == WATCHDOG_STRIDE) {
                spins = 0;
                long now = System.nanoTime();
                if (deadline == 0) deadline = now + timeoutNs;
                else if (now > deadline)
                    throw new TransportException(String.format(
                            Locale.ROOT,
                            "no reply for %.0f s (--timeout) with %d requests outstanding%s; the responder seems to"
                                    + " be stopped or gone",
                            timeoutNs / 1e9,
                            outstanding,
                            dest >= 0 ? " (issuing to rank " + dest + ")" : ""));
            }
        }
        outstanding -= n;
    }

    @Override
    public List<RankPlacement> placement() {
        return bootstrap.placement();
    }

    @Override
    public NetworkPath path() {
        return BelowPath.of(layer, bootstrap.placement(), carrier);
    }

    /** Closes every endpoint once every rank has ended its traffic (a barrier first). */
    @Override
    public void close() {
        if (closed) return;
        closed = true;
        shim.flush();
        bootstrap.barrier();
        shim.close();
    }
}
