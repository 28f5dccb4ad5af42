package io.logp.report;

import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which rounds of {@code overhead} ran all their ways in the same machine state. A machine, a virtual one above all,
 * can switch from one launch to the next between states whose round trips differ by a factor (2.5 here: 0.32 against
 * 0.86 us on Open MPI), and stays in one for a launch; a round whose ways fell in different states gives ratios that
 * describe the machine, not the ways. A launch counts as slow when its RTT is more than {@link #SLOW_FACTOR} times
 * the best its own way reached in the comparison: within one state a way's RTT moves by percent, across states by a
 * factor. A round is mixed when some of its launches are slow and some are not.
 *
 * @param agreeing rounds whose launches all ran in one state
 * @param mixed    rounds whose launches did not
 */
public record MachineStates(Set<Integer> agreeing, Set<Integer> mixed) {

    static final double SLOW_FACTOR = 1.6;

    public MachineStates {
        agreeing = Set.copyOf(new TreeSet<>(agreeing));
        mixed = Set.copyOf(new TreeSet<>(mixed));
    }

    /** The states of the rounds; a launch without a known RTT says nothing and is left out. */
    public static MachineStates of(List<OverheadRound> rounds) {
        Map<MpiWay, Double> best = new EnumMap<>(MpiWay.class);
        for (OverheadRound r : rounds) {
            if (!knownRtt(r)) continue;
            best.merge(r.way(), r.rtt().value(), Math::min);
        }
        Map<Integer, Set<Boolean>> states = new TreeMap<>();
        for (OverheadRound r : rounds) {
            if (!knownRtt(r)) continue;
            boolean slow = r.rtt().value() > SLOW_FACTOR * best.get(r.way());
            states.computeIfAbsent(r.round(), k -> new TreeSet<>()).add(slow);
        }
        Set<Integer> agreeing = new TreeSet<>();
        Set<Integer> mixed = new TreeSet<>();
        states.forEach((round, seen) -> (seen.size() == 1 ? agreeing : mixed).add(round));
        return new MachineStates(agreeing, mixed);
    }

    /** The rounds of {@code rounds} that ran in one state. */
    public List<OverheadRound> keep(List<OverheadRound> rounds) {
        return rounds.stream().filter(r -> agreeing.contains(r.round())).toList();
    }

    private static boolean knownRtt(OverheadRound r) {
        return r.get(LogpParameter.RTT).isKnown() && r.rtt().value() > 0;
    }
}
