package io.logp.analysis;

import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.meta.Contention;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the ranks' placement did to a run, from meta.json: more ranks than cores, other processes on the ranks' cores,
 * unbound ranks ({@link LoadFindings}), and what the placement means for the contention ratios.
 */
public final class PlacementFindings {

    private PlacementFindings() {}

    /** What the machine did to the run: more ranks than cores, other processes on the ranks' cores, unbound ranks. */
    public static List<Finding> machineNotes(RunMetadata meta) {
        List<Finding> notes = new ArrayList<>(oversubscription(meta));
        notes.addAll(LoadFindings.of(meta));
        return notes;
    }

    /**
     * More ranks than cores on a host: the ranks take turns on the processors, so every time includes the
     * scheduler's slicing and measures it as much as the communication system.
     */
    public static List<Finding> oversubscription(RunMetadata meta) {
        if (meta.cores().isEmpty() || meta.simulated()) {
            return List.of(); // a simulated network's ranks are not processes
        }
        int cores = meta.cores().getAsInt();
        // Ranks are counted per machine (kernel boot id) where known: "hosts" that are containers or network
        // namespaces of one machine share its cores.
        Map<String, Integer> perMachine = new LinkedHashMap<>();
        Map<String, Set<String>> hostsOf = new LinkedHashMap<>();
        for (Placement.Rank r : meta.ranks()) {
            if (r == null) continue;
            String host = String.valueOf(r.host());
            String machine = r.machine() != null && !r.machine().isBlank() ? r.machine() : host;
            perMachine.merge(machine, 1, Integer::sum);
            hostsOf.computeIfAbsent(machine, k -> new LinkedHashSet<>()).add(host);
        }
        List<Finding> findings = new ArrayList<>();
        perMachine.forEach((machine, count) -> {
            if (count > cores)
                findings.add(new RunFinding.Oversubscribed(count, cores, List.copyOf(hostsOf.get(machine))));
        });
        return findings;
    }

    /**
     * What the placement means for the contention numbers: ranks on one host contend for its memory and processors,
     * not for a network; more ranks than cores make the ratios measure the scheduler.
     */
    public static List<Finding> contentionNotes(RunMetadata meta) {
        List<Finding> notes = new ArrayList<>();
        // meta.json lists the distinct hosts beside the ranks.
        if (meta.placement().isPresent()) {
            List<String> hosts = meta.hosts();
            if (meta.simulated()) {
                notes.add(new RunFinding.SimulatedContention());
            } else if (hosts.size() == 1) {
                notes.add(new RunFinding.OneHostContention(meta.ranks().size(), hosts.get(0)));
            } else if (meta.contention().isPresent()) {
                List<RunFinding.Point> shared = new ArrayList<>();
                for (Contention.Point p : meta.contention().get().points()) {
                    if (Boolean.TRUE.equals(p.sharesHost()))
                        shared.add(new RunFinding.Point(p.pattern(), p.k() == null ? 0 : p.k()));
                }
                if (!shared.isEmpty()) notes.add(new RunFinding.SharedHostPairs(shared));
            }
        }
        notes.addAll(oversubscription(meta));
        return notes;
    }
}
