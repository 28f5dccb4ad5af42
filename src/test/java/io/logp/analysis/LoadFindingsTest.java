package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.finding.Finding;
import io.logp.finding.RunFinding;
import io.logp.meta.Load;
import io.logp.meta.Machine;
import io.logp.meta.Placement;
import io.logp.meta.RunMetadata;
import io.logp.report.FindingText;
import java.util.List;
import org.junit.jupiter.api.Test;

/** meta.json's load and placement as findings: who competed for the ranks' cores, and ranks left unbound. */
class LoadFindingsTest {

    private static Load.Phase phase(String name, double seconds, double others, Load.Competitor... who) {
        return new Load.Phase(
                name,
                seconds,
                new Load.Sample(1.0, 2),
                new Load.Sample(2.0, 3),
                2,
                2 * seconds - others,
                others,
                List.of(who));
    }

    private static RunMetadata meta(String cpus0, String cpus1, int cores, Load load) {
        return RunMetadata.builder()
                .machine(new Machine("h", null, null, null, cores, null, null, null, null, List.of()))
                .placement(new Placement(
                        List.of(
                                new Placement.Rank(0, "h", 10L, cpus0, "boot"),
                                new Placement.Rank(1, "h", 11L, cpus1, "boot")),
                        List.of("h")))
                .load(load)
                .build();
    }

    @Test
    void competitorsOfThePhasesAboveTheShareAreNamedBusiestFirst() {
        Load load = new Load(
                "0-1",
                List.of(
                        // 0.5 s of 2 x 10 s = 2.5%: below the 5% threshold, its competitor is not named
                        phase("signature", 10, 0.5, new Load.Competitor(7, "cron", 0.5, "0-1", false)),
                        // 3 s of 2 x 10 s = 15%
                        phase(
                                "bulk",
                                10,
                                3,
                                new Load.Competitor(9, "yes", 1.0, "1", false),
                                new Load.Competitor(8, "java", 2.0, "0-1", true)),
                        // 1 s of 2 x 4 s = 12.5%, yes again
                        phase("contention", 4, 1, new Load.Competitor(9, "yes", 0.75, "1", false))));

        List<Finding> findings = LoadFindings.of(meta("0", "1", 2, load));

        assertEquals(
                List.of(new RunFinding.CompetingProcesses(
                        0.15,
                        4.0,
                        List.of("bulk", "contention"),
                        List.of(
                                new RunFinding.Competitor(8, "java", 2.0, true),
                                new RunFinding.Competitor(9, "yes", 1.75, false)))),
                findings);
        String words = FindingText.words(findings.get(0), io.logp.data.NetworkPath.Medium.SHARED_MEMORY);
        assertTrue(words.contains("15% of the ranks' cores' time during bulk, contention"), words);
        assertTrue(words.contains("another logp run (java, pid 8, 2.00 s), yes (pid 9, 1.75 s)"), words);
        assertEquals("others took 15% of the cores: java 8 (logp run), yes 9", FindingText.brief(findings.get(0)));
    }

    @Test
    void anotherLogpRunIsNamedFirstHoweverLittleItTookAndTheLineFitsTheSummary() {
        Load load = new Load(
                "0-1",
                List.of(phase(
                        "signature",
                        10,
                        8,
                        new Load.Competitor(18134, "surefirebooter", 6.75, "0-1", false),
                        new Load.Competitor(18578, "hpcc", 6.5, "0-1", false),
                        new Load.Competitor(19284, "stress-ng-cpu", 5.0, "1", false),
                        new Load.Competitor(19484, "java", 0.5, "0-1", true))));

        RunFinding.CompetingProcesses f = (RunFinding.CompetingProcesses)
                LoadFindings.of(meta("0", "1", 2, load)).get(0);

        assertEquals(
                List.of(19484L, 18134L, 18578L),
                f.processes().stream().map(RunFinding.Competitor::pid).toList());
        String brief = FindingText.brief(f);
        assertEquals("others took 40% of the cores: java 19484 (logp run) ...", brief);
        assertTrue(brief.length() <= 80, brief);
    }

