package io.logp.analysis;

import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which launches of {@code overhead} ran in a machine's slow state. A machine, a virtual one above all, can switch
 * from one launch to the next between states whose round trips differ by a factor (2.5 here: 0.32 against 0.86 us
 * on Open MPI), and stays in one for a launch; a pair whose launches fell in different states gives ratios that
 * describe the machine, not the ways. A launch counts as slow when its RTT is more than {@link #SLOW_FACTOR} times
 * the best its own way reached in the comparison: within one state a way's RTT moves by percent, across states by
 * a factor.
 */
public final class MachineStates {

    public static final double SLOW_FACTOR = 1.6;

    /** Each way's best RTT over the comparison. */
    private final Map<MpiWay, Double> best;

    private MachineStates(Map<MpiWay, Double> best) {
        this.best = best;
    }

    public static MachineStates of(List<OverheadRound> rounds) {
        Map<MpiWay, Double> best = new EnumMap<>(MpiWay.class);
        for (OverheadRound r : rounds)
            if (knownRtt(r)) best.merge(r.way(), r.rtt().value(), Math::min);
        return new MachineStates(best);
    }

    /** Rounds in which both ways ran, one in each state; a launch without a known RTT says nothing. */
    public Set<Integer> mixed(List<OverheadRound> rounds, MpiWay way, MpiWay reference) {
        Set<Integer> mixed = new TreeSet<>();
        for (OverheadRound a : rounds) {
            if (a.way() != way || !knownRtt(a)) continue;
            for (OverheadRound b : rounds) {
                if (b.round() == a.round() && b.way() == reference && knownRtt(b) && slow(a) != slow(b)) {
                    mixed.add(a.round());
                }
            }
        }
        return mixed;
    }

    /** {@code rounds} without the rounds in which {@code way} and {@code reference} ran in different states. */
    public List<OverheadRound> agreeing(List<OverheadRound> rounds, MpiWay way, MpiWay reference) {
        Set<Integer> mixed = mixed(rounds, way, reference);
        return rounds.stream().filter(r -> !mixed.contains(r.round())).toList();
    }

    private boolean slow(OverheadRound r) {
        return r.rtt().value() > SLOW_FACTOR * best.get(r.way());
    }

    private static boolean knownRtt(OverheadRound r) {
        return r.rtt().isKnown() && r.rtt().value() > 0;
    }
}
