package io.logp.data;

import java.util.Map;
import java.util.TreeMap;

/**
 * Latency a simulated network adds to some of its links, in microseconds each way: a slower link between two given
 * ranks, and a slower rank, whose every link is slower (a slow node or its own cable). A pair's link has the sum.
 */
public record LinkDelays(Map<Link, Double> pairsUs, Map<Integer, Double> ranksUs) {

    /** The link between two ranks, either way: {@code low < high}. */
    public record Link(int low, int high) implements Comparable<Link> {

        public Link {
            if (low >= high)
                throw new IllegalArgumentException("a link needs two ranks, low first: " + low + ", " + high);
        }

        /** The link between {@code i} and {@code j}, in either order. */
        public static Link between(int i, int j) {
            return new Link(Math.min(i, j), Math.max(i, j));
        }

        @Override
        public int compareTo(Link o) {
            return low != o.low ? Integer.compare(low, o.low) : Integer.compare(high, o.high);
        }
    }

    public static final LinkDelays NONE = new LinkDelays(Map.of(), Map.of());

    public LinkDelays {
        pairsUs = Map.copyOf(pairsUs);
        ranksUs = Map.copyOf(ranksUs);
        for (double us : pairsUs.values()) requireDelay(us);
        for (double us : ranksUs.values()) requireDelay(us);
    }

    /** These delays and {@code us} more on the link between {@code i} and {@code j}. */
    public LinkDelays withPair(int i, int j, double us) {
        if (i == j) throw new IllegalArgumentException("a link needs two ranks, got " + i + " twice");
        Map<Link, Double> more = new TreeMap<>(pairsUs);
        more.merge(Link.between(i, j), us, Double::sum);
        return new LinkDelays(more, ranksUs);
    }

    /** These delays and {@code us} more on every link of {@code rank}. */
    public LinkDelays withRank(int rank, double us) {
        Map<Integer, Double> more = new TreeMap<>(ranksUs);
        more.merge(rank, us, Double::sum);
        return new LinkDelays(pairsUs, more);
    }

    /** The latency the link between {@code i} and {@code j} adds each way. */
    public double extraUs(int i, int j) {
        double link = i == j ? 0.0 : pairsUs.getOrDefault(Link.between(i, j), 0.0);
        return link + ranksUs.getOrDefault(i, 0.0) + ranksUs.getOrDefault(j, 0.0);
    }

    /** The highest rank named, or -1. */
    public int highestRank() {
        int most = ranksUs.keySet().stream().mapToInt(Integer::intValue).max().orElse(-1);
        for (Link link : pairsUs.keySet()) most = Math.max(most, link.high());
        return most;
    }

    private static void requireDelay(double us) {
        if (!(us >= 0) || !Double.isFinite(us))
            throw new IllegalArgumentException("a link's added latency must be finite and >= 0 us, got " + us);
    }
}
