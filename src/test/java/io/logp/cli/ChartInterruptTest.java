package io.logp.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.plot.HeldChartWriter;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C while the charts are drawn: {@code plot} in a JVM of its own gets SIGINT while its writer is held with a
 * chart's temporary file written and not yet renamed ({@link HeldChartWriter}: no race with the machine's speed).
 * It ends with 130 and the interrupt message naming the data and how to draw again, no temporary file stays behind,
 * and the data files are as they were.
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

        List<String> command = new ArrayList<>(CliRun.ownJvm("plot", data.toString()));
        command.set(command.indexOf(Main.class.getName()), HeldChartWriter.class.getName());
        Process plot = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            StringBuilder printed = new StringBuilder();
            BufferedReader lines = new BufferedReader(new InputStreamReader(plot.getInputStream(), UTF_8));
            String held = null;
            for (String line; held == null && (line = lines.readLine()) != null; ) {
                printed.append(line).append('\n');
                if (line.startsWith(HeldChartWriter.HELD)) held = line.substring(HeldChartWriter.HELD.length());
            }
            assertTrue(held != null, "the chart writer was never held: " + printed);
            Path inFlight = Path.of(held);
            assertEquals(plots, inFlight.getParent(), "a chart's temporary file");
            assertEquals(List.of(inFlight), temporaries(plots), "the held chart is the one temporary file");

            new ProcessBuilder("kill", "-INT", Long.toString(plot.pid()))
                    .start()
                    .waitFor();
            lines.lines().forEach(line -> printed.append(line).append('\n'));
            assertTrue(plot.waitFor(60, TimeUnit.SECONDS), "plot ended");
            assertEquals(130, plot.exitValue(), printed.toString());
            assertTrue(
                    printed.toString()
                            .contains("logp: interrupted while writing the results (charts, report.html); the"
                                    + " measured data is kept in " + data + "; write them again with: ./run-logp.sh"
                                    + " plot " + data),
                    printed.toString());
            assertEquals(List.of(), temporaries(plots), "no temporary file left: " + printed);
            assertEquals(List.of(), temporaries(data), "no temporary file left in the data either");
            assertEquals(signature, Files.readString(data.resolve("signature.csv")), "the data is kept");
        } finally {
            plot.destroyForcibly();
        }
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
