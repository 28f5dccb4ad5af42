package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.app.predict.SimgridAvailable;
import io.logp.exit.ExitCodes;
import io.logp.finding.Code;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * predict's faults of issue 49 on SimGrid's real smpirun, over one run of {@code simulate} (Culler et al.'s Paragon,
 * no bulk transfers, so no G): 0 B refused before anything is simulated for the ops SimGrid cannot run at 0 B, and the
 * model column "n/a" with its reason where the model has no G.
 */
class PredictFaultsTest {

    @TempDir
    static Path base;

    static Path dir;

    @BeforeAll
    static void simulate() {
        CliRun sim = CliRun.paragon("--warmup-seconds", "0", "--quiet", "--run-id", "sim", "--out", base.toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        dir = base.resolve("signatures").resolve("sim");
    }

    @Test
    void zeroBytesAreRefusedBeforeAnythingIsSimulatedSaveForTheBarrier() throws Exception {
        SimgridAvailable.assume();
        // A run of its own, so that no other test's simulation is taken for this one's
        CliRun sim = CliRun.paragon(
                "--warmup-seconds",
                "0",
                "--quiet",
                "--run-id",
                "zero",
                "--out",
                base.resolve("zero").toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        Path dir = base.resolve("zero/signatures/zero");
        CliRun bcast = CliRun.of("predict", dir.toString(), "--ranks", "2", "--op", "bcast", "--sizes", "0");
        assertEquals(ExitCodes.USAGE, bcast.exitCode(), bcast.toString());
        assertTrue(bcast.err().contains("--sizes: 0 B cannot be simulated for bcast"), bcast.err());
        assertTrue(bcast.err().contains("floating-point exception"), bcast.err());
        assertFalse(Files.exists(dir.resolve("simgrid")), "nothing built or simulated");
        assertFalse(Files.exists(dir.resolve("predictions.csv")));

        CliRun mixed =
                CliRun.of("predict", dir.toString(), "--ranks", "2", "--op", "barrier,allreduce", "--sizes", "0,8");
        assertEquals(ExitCodes.USAGE, mixed.exitCode(), mixed.toString());
        assertTrue(mixed.err().contains("for allreduce ("), mixed.err());

        // The barrier moves no bytes: at 0 B it runs in SimGrid, as it always did.
        CliRun barrier =
                CliRun.of("predict", dir.toString(), "--ranks", "2", "--op", "barrier", "--sizes", "0", "--json");
        assertEquals(ExitCodes.OK, barrier.exitCode(), barrier.toString());
        JsonNode only = new ObjectMapper().readTree(barrier.out()).get("points");
        assertEquals(1, only.size(), barrier.out());
        assertEquals("barrier", only.get(0).get("op").asText());
        assertTrue(only.get(0).get("predicted_us").asDouble() > 0, barrier.out());
    }

    @Test
    void theModelColumnSaysNotAvailableAndWhyWithoutG() throws Exception {
        SimgridAvailable.assume();
        CliRun summary = CliRun.of(
                "predict", dir.toString(), "--ranks", "2,4", "--op", "barrier,bcast,gather", "--sizes", "8,64,4096");
        assertEquals(ExitCodes.OK, summary.exitCode(), summary.toString());
        String screen = summary.unwrapped();
        assertFalse(screen.contains("NaN"), screen);
        // The model prices what moves no byte beyond the small message (8 B here) and nothing beyond it.
        java.util.regex.Matcher said = java.util.regex.Pattern.compile(
                        "logp's model has no G without the bulk transfers, so it prices no message beyond (\\d+) B")
                .matcher(screen);
        assertTrue(said.find(), screen);
        int reference = Integer.parseInt(said.group(1));
        assertTrue(reference >= 8 && reference < 64, screen);
        assertTrue(screen.matches("(?s).*\\nbcast +\\S+ \\([0-9.]+\\) +\\S+ \\(n/a\\) +\\S+ \\(n/a\\).*"), screen);
        String page = Files.readString(dir.resolve("predictions.html"));
        assertFalse(page.contains("NaN"), "predictions.html");
        assertTrue(page.contains("(n/a)"), "predictions.html");
        assertTrue(page.contains("no G without the bulk transfers"), "predictions.html");
        // predictions.csv leaves the model's cell empty, as it did
        assertTrue(Files.readString(dir.resolve("predictions.csv")).contains("\nbcast,64,2,"));
        assertTrue(Files.readAllLines(dir.resolve("predictions.csv")).stream()
                .filter(l -> l.startsWith("bcast,64,"))
                .allMatch(l -> l.split(",", -1)[4].isEmpty()));

        CliRun json = CliRun.of("predict", dir.toString(), "--ranks", "2", "--op", "bcast", "--sizes", "64", "--json");
        assertEquals(ExitCodes.OK, json.exitCode(), json.toString());
        JsonNode o = new ObjectMapper().readTree(json.out());
        assertEquals(
                Code.MODEL_WITHOUT_G.name(),
                o.get("findings").get(0).get("code").asText(),
                json.out());
        assertEquals(reference, o.get("findings").get(0).get("reference_bytes").asInt(), json.out());
    }

    /**
     * Ctrl-C once a simulation has finished and while the largest P still runs: exit 130, the P finished written and
     * named, no smpirun left and no log of the one cut short, and the command it names for the rest runs.
     */
    @Test
    @Timeout(600)
    void anInterruptedPredictKeepsThePFinishedAndSaysHowToGoOn() throws Exception {
        SimgridAvailable.assume();
        Path log = base.resolve("predict-interrupted.txt");
        Process predict = new ProcessBuilder(CliRun.ownJvm(
                        "predict", dir.toString(), "--ranks", "2,3,256", "--op", "bcast,alltoall", "--sizes", "8,4096"))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        long deadline = System.nanoTime() + 300_000_000_000L;
        while (predict.isAlive() && !Files.readString(log).contains("(1 of 3)") && System.nanoTime() < deadline)
            Thread.sleep(20);
        List<ProcessHandle> simulations = predict.descendants().toList();
        assertTrue(predict.isAlive(), "the largest P still simulates: " + Files.readString(log));
        new ProcessBuilder("kill", "-INT", Long.toString(predict.pid())).start().waitFor();
        assertTrue(predict.waitFor(60, TimeUnit.SECONDS), "predict ended");
        String printed = Files.readString(log);
        assertEquals(ExitCodes.INTERRUPTED, predict.exitValue(), printed);
        for (ProcessHandle h : simulations) {
            h.onExit().get(10, TimeUnit.SECONDS);
            assertFalse(h.isAlive(), "left running: " + h.info());
        }
        Matcher kept = Pattern.compile(
                        "logp: interrupted; SimGrid finished P = ([0-9,]+) \\(calibrated\\) of P = 2,3,256")
                .matcher(printed);
        assertTrue(kept.find(), printed);
        List<String> finished = List.of(kept.group(1).split(","));
        assertFalse(finished.contains("256"), printed);
        // predictions.csv holds the P said, each with both ops at both sizes
        List<String> rows = Files.readAllLines(dir.resolve("predictions.csv"));
        assertEquals(1 + 4 * finished.size(), rows.size(), String.join("\n", rows));
        for (String row : rows.subList(1, rows.size())) assertTrue(finished.contains(row.split(",")[2]), row);
        assertTrue(
                printed.contains("kept in " + dir.resolve("predictions.csv") + " and " + dir.resolve("predictions.html")
                        + " (without charts: the JVM is ending)"),
                printed);
        try (Stream<Path> files = Files.list(dir.resolve("simgrid"))) {
            List<String> cutShort = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith("smpirun-platform-256."))
                    .toList();
            assertEquals(List.of(), cutShort, "the log of the simulation cut short is removed");
        }
        // The rest, as it says: the command runs and simulates the P left.
        Matcher rest = Pattern.compile("the rest \\(P = ([0-9,]+)\\) with: \\./run-logp\\.sh predict (.+) \\(it writes")
                .matcher(printed);
        assertTrue(rest.find(), printed);
        CliRun again = CliRun.of(("predict " + rest.group(2)).split(" "));
        assertEquals(ExitCodes.OK, again.exitCode(), again.toString());
        assertTrue(Files.readString(dir.resolve("predictions.csv")).contains("\nbcast,8,256,"));
    }
}
