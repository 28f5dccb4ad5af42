package io.logp.job;

import io.logp.data.RankPlacement;
import io.logp.meta.Load;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Rank 0's watch on its machine's load: a snapshot before and after every phase, between phases (the phases' timed
 * loops never see it), each phase's account added to meta.json's {@code load} section. Covers the ranks on rank 0's
 * machine (same kernel boot id, else same host name); other hosts are not seen from here.
 */
final class LoadWatch {

    private final Path proc;
    private final PhaseLoad account;
    private Load load;
    private LoadSnapshot before;
    /** Every process seen during the phase, at its last sample: one that ends before the phase does still counts. */
    private final java.util.Map<Long, LoadSnapshot.Process> seen = new java.util.HashMap<>();
    /** The facts of the processes that used CPU time between samples, read while they ran. */
    private final java.util.Map<Long, PhaseLoad.Facts> known = new java.util.HashMap<>();

    private long lastSampleNs;

    /**
     * At most one sample between points this often: a run that starts and ends inside a long phase of this one (two
     * runs of different lengths on the same cores) is seen and named, for a few milliseconds of rank 0's time between
     * points every few seconds.
     */
    static final long BETWEEN_NS = 3_000_000_000L;

    /** The watch of the ranks placed on the machine of rank {@code 0}. */
    LoadWatch(Path proc, List<RankPlacement> placement) {
        this.proc = proc;
        RankPlacement first = placement.get(0);
        Set<Long> pids = new HashSet<>();
        SortedSet<Integer> cores = new TreeSet<>();
        for (RankPlacement r : placement) {
            if (!sameMachine(first, r)) continue;
            pids.add(r.pid());
            cores.addAll(LoadSnapshot.cpuSet(r.cpus()));
        }
        this.account = new PhaseLoad(proc, pids, cores);
        this.load = new Load(LoadSnapshot.cpuList(cores), List.of());
    }

    private static boolean sameMachine(RankPlacement a, RankPlacement b) {
        if (a.machine() != null
                && !a.machine().isBlank()
                && b.machine() != null
                && !b.machine().isBlank()) return a.machine().equals(b.machine());
        return a.host().equals(b.host());
    }

    /** Before a phase. */
    synchronized void start() {
        seen.clear();
        known.clear();
        before = LoadSnapshot.of(proc, System.nanoTime());
        lastSampleNs = before.timeNs();
    }

    /**
     * Between two points of a phase (never inside a timed loop: progress is reported between points), at most every
     * {@link #BETWEEN_NS}: which processes run now, and the facts of those that used CPU time since the last sample.
     */
    synchronized void between() {
        long now = System.nanoTime();
        if (before == null || now - lastSampleNs < BETWEEN_NS) return;
        lastSampleNs = now;
        LoadSnapshot s = LoadSnapshot.of(proc, now);
        s.processes().forEach((pid, p) -> {
            LoadSnapshot.Process last =
                    seen.containsKey(pid) ? seen.get(pid) : before.processes().get(pid);
            if (!known.containsKey(pid) && (last == null || p.ticks() > last.ticks()))
                known.put(pid, account.facts(pid));
        });
        seen.putAll(s.processes());
    }

    /** After a phase: its account, added to the load so far. */
    synchronized Load end(String phase) {
        if (before == null) throw new IllegalStateException("the end of phase " + phase + " before its start");
        LoadSnapshot after = LoadSnapshot.of(proc, System.nanoTime());
        java.util.Map<Long, LoadSnapshot.Process> all = new java.util.HashMap<>(seen);
        all.putAll(after.processes());
        LoadSnapshot last = new LoadSnapshot(
                after.timeNs(), after.loadAverage(), after.runnable(), after.cpuBusy(), java.util.Map.copyOf(all));
        load = load.with(account.of(phase, before, last, java.util.Map.copyOf(known)));
        before = null;
        return load;
    }

    /** Every phase so far. */
    Load load() {
        return load;
    }
}
