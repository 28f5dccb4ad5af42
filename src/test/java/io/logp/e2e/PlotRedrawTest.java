package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.logp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code plot DIR} redraws every chart the run drew, from the run's files alone: the same chart files, and the same
 * series in each. Series are compared through the SVG versions (the drawn coordinates of every series as text);
 * PNG bytes depend on fonts and are not compared.
 */
@Tag("mpi")
@ExtendWith(SharedRuns.class)
class PlotRedrawTest {

    @Test
    @Timeout(300)
    void plotRedrawsEveryChartOfADefaultRun(SharedRuns runs, @TempDir Path tmp) throws Exception {
        SharedRuns.Run run = runs.of(MpiEndToEndTest.SHORT_RUN);
        SharedRuns.assertSucceeded(run);
        Path plots = run.plots();
        Map<String, String> drawn = charts(plots);
        for (String expected :
                new String[] {"signature.png", "bulk_time.png", "pingpong_distribution.png", "queues.png"}) {
            assertTrue(drawn.containsKey(expected), "the run draws " + expected + ": " + drawn.keySet());
        }
        // Two ranks: the collectives ran at one P, so there is no chart against P; the chart against size needs two
        // valid sizes of one op, likely but not certain on a busy machine, and is compared below when drawn.
        assertFalse(drawn.containsKey("collectives_vs_p.png"), "no chart against a single P: " + drawn.keySet());

        // The shared run is only read: plot redraws a copy of its data, into this test's own plots/.
        Path copy = run.copyTo(tmp);
        MpiEndToEndTest.Outcome plot = logp("plot", copy.toString());
        assertEquals(0, plot.code(), plot.err());

        Path replotted = tmp.resolve("plots").resolve(copy.getFileName());
        Map<String, String> redrawn = charts(replotted);
        assertEquals(drawn.keySet(), redrawn.keySet(), "plot draws exactly the charts the run drew");
        for (Map.Entry<String, String> e : drawn.entrySet()) {
            if (e.getKey().endsWith(".svg")) assertEquals(e.getValue(), redrawn.get(e.getKey()), e.getKey());
        }
    }

    /** Every chart file of a plots directory: SVGs by their text, PNGs by name. */
    private static Map<String, String> charts(Path plots) throws Exception {
        Map<String, String> charts = new TreeMap<>();
        try (Stream<Path> files = Files.list(plots)) {
            for (Path f : files.toList()) {
                String name = f.getFileName().toString();
                charts.put(name, name.endsWith(".svg") ? Files.readString(f) : "");
            }
        }
        return charts;
    }
}
