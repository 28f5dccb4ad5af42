package io.logp.experiment;

import io.logp.data.ContentionPattern;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Who does what at one contention point: the requesters (each with the responders it issues to, in turn), the
 * responders, and everyone else idle. Rank 0 is always the first requester, so it leads the group and writes the
 * files. Roles follow the hosts: a pair, or a requester and its responder, is put on different hosts when the
 * placement allows, so that the messages cross the network rather than a node's shared memory.
 *
 * @param requesters world ranks of the requesters, rank 0 first
 * @param peers      the responders of each requester, in the order of {@code requesters}
 * @param responders world ranks that answer requests at this point
 */
public record ContentionRoles(ContentionPattern pattern, int k, int[] requesters, int[][] peers, int[] responders) {

    /**
     * @param hosts the host of every world rank (index = rank); all equal on one machine
     */
    public static ContentionRoles of(ContentionPattern pattern, int k, List<String> hosts) {
        int ranks = hosts.size();
        if (k < 1 || k > pattern.maxK(ranks)) {
            throw new IllegalArgumentException(pattern.label() + " with K = " + k + " needs more than " + ranks
                    + " ranks" + " (K is 1.." + pattern.maxK(ranks) + " here)");
        }
        return switch (pattern) {
            case K_TO_1 -> kToOne(pattern, k, hosts);
            case ONE_TO_K -> oneToK(pattern, k, hosts);
            case PAIRS -> pairs(pattern, k, hosts);
        };
    }

    /** The responder is the last rank on a host other than rank 0's, if any; the requesters are the first K others. */
    private static ContentionRoles kToOne(ContentionPattern pattern, int k, List<String> hosts) {
        int responder = farthest(hosts, 0, List.of(0));
        int[] requesters = new int[k];
        int n = 0;
        for (int r = 0; r < hosts.size() && n < k; r++) if (r != responder) requesters[n++] = r;
        int[][] peers = new int[k][];
        for (int i = 0; i < k; i++) peers[i] = new int[] {responder};
        return new ContentionRoles(pattern, k, requesters, peers, new int[] {responder});
    }

    /** Rank 0 issues to K responders, those on other hosts first. */
    private static ContentionRoles oneToK(ContentionPattern pattern, int k, List<String> hosts) {
        List<Integer> order = new ArrayList<>();
        for (int r = 1; r < hosts.size(); r++) if (!hosts.get(r).equals(hosts.get(0))) order.add(r);
        for (int r = 1; r < hosts.size(); r++) if (hosts.get(r).equals(hosts.get(0))) order.add(r);
        int[] responders =
                order.subList(0, k).stream().mapToInt(Integer::intValue).toArray();
        return new ContentionRoles(pattern, k, new int[] {0}, new int[][] {responders}, responders);
    }

    /**
     * Requesters are ranks 0, 1, ... in turn, each paired with the highest free rank on another host (else the
     * highest free rank), until K pairs exist.
     */
    private static ContentionRoles pairs(ContentionPattern pattern, int k, List<String> hosts) {
        int ranks = hosts.size();
        boolean[] used = new boolean[ranks];
        int[] requesters = new int[k];
        int[][] peers = new int[k][];
        int[] responders = new int[k];
        int made = 0;
        for (int r = 0; r < ranks && made < k; r++) {
            if (used[r]) continue;
            List<Integer> taken = new ArrayList<>();
            for (int u = 0; u < ranks; u++) if (used[u] || u == r) taken.add(u);
            int partner = farthest(hosts, r, taken);
            if (partner < 0) break;
            used[r] = used[partner] = true;
            requesters[made] = r;
            peers[made] = new int[] {partner};
            responders[made] = partner;
            made++;
        }
        return new ContentionRoles(pattern, k, requesters, peers, responders);
    }

    /** The highest rank not in {@code taken} on a host other than {@code from}'s, else the highest one not taken. */
    private static int farthest(List<String> hosts, int from, List<Integer> taken) {
        for (int r = hosts.size() - 1; r >= 0; r--) {
            if (!taken.contains(r) && !hosts.get(r).equals(hosts.get(from))) return r;
        }
        for (int r = hosts.size() - 1; r >= 0; r--) if (!taken.contains(r)) return r;
        return -1;
    }

    public boolean isRequester(int rank) {
        return indexOf(requesters, rank) >= 0;
    }

    public boolean isResponder(int rank) {
        return indexOf(responders, rank) >= 0;
    }

    /** The responders {@code rank} issues to. */
    public int[] peersOf(int rank) {
        int i = indexOf(requesters, rank);
        if (i < 0) throw new IllegalArgumentException("rank " + rank + " is not a requester at " + this);
        return peers[i].clone();
    }

    /** True when some requester and one of its responders run on the same host. */
    public boolean sharesHost(List<String> hosts) {
        for (int i = 0; i < requesters.length; i++) {
            for (int p : peers[i]) if (hosts.get(requesters[i]).equals(hosts.get(p))) return true;
        }
        return false;
    }

    /** "0,1 -> 3" style, for progress lines and meta.json. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < requesters.length; i++) {
            parts.add(requesters[i] + "->"
                    + String.join(
                            "+",
                            Arrays.stream(peers[i]).mapToObj(Integer::toString).toList()));
        }
        return String.join(" ", parts);
    }

    @Override
    public String toString() {
        return pattern.label() + " K=" + k + " (" + describe() + ")";
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) if (a[i] == v) return i;
        return -1;
    }
}