    @Test
    void aQuietMachineAndBoundRanksGiveNothing() {
        Load quiet = new Load("0-1", List.of(phase("signature", 10, 0.99)));
        assertEquals(List.of(), LoadFindings.of(meta("0", "1", 2, quiet)));
        assertEquals(List.of(), LoadFindings.of(meta("0", "1", 2, null)), "no load section: nothing to say");
    }

    @Test
    void ranksOnSeveralCpusAreUnboundUnlessTheMachineIsOversubscribed() {
        assertEquals(List.of(new RunFinding.UnboundRanks(2, 2, "0-1")), LoadFindings.of(meta("0-1", "0-1", 2, null)));
        assertEquals(List.of(new RunFinding.UnboundRanks(1, 2, "0,2")), LoadFindings.of(meta("1", "0,2", 4, null)));
        // Two ranks on one core: OVERSUBSCRIBED says it, binding would not help.
        assertEquals(List.of(), LoadFindings.of(meta("0", "0-1", 1, null)));
    }

    /**
     * The case, in numbers: pair 1-2 at 2,197 us, 60x the median of 36.6 us, over 500 trials is 1.08 s beyond
     * the median's time; others took 60% of 2 cores over 10 s, 12 s of CPU: the load explains it, a doubt. A pair whose
     * excess is more than the others' whole CPU time, or a run without competition, keeps its SLOW_PAIR.
     */
    @Test
    void aSlowPairTheLoadCanExplainIsADoubtNotASlowLink() {
        io.logp.finding.PairFinding.SlowPair slow =
                new io.logp.finding.PairFinding.SlowPair(1, 2, "h", "h", true, 2197, 40, 36.6, 0.5, 0.2);
        List<io.logp.data.PairRtt> pairs = List.of(
                new io.logp.data.PairRtt(0, 1, "h", "h", 36.6, 0.5, 500, 1, java.util.Optional.empty()),
                new io.logp.data.PairRtt(1, 2, "h", "h", 2197, 40, 500, 1, java.util.Optional.empty()));
        Load busy =
                new Load("0-1", List.of(phase("pairs", 10, 12, new Load.Competitor(42, "stress", 12, "0-1", false))));
        List<Finding> doubted = LoadFindings.doubtSlowPairs(List.of(slow), pairs, meta("0", "1", 2, busy), "pairs");
        assertEquals(1, doubted.size());
        io.logp.finding.PairFinding.SlowPairUnderLoad d =
                (io.logp.finding.PairFinding.SlowPairUnderLoad) doubted.get(0);
        assertEquals(slow, d.pair());
        assertEquals((2197 - 36.6) * 500, d.excessUs(), 1e-6);
        assertEquals(0.6, d.othersShare(), 1e-12);
        assertEquals(List.of(new RunFinding.Competitor(42, "stress", 12, false)), d.processes());
        String words = FindingText.words(d, io.logp.data.NetworkPath.Medium.SHARED_MEMORY);
        assertTrue(
                words.contains("other processes took 60% of the ranks' cores during the pairs (12.0 s of CPU: stress"
                        + " (pid 42))"),
                words);
        assertTrue(words.contains("not taken for a slow link"), words);

        // 1.08 s of excess against 0.9 s of others' CPU (4.5% of the cores: below the share too): SLOW_PAIR stays.
        Load light = new Load("0-1", List.of(phase("pairs", 10, 0.9)));
        assertEquals(
                List.of(slow), LoadFindings.doubtSlowPairs(List.of(slow), pairs, meta("0", "1", 2, light), "pairs"));
        // Others above the share, but less CPU than the excess: the load cannot explain it all.
        Load some = new Load("0-1", List.of(phase("pairs", 10, 1.0)));
        assertEquals(
                List.of(slow), LoadFindings.doubtSlowPairs(List.of(slow), pairs, meta("0", "1", 2, some), "pairs"));
        // The load of another phase does not count for the pairs.
        Load elsewhere = new Load("0-1", List.of(phase("signature", 10, 12)));
        assertEquals(
                List.of(slow),
                LoadFindings.doubtSlowPairs(List.of(slow), pairs, meta("0", "1", 2, elsewhere), "pairs"));
    }
}
