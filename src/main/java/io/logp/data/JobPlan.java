package io.logp.data;

import java.util.List;
import java.util.Optional;

/**
 * What one measuring job runs, in this order: the pair's small-message part (the signature, or the RTT alone), bulk
 * transfers, contention, collectives, the ping-pong, the queue costs. A command builds it once from its options;
 * every rank of the job builds the same plan from the same arguments, so every rank runs the same phases.
 *
 * @param command the subcommand, as meta.json records it
 * @param args    the command line after the program name, as meta.json records it
 * @param quiet     no progress lines
 * @param transport the way into MPI every rank takes, or the transport below it
 * @param provider  libfabric's provider for {@link TransportChoice#OFI} (--ofi-provider); empty: the default
 * @param timeoutNs how long a rank waits for a peer that makes no progress (--timeout) before it ends the job: the
 *     request/reply transport's watchdog and the rank's over MPI's blocking calls
 */
public record JobPlan(
        String command,
        List<String> args,
        boolean quiet,
        TransportChoice transport,
        Optional<String> provider,
        long timeoutNs,
        Optional<Pair> pair,
        Optional<Bulk> bulk,
        Optional<Contention> contention,
        Optional<CollectivePlan> collectives,
        Optional<PingPongSettings> pingPong,
        Optional<QueueSettings> queues,
        Optional<AllPairs> allPairs) {

    /** The request/reply transport between rank 0 and its responders. */
    public record PairTransport(int window, int payloadWords, long timeoutNs) {

        public PairTransport {
            if (window < 1) throw new IllegalArgumentException("window must be >= 1, got " + window);
            if (payloadWords < 4) throw new IllegalArgumentException("payload must be >= 4 words, got " + payloadWords);
            if (timeoutNs <= 0) throw new IllegalArgumentException("timeout must be > 0");
        }

        public int payloadBytes() {
            return 4 * payloadWords;
        }
    }

    /** The small-message part between rank 0 and rank 1: the whole signature, or only the RTT. */
    public record Pair(PairTransport transport, SmallMessageSettings settings, boolean rttOnly) {}

    /** Bulk transfers on a transport of their own, with their own window. */
    public record Bulk(BulkSettings settings, int window) {}

    /** Every pair of ranks, on a transport of its own: its RTT (and short signature), pair by pair or in rounds. */
    public record AllPairs(io.logp.data.PairsSettings settings, PairTransport transport) {}

    /** The contention patterns over every rank, on a transport of their own. */
    public record Contention(ContentionSettings settings, int window) {}

    public JobPlan {
        args = List.copyOf(args);
        if (timeoutNs <= 0) throw new IllegalArgumentException("timeout must be > 0");
        if ((bulk.isPresent() || contention.isPresent()) && pair.isEmpty()) {
            throw new IllegalArgumentException(
                    "bulk transfers and contention follow the pair's signature, which is not planned");
        }
    }

    /** A plan with nothing to run yet. */
    public static JobPlan of(String command, List<String> args, boolean quiet, TransportChoice transport) {
        return new JobPlan(
                command,
                args,
                quiet,
                transport,
                Optional.empty(),
                (long) (Defaults.TIMEOUT_SECONDS * 1e9),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty());
    }

    /** The pair, whose transport's --timeout becomes the job's. */
    public JobPlan withPair(Pair p) {
        return with(c -> {
            c.timeoutNs = p.transport().timeoutNs();
            c.pair = Optional.of(p);
        });
    }

    /** libfabric's provider (--ofi-provider). */
    public JobPlan withProvider(String name) {
        return with(c -> c.provider = Optional.of(name));
    }

    /** How long a rank waits for a peer that makes no progress (--timeout). */
    public JobPlan withTimeout(long ns) {
        return with(c -> c.timeoutNs = ns);
    }

    public JobPlan withBulk(Bulk b) {
        return with(c -> c.bulk = Optional.of(b));
    }

    public JobPlan withContention(Contention k) {
        return with(c -> c.contention = Optional.of(k));
    }

    public JobPlan withCollectives(CollectivePlan p) {
        return with(c -> c.collectives = Optional.of(p));
    }

    public JobPlan withPingPong(PingPongSettings p) {
        return with(c -> c.pingPong = Optional.of(p));
    }

    /** Every pair, whose transport's --timeout becomes the job's. */
    public JobPlan withAllPairs(AllPairs p) {
        return with(c -> {
            c.timeoutNs = p.transport().timeoutNs();
            c.allPairs = Optional.of(p);
        });
    }

    public JobPlan withQueues(QueueSettings q) {
        return with(c -> c.queues = Optional.of(q));
    }

    /** This plan with what {@code change} sets in a copy of its parts; the command line stays. */
    private JobPlan with(java.util.function.Consumer<Parts> change) {
        Parts c = new Parts(this);
        change.accept(c);
        return new JobPlan(
                command,
                args,
                quiet,
                transport,
                c.provider,
                c.timeoutNs,
                c.pair,
                c.bulk,
                c.contention,
                c.collectives,
                c.pingPong,
                c.queues,
                c.allPairs);
    }

    /** The parts of a plan a wither may change, copied from it. */
    private static final class Parts {
        Optional<String> provider;
        long timeoutNs;
        Optional<Pair> pair;
        Optional<Bulk> bulk;
        Optional<Contention> contention;
        Optional<CollectivePlan> collectives;
        Optional<PingPongSettings> pingPong;
        Optional<QueueSettings> queues;
        Optional<AllPairs> allPairs;

        Parts(JobPlan p) {
            provider = p.provider;
            timeoutNs = p.timeoutNs;
            pair = p.pair;
            bulk = p.bulk;
            contention = p.contention;
            collectives = p.collectives;
            pingPong = p.pingPong;
            queues = p.queues;
            allPairs = p.allPairs;
        }
    }
}
