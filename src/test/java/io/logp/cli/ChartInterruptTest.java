package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C while the charts are drawn: {@code plot} in a JVM of its own gets SIGINT the moment a chart's temporary file
 * exists. It ends with 130 and the interrupt message naming the data and how to draw again, no temporary file stays
 * behind, and the data files are as they were.
 */
class ChartInterruptTest {

    @Test
    @Timeout(300)
    void sigintWhileAChartIsWrittenLeavesNoTemporaryFileAndSaysWhatWasKept(@TempDir Path tmp) throws Exception {
        CliRun simulated = CliRun.paragon("--warmup-seconds", "0", "--quiet", "--out", tmp.toString());
        assertEquals(0, simulated.exitCode(), simulated.toString());
        Path data;
        try (Stream<Path> runs = Files.list(tmp.resolve("signatures"))) {
            data = runs.findFirst().orElseThrow();
        }
        Path plots = tmp.resolve("plots").resolve(data.getFileName());
        String signature = Files.readString(data.resolve("signature.csv"));

        for (int attempt = 1; attempt <= 20; attempt++) {
            Path log = tmp.resolve("plot-" + attempt + ".txt");
            Process plot = new ProcessBuilder(CliRun.ownJvm("plot", data.toString()))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            boolean caught = false;
            while (plot.isAlive() && !caught) {
                caught = !temporaries(plots).isEmpty();
                if (caught)
                    new ProcessBuilder("kill", "-INT", Long.toString(plot.pid()))
                            .start()
                            .waitFor();
            }
            assertTrue(plot.waitFor(60, TimeUnit.SECONDS), "plot ended");
            if (!caught) continue; // drawn before a temporary file was seen: again
            String printed = Files.readString(log);
            if (plot.exitValue() == 0) continue; // the signal came after the last rename
            assertEquals(130, plot.exitValue(), printed);
            assertTrue(
                    printed.contains("logp: interrupted while writing the results (charts, report.html); the measured"
                            + " data is kept in " + data + "; write them again with: ./run-logp.sh plot " + data),
                    printed);
            assertEquals(List.of(), temporaries(plots), "no temporary file left: " + printed);
            assertEquals(List.of(), temporaries(data), "no temporary file left in the data either");
            assertEquals(signature, Files.readString(data.resolve("signature.csv")), "the data is kept");
            return;
        }
        throw new AssertionError("in 20 runs of plot no chart's temporary file was seen before the end");
    }

    private static List<Path> temporaries(Path dir) throws java.io.IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".tmp"))
                    .toList();
        } catch (java.nio.file.NoSuchFileException e) {
            return List.of();
        }
    }
}
