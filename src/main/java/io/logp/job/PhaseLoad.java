package io.logp.job;

import io.logp.meta.Load;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;

/**
 * What two snapshots around a phase say about the ranks' cores: the CPU time the ranks used, the CPU time the rest of
 * the machine took on those cores, and which other processes allowed there ran. The run's own processes (the ranks,
 * and the launchers above them: mpirun, Hydra's proxy, logp's launching JVM) are not others.
 */
final class PhaseLoad {

    /** At most this many competitors that are not logp's are recorded per phase, the busiest. */
    static final int MAX_COMPETITORS = 5;

    /**
     * A process that used less than this during a phase is not recorded: a daemon's tick now and then is not
     * competition, and one clock tick (10 ms) is the resolution of /proc's times.
     */
    static final double MIN_COMPETITOR_SECONDS = 0.02;

    private final Path proc;
    private final Set<Long> ranks;
    private final SortedSet<Integer> cores;

    /**
     * @param proc  /proc (or a copy for a test), to read the affinity and command line of the processes that ran
     * @param ranks the pids of the ranks on this machine
     * @param cores the CPUs those ranks may run on
     */
    PhaseLoad(Path proc, Set<Long> ranks, SortedSet<Integer> cores) {
        this.proc = proc;
        this.ranks = Set.copyOf(ranks);
        this.cores = cores;
    }

    /** What is known of a process that may have ended by the phase's end: where it may run, and whose it is. */
    record Facts(String cpus, boolean logp) {}

    /** The facts of a process, read now; a process that ended has none (an empty CPU list). */
    Facts facts(long pid) {
        return new Facts(LoadSnapshot.allowedCpus(proc, pid), LoadSnapshot.isLogp(proc, pid));
    }

    Load.Phase of(String phase, LoadSnapshot before, LoadSnapshot after) {
        return of(phase, before, after, Map.of());
    }

    /**
     * @param known the facts of processes read while they ran (between the phase's points), for those that ended
     *              before its end
     */
    Load.Phase of(String phase, LoadSnapshot before, LoadSnapshot after, Map<Long, Facts> known) {
        double seconds = (after.timeNs() - before.timeNs()) / 1e9;
        long coresBusy = 0;
        for (int cpu : cores) {
            Long from = before.cpuBusy().get(cpu);
            Long to = after.cpuBusy().get(cpu);
            if (from != null && to != null) coresBusy += to - from;
        }
        Set<Long> own = own(before, after);
        long ranksTicks = 0;
        List<Load.Competitor> competitors = new ArrayList<>();
        for (Map.Entry<Long, LoadSnapshot.Process> e : after.processes().entrySet()) {
            long pid = e.getKey();
            LoadSnapshot.Process was = before.processes().get(pid);
            // A process that started during the phase used all its time in it.
            long used = e.getValue().ticks() - (was == null ? 0 : was.ticks());
            if (ranks.contains(pid)) {
                ranksTicks += used;
            } else if (!own.contains(pid) && used / LoadSnapshot.TICKS_PER_SECOND >= MIN_COMPETITOR_SECONDS) {
                Facts facts = facts(pid);
                if (facts.cpus().isEmpty() && known.containsKey(pid)) facts = known.get(pid);
                SortedSet<Integer> where = LoadSnapshot.cpuSet(facts.cpus());
                if (where.isEmpty() || where.stream().anyMatch(cores::contains)) {
                    competitors.add(new Load.Competitor(
                            pid,
                            e.getValue().comm(),
                            used / LoadSnapshot.TICKS_PER_SECOND,
                            facts.cpus(),
                            facts.logp()));
                }
            }
        }
        competitors.sort((a, b) -> Double.compare(b.cpuSeconds(), a.cpuSeconds()));
        // Every other logp run's process is kept, however busy the rest: two runs on the same cores must learn of
        // each other (eight agents here kept the busiest five all test JVMs and benchmarks).
        List<Load.Competitor> kept = new ArrayList<>();
        int notLogp = 0;
        for (Load.Competitor c : competitors) {
            if (c.logp() || notLogp++ < MAX_COMPETITORS) kept.add(c);
        }
        double ranksSeconds = ranksTicks / LoadSnapshot.TICKS_PER_SECOND;
        // The cores' busy time less the ranks' own: what the rest of the machine took there (never below zero: the
        // two are counted in ticks, each rounded).
        double others = Math.max(0, coresBusy / LoadSnapshot.TICKS_PER_SECOND - ranksSeconds);
        return new Load.Phase(phase, seconds, sample(before), sample(after), cores.size(), ranksSeconds, others, kept);
    }

    /** The ranks and every ancestor of theirs (the launchers that started them), in either snapshot. */
    private Set<Long> own(LoadSnapshot before, LoadSnapshot after) {
        Set<Long> own = new HashSet<>(ranks);
        for (LoadSnapshot s : List.of(before, after)) {
            for (long rank : ranks) {
                long pid = rank;
                for (int depth = 0; depth < 64; depth++) {
                    LoadSnapshot.Process p = s.processes().get(pid);
                    if (p == null || p.ppid() <= 1) break;
                    pid = p.ppid();
                    own.add(pid);
                }
            }
        }
        return own;
    }

    private static Load.Sample sample(LoadSnapshot s) {
        return new Load.Sample(s.loadAverage(), s.runnable());
    }
}
