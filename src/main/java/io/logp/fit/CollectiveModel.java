package io.logp.fit;

import io.logp.data.CollectiveOp;
import java.util.Locale;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * LogGP prediction of the time of one MPI collective over P ranks with n bytes per rank, from fitted costs, so a
 * measured collective can be compared with what its point-to-point parameters imply. All times in microseconds.
 * Each op is modelled by the algorithm MPICH and Open MPI commonly pick for it (named in the {@link Prediction});
 * a large ratio of measured to predicted says the library chose another algorithm or the network adds contention.
 *
 * <p>Helpers used by the formulas of {@link #predict}:
 * <ul>
 *   <li>hop(n) = o_s + L + o_r + n'·G: one message from the start of its send to the end of its receive;</li>
 *   <li>gap(n) = max(g, o_s, o_r) + n'·G: spacing of successive messages sent (or received) by one rank;</li>
 *   <li>n' = the bytes beyond the message o_s, o_r, g and L were measured with ({@link Costs#referenceBytes});</li>
 *   <li>q = ceil(log2 P).</li>
 * </ul>
 * The n'·G term is 0 when n' = 0, so costs without a per-byte fit still predict small-message collectives.
 * A prediction is NaN, never an exception, when a cost it needs is unknown: o_s, o_r or g not finite or
 * negative, L not finite, a zero-byte hop o_s + L + o_r not positive, or G unknown when bytes move. L may be
 * negative: the fitter reports L = RTT/2 - o_s - o_r, which on shared memory often falls just below 0 (the overheads
 * overlap in a lone round trip), and the hop is then still the measured RTT/2.
 *
 * <p>Every prediction is that of a timed launch: the messages' critical path plus, once, the {@link CallCost} the run
 * measured beside them (the timing's floor and the call's own path), written c in the formulas.
 */
public record CollectiveModel(MessageCosts costs, CallCost call) {

    /**
     * LogGP costs, us; any may be NaN (unknown).
     *
     * @param gPerByte       G, us per byte
     * @param referenceBytes size of the message o_s, o_r, g and L were measured with: a message up to this size
     *                       costs them alone, and only the bytes beyond it add G each
     */
    public record Costs(double oS, double oR, double g, double latency, double gPerByte, int referenceBytes)
            implements MessageCosts {

        public Costs {
            if (referenceBytes < 0)
                throw new IllegalArgumentException("reference size must be >= 0, got " + referenceBytes);
        }

        /** Costs whose every byte adds G (a reference message of 0 bytes). */
        public Costs(double oS, double oR, double g, double latency, double gPerByte) {
            this(oS, oR, g, latency, gPerByte, 0);
        }

        public static Costs of(LogpParameters params, double gPerByte) {
            return new Costs(
                    params.oS().value(),
                    params.oR().value(),
                    params.g().value(),
                    params.latency().value(),
                    gPerByte,
                    Math.max(0, params.nBytes()));
        }

        /** o_s + L + o_r + bytes·G (only the bytes beyond the reference message). */
        @Override
        public double hopUs(long bytes) {
            return oS + latency + oR + perByte(bytes);
        }

        /** max(g, o_s, o_r) + bytes·G (only the bytes beyond the reference message). */
        @Override
        public double gapUs(long bytes) {
            return Math.max(g, Math.max(oS, oR)) + perByte(bytes);
        }

        private double perByte(long bytes) {
            long beyond = Math.max(0, bytes - referenceBytes);
            // 0·NaN is NaN: without the test a missing G would poison the predictions that move no extra byte
            return beyond == 0 ? 0 : beyond * gPerByte;
        }

        @Override
        public boolean hasPerByteCost() {
            return Double.isFinite(gPerByte);
        }

        @Override
        public String unusable(long bytes) {
            StringJoiner bad = new StringJoiner(
                            ", ",
                            "unusable cost: ",
                            " (o_s, o_r, g and G must be finite and >= 0, the hop o_s + L + o_r > 0)")
                    .setEmptyValue("");
            check(bad, "o_s", oS);
            check(bad, "o_r", oR);
            check(bad, "g", g);
            if (!Double.isFinite(latency)) bad.add(fmt("L = %s", latency));
            else if (!(oS + latency + oR > 0)) bad.add(fmt("o_s + L + o_r = %s", oS + latency + oR));
            if (bytes > referenceBytes) check(bad, "G", gPerByte);
            return bad.length() == 0 ? null : bad.toString();
        }

        private static void check(StringJoiner bad, String name, double value) {
            if (!(Double.isFinite(value) && value >= 0)) bad.add(fmt("%s = %s", name, value));
        }
    }

    /**
     * @param us        predicted time, NaN when a needed cost is unknown
     * @param algorithm the algorithm modelled
     * @param formula   the formula with its values, for a reader to check; when unknown, which costs are unusable
     */
    public record Prediction(double us, CollectiveAlgorithm algorithm, String formula) {

        public boolean isKnown() {
            return Double.isFinite(us);
        }
    }

    public CollectiveModel {
        Objects.requireNonNull(costs, "costs");
        Objects.requireNonNull(call, "call");
    }

    /** The messages alone, with no cost per call (a simulated network, a run without collectives). */
    public CollectiveModel(MessageCosts costs) {
        this(costs, CallCost.NONE);
    }

    /** The same messages with the run's cost per call. */
    public CollectiveModel withCall(CallCost cost) {
        return new CollectiveModel(costs, cost);
    }

    /**
     * The predicted time of {@code op}:
     * <ul>
     *   <li>BARRIER, dissemination: q·hop(0).</li>
     *   <li>BCAST, binomial tree: the time the last rank holds the message. Rank r's children are r + 2^j for each
     *       j below the lowest set bit of r (every j &lt; q for the root) with r + 2^j &lt; P, served largest j
     *       first. A rank holding the message at t starts its i-th send (0-based) at t + i·gap(n); that child
     *       holds it at the send's start + hop(n). Computed over the tree, as no closed form covers every P;
     *       for P = 2^q and gap(n) &le; hop(n) it is q·hop(n).</li>
     *   <li>REDUCE, binomial tree: the broadcast run backwards (children send to their parent, which receives
     *       them spaced by gap(n)), so the same value. The reduction arithmetic is not modelled.</li>
     *   <li>ALLREDUCE, recursive doubling: (log2 p' + e)·hop(n) with p' the largest power of two &le; P,
     *       e = 2 when P &ne; p' (the excess ranks fold in first and get the result back last), else 0.</li>
     *   <li>GATHER, SCATTER, binomial tree: Σ_{r=0}^{q-1} hop(b_r·n) with b_r = min(2^r, P - 2^r) blocks
     *       carried in round r.</li>
     *   <li>ALLGATHER, recursive doubling (Bruck when P is not a power of two): the same Σ_{r=0}^{q-1}
     *       hop(b_r·n).</li>
     *   <li>ALLTOALL, linear with all sends posted at once: hop(n) + (P - 2)·gap(n).</li>
     *   <li>REDUCE_SCATTER_BLOCK, reduce then scatter: REDUCE of n·P bytes + SCATTER of n bytes.</li>
     *   <li>SCAN, EXSCAN, linear chain: (P - 1)·hop(n).</li>
     * </ul>
     *
     * @param nBytes each rank's contribution (ignored by the barrier, which moves none)
     * @param p      ranks, at least 2
     */
    public Prediction predict(CollectiveOp op, int nBytes, int p) {
        Prediction messages = messages(op, nBytes, p);
        if (call.isNone() || !messages.isKnown()) return messages;
        return new Prediction(
                call.totalUs() + messages.us(),
                messages.algorithm(),
                fmt("c + %s, c = %.3f", messages.formula(), call.totalUs()));
    }

    /** The messages' critical path alone, without the cost per call. */
    public Prediction messages(CollectiveOp op, int nBytes, int p) {
        if (p < 2) throw new IllegalArgumentException("a collective needs P >= 2 ranks, got P = " + p);
        if (nBytes < 0) throw new IllegalArgumentException("n must be >= 0 bytes, got " + nBytes);
        CollectiveAlgorithm algorithm = algorithm(op);
        String unknown = costs.unusable(op == CollectiveOp.BARRIER ? 0 : nBytes);
        if (unknown != null) return new Prediction(Double.NaN, algorithm, unknown);
        int q = 32 - Integer.numberOfLeadingZeros(p - 1);
        return switch (op) {
            case BARRIER -> new Prediction(q * hop(0), algorithm, fmt("q·hop(0) = %d × %.2f", q, hop(0)));
            case BCAST, REDUCE -> binomialTree(algorithm, nBytes, p, q);
            case ALLREDUCE -> recursiveDoubling(algorithm, nBytes, p);
            case GATHER, SCATTER, ALLGATHER -> blockRounds(algorithm, nBytes, p, q);
            case ALLTOALL ->
                new Prediction(
                        hop(nBytes) + (p - 2) * gap(nBytes),
                        algorithm,
                        fmt("hop(n) + (P-2)·gap(n) = %.2f + %d × %.2f", hop(nBytes), p - 2, gap(nBytes)));
            case REDUCE_SCATTER_BLOCK -> {
                Prediction reduce = binomialTree(algorithm, (long) nBytes * p, p, q);
                Prediction scatter = blockRounds(algorithm, nBytes, p, q);
                yield new Prediction(
                        reduce.us() + scatter.us(),
                        algorithm,
                        fmt("reduce(n·P) + scatter(n) = %.2f + %.2f", reduce.us(), scatter.us()));
            }
            case SCAN, EXSCAN ->
                new Prediction((p - 1) * hop(nBytes), algorithm, fmt("(P-1)·hop(n) = %d × %.2f", p - 1, hop(nBytes)));
        };
    }

    /** Measured over predicted; NaN when either is not finite or the prediction is not positive. */
    public static double ratio(double measuredUs, double predictedUs) {
        if (!Double.isFinite(measuredUs) || !Double.isFinite(predictedUs) || predictedUs <= 0) return Double.NaN;
        return measuredUs / predictedUs;
    }

    /** One message of {@code bytes}, start of its send to end of its receive. */
    public double hop(long bytes) {
        return costs.hopUs(bytes);
    }

    /** The spacing of successive messages of {@code bytes} from one rank. */
    public double gap(long bytes) {
        return costs.gapUs(bytes);
    }

    /** The algorithm the model assumes for {@code op}. */
    public static CollectiveAlgorithm algorithm(CollectiveOp op) {
        return switch (op) {
            case BARRIER -> CollectiveAlgorithm.DISSEMINATION;
            case BCAST, REDUCE, GATHER, SCATTER -> CollectiveAlgorithm.BINOMIAL_TREE;
            case ALLREDUCE -> CollectiveAlgorithm.RECURSIVE_DOUBLING;
            case ALLGATHER -> CollectiveAlgorithm.RECURSIVE_DOUBLING_OR_BRUCK;
            case ALLTOALL -> CollectiveAlgorithm.LINEAR_ALL_POSTED;
            case REDUCE_SCATTER_BLOCK -> CollectiveAlgorithm.REDUCE_THEN_SCATTER;
            case SCAN, EXSCAN -> CollectiveAlgorithm.LINEAR_CHAIN;
        };
    }

    private Prediction binomialTree(CollectiveAlgorithm algorithm, long bytes, int p, int q) {
        double hop = hop(bytes);
        double gap = gap(bytes);
        TreePath last = lastReached(0, new TreePath(0, 0), p, q, hop, gap);
        return new Prediction(
                last.us(hop, gap),
                algorithm,
                fmt(
                        "last rank after %d·hop(n) + %d·gap(n) = " + "%d × %.2f + %d × %.2f",
                        last.hops, last.gaps, last.hops, hop, last.gaps, gap));
    }

    /** How a rank of the binomial tree is reached: hops crossed, and sends its ancestors made before theirs to it. */
    private record TreePath(int hops, int gaps) {

        double us(double hop, double gap) {
            return hops * hop + gaps * gap;
        }
    }

    /** The path of the rank reached last in the subtree of {@code rank}, which is reached by {@code reached}. */
    private static TreePath lastReached(int rank, TreePath reached, int p, int q, double hop, double gap) {
        TreePath last = reached;
        int sent = 0;
        for (int j = (rank == 0 ? q : Integer.numberOfTrailingZeros(rank)) - 1; j >= 0; j--) {
            int child = rank + (1 << j);
            if (child >= p) continue;
            TreePath path = lastReached(child, new TreePath(reached.hops + 1, reached.gaps + sent++), p, q, hop, gap);
            if (path.us(hop, gap) > last.us(hop, gap)) last = path;
        }
        return last;
    }

    private Prediction recursiveDoubling(CollectiveAlgorithm algorithm, int nBytes, int p) {
        int pow2 = Integer.highestOneBit(p);
        int log2 = Integer.numberOfTrailingZeros(pow2);
        double hop = hop(nBytes);
        if (p == pow2) return new Prediction(log2 * hop, algorithm, fmt("log2 P·hop(n) = %d × %.2f", log2, hop));
        return new Prediction(
                (log2 + 2) * hop, algorithm, fmt("(log2 p' + 2)·hop(n) = (%d + 2) × %.2f, p' = %d", log2, hop, pow2));
    }

    private Prediction blockRounds(CollectiveAlgorithm algorithm, int nBytes, int p, int q) {
        double us = 0;
        StringJoiner symbols = new StringJoiner(" + ");
        StringJoiner values = new StringJoiner(" + ");
        for (int r = 0; r < q; r++) {
            long bytes = (long) Math.min(1 << r, p - (1 << r)) * nBytes;
            us += hop(bytes);
            symbols.add("hop(" + bytes + ")");
            values.add(fmt("%.2f", hop(bytes)));
        }
        return new Prediction(us, algorithm, "Σ hop(b_r·n) = " + symbols + " = " + values);
    }

    static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
