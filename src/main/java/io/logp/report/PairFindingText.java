package io.logp.report;

import io.logp.finding.PairFinding;
import java.util.Locale;
import java.util.stream.Collectors;

/** The pairs' findings in words: a full sentence and one short line each, naming the ranks and their hosts. */
public final class PairFindingText {

    private PairFindingText() {}

    public static String words(PairFinding finding) {
        return switch (finding) {
            case PairFinding.SlowPair f ->
                fmt(
                        "slow pair %s: RTT %.2f +/- %.2f us, %.0f%% above the median of the pairs %s (%.2f +/- %.2f us),"
                                + " beyond both CIs by more than the %.0f%% margin: the link or path between them",
                        pair(f.i(), f.hostI(), f.j(), f.hostJ()),
                        f.rttUs(),
                        ci(f.ci95Us()),
                        100 * (f.rttUs() / f.medianUs() - 1),
                        f.sameHost() ? "on one host" : "across hosts",
                        f.medianUs(),
                        f.medianCi95Us(),
                        100 * f.margin());
            case PairFinding.SlowPairUnderLoad f ->
                fmt(
                        "pair %s is slow (RTT %.2f us, %.0f%% above the median %.2f us) but in doubt: other processes"
                                + " took %.0f%% of the ranks' cores during the pairs (%.1f s of CPU%s), more than this"
                                + " pair's excess of %.3f s over the median: that load can explain it, so it is not"
                                + " taken for a slow link; measure again on a quiet machine to tell",
                        pair(
                                f.pair().i(),
                                f.pair().hostI(),
                                f.pair().j(),
                                f.pair().hostJ()),
                        f.pair().rttUs(),
                        100 * (f.pair().rttUs() / f.pair().medianUs() - 1),
                        f.pair().medianUs(),
                        100 * f.othersShare(),
                        f.othersCpuSeconds(),
                        f.processes().isEmpty()
                                ? ""
                                : ": "
                                        + f.processes().stream()
                                                .map(c -> c.comm() + " (pid " + c.pid() + ")")
                                                .collect(Collectors.joining(", ")),
                        f.excessUs() / 1e6);
            case PairFinding.SlowRank f ->
                fmt(
                        "slow rank %d on %s: slow with every one of its %d partners (median RTT %.2f us, the pairs"
                                + " without it %.2f us): the node or its own link, not one path",
                        f.rank(), f.host(), f.partners(), f.medianRttUs(), f.othersMedianUs());
            case PairFinding.PairsNotReached f ->
                fmt(
                        "the pairs budget (%s s) ran out: %d of %d pairs not measured (%s)",
                        Double.isFinite(f.budgetSeconds()) ? fmt("%.0f", f.budgetSeconds()) : "?",
                        f.notReached(),
                        f.total(),
                        f.pairs().stream().map(p -> p.i() + "-" + p.j()).collect(Collectors.joining(", ")));
            case PairFinding.PairsContended f ->
                fmt(
                        "the pairs were measured in %d rounds of up to %d disjoint pairs at once: they share the"
                                + " network's switches and links and the hosts' processors, so an RTT includes the"
                                + " contention of its round (--schedule sequential measures one pair at a time)",
                        f.rounds(), f.pairsAtOnce());
            case PairFinding.SinglePair f -> "one pair only (2 ranks): no median for it to stand out from";
        };
    }

    public static String brief(PairFinding finding) {
        return switch (finding) {
            case PairFinding.SlowPair f ->
                fmt(
                        "pair %s: %.1f us, +%.0f%% over the median",
                        pair(f.i(), f.hostI(), f.j(), f.hostJ()), f.rttUs(), 100 * (f.rttUs() / f.medianUs() - 1));
            case PairFinding.SlowPairUnderLoad f ->
                fmt(
                        "pair %s: %.1f us, doubted: others took %.0f%% of the cores",
                        pair(
                                f.pair().i(),
                                f.pair().hostI(),
                                f.pair().j(),
                                f.pair().hostJ()),
                        f.pair().rttUs(),
                        100 * f.othersShare());
            case PairFinding.SlowRank f ->
                fmt("rank %d on %s slow with all %d partners", f.rank(), f.host(), f.partners());
            case PairFinding.PairsNotReached f -> fmt("%d of %d pairs not reached (budget)", f.notReached(), f.total());
            case PairFinding.PairsContended f ->
                fmt("up to %d pairs at once: RTTs include contention", f.pairsAtOnce());
            case PairFinding.SinglePair f -> "one pair only: nothing to compare";
        };
    }

    /** "0-2 (a-c)" */
    static String pair(int i, String hostI, int j, String hostJ) {
        return i + "-" + j + " (" + hostI + "-" + hostJ + ")";
    }

    private static double ci(double ci95Us) {
        return Double.isFinite(ci95Us) ? ci95Us : 0;
    }

    static String fmt(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
