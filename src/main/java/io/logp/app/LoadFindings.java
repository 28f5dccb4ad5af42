package io.logp.app;

import io.logp.finding.Finding;
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
     * Ranks that may run on more than one CPU. Not for an oversubscribed machine: there the ranks take turns anyway,
     * and {@code OVERSUBSCRIBED} says so.
     */
    static java.util.Optional<Finding> unbound(RunMetadata meta) {
        if (!RunAnalysis.oversubscription(meta).isEmpty()) return java.util.Optional.empty();
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
