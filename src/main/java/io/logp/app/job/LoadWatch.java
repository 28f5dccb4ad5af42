package io.logp.app.job;

import io.logp.data.RankPlacement;
import io.logp.data.meta.Load;
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
    void start() {
        before = LoadSnapshot.of(proc, System.nanoTime());
    }

    /** After a phase: its account, added to the load so far. */
    Load end(String phase) {
        if (before == null) throw new IllegalStateException("the end of phase " + phase + " before its start");
        load = load.with(account.of(phase, before, LoadSnapshot.of(proc, System.nanoTime())));
        before = null;
        return load;
    }

    /** Every phase so far. */
    Load load() {
        return load;
    }
}
