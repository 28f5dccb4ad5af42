package io.logp.analysis;

import io.logp.data.PairRtt;
import io.logp.finding.Finding;
import io.logp.finding.PairFinding;
import io.logp.finding.RunFinding;
import io.logp.meta.Load;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What meta.json says about the machine the ranks shared: other processes on their cores (its {@code load} section)
 * and ranks that were not bound to a core (its placement).
 */
public final class LoadFindings {

    /**
     * A phase in which others took at least this share of the ranks' cores' time is reported. A rank that loses a
     * twentieth of its core loses about that share of its timed loops to waiting, more than the 5% relative CI logp
     * measures every point to, so below it the competition hides in the noise the CIs already state.
     */
    public static final double COMPETITION_SHARE = 0.05;

    /** At most this many competitors are named in the finding: another logp run's first, then the busiest. */
    static final int NAMED = 3;

    private LoadFindings() {}

    /** Every load and binding finding of a run; none for a simulated run or one without the sections. */
    public static List<Finding> of(RunMetadata meta) {
        if (meta.simulated()) return List.of();
        List<Finding> findings = new ArrayList<>();
        meta.load().flatMap(LoadFindings::competition).ifPresent(findings::add);
        unbound(meta).ifPresent(findings::add);
        return findings;
    }

    /** The phases where others took at least {@link #COMPETITION_SHARE} of the ranks' cores, and who. */
    static java.util.Optional<Finding> competition(Load load) {
        double worst = 0;
        double seconds = 0;
        List<String> phases = new ArrayList<>();
        Map<Long, RunFinding.Competitor> who = new LinkedHashMap<>();
        for (Load.Phase p : load.phases()) {
            if (p.othersShare() < COMPETITION_SHARE) continue;
            worst = Math.max(worst, p.othersShare());
            seconds += p.othersCpuSeconds();
            phases.add(p.phase());
            for (Load.Competitor c : p.competitors()) {
                who.merge(
                        c.pid(),
                        new RunFinding.Competitor(c.pid(), c.comm(), c.cpuSeconds(), c.logp()),
                        (a, b) -> new RunFinding.Competitor(
                                a.pid(), a.comm(), a.cpuSeconds() + b.cpuSeconds(), a.logp() || b.logp()));
            }
        }
        if (phases.isEmpty()) return java.util.Optional.empty();
        // Another logp run first: two runs on the same cores must each learn of the other, however busy the rest.
        List<RunFinding.Competitor> named = who.values().stream()
                .sorted(java.util.Comparator.comparing((RunFinding.Competitor c) -> !c.logp())
                        .thenComparing(c -> -c.cpuSeconds()))
                .limit(NAMED)
                .toList();
        return java.util.Optional.of(new RunFinding.CompetingProcesses(worst, seconds, phases, named));
    }

    /**
     * {@code findings} with each slow pair that the load of {@code phase} can explain turned into a doubt
     * ({@link PairFinding.SlowPairUnderLoad}). A pair's excess is its trials' time beyond the median's, (RTT - median)
     * x its trials; a rank that waits while another process runs on its core loses that time, so when others took at
     * least {@link #COMPETITION_SHARE} of the ranks' cores and as much CPU time as the excess or more, the load can
     * explain the pair and it is not reported as a slow link. A pair slower than the others' whole CPU time can
     * explain stays a slow pair. Nothing changes for a simulated run, or one whose meta.json records no load.
     */
    public static List<Finding> doubtSlowPairs(
            List<Finding> findings, List<PairRtt> pairs, RunMetadata meta, String phase) {
        if (meta.simulated()) return findings;
        java.util.Optional<Load.Phase> load = meta.load()
                .flatMap(l ->
                        l.phases().stream().filter(p -> p.phase().equals(phase)).reduce((a, b) -> b));
        if (load.isEmpty() || load.get().othersShare() < COMPETITION_SHARE) return findings;
        Load.Phase p = load.get();
        List<RunFinding.Competitor> named = p.competitors().stream()
                .sorted(java.util.Comparator.comparing((Load.Competitor c) -> -c.cpuSeconds()))
                .limit(NAMED)
                .map(c -> new RunFinding.Competitor(c.pid(), c.comm(), c.cpuSeconds(), c.logp()))
                .toList();
        List<Finding> out = new ArrayList<>();
        for (Finding f : findings) {
            if (f instanceof PairFinding.SlowPair s) {
                int trials = pairs.stream()
                        .filter(q -> q.i() == s.i() && q.j() == s.j())
                        .mapToInt(PairRtt::samples)
                        .findFirst()
                        .orElse(0);
                double excessUs = (s.rttUs() - s.medianUs()) * trials;
                // Without its trials the excess is unknown, and an unknown cannot be said to fit the load.
                if (trials > 0 && excessUs <= p.othersCpuSeconds() * 1e6) {
                    out.add(new PairFinding.SlowPairUnderLoad(
                            s, excessUs, p.othersCpuSeconds(), p.othersShare(), named));
                    continue;
                }
            }
            out.add(f);
        }
        return out;
    }

    /**
     * Ranks that may run on more than one CPU. Not for an oversubscribed machine: there the ranks take turns anyway,
     * and {@code OVERSUBSCRIBED} says so.
     */
    static java.util.Optional<Finding> unbound(RunMetadata meta) {
        if (!PlacementFindings.oversubscription(meta).isEmpty()) return java.util.Optional.empty();
        int unbound = 0;
        String first = null;
        for (Placement.Rank r : meta.ranks()) {
            if (r == null || r.cpus() == null || r.cpus().isBlank()) continue;
            if (cpuCount(r.cpus()) > 1) {
                unbound++;
                if (first == null) first = r.cpus();
            }
        }
        return unbound == 0
                ? java.util.Optional.empty()
                : java.util.Optional.of(
                        new RunFinding.UnboundRanks(unbound, meta.ranks().size(), first));
    }

    /** How many CPUs a Linux CPU list ("0-3,8") names; 0 when it cannot be read. */
    static int cpuCount(String list) {
        int n = 0;
        try {
            for (String part : list.trim().split(",")) {
                int dash = part.indexOf('-');
                n += dash < 0
                        ? 1
                        : Integer.parseInt(part.substring(dash + 1).trim())
                                - Integer.parseInt(part.substring(0, dash).trim())
                                + 1;
            }
        } catch (NumberFormatException e) {
            return 0;
        }
        return n;
    }
}
