package io.logp.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Estimate;
import io.logp.data.LogpParameter;
import io.logp.data.MpiWay;
import io.logp.data.OverheadRound;
import io.logp.format.run.DataFormatException;
import io.logp.format.run.OverheadRoundsCsv;
import io.logp.report.OverheadTable;
import io.logp.result.OverheadCsv;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The across-round numbers of overhead, on hand-computed rounds, and its files read back. */
class OverheadComparisonTest {

    private static OverheadRound round(int r, MpiWay way, double oS, double latency, double rtt) {
        Estimate ci = Estimate.of(0, 0.01);
        return new OverheadRound(
                r,
                way,
                "r" + r + "-" + way.label(),
                Estimate.of(oS, 0.01),
                Estimate.of(0.1, 0.01),
                Estimate.of(0.2, 0.01),
                Estimate.of(latency, 0.02),
                Estimate.of(rtt, ci.ci95()));
    }

    private static final List<OverheadRound> ROUNDS = List.of(
            round(1, MpiWay.C, 0.10, 0.05, 0.40),
            round(1, MpiWay.NATIVE, 0.11, 0.04, 0.44),
            round(2, MpiWay.NATIVE, 0.24, -0.01, 0.90),
            round(2, MpiWay.C, 0.20, 0.02, 0.80),
            round(3, MpiWay.C, 0.10, 0.05, 0.40),
            round(3, MpiWay.NATIVE, 0.13, 0.06, 0.48));

    @Test
    void aWaysValueIsTheMeanOverRoundsWithStudentT() {
        OverheadComparison c = new OverheadComparison(ROUNDS);
        Estimate oS = c.across(MpiWay.NATIVE, LogpParameter.O_S);
        // mean of 0.11, 0.24, 0.13 = 0.16; sd = sqrt(((-.05)^2 + .08^2 + (-.03)^2) / 2) = 0.07; t(2) = 4.303
        assertEquals(0.16, oS.value(), 1e-12);
        assertEquals(4.302653 * 0.07 / Math.sqrt(3), oS.ci95(), 1e-5);
        assertEquals(3, c.roundCount());
        assertEquals(List.of(MpiWay.C, MpiWay.NATIVE), c.ways());
    }

    @Test
    void pairsAreTakenPerRoundAndTheMedianIsQuoted() {
        OverheadComparison c = new OverheadComparison(ROUNDS);
        OverheadComparison.Paired rtt =
                c.against(MpiWay.NATIVE, MpiWay.C, LogpParameter.RTT).orElseThrow();
        // ratios 1.10, 1.125, 1.20: the slow round 2 moves both ways alike and its ratio stays in line
        assertEquals(3, rtt.pairs());
        assertEquals(1.125, rtt.medianRatio(), 1e-12);
        assertEquals(1.10, rtt.minRatio(), 1e-12);
        assertEquals(1.20, rtt.maxRatio(), 1e-12);
        assertEquals(0.08, rtt.medianDifference(), 1e-12);
    }

    @Test
    void aRatioAcrossZeroIsLeftOut() {
        OverheadComparison.Paired l = new OverheadComparison(ROUNDS)
                .against(MpiWay.NATIVE, MpiWay.C, LogpParameter.L)
                .orElseThrow();
        assertEquals(3, l.pairs());
        // round 2's native L is below zero: ratios only from rounds 1 (0.8) and 3 (1.2)
        assertEquals(1.0, l.medianRatio(), 1e-12);
        assertEquals(-0.01, l.medianDifference(), 1e-12);
    }

    @Test
    void theTableQuotesEveryWayAndThePairs() {
        StringWriter text = new StringWriter();
        OverheadTable.print(new OverheadComparison(ROUNDS), new PrintWriter(text, true));
        String t = text.toString();
        assertTrue(t.contains("3 rounds"), t);
        assertTrue(t.contains("native against c"), t);
        assertTrue(t.lines().anyMatch(l -> l.matches("RTT +\\+0\\.\\d{3} +1\\.13 +1\\.10 +1\\.20 +3")), t);
    }

