package io.logp.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.cli.CliRun;
import io.logp.finding.RunFinding;
import io.logp.format.run.MetaJson;
import io.logp.meta.Load;
import io.logp.meta.RunMetadata;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run notices what else ran on its cores, with real processes: a {@code yes} pinned to rank 1's core is named in
 * meta.json and in the summary, and two runs on the same two cores each name the other's ranks as another logp run.
 */
@Tag("mpi")
class MpiLoadTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** logp in a JVM of its own, its output beside {@code out}; {@code more} replaces SHORT's options it names. */
    private static Process start(Path out, String command, String... more) throws Exception {
        Files.createDirectories(out);
        List<String> all = new ArrayList<>(List.of(command, "--out", out.toString()));
        List<String> shortened = new ArrayList<>(List.of(MpiEndToEndTest.SHORT));
        shortened.remove("--quiet");
        for (int i = 0; i < more.length; i += 2) {
            int at = shortened.indexOf(more[i]);
            if (at >= 0) shortened.subList(at, at + 2).clear();
        }
        all.addAll(shortened);
        all.addAll(List.of(more));
        return new ProcessBuilder(CliRun.ownJvm(all.toArray(String[]::new)))
                .redirectErrorStream(true)
                .redirectOutput(log(out).toFile())
                .start();
    }

    /** Beside the output directory, not in it: a run that ends before measuring removes the directory it made. */
    private static Path log(Path out) {
        return out.resolveSibling(out.getFileName() + ".log");
    }

    private static String finish(Process p, Path out) throws Exception {
        if (!p.waitFor(200, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        String log = Files.readString(log(out));
        assertEquals(0, p.exitValue(), log);
        return log;
    }

    @Test
    @Timeout(240)
    void yesOnRankOnesCoreIsNamedInMetaJsonAndTheSummary(@TempDir Path tmp) throws Exception {
        Process yes = new ProcessBuilder("taskset", "-c", "1", "yes")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String log;
        try {
            log = finish(start(tmp, "signature"), tmp);
        } finally {
            yes.destroy();
            yes.waitFor(5, TimeUnit.SECONDS);
        }
        Path run = MpiEndToEndTest.onlyRun(tmp);
        RunMetadata meta = MetaJson.readMetadata(run.resolve("meta.json"));
        Load load = meta.load().orElseThrow(() -> new AssertionError("no load in meta.json"));
        assertEquals(
                List.of("signature"),
                load.phases().stream().map(Load.Phase::phase).toList());
        Load.Phase phase = load.phases().get(0);
        // logp binds each rank to a core of its own: the ranks' cores are both of this machine's.
        assertEquals("0-1", load.cores(), meta.placement().toString());
        assertEquals(2, phase.coreCount());
        // yes ran all through the phase on core 1, where rank 1 polls: the core was shared, and it is said.
        assertTrue(phase.othersShare() >= 0.05, phase.toString());
        Optional<Load.Competitor> named =
                phase.competitors().stream().filter(c -> c.pid() == yes.pid()).findFirst();
        if (named.isPresent()) {
            assertEquals("yes", named.get().comm());
            assertEquals("1", named.get().cpus());
            assertFalse(named.get().logp());
            assertTrue(named.get().cpuSeconds() >= 0.02, named.toString());
        } else {
            // On a machine busier still (load 20 here, once), five busier processes than yes fill the list.
            assertEquals(
                    5L, // PhaseLoad.MAX_COMPETITORS
                    phase.competitors().stream().filter(c -> !c.logp()).count(),
                    "yes " + yes.pid() + " is named unless busier processes fill the list: " + phase);
        }
        JsonNode logp = JSON.readTree(run.resolve("logp.json").toFile());
        List<String> codes = new ArrayList<>();
        logp.get("warnings").forEach(w -> codes.add(w.get("code").asText()));
        assertTrue(codes.contains("COMPETING_PROCESSES"), codes.toString());
        assertTrue(log.contains("COMPETING_PROCESSES"), log);
    }

    @Test
    @Timeout(300)
    void twoRunsOnTheSameCoresEachNameTheOther(@TempDir Path tmp) throws Exception {
        Path a = tmp.resolve("a");
        Path b = tmp.resolve("b");
        // The second starts once the first measures, and the first measures longer than the second takes to start:
        // their measurements overlap (started together, one run's JVM once took 50 s longer to start than the
        // other's whole signature on a machine at load 24, and then neither had run beside the other).
        Process first = start(a, "signature", "--budget-seconds", "90", "--m-max", "256");
        Set<Long> firstProcesses = new java.util.HashSet<>(List.of(first.pid()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(150);
        while (first.isAlive() && !measuring(a) && System.nanoTime() < deadline) Thread.sleep(100);
        first.descendants().forEach(p -> firstProcesses.add(p.pid()));
        Process second = start(b, "signature");
        Set<Long> secondProcesses = new java.util.HashSet<>(List.of(second.pid()));
        while (second.isAlive() && !measuring(b)) {
            second.descendants().forEach(p -> secondProcesses.add(p.pid()));
            Thread.sleep(100);
        }
        second.descendants().forEach(p -> secondProcesses.add(p.pid()));
        String logA = finish(first, a);
        String logB = finish(second, b);

        RunMetadata metaA = MetaJson.readMetadata(MpiEndToEndTest.onlyRun(a).resolve("meta.json"));
        RunMetadata metaB = MetaJson.readMetadata(MpiEndToEndTest.onlyRun(b).resolve("meta.json"));
        metaA.ranks().forEach(r -> firstProcesses.add(r.pid()));
        metaB.ranks().forEach(r -> secondProcesses.add(r.pid()));
        assertNamesTheOther(metaA, secondProcesses, logA);
        assertNamesTheOther(metaB, firstProcesses, logB);
    }

    /**
     * Issue 49: a busy process ({@code yes} on core 1) during {@code pairs} of 3 ranks over shared memory, where no
     * link is slow: the competition is recorded for the pairs phase, and no pair is reported as a SLOW_PAIR without
     * the doubt. Every pair the plain rule finds slow comes out as SLOW_PAIR_UNDER_LOAD, naming the share.
     */
    @Test
    @Timeout(300)
    void aBusyProcessDuringPairsGivesNoSlowPairWithoutTheDoubt(@TempDir Path tmp) throws Exception {
        Process yes = new ProcessBuilder("taskset", "-c", "1", "yes")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        MpiEndToEndTest.Outcome o;
        try {
            o = MpiEndToEndTest.logp(
                    "pairs",
                    "--json",
                    "--np",
                    "3",
                    "--out",
                    tmp.toString(),
                    "--warmup-seconds",
                    "0.1",
                    "--pair-trials",
                    "300",
                    "--quiet");
        } finally {
            yes.destroy();
            yes.waitFor(5, TimeUnit.SECONDS);
        }
        assertEquals(0, o.code(), o.err());
        Path run = MpiEndToEndTest.onlyRun(tmp);
        RunMetadata meta = MetaJson.readMetadata(run.resolve("meta.json"));
        Load.Phase pairs = meta.load().orElseThrow().phases().stream()
                .filter(p -> p.phase().equals("pairs"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no load of the pairs phase: " + meta.load()));
        assertTrue(pairs.othersShare() >= io.logp.analysis.LoadFindings.COMPETITION_SHARE, pairs.toString());

        List<String> codes = new ArrayList<>();
        JSON.readTree(o.out())
                .get("warnings")
                .forEach(w -> codes.add(w.get("code").asText()));
        assertFalse(codes.contains("SLOW_PAIR"), "a slow pair under load without the doubt: " + o.out());
        // What the plain rule (no load) finds slow is each reported with the doubt.
        List<io.logp.data.PairRtt> measured = io.logp.format.run.PairsCsv.read(run.resolve("pairs.csv"));
        long plain = io.logp.analysis.PairsAnalysis.of(
                        measured,
                        List.of(),
                        io.logp.data.Defaults.PAIRS_SLOW_MARGIN,
                        io.logp.analysis.PairsAnalysis.Notes.NONE)
                .findings()
                .stream()
                .filter(io.logp.finding.PairFinding.SlowPair.class::isInstance)
                .count();
        assertEquals(
                plain, codes.stream().filter("SLOW_PAIR_UNDER_LOAD"::equals).count(), o.out());
    }

    /** The run has a meta.json with its placement: its ranks are up and about to measure. */
    private static boolean measuring(Path out) throws Exception {
        Path signatures = out.resolve("signatures");
        if (!Files.isDirectory(signatures)) return false;
        try (var runs = Files.list(signatures)) {
            for (Path run : runs.toList()) {
                Path meta = run.resolve("meta.json");
                if (Files.exists(meta) && Files.readString(meta).contains("\"placement\"")) return true;
            }
        }
        return false;
    }

    /** {@code run}'s load names some of the other run's processes as another logp run's, and its summary says so. */
    private static void assertNamesTheOther(RunMetadata run, Set<Long> otherRanks, String summary) {
        List<Load.Competitor> seen = run.load().orElseThrow().phases().stream()
                .flatMap(p -> p.competitors().stream())
                .filter(c -> otherRanks.contains(c.pid()))
                .toList();
        assertFalse(seen.isEmpty(), "the other run's ranks " + otherRanks + " not seen: " + run.load());
        assertTrue(seen.stream().anyMatch(Load.Competitor::logp), seen.toString());
        RunFinding.CompetingProcesses f = io.logp.analysis.LoadFindings.of(run).stream()
                .filter(RunFinding.CompetingProcesses.class::isInstance)
                .map(RunFinding.CompetingProcesses.class::cast)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no COMPETING_PROCESSES: " + run.load()));
        assertTrue(f.processes().get(0).logp(), "another logp run is named first: " + f);
        assertTrue(summary.contains("(logp run)"), summary);
    }
}
