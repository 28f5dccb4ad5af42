package io.logp.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.fit.Diagnostic;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Warnings get the code a reader can look up: the fitter's kind for its findings, the recognised phrase for the
 * measurement's sentences (exactly as the experiments word them), NOTE otherwise; docs/warnings.md explains every
 * code there is.
 */
class WarningCodesTest {

    @ParameterizedTest(name = "{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "10 of 80 signature points stopped at a cap (2000 trials or 1.0 s) before their 95% CI reached 5% of the"
                        + " mean | POINTS_CAPPED | 10 of 80 signature points stopped at a cap before their CI target",
                "the RTT measured between rounds left the confidence interval of the RTT before the sweep (0.969 +- 0.030"
                        + " us) in 13 of 25 rounds, by up to 9% (range 0.877 to 0.985 us); L uses the RTT | RTT_DRIFT"
                        + " | the RTT left its CI in 13 of 25 rounds, by up to 9%",
                "9 of 212 bulk signature points (at [64, 256] bytes) stopped at a cap before their 95% CI reached the"
                        + " target | BULK_POINTS_CAPPED | 9 of 212 bulk signature points stopped at a cap before their"
                        + " CI target",
                "store T(n) of [24, 32] bytes stopped at a cap before its 95% CI reached the target | BULK_TIMES_CAPPED"
                        + " | store T(n) of some sizes stopped at a cap before its CI target",
                "4 ranks share the 2 cores of vm (oversubscribed): the ranks take turns | OVERSUBSCRIBED | 4 ranks on 2"
                        + " cores: times include the scheduler",
                "the sweep's time budget ran out before every point was measured | BUDGET_EXHAUSTED | the time budget ran"
                        + " out before every point was measured",
                "timer check failed: wait_up with MPI_Wtime at P = 2 measured 3.100 us, expected 2.000 us: times | "
                        + "TIMER_CHECK_FAILED | wait_up with MPI_Wtime at P = 2: 3.100 us, expected 2.000 us",
            })
    void measurementSentencesGetTheirCodeAndOneLine(String text, String code, String brief) {
        Warning w = WarningCodes.of(text);

        assertEquals(code, w.code());
        assertEquals(brief, w.brief());
        assertEquals(text, w.text(), "the full sentence is kept");
    }

    @Test
    void anUnknownSentenceIsANoteShortenedToOneLine() {
        String text = "something no one foresaw happened while the ranks were talking to each other at length: "
                + "and here is why, in many words";

        Warning w = WarningCodes.of(text);

        assertEquals(WarningCodes.NOTE, w.code());
        assertEquals("something no one foresaw happened while the ranks were talking to...", w.brief());
        assertTrue(w.brief().length() <= WarningCodes.BRIEF_WIDTH, w.brief());
    }

    @Test
    void aDiagnosticIsCodedByItsKindWithItsNumbers() {
        Diagnostic d = new Diagnostic(
                Diagnostic.Kind.NEGATIVE_LATENCY,
                Map.of(
                        Diagnostic.L_US, -0.023,
                        Diagnostic.L_CI95_US, 0.011,
                        Diagnostic.HALF_RTT_US, 0.247,
                        Diagnostic.OVERHEADS_US, 0.269));

        Warning shm = WarningCodes.of(d, io.logp.data.meta.NetworkPath.Medium.SHARED_MEMORY);
        Warning tcp = WarningCodes.of(d, io.logp.data.meta.NetworkPath.Medium.LOOPBACK);

        assertEquals("NEGATIVE_LATENCY", shm.code());
        assertEquals("L = -0.023 us < 0: RTT/2 0.247 us < o_s + o_r 0.269 us under load", shm.brief());
        assertTrue(shm.text().contains("shared memory") && !shm.text().contains("TCP"), shm.text());
        assertTrue(tcp.text().contains("TCP"), "the same code, worded for the path: " + tcp.text());
    }

    @Test
    void anIncompleteRunIsCodedWithItsReason() {
        Warning w = WarningCodes.of("this run did not complete (interrupted; at signature: round 7): the parameters"
                + " come only from the points measured before it ended");
        assertEquals("INCOMPLETE_RUN", w.code());
        assertEquals("the run ended early (interrupted): only the points measured before it count", w.brief());
    }

    @Test
    void everyCodeIsExplainedInTheDocs() throws IOException {
        String doc = Files.readString(Path.of("docs", "warnings.md"));
        List<String> missing = new ArrayList<>();
        for (String code : WarningCodes.all()) if (!doc.contains("`" + code + "`")) missing.add(code);

        assertEquals(List.of(), missing, "codes docs/warnings.md does not explain");
        assertEquals(
                Diagnostic.Kind.values().length + 24,
                WarningCodes.all().size(),
                WarningCodes.all().toString());
    }

    @Test
    void repeatedCodesShareOneSummaryLine() {
        List<Warning> ws = List.of(
                WarningCodes.of("store T(n) of [24] bytes stopped at a cap before"),
                WarningCodes.of("get T(n) of [16] bytes stopped at a cap before"),
                WarningCodes.of("3 batches saw a garbage collection and were measured again"));

        List<String> lines = ScreenSummary.warnings(ws);

        assertEquals(3, lines.size(), lines.toString());
        assertEquals(
                "  BULK_TIMES_CAPPED  store T(n) of some sizes stopped at a cap before its CI target (+1)",
                lines.get(1));
        assertEquals("  GC_REMEASURED      3 batches saw a GC and were measured again", lines.get(2));
    }

    @Test
    void manyCodesAreCountedNotPrinted() {
        List<Warning> ws = new ArrayList<>();
        for (int i = 0; i < 11; i++) ws.add(new Warning("CODE_" + i, "line " + i, "text " + i));

        List<String> lines = ScreenSummary.warnings(ws);

        assertEquals(1 + ScreenSummary.MAX_WARNING_LINES + 1, lines.size(), lines.toString());
        assertEquals("  ... 4 more codes in the report", lines.get(lines.size() - 1));
    }
}
