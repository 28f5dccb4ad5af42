package io.logp.analysis;

import io.logp.data.PairRtt;
import io.logp.finding.Finding;
import io.logp.finding.PairFinding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The pairs of a run and what they mean: Culler et al.'s Table 3 (minimum, median and maximum RTT over all pairs,
 * with the pairs where they occur), split into pairs on one host and pairs across hosts when the run has both, and
 * the slow pairs and slow ranks. A pair is slow when its RTT exceeds the median of its kind beyond both CIs by the
 * margin; a rank is slow when every pair it is in (two at least) is slow.
 *
 * @param pairs    every pair measured
 * @param ranks    the ranks of the job (those without a measured pair included), ordered by host then rank
 * @param spreads  Table 3's rows: all pairs, then each kind when both occur
 * @param findings slow pairs, slow ranks, and the notes of the experiment
 */
public record PairsAnalysis(List<PairRtt> pairs, List<Integer> ranks, List<Spread> spreads, List<Finding> findings) {

    /** Which pairs a row of Table 3 covers. */
    public enum Kind {
        ALL("all pairs"),
        SAME_HOST("same host"),
        ACROSS_HOSTS("across hosts");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        boolean covers(PairRtt p) {
            return switch (this) {
                case ALL -> true;
                case SAME_HOST -> p.sameHost();
                case ACROSS_HOSTS -> !p.sameHost();
            };
        }
    }

    /**
     * A row of Table 3.
     *
     * @param medianUs    the median RTT (the mean of the middle two for an even count)
     * @param medianPair  the pair nearest the median
     */
    public record Spread(Kind kind, int count, PairRtt min, double medianUs, PairRtt medianPair, PairRtt max) {}

    /** What the experiment recorded about itself, beside the pairs. */
    public record Notes(int rounds, int mostAtOnce, List<List<Integer>> notReached, double budgetSeconds) {

        public static final Notes NONE = new Notes(0, 1, List.of(), Double.NaN);
    }

    /**
     * @param hosts  the host of every rank (index = rank); empty to take them from the pairs
     * @param margin how far beyond both CIs a slow pair lies (0.2: 20%)
     */
    public static PairsAnalysis of(List<PairRtt> pairs, List<String> hosts, double margin, Notes notes) {
        List<String> hostOf = hosts.isEmpty() ? hostsOf(pairs) : hosts;
        List<Integer> ranks = new ArrayList<>();
        for (int r = 0; r < hostOf.size(); r++) ranks.add(r);
        ranks.sort(Comparator.comparing((Integer r) -> hostOf.get(r)).thenComparing(r -> r));
        List<Spread> spreads = new ArrayList<>();
        spread(pairs, Kind.ALL).ifPresent(spreads::add);
        Optional<Spread> same = spread(pairs, Kind.SAME_HOST);
        Optional<Spread> across = spread(pairs, Kind.ACROSS_HOSTS);
        if (same.isPresent() && across.isPresent()) {
            spreads.add(same.get());
            spreads.add(across.get());
        }
        List<Finding> findings = new ArrayList<>();
        if (pairs.size() == 1) findings.add(new PairFinding.SinglePair());
        List<PairFinding.SlowPair> slow = pairs.size() > 1 ? slowPairs(pairs, margin) : List.of();
        findings.addAll(slowRanks(pairs, slow, hostOf));
        findings.addAll(slow);
        if (notes.mostAtOnce() > 1) findings.add(new PairFinding.PairsContended(notes.mostAtOnce(), notes.rounds()));
        if (!notes.notReached().isEmpty())
            findings.add(new PairFinding.PairsNotReached(
                    notes.notReached().size(),
                    notes.notReached().size() + pairs.size(),
                    notes.budgetSeconds(),
                    notes.notReached().stream()
                            .map(p -> new PairFinding.Ranks(p.get(0), p.get(1)))
                            .toList()));
        return new PairsAnalysis(List.copyOf(pairs), List.copyOf(ranks), List.copyOf(spreads), List.copyOf(findings));
    }

