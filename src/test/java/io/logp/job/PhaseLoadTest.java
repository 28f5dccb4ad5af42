package io.logp.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.meta.Load;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The load around a phase, from two /proc trees with known ticks (the arithmetic to the tick), and from this machine's
 * /proc with a real competing process pinned to a core.
 */
class PhaseLoadTest {

    /** A /proc with two CPUs and the given processes: pid -> {ppid, ticks, cpus, comm, cmdline}. */
    private static Path proc(Path dir, long cpu0Busy, long cpu1Busy, int running, Object[]... processes)
            throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("loadavg"), "2.50 1.00 0.50 3/120 999\n");
        // user nice system idle iowait irq softirq steal: busy = all but idle and iowait
        Files.writeString(
                dir.resolve("stat"),
                "cpu  0 0 0 0 0 0 0 0 0 0\n"
                        + "cpu0 " + (cpu0Busy - 10) + " 0 10 5000 70 0 0 0 0 0\n"
                        + "cpu1 " + (cpu1Busy - 10) + " 0 5 5000 70 0 5 0 0 0\n"
                        + "intr 1 2 3\nprocs_running " + running + "\nprocs_blocked 0\n");
        for (Object[] p : processes) {
            Path pd = Files.createDirectories(dir.resolve(String.valueOf(p[0])));
            long ticks = (long) p[2];
            // utime and stime split, as the kernel keeps them
            Files.writeString(
                    pd.resolve("stat"),
                    p[0] + " (" + p[4] + ") R " + p[1] + " 1 1 0 -1 0 0 0 0 0 " + (ticks - ticks / 3) + " "
                            + (ticks / 3) + " 0 0 20 0 1 0 100 0 0\n");
            Files.writeString(pd.resolve("status"), "Name:\t" + p[4] + "\nCpus_allowed_list:\t" + p[3] + "\n");
            Files.writeString(pd.resolve("cmdline"), ((String) p[5]).replace(' ', '\0'));
        }
        return dir;
    }

    private static Object[] process(long pid, long ppid, long ticks, String cpus, String comm, String cmdline) {
        return new Object[] {pid, ppid, ticks, cpus, comm, cmdline};
    }

    @Test
    void othersAreTheCoresBusyTimeLessTheRanksOwnAndNamedBusiestFirst(@TempDir Path tmp) throws IOException {
        // mpirun 100 starts ranks 101 and 102; 300 is a shell's "yes" (another user's load), 400 another logp run's
        // rank, 500 a daemon with one tick, 600 a process pinned to CPU 3, which the ranks do not use.
        Object[][] before = {
            process(100, 50, 10, "0-1", "mpirun", "mpirun -np 2"),
            process(101, 100, 1000, "0", "java", "java io.logp.app.job.RankMain"),
            process(102, 100, 1000, "1", "java", "java io.logp.app.job.RankMain"),
            process(300, 40, 0, "0-1", "yes", "yes"),
            process(400, 41, 500, "1", "java", "java -cp logp.jar io.logp.cli.Main signature"),
            process(500, 1, 7, "0-1", "sshd", "sshd"),
            process(600, 1, 0, "3", "busy", "busy")
        };
        Object[][] after = {
            process(100, 50, 90, "0-1", "mpirun", "mpirun -np 2"),
            process(101, 100, 1300, "0", "java", "java io.logp.app.job.RankMain"),
            process(102, 100, 1150, "1", "java", "java io.logp.app.job.RankMain"),
            process(300, 40, 60, "0-1", "yes", "yes"),
            process(400, 41, 590, "1", "java", "java -cp logp.jar io.logp.cli.Main signature"),
            process(500, 1, 8, "0-1", "sshd", "sshd"),
            process(600, 1, 300, "3", "busy", "busy")
        };
        LoadSnapshot s0 = LoadSnapshot.of(proc(tmp.resolve("a"), 10_000, 20_000, 2, before), 0);
        Path afterProc = proc(tmp.resolve("b"), 10_300, 20_300, 5, after);
        LoadSnapshot s1 = LoadSnapshot.of(afterProc, 3_000_000_000L);

        Load.Phase p =
                new PhaseLoad(afterProc, Set.of(101L, 102L), new TreeSet<>(List.of(0, 1))).of("signature", s0, s1);

        assertEquals("signature", p.phase());
        assertEquals(3.0, p.seconds(), 1e-12);
        assertEquals(2, p.coreCount());
        // The ranks: 300 + 150 ticks = 4.5 s; the two cores: 600 ticks = 6 s, so others took 1.5 s of 6 s.
        assertEquals(4.5, p.ranksCpuSeconds(), 1e-12);
        assertEquals(1.5, p.othersCpuSeconds(), 1e-12);
        assertEquals(0.25, p.othersShare(), 1e-12);
        // mpirun (the ranks' parent) is the run's own; sshd's one tick is below 0.02 s; CPU 3 is not the ranks'.
        assertEquals(
                List.of(
                        new Load.Competitor(400, "java", 0.9, "1", true),
                        new Load.Competitor(300, "yes", 0.6, "0-1", false)),
                p.competitors());
        assertEquals(new Load.Sample(2.5, 2), p.before());
        assertEquals(5, p.after().runnable());
    }

    @Test
    void aProcessThatStartedDuringThePhaseCountsAllItsTime(@TempDir Path tmp) throws IOException {
        LoadSnapshot s0 = LoadSnapshot.of(proc(tmp.resolve("a"), 0, 0, 1, process(7, 1, 100, "0", "java", "x")), 0);
        Path p1 = proc(
                tmp.resolve("b"),
                150,
                0,
                1,
                process(7, 1, 100, "0", "java", "x"),
                process(8, 1, 150, "0", "stress", "stress"));
        Load.Phase p = new PhaseLoad(p1, Set.of(7L), new TreeSet<>(List.of(0)))
                .of("bulk", s0, LoadSnapshot.of(p1, 2_000_000_000L));

        assertEquals(1.5, p.othersCpuSeconds(), 1e-12);
        assertEquals(List.of(new Load.Competitor(8, "stress", 1.5, "0", false)), p.competitors());
    }

    @Test
    void aNameWithSpacesAndParenthesesIsRead() {
        LoadSnapshot.Process p =
                LoadSnapshot.stat("42 (a (b) c) S 7 42 42 0 -1 4194560 0 0 0 0 12 30 0 0 20 0 1 0 9 0 0");
        assertEquals(new LoadSnapshot.Process(7, "a (b) c", 42), p);
    }

    @Test
    void cpuListsReadAndWrite() {
        assertEquals(List.of(0, 1, 2, 3, 8, 10, 11), List.copyOf(LoadSnapshot.cpuSet("0-3,8,10-11")));
        assertEquals("0-3,8,10-11", LoadSnapshot.cpuList(List.of(11, 0, 1, 2, 3, 8, 10)));
        assertTrue(LoadSnapshot.cpuSet("").isEmpty());
        assertTrue(LoadSnapshot.cpuSet("x-y").isEmpty());
    }

    /**
     * A real competitor: {@code yes} pinned with taskset to a CPU of this JVM's. It is
     * named with its pid, and the CPU time it is charged equals what the kernel recorded for it, whatever share of the
     * core the scheduler gave it on a machine that may be busy.
     */
    @Test
    void aRealProcessPinnedToTheRanksCoreIsNamed() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isReadable(Path.of("/proc/self/stat")), "Linux only");
        long self = ProcessHandle.current().pid();
        int core = LoadSnapshot.cpuSet(LoadSnapshot.allowedCpus(Path.of("/proc"), self))
                .first();
        Process yes = new ProcessBuilder("taskset", "-c", Integer.toString(core), "yes")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            Path proc = Path.of("/proc");
            // Each snapshot is bracketed by reads of yes's own ticks, so its charge is known to lie between them.
            long outerStart = ticks(yes.pid());
            LoadSnapshot before = LoadSnapshot.of(proc, System.nanoTime());
            long innerStart = ticks(yes.pid());
            // Until the kernel has charged it 20 clock ticks (0.2 s), or 20 s on a machine too busy to give it them.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (ticks(yes.pid()) - innerStart < 20 && System.nanoTime() < deadline) Thread.sleep(100);
            long innerEnd = ticks(yes.pid());
            LoadSnapshot after = LoadSnapshot.of(proc, System.nanoTime());
            long outerEnd = ticks(yes.pid());
            long charged = innerEnd - innerStart;
            // How much CPU the scheduler gives yes belongs to the machine: a machine that gave it less than 0.2 s in
            // 20 s tests nothing here, which is said, not failed.
            org.junit.jupiter.api.Assumptions.assumeTrue(
                    charged >= 20, "the machine gave yes only " + charged + " ticks in 20 s");

            // No ranks: the core's busy time is all others', and yes's share of it is in there.
            Load.Phase p = new PhaseLoad(proc, Set.of(), new TreeSet<>(List.of(core))).of("signature", before, after);

            java.util.Optional<Load.Competitor> found =
                    p.competitors().stream().filter(c -> c.pid() == yes.pid()).findFirst();
            if (found.isEmpty()) {
                // A machine busier still: the busiest five are kept, and yes is left out only behind five that each
                // took at least what it took.
                // Other logp runs on the machine are kept besides those five, so only the others count here.
                List<Load.Competitor> others =
                        p.competitors().stream().filter(c -> !c.logp()).toList();
                assertEquals(PhaseLoad.MAX_COMPETITORS, others.size(), p.toString());
                for (Load.Competitor c : others)
                    assertTrue(c.cpuSeconds() * LoadSnapshot.TICKS_PER_SECOND >= charged, c + " over yes: " + p);
                return;
            }
            Load.Competitor named = found.get();
            assertEquals("yes", named.comm());
            assertFalse(named.logp());
            assertEquals(Integer.toString(core), named.cpus());
            long ticks = Math.round(named.cpuSeconds() * LoadSnapshot.TICKS_PER_SECOND);
            assertTrue(
                    ticks >= innerEnd - innerStart && ticks <= outerEnd - outerStart,
                    named + " against " + (innerEnd - innerStart) + ".." + (outerEnd - outerStart) + " ticks");
            // The core was busy at least while yes ran there: the others' time covers it. The two come from the
            // kernel's two ledgers (the CPU's in /proc/stat, the process's in /proc/PID/stat), each rounded to a tick
            // per read; four reads, so 5 ticks of slack, whatever the machine's speed.
            assertTrue(p.othersCpuSeconds() >= named.cpuSeconds() - 5.0 / LoadSnapshot.TICKS_PER_SECOND, p.toString());
        } finally {
            yes.destroy();
            yes.waitFor(5, TimeUnit.SECONDS);
        }
    }

    private static long ticks(long pid) throws IOException {
        return LoadSnapshot.stat(Files.readString(Path.of("/proc/" + pid + "/stat")))
                .ticks();
    }
}
