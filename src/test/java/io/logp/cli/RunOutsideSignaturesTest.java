package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code plot} and {@code report} of a run directory that is not in a {@code signatures/} directory (moved, copied,
 * another tool's): the charts go into DIR/plots, inside the directory named, and the screen says where; they used to
 * go two levels above it ({@code DIR/../../plots/<id>}), outside anything the user named.
 */
class RunOutsideSignaturesTest {

    @Test
    void chartsGoIntoTheDirectoryNamedAndTheScreenSaysWhere(@TempDir Path tmp) throws Exception {
        CliRun sim = CliRun.paragon(
                "--warmup-seconds",
                "0",
                "--quiet",
                "--run-id",
                "moved",
                "--out",
                tmp.resolve("out").toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        Path dir = Files.createDirectories(tmp.resolve("keep/runs")).resolve("moved");
        Files.move(tmp.resolve("out/signatures/moved"), dir);

        CliRun plot = CliRun.of("plot", dir.toString());
        assertEquals(ExitCodes.OK, plot.exitCode(), plot.toString());
        Path plots = dir.resolve("plots");
        assertTrue(plot.out().contains("chart: " + plots.resolve("signature.png")), plot.out());
        assertTrue(Files.isRegularFile(plots.resolve("signature.png")), plot.out());
        assertFalse(Files.exists(tmp.resolve("plots")), "nothing two levels above the directory named");
        assertFalse(Files.exists(tmp.resolve("keep/plots")));

        CliRun report = CliRun.of("report", dir.toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.toString());
        assertTrue(report.out().contains(plots.toString()), "the screen says where the charts are: " + report.out());
        String page = Files.readString(dir.resolve("report.html"));
        assertTrue(page.contains("plots/signature.png"), "report.html links the charts where they are");
        assertFalse(Files.exists(tmp.resolve("plots")));

        // A run where logp put it keeps its charts in plots/<run-id> beside signatures/, as before.
        try (Stream<Path> charts = Files.list(tmp.resolve("out/plots/moved"))) {
            assertTrue(charts.map(p -> p.getFileName().toString()).toList().contains("signature.png"));
        }
        assertEquals(List.of(), List.of());
    }
}
