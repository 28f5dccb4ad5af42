package io.logp.analysis;

import io.logp.data.Estimate;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import io.logp.stats.ConfidenceInterval;
import io.logp.stats.Median;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * What the ways of {@code overhead} measured, across rounds. A way's value is the mean over rounds with a Student t
 * CI over them (with one round, that round's own fit CI), since the rounds see the machine's state change and one
 * launch's CI does not. Against the reference (C), each round is a pair: the ways of one round ran back to back,
 * so the per-round difference and ratio cancel the machine's state, and their median over rounds is the number to
 * quote (a mean of ratios would let one round in a slow state dominate).
 */
public record OverheadComparison(List<OverheadRound> rounds) {

    /** Per-round pairs of one way against the reference, for one parameter. */
    public record Paired(int pairs, double medianDifference, double medianRatio, double minRatio, double maxRatio) {}

    public OverheadComparison {
        rounds = List.copyOf(rounds);
    }

    /** The ways present, in {@link MpiWay} order (C first). */
    public List<MpiWay> ways() {
        EnumSet<MpiWay> present = EnumSet.noneOf(MpiWay.class);
        for (OverheadRound r : rounds) present.add(r.way());
        return List.copyOf(present);
    }

    /** Rounds with at least one way measured. */
    public int roundCount() {
        return (int) rounds.stream().mapToInt(OverheadRound::round).distinct().count();
    }

    /** The way's value of {@code p} over the rounds that measured it. */
    public Estimate across(MpiWay way, LogpParameter p) {
        List<Estimate> known = new ArrayList<>();
        for (OverheadRound r : rounds) if (r.way() == way && r.get(p).isKnown()) known.add(r.get(p));
        if (known.isEmpty()) return Estimate.unknown();
        if (known.size() == 1) return known.get(0);
        double[] v = known.stream().mapToDouble(Estimate::value).toArray();
        double mean = Arrays.stream(v).average().orElseThrow();
        double ss = Arrays.stream(v).map(x -> (x - mean) * (x - mean)).sum();
        double sd = Math.sqrt(ss / (v.length - 1));
        return Estimate.of(mean, ConfidenceInterval.halfWidth(sd, v.length, ConfidenceInterval.CONFIDENCE));
    }

    /**
     * {@code way} against {@code reference} for {@code p}, over the rounds where both measured it; ratios only where
     * both values are positive (L may be zero or below, and a ratio across zero means nothing).
     */
    public Optional<Paired> against(MpiWay way, MpiWay reference, LogpParameter p) {
        List<Double> differences = new ArrayList<>();
        List<Double> ratios = new ArrayList<>();
        for (OverheadRound r : rounds) {
            if (r.way() != way || !r.get(p).isKnown()) continue;
            Optional<OverheadRound> ref = rounds.stream()
                    .filter(o -> o.round() == r.round()
                            && o.way() == reference
                            && o.get(p).isKnown())
                    .findFirst();
            if (ref.isEmpty()) continue;
            double a = r.get(p).value();
            double b = ref.get().get(p).value();
            differences.add(a - b);
            if (a > 0 && b > 0) ratios.add(a / b);
        }
        if (differences.isEmpty()) return Optional.empty();
        double[] d = differences.stream().mapToDouble(Double::doubleValue).toArray();
        double[] q = ratios.stream().mapToDouble(Double::doubleValue).toArray();
        return Optional.of(new Paired(
                d.length,
                Median.of(d),
                q.length == 0 ? Double.NaN : Median.of(q),
                q.length == 0 ? Double.NaN : Arrays.stream(q).min().orElseThrow(),
                q.length == 0 ? Double.NaN : Arrays.stream(q).max().orElseThrow()));
    }
}
