package io.logp.report.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.logp.data.ProgressStep;
import io.logp.data.ProgressStep.Stage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Plain progress for pipes and logs: whole lines, no control characters, at most one per interval. */
class PlainProgressTest {

    private static final long MS = 1_000_000L;

    @Test
    void linesAreThrottledAndCarryNoControlCharacters() {
        StringWriter text = new StringWriter();
        long[] now = {0};
        PlainProgress p = new PlainProgress(new PrintWriter(text), 500 * MS, () -> now[0]);
        ProgressRenderer.Phase signature = new ProgressRenderer.Phase("signature", 1, 2);
        // A round every 100 ms for 1.9 s: lines at 0, 0.5, 1.0 and 1.5 s only.
        for (int round = 1; round <= 20; round++) {
            now[0] = (round - 1) * 100 * MS;
            p.show(signature, ProgressStep.of(Stage.SIGNATURE, round, 40).round(round));
        }
        // A new phase and each new size are written at once, whatever the interval.
        ProgressRenderer.Phase bulk = new ProgressRenderer.Phase("bulk", 2, 2);
        now[0] += 10 * MS;
        p.show(bulk, ProgressStep.of(Stage.STORE_TIMES, 0, 7));
        now[0] += 10 * MS;
        p.show(bulk, ProgressStep.of(Stage.SIGNATURE, 0, 0).size(1024));
        now[0] += 10 * MS;
        p.show(bulk, ProgressStep.of(Stage.SIGNATURE, 1, 30).size(1024));
        now[0] += 10 * MS;
        p.show(bulk, ProgressStep.of(Stage.SIGNATURE, 0, 0).size(4096));
        p.finish();

        String out = text.toString();
        assertFalse(out.contains("\r"), "no carriage return");
        assertFalse(out.contains("\033"), "no escape code");
        assertEquals(
                List.of(
                        "[1/2] signature: 1/40 points, round 1",
                        "[1/2] signature: 6/40 points, round 6",
                        "[1/2] signature: 11/40 points, round 11",
                        "[1/2] signature: 16/40 points, round 16",
                        "[2/2] bulk store T(n): 0/7 sizes",
                        "[2/2] bulk 1024 B: starting",
                        "[2/2] bulk 4096 B: starting"),
                out.lines().toList());
    }

    @Test
    void theEstimateIsWordedAsOne() {
        assertEquals("about 5 s left", ProgressWords.timeLeft(3_000 * MS));
        assertEquals("about 45 s left", ProgressWords.timeLeft(42_000 * MS));
        assertEquals("about 1 min left", ProgressWords.timeLeft(72_000 * MS));
        assertEquals("about 2 min left", ProgressWords.timeLeft(90_000 * MS));
        assertEquals("about 1 h 7 min left", ProgressWords.timeLeft(4_000_000 * MS));
    }

    @Test
    void theNoteOfHowFarARunCameHasNoCounterAndNoEstimate() {
        ProgressRenderer.Phase signature = new ProgressRenderer.Phase("signature", 1, 3);
        assertEquals(
                "signature: 12/80 points, round 7, RTT reference 0.380 us",
                ProgressWords.of(
                        signature,
                        ProgressStep.of(Stage.SIGNATURE, 12, 80).round(7).reading(0.38)));
        assertEquals("signature rtt: measuring", ProgressWords.of(signature, ProgressStep.of(Stage.RTT, 0, 1)));
        assertEquals(
                "contention: 2/6 points, k_to_1 K=3, g 1.500 us",
                ProgressWords.of(
                        new ProgressRenderer.Phase("contention", 3, 3),
                        ProgressStep.of(Stage.CONTENTION, 2, 6)
                                .what("k_to_1 K=3")
                                .reading(1.5)));
    }
}
