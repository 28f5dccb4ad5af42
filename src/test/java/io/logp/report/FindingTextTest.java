package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.NetworkPath.Medium;
import io.logp.finding.Code;
import io.logp.finding.Finding;
import io.logp.finding.FitFinding;
import io.logp.finding.MeasurementFinding;
import io.logp.finding.RunFinding;
import io.logp.finding.SampleFindings;
import io.logp.finding.Severity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Findings are worded only here, from their numbers: every code renders for every medium, the path decides what a
 * negative L means, and docs/warnings.md explains every code there is.
 */
@ExtendWith(RestoreDefaultLocale.class)
class FindingTextTest {

    /** The shared-memory run of the README: RTT/2 = 0.247 us, o_s + o_r = 0.269 us, L = -0.023 ± 0.011 us. */
    private static final FitFinding NEGATIVE = new FitFinding.NegativeLatency(-0.023, 0.011, 0.2465, 0.269);

    /** Every code's record renders in words for every medium and in one short line, whatever the locale. */
    @ParameterizedTest
    @EnumSource(Code.class)
    void everyCodeRenders(Code code) {
        Locale.setDefault(Locale.GERMANY);
        Finding f = SampleFindings.of(code);
        for (Medium m : Medium.values()) {
            String words = FindingText.words(f, m);
            assertFalse(words.isBlank(), code + " " + m);
            assertFalse(
                    words.matches("(?s).*%[-+ 0-9.]*[dsfg].*") || words.contains("1,2") || words.contains("null"),
                    code + ": " + words);
        }
        String brief = FindingText.brief(f);
        assertFalse(brief.isBlank(), code.name());
        assertTrue(brief.length() <= FindingText.BRIEF_WIDTH, code + ": " + brief);
        Warning w = FindingText.render(f, Medium.UNKNOWN);
        assertEquals(code.name(), w.code());
        assertEquals(code.severity(), w.severity());
    }

    @Test
    void everyCodeIsExplainedInTheDocs() throws IOException {
        String doc = Files.readString(Path.of("docs", "warnings.md"));
        List<String> missing = new ArrayList<>();
        for (Code code : Code.values()) if (!doc.contains("`" + code.name() + "`")) missing.add(code.name());

        assertEquals(List.of(), missing, "codes docs/warnings.md does not explain");
    }

    @Test
    void negativeLatencyOverSharedMemoryIsExplainedBySharedMemoryNotTcp() {
        String words = FindingText.words(NEGATIVE, Medium.SHARED_MEMORY);

        assertTrue(
                words.startsWith("L = -0.023 us is negative: an isolated round trip (RTT/2 = 0.247 us) is shorter "
                        + "than o_s + o_r = 0.269 us measured in the pipelined signature. "),
                words);
        assertTrue(words.contains("Over shared memory no wire carries the message"), words);
        assertFalse(words.contains("TCP") || words.contains("system call") || words.contains("socket"), words);
        String tcp = FindingText.words(NEGATIVE, Medium.LOOPBACK);
        assertTrue(tcp.contains("Over TCP on one host (loopback) the sender's system call"), tcp);
        assertFalse(tcp.contains("shared memory"), tcp);
        for (Medium m : List.of(Medium.NETWORK, Medium.SIMULATED)) {
            String other = FindingText.words(NEGATIVE, m);
            assertFalse(other.contains("shared memory") || other.contains("loopback"), m + ": " + other);
        }
    }

    @Test
    void negativeLatencyWithinItsCiOfZeroSaysSo() {
        FitFinding withinCi = new FitFinding.NegativeLatency(-0.023, 0.03, 0.2465, 0.269);

        assertTrue(FindingText.words(withinCi, Medium.SHARED_MEMORY)
                .startsWith("L = -0.023 us is negative, though within its CI (± 0.030 us) of 0: "));
        assertEquals("L < 0, not given: RTT/2 0.247 us < o_s + o_r 0.269 us under load", FindingText.brief(NEGATIVE));
    }