    /** The RTT of pair (i, j) in either order, if measured. */
    public Optional<PairRtt> pair(int i, int j) {
        return pairs.stream().filter(p -> p.has(i) && p.has(j)).findFirst();
    }

    static Optional<Spread> spread(List<PairRtt> pairs, Kind kind) {
        List<PairRtt> of = pairs.stream()
                .filter(kind::covers)
                .sorted(Comparator.comparingDouble(PairRtt::rttUs))
                .toList();
        if (of.isEmpty()) return Optional.empty();
        double median = median(of.stream().mapToDouble(PairRtt::rttUs).toArray());
        PairRtt nearest = of.stream()
                .min(Comparator.comparingDouble(p -> Math.abs(p.rttUs() - median)))
                .orElseThrow();
        return Optional.of(new Spread(kind, of.size(), of.get(0), median, nearest, of.get(of.size() - 1)));
    }

    static List<PairFinding.SlowPair> slowPairs(List<PairRtt> pairs, double margin) {
        List<PairFinding.SlowPair> slow = new ArrayList<>();
        for (Kind kind : List.of(Kind.SAME_HOST, Kind.ACROSS_HOSTS)) {
            List<PairRtt> of = pairs.stream().filter(kind::covers).toList();
            if (of.size() < 2) continue;
            double median = median(of.stream().mapToDouble(PairRtt::rttUs).toArray());
            double medianCi =
                    median(of.stream().mapToDouble(p -> ci(p.ci95Us())).toArray());
            for (PairRtt p : of) {
                if (p.rttUs() - ci(p.ci95Us()) > (median + medianCi) * (1 + margin)) {
                    slow.add(new PairFinding.SlowPair(
                            p.i(),
                            p.j(),
                            p.hostI(),
                            p.hostJ(),
                            p.sameHost(),
                            p.rttUs(),
                            p.ci95Us(),
                            median,
                            medianCi,
                            margin));
                }
            }
        }
        slow.sort(Comparator.comparingInt(PairFinding.SlowPair::i).thenComparingInt(PairFinding.SlowPair::j));
        return slow;
    }

    static List<PairFinding.SlowRank> slowRanks(
            List<PairRtt> pairs, List<PairFinding.SlowPair> slow, List<String> hosts) {
        Set<Integer> ranks = new LinkedHashSet<>();
        for (PairRtt p : pairs) {
            ranks.add(p.i());
            ranks.add(p.j());
        }
        List<PairFinding.SlowRank> found = new ArrayList<>();
        for (int r : ranks.stream().sorted().toList()) {
            List<PairRtt> mine = pairs.stream().filter(p -> p.has(r)).toList();
            if (mine.size() < 2) continue;
            boolean all = mine.stream().allMatch(p -> slow.stream().anyMatch(s -> s.i() == p.i() && s.j() == p.j()));
            if (!all) continue;
            double[] others = pairs.stream()
                    .filter(p -> !p.has(r))
                    .mapToDouble(PairRtt::rttUs)
                    .toArray();
            found.add(new PairFinding.SlowRank(
                    r,
                    r < hosts.size() ? hosts.get(r) : "",
                    mine.size(),
                    median(mine.stream().mapToDouble(PairRtt::rttUs).toArray()),
                    others.length == 0 ? Double.NaN : median(others)));
        }
        return found;
    }

    /** An unknown CI counts as none: the pair then stands on its mean. */
    private static double ci(double ci95Us) {
        return Double.isFinite(ci95Us) ? ci95Us : 0;
    }

    static double median(double[] values) {
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        int n = v.length;
        if (n == 0) return Double.NaN;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static List<String> hostsOf(List<PairRtt> pairs) {
        int ranks = pairs.stream().mapToInt(p -> Math.max(p.i(), p.j())).max().orElse(-1) + 1;
        List<String> hosts = new ArrayList<>(java.util.Collections.nCopies(ranks, ""));
        for (PairRtt p : pairs) {
            hosts.set(p.i(), p.hostI());
            hosts.set(p.j(), p.hostJ());
        }
        return hosts;
    }
}
