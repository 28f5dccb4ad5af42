package io.logp.report.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.ProgressStep;
import io.logp.data.ProgressStep.Stage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The terminal renderer on a made-up clock: one line per phase, redrawn in place with the phase counter and the time
 * left, ended by a newline when the next phase begins, and never wider than the terminal.
 */
class TerminalProgressTest {

    private static final long S = 1_000_000_000L;
    private static final String CLEAR = "\033[K";

    private final StringWriter text = new StringWriter();
    private final long[] now = {0};

    private TerminalProgress renderer(int width) {
        return new TerminalProgress(new PrintWriter(text), width, () -> now[0]);
    }

    /** What each line of the screen showed, in order: the lines, each the list of its redraws. */
    private List<List<String>> screenLines() {
        List<List<String>> lines = new ArrayList<>();
        for (String line : text.toString().split("\n", -1)) {
            if (line.isEmpty()) continue;
            assertTrue(line.startsWith("\r"), "every draw starts at the line's start: " + line);
            List<String> draws = new ArrayList<>();
            for (String draw : line.substring(1).split("\r")) {
                assertTrue(draw.endsWith(CLEAR), "every draw clears what a longer one left: " + draw);
                draws.add(draw.substring(0, draw.length() - CLEAR.length()));
            }
            lines.add(draws);
        }
        return lines;
    }

    @Test
    void aPhaseIsOneLineRedrawnInPlaceWithCounterAndEstimate() {
        TerminalProgress t = renderer(120);
        ProgressRenderer.Phase signature = new ProgressRenderer.Phase("signature", 1, 2);
        ProgressRenderer.Phase bulk = new ProgressRenderer.Phase("bulk", 2, 2);
        t.show(signature, ProgressStep.of(Stage.SIGNATURE, 0, 30));
        now[0] = 48 * S;
        // 12 of 30 in 48 s: 18 more at 4 s each, 72 s, is "about 1 min".
        t.show(signature, ProgressStep.of(Stage.SIGNATURE, 12, 30).round(3).reading(1.2341));
        now[0] = 120 * S;
        t.show(signature, ProgressStep.of(Stage.SIGNATURE, 30, 30).round(9));
        now[0] = 121 * S;
        t.show(bulk, ProgressStep.of(Stage.SIGNATURE, 0, 0).size(4096));
        now[0] = 121 * S + 20 * S;
        t.show(bulk, ProgressStep.of(Stage.SIGNATURE, 12, 30).size(4096));
        t.finish();

        assertTrue(text.toString().endsWith("\n"), "the run's end ends the line");
        List<List<String>> lines = screenLines();
        assertEquals(2, lines.size(), "one line per phase: " + lines);
        assertEquals(
                List.of(
                        "[1/2] signature: 0/30 points",
                        "[1/2] signature: 12/30 points, about 1 min left, round 3, RTT reference 1.234 us",
                        "[1/2] signature: 30/30 points, round 9"),
                lines.get(0));
        // 12 of 30 in the 20 s since the size began: 30 s left, the estimate of this size alone.
        assertEquals(
                List.of("[2/2] bulk 4096 B: starting", "[2/2] bulk 4096 B: 12/30 points, about 30 s left"),
                lines.get(1));
    }

    @Test
    void aNewSizeEstimatesAfreshAndTooShortABasisGivesNone() {
        TerminalProgress t = renderer(120);
        ProgressRenderer.Phase bulk = new ProgressRenderer.Phase("bulk", 1, 1);
        t.show(bulk, ProgressStep.of(Stage.SIGNATURE, 0, 10).size(64));
        now[0] = 100 * S;
        t.show(bulk, ProgressStep.of(Stage.SIGNATURE, 5, 10).size(64));
        t.show(bulk, ProgressStep.of(Stage.SIGNATURE, 0, 10).size(256));
        now[0] = 101 * S;
        // 1 s into the new size: less than the 2 s an estimate needs, and not 100 s of the old size's.
        t.show(bulk, ProgressStep.of(Stage.SIGNATURE, 5, 10).size(256));
        t.finish();
        List<String> draws = screenLines().get(0);
        assertEquals("[1/1] bulk 64 B: 5/10 points, about 2 min left", draws.get(1));
        assertEquals("[1/1] bulk 256 B: 5/10 points", draws.get(draws.size() - 1));
    }

    @Test
    void noLineIsWiderThanTheTerminal() {
        for (int width : new int[] {20, 40, 80}) {
            text.getBuffer().setLength(0);
            TerminalProgress t = renderer(width);
            ProgressRenderer.Phase collectives = new ProgressRenderer.Phase("collectives", 3, 4);
            for (int i = 0; i <= 40; i++) {
                now[0] = i * S;
                t.show(
                        collectives,
                        ProgressStep.of(Stage.COLLECTIVES, i, 40)
                                .what("allreduce 1048576 B at P=64")
                                .reading(1234.5));
            }
            t.finish();
            List<String> draws = screenLines().get(0);
            for (String draw : draws) {
                assertTrue(draw.length() < width, "cut to " + (width - 1) + " of " + width + " columns: " + draw);
                assertTrue(draw.startsWith("[3/4] "), "the counter comes first: " + draw);
            }
            assertTrue(draws.stream().anyMatch(d -> d.length() == width - 1), "long lines are cut: " + draws);
        }
    }

    @Test
    void stepsFasterThanTheRedrawIntervalWaitAndTheLastIsDrawnWhenThePhaseEnds() {
        TerminalProgress t = renderer(120);
        ProgressRenderer.Phase queues = new ProgressRenderer.Phase("queues", 1, 2);
        for (int i = 0; i <= 100; i++) {
            now[0] = i * 10_000_000L; // a step every 10 ms, for 1 s
            t.show(queues, ProgressStep.of(Stage.QUEUES, i, 100));
        }
        t.show(new ProgressRenderer.Phase("pingpong", 2, 2), ProgressStep.of(Stage.PING_PONG, 0, 3));
        List<String> draws = screenLines().get(0);
        // A draw every 100 ms over 1 s (0, 100, ..., 1000 ms), and none of the 90 steps between.
        assertEquals(11, draws.size(), draws.toString());
        assertEquals("[1/2] queues: 100/100 points", draws.get(draws.size() - 1), "the phase's last step is shown");
        assertEquals(
                1,
                Arrays.stream(text.toString().split("\n", -1))
                        .filter(l -> l.contains("pingpong"))
                        .count());
    }

    @Test
    void finishingTwiceOrWithNothingShownWritesNothingMore() {
        TerminalProgress t = renderer(120);
        t.finish();
        assertEquals("", text.toString());
        t.show(
                new ProgressRenderer.Phase("rtt", 1, 1),
                ProgressStep.of(Stage.RTT, 1, 1).reading(2.5));
        t.finish();
        t.finish();
        assertEquals("\r[1/1] rtt: 2.500 us" + CLEAR + "\n", text.toString());
    }
}