    @Test
    void roundsWhoseWaysRanInOneStateAgreeEvenWhenTheStateIsSlow() {
        // round 2 is twice as slow for both ways: one state, so it stays
        assertEquals(java.util.Set.of(), MachineStates.of(ROUNDS).mixed(ROUNDS, MpiWay.NATIVE, MpiWay.C));
        StringWriter text = new StringWriter();
        OverheadTable.print(new OverheadComparison(ROUNDS), new PrintWriter(text, true));
        assertFalse(text.toString().contains("different machine states"), text.toString());
    }

    @Test
    void aRoundWhosePairRanInDifferentStatesIsNamedAndLeftOutOfTheSecondPairs() {
        // round 2: C in the slow state (0.80 = 2 x its best), native in the fast one (0.44, its best); the bindings
        // ran alike in every round, so their pairs with C disagree only where C's state changed
        List<OverheadRound> mixed = List.of(
                round(1, MpiWay.C, 0.10, 0.05, 0.40),
                round(1, MpiWay.NATIVE, 0.11, 0.04, 0.44),
                round(1, MpiWay.BINDINGS, 0.30, 0.04, 1.00),
                round(2, MpiWay.NATIVE, 0.12, 0.05, 0.44),
                round(2, MpiWay.BINDINGS, 0.30, 0.04, 1.00),
                round(2, MpiWay.C, 0.20, 0.02, 0.80),
                round(3, MpiWay.C, 0.10, 0.05, 0.40),
                round(3, MpiWay.BINDINGS, 0.30, 0.04, 1.00),
                round(3, MpiWay.NATIVE, 0.13, 0.06, 0.48));
        MachineStates states = MachineStates.of(mixed);
        assertEquals(java.util.Set.of(2), states.mixed(mixed, MpiWay.NATIVE, MpiWay.C));
        assertEquals(java.util.Set.of(2), states.mixed(mixed, MpiWay.BINDINGS, MpiWay.C));
        assertEquals(6, states.agreeing(mixed, MpiWay.NATIVE, MpiWay.C).size());

        StringWriter text = new StringWriter();
        OverheadTable.print(new OverheadComparison(mixed), new PrintWriter(text, true));
        String t = text.toString();
        assertTrue(t.contains("round 2 ran native and c in different machine states"), t);
        assertTrue(t.contains("native against c over the other 2 rounds"), t);
        List<String> rtt = t.lines().filter(l -> l.startsWith("RTT")).toList();
        // all three rounds: ratios 1.10, 0.55, 1.20 -> median 1.10; rounds 1 and 3 only: 1.10, 1.20 -> 1.15
        assertTrue(rtt.get(1).matches(".* 1\\.10 +0\\.55 +1\\.20 +3"), t);
        assertTrue(rtt.get(2).matches(".* 1\\.15 +1\\.10 +1\\.20 +2"), t);
    }

    @Test
    void theRoundsFileReadsBackWhatWasWritten(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("overhead.csv");
        OverheadRoundsCsv.write(file, ROUNDS);
        assertEquals(ROUNDS, OverheadRoundsCsv.read(file));
        OverheadCsv.writeSummary(tmp.resolve("summary.csv"), new OverheadComparison(ROUNDS));
        List<String> summary = Files.readAllLines(tmp.resolve("summary.csv"));
        // RTT of native: 0.44, 0.90, 0.48; sd 0.254820; t(2) 4.302653 x sd / sqrt(3) = 0.633008
        assertEquals("rtt,native,3,0.606667,0.633008,0.08,1.125,1.1,1.2", summary.get(summary.size() - 1));
    }

    @Test
    void aBadWayNamesTheFileAndLine(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("overhead.csv");
        OverheadRoundsCsv.write(file, ROUNDS);
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(file));
        lines.set(3, lines.get(3).replace(",native,", ",java,"));
        Files.write(file, lines);
        DataFormatException e = assertThrows(DataFormatException.class, () -> OverheadRoundsCsv.read(file));
        assertTrue(e.getMessage().contains("overhead.csv:4") && e.getMessage().contains("'java'"), e.getMessage());
    }
}
