package io.logp.report.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ProgressStep;
import io.logp.data.ProgressStep.Stage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 37's progress: "27/32 sizes, round 26" then "22/32 sizes, round 30", and "about 5 s left" from round 7 to
 * round 38. Counts never go back, and the time left follows the rate measured lately.
 */
class HonestProgressTest {

    private static final long S = 1_000_000_000L;

    @Test
    void theCountNeverGoesBack() {
        StringWriter text = new StringWriter();
        long[] now = {0};
        PlainProgress p = new PlainProgress(new PrintWriter(text), 0, () -> now[0]);
        ProgressRenderer.Phase bulk = new ProgressRenderer.Phase("bulk", 1, 1);
        long[] inPlay = {0, 10, 27, 22, 25, 30, 32};
        for (int round = 0; round < inPlay.length; round++) {
            now[0] = round * S;
            p.show(bulk, ProgressStep.of(Stage.STORE_TIMES, inPlay[round], 32).round(round));
        }
        List<Long> shown = text.toString()
                .lines()
                .map(l -> Long.parseLong(l.replaceAll(".*: (\\d+)/32 sizes.*", "$1")))
                .toList();
        assertEquals(List.of(0L, 10L, 27L, 27L, 27L, 30L, 32L), shown, text.toString());
    }

    @Test
    void theTimeLeftFollowsTheRecentRate() {
        TimeLeft t = new TimeLeft();
        ProgressRenderer.Phase signature = new ProgressRenderer.Phase("signature", 1, 1);
        t.of(signature, ProgressStep.of(Stage.SIGNATURE, 0, 100), 0);
        // 60 points in the first 6 s (10 a second), then one point every 2 s.
        long seconds = 6;
        t.of(signature, ProgressStep.of(Stage.SIGNATURE, 60, 100), seconds * S);
        long done = 60;
        long left = 0;
        while (done < 80) {
            seconds += 2;
            done++;
            left = t.of(signature, ProgressStep.of(Stage.SIGNATURE, done, 100), seconds * S);
        }
        // The rate since the start (80 in 46 s) would say 11.5 s; the rate of late, 0.5 a second, says 40 s.
        assertEquals(40.0, left / (double) S, 1.0, "seconds left at 80/100");
    }

    @Test
    void aStallLengthensTheEstimate() {
        TimeLeft t = new TimeLeft();
        ProgressRenderer.Phase signature = new ProgressRenderer.Phase("signature", 1, 1);
        t.of(signature, ProgressStep.of(Stage.SIGNATURE, 0, 20), 0);
        for (int s = 1; s <= 10; s++) t.of(signature, ProgressStep.of(Stage.SIGNATURE, s, 20), s * S);
        long early = t.of(signature, ProgressStep.of(Stage.SIGNATURE, 10, 20), 11 * S);
        long later = t.of(signature, ProgressStep.of(Stage.SIGNATURE, 10, 20), 40 * S);
        assertTrue(later > 2 * early, "nothing finished for 30 s: " + early / S + " s then " + later / S + " s");
    }
}
