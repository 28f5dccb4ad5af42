package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.analysis.AnalysedRun;
import io.logp.analysis.RunAnalyser;
import io.logp.exit.ExitCodes;
import io.logp.format.run.RunDirectory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A directory holding two kinds' files (contention and collectives of one real run, no signature) is one kind in
 * every command: the analysis decides it once (collectives first), and report, plot, fit, the page and compare all
 * treat it as collectives alone. Before issue 44, fit tested contention before collectives and the page and charts
 * collectives first, so one directory was printed as one kind and drawn as another.
 */
class TwoKindsTest {

    private static final Path FIXTURE = Path.of("src/test/resources/io/logp/cli/fixture-run");

    @TempDir
    Path tmp;

    @Test
    void contentionAndCollectivesWithoutASignatureAreCollectivesInEveryCommand() throws Exception {
        Path dir = tmp.resolve("signatures/both");
        Files.createDirectories(dir);
        for (String f : List.of(
                "meta.json",
                "collectives.csv",
                "collectives_timers.csv",
                "collectives_repeat.csv",
                "clock_sync.csv",
                "contention.csv",
                "contention_ranks.csv")) Files.copy(FIXTURE.resolve(f), dir.resolve(f));

        assertTrue(RunAnalyser.analyse(RunDirectory.of(dir)) instanceof AnalysedRun.Collectives);

        CliRun report = CliRun.of("report", dir.toString());
        assertEquals(ExitCodes.OK, report.exitCode(), report.err());
        assertTrue(report.out().startsWith("Collectives (MPIPerf"), report.out());
        assertFalse(report.out().contains("g_K/g_1"), "no contention table: " + report.out());

        CliRun fit = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(ExitCodes.OK, fit.exitCode(), fit.err());
        JsonNode object = new ObjectMapper().readTree(fit.out());
        assertTrue(object.has("points") && object.get("points").get(0).has("op"), "the collectives' object");
        assertFalse(object.has("o_s_us"), "not logp.json's object of a contention run: " + fit.out());

        CliRun plot = CliRun.of("plot", dir.toString());
        assertEquals(ExitCodes.OK, plot.exitCode(), plot.err());
        Path plots = tmp.resolve("plots/both");
        assertTrue(Files.isRegularFile(plots.resolve("collectives_vs_p.png")), plot.out());
        assertFalse(Files.exists(plots.resolve("contention.png")), "no contention chart: " + plot.out());

        String page = Files.readString(dir.resolve("report.html"));
        assertTrue(page.contains("MPIPerf"), "the page shows the collectives");
        assertFalse(page.contains("g_K"), "the page shows no contention table");

        // compare takes runs with LogP parameters: it refuses this one as it refuses collectives alone.
        CliRun compare = CliRun.of("compare", dir.toString(), dir.toString());
        assertEquals(ExitCodes.BAD_DATA, compare.exitCode(), compare.out() + compare.err());
        assertTrue(compare.err().contains("no signature.csv and rtt.csv"), compare.err());
    }
}