    @Test
    void theNumbersOfAFindingAreWhatItsWordsSay() {
        assertEquals(
                "the D = 0 plateau g = 7.600 us is within a factor 2 of RTT/W = 3.960 us (window W = 5): the window, "
                        + "not the network, may set the rate; rerun with a larger --window",
                FindingText.words(new FitFinding.WindowLimited(7.6, 3.96, 5, 2), Medium.SHARED_MEMORY));
        assertEquals(
                "the D = 0 curve has not reached its asymptote by M = 8 (steady part: 3 points); g = 2.000 us is the "
                        + "slope of its last points and may be off: measure larger M",
                FindingText.words(new FitFinding.PlateauNotConverged(8, 3, 2.0, null, null), Medium.UNKNOWN));
        assertTrue(FindingText.words(new FitFinding.PlateauNotConverged(8, 3, 2.0, 16.0, 2.0), Medium.UNKNOWN)
                .contains("(steady part: 3 points; all of it issued in 16.000 us, less than 2 x RTT)"));
        assertEquals(
                "the RTT left its CI in 13 of 25 rounds, by up to 9%",
                FindingText.brief(new MeasurementFinding.RttDrift(16, 0.969, 0.03, 13, 25, 0.09, 0.877, 0.985, false)));
    }

    @Test
    void anUntypedWarningOfAnOlderRunIsShortenedToOneLine() {
        String text = "something no one foresaw happened while the ranks were talking to each other at length: "
                + "and here is why, in many words";

        Warning w = FindingText.render(new RunFinding.Untyped(null, text), Medium.UNKNOWN);

        assertEquals("UNTYPED", w.code());
        assertEquals(Severity.INFO, w.severity());
        assertEquals("something no one foresaw happened while the ranks were talking to...", w.brief());
        assertEquals(text, w.text(), "the full sentence is kept");
    }

    @Test
    void repeatedCodesShareOneSummaryLine() {
        List<Warning> ws = FindingText.render(
                List.of(
                        new io.logp.finding.BulkFinding.BulkTimesCapped(io.logp.data.Transfer.Kind.STORE, List.of(24)),
                        new io.logp.finding.BulkFinding.BulkTimesCapped(io.logp.data.Transfer.Kind.GET, List.of(16)),
                        new MeasurementFinding.GcRemeasured(16, 3)),
                Medium.UNKNOWN);

        List<String> lines = ScreenSummary.warnings(ws);

        assertEquals(3, lines.size(), lines.toString());
        assertEquals(
                "  BULK_TIMES_CAPPED  store T(n) of 1 sizes stopped at a cap before its CI target (+1)", lines.get(1));
        assertEquals("  notes in the report: GC_REMEASURED", lines.get(2), "information is named, not worded");
    }

    @Test
    void manyCodesAreCountedNotPrinted() {
        List<Warning> ws = new ArrayList<>();
        for (int i = 0; i < 11; i++) ws.add(new Warning("CODE_" + i, Severity.WARNING, "line " + i, "text " + i));

        List<String> lines = ScreenSummary.warnings(ws);

        assertEquals(1 + ScreenSummary.MAX_WARNING_LINES + 1, lines.size(), lines.toString());
        assertTrue(
                lines.get(lines.size() - 1).equals("  ... 4 more in the report: CODE_7, CODE_8, CODE_9, CODE_10"),
                lines.toString());
    }

    /** Why a launch was left out is typed; its words are made here, the reader's or fitter's own kept as said. */
    @Test
    void aLaunchLeftOutIsWordedByWhy() {
        assertEquals(
                "launch 2 was left out of the results: it did not complete",
                FindingText.words(
                        new RunFinding.LaunchLeftOut(2, RunFinding.LeftOut.DID_NOT_COMPLETE, null), Medium.UNKNOWN));
        String unreadable = "signature.csv:3: expected 4 columns";
        assertEquals(
                "launch 3 was left out of the results: " + unreadable,
                FindingText.words(
                        new RunFinding.LaunchLeftOut(3, RunFinding.LeftOut.FILES_UNREADABLE, unreadable),
                        Medium.UNKNOWN));
        assertEquals(
                "launch 4 left out: too few points",
                FindingText.brief(new RunFinding.LaunchLeftOut(4, RunFinding.LeftOut.NOT_FITTED, "too few points")));
    }
}
