package io.logp.e2e;

import static io.logp.e2e.MpiEndToEndTest.logp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.ExternalProgram;
import io.logp.app.LayerChoice;
import io.logp.app.launch.MpiLauncher;
import io.logp.cli.CliRun;
import io.logp.e2e.MpiEndToEndTest.Outcome;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code logp layers} on real processes, once for the class: every layer (Open MPI pml ucx and ob1, MPICH ch4:ucx,
 * UCX AM, libfabric) in one launch of a short sweep and a small bulk sweep, in a JVM of its own as run-logp.sh
 * starts it (MPICH's launcher and shim in its environment). Asserted is what logp controls: every layer present with
 * its run, the table on one screen, the additions' arithmetic on the JSON's own numbers, and that one launch marks
 * nothing significant; never this machine's speed.
 */
@Tag("mpi")
class MpiLayersTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> ALL = List.of("ompi-ucx", "ompi-ob1", "mpich", "ucx-am", "ofi");

    @TempDir
    static Path tmp;

    private static JsonNode layers;
    private static String stdout;
    private static String stderr;
    private static int code;

    /** One short layers study: 1 launch, a 5 s signature budget and three bulk sizes per layer. */
    @BeforeAll
    @Timeout(600)
    static void measure() throws Exception {
        ExternalProgram.UCX.require();
        ExternalProgram.OFI.require();
        Map<String, String> env = new HashMap<>();
        shim(ExternalProgram.UCX, MpiLauncher.UCX_SHIM_ENV);
        shim(ExternalProgram.OFI, MpiLauncher.OFI_SHIM_ENV);
        env.put(LayerChoice.MPICH_LAUNCHER_ENV, required("LOGP_TEST_MPICH_LAUNCHER"));
        env.put(LayerChoice.MPICH_SHIM_ENV, required("LOGP_TEST_MPICH_SHIM"));
        Path out = tmp.resolve("out");
        ProcessBuilder pb = new ProcessBuilder(CliRun.ownJvm(
                        "layers",
                        "--json",
                        "--launches",
                        "1",
                        "--out",
                        out.toString(),
                        "--m-max",
                        "32",
                        "--warmup-seconds",
                        "0.2",
                        "--rtt-trials",
                        "300",
                        "--budget-seconds",
                        "5",
                        "--bulk-sizes",
                        "1024,4096,16384",
                        "--no-bulk-signatures",
                        "--bulk-budget-seconds",
                        "3"))
                .redirectOutput(tmp.resolve("stdout.txt").toFile())
                .redirectError(tmp.resolve("stderr.txt").toFile());
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(540, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("logp layers did not end: " + Files.readString(tmp.resolve("stderr.txt")));
        }
        code = p.exitValue();
        stdout = Files.readString(tmp.resolve("stdout.txt"), StandardCharsets.UTF_8);
        stderr = Files.readString(tmp.resolve("stderr.txt"), StandardCharsets.UTF_8);
        layers = stdout.isBlank() ? null : JSON.readTree(stdout);
    }

    /** The shim of {@code program}'s transport, or the class is skipped (failed where CI requires it). */
    private static void shim(ExternalProgram program, String variable) {
        String file = System.getenv(variable);
        if (file == null || file.isBlank() || !Files.isReadable(Path.of(file)))
            program.missing(variable + " names no shim (run-tests.sh builds it with scripts/setup.sh --transport)");
    }

    private static String required(String variable) {
        String value = System.getenv(variable);
        if (value == null || value.isBlank())
            throw new AssertionError(variable + " is not set: run the tests with ./run-tests.sh, which sets MPICH up");
        return value;
    }

    @Test
    void everyLayerIsMeasuredAsAnOrdinaryRun() throws Exception {
        assertEquals(0, code, stderr);
        List<String> names = new ArrayList<>();
        layers.get("layers").forEach(l -> names.add(l.get("layer").asText()));
        assertEquals(ALL, names, stderr);
        for (JsonNode l : layers.get("layers")) {
            assertEquals(1, l.get("launches").asInt(), l.toString());
            for (String p : List.of("o_s", "g", "rtt")) {
                JsonNode v = l.get("parameters").get(p).get("value");
                assertTrue(v.isNumber() && v.asDouble() > 0, l.get("layer") + " " + p + ": " + l);
            }
            // bulk ran on every layer: its start-up and rate
            assertTrue(l.get("parameters").get("R").get("value").asDouble() > 0, l.toString());
            Path dir = Path.of(l.get("run_dir").asText());
            JsonNode meta = JSON.readTree(dir.resolve("meta.json").toFile());
            assertFalse(meta.has("incomplete"), dir.toString());
            // an ordinary run: fit reads it again on its own, to the same RTT
            Outcome fit = logp("fit", dir.toString(), "--json");
            assertEquals(0, fit.code(), fit.err());
            assertEquals(
                    l.get("parameters").get("rtt").get("value").asDouble(),
                    JSON.readTree(fit.out()).get("rtt_us").asDouble(),
                    1e-9,
                    dir.toString());
        }
        assertEquals("ucx-am", layer("ompi-ucx").get("runs_on").asText());
        assertEquals("ucx-am", layer("mpich").get("runs_on").asText());
        assertTrue(layer("ompi-ob1").get("runs_on").isNull());
        String meta = Files.readString(
                Path.of(layer("ucx-am").get("run_dir").asText()).resolve("meta.json"));
        assertTrue(JSON.readTree(meta).get("path").get("transport").asText().equals("ucx-am"), meta);
    }

    @Test
    void whatEachMpiAddsIsItsValueMinusItsTransportsAndOneLaunchMarksNothing() {
        assertEquals(0, code, stderr);
        int count = 0;
        for (JsonNode a : layers.get("adds")) {
            String parameter = a.get("parameter").asText();
            JsonNode upper = layer(a.get("layer").asText()).get("parameters").get(key(parameter));
            JsonNode lower =
                    layer(a.get("transport").asText()).get("parameters").get(key(parameter));
            assertEquals(upper.get("value"), a.get("layer_value").get("value"), a.toString());
            assertEquals(lower.get("value"), a.get("transport_value").get("value"), a.toString());
            if (upper.get("value").isNull() || lower.get("value").isNull()) {
                assertTrue(a.get("diff").isNull(), a.toString());
                assertFalse(a.get("significant").asBoolean(), a.toString());
                continue;
            }
            count++;
            double diff = upper.get("value").asDouble() - lower.get("value").asDouble();
            assertEquals(diff, a.get("diff").asDouble(), 1e-9 * Math.max(1, Math.abs(diff)), a.toString());
            if (!upper.get("ci95").isNull() && !lower.get("ci95").isNull())
                assertEquals(
                        Math.hypot(
                                upper.get("ci95").asDouble(), lower.get("ci95").asDouble()),
                        a.get("combined_ci95").asDouble(),
                        1e-9,
                        a.toString());
            // one launch has no between-launch interval: nothing may be called significant
            assertFalse(a.get("significant").asBoolean(), a.toString());
            assertTrue(
                    List.of("ONE_LAUNCH", "NOT_TESTABLE", "DOUBTED")
                            .contains(a.get("verdict").asText()),
                    a.toString());
        }
        assertEquals(2 * 7, layers.get("adds").size(), layers.toString());
        assertTrue(count >= 2 * 3, "o_s, g and RTT at least are known on both sides: " + layers);
    }

    @Test
    void theTableFitsOneScreenAndEveryFormatIsWritten() throws Exception {
        assertEquals(0, code, stderr);
        Path dir;
        try (Stream<Path> made = Files.list(tmp.resolve("out").resolve("layers"))) {
            dir = made.findFirst().orElseThrow();
        }
        List<String> lines = Files.readAllLines(dir.resolve("layers.txt"));
        assertTrue(lines.size() <= 40, lines.size() + " lines: " + lines);
        for (String l : lines) assertTrue(l.length() <= 120, l.length() + " columns: " + l);
        for (String name : ALL) assertTrue(lines.stream().anyMatch(l -> l.startsWith(name + " ")), name + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("+ ompi-ucx ")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("+ mpich ")), lines.toString());
        assertEquals(
                stdout.strip(), Files.readString(dir.resolve("layers.json")).strip());
        for (String f : List.of("layers.md", "layers.tex", "layers.csv"))
            assertTrue(Files.readString(dir.resolve(f)).contains("ompi-ob1"), f);
        assertTrue(Files.size(dir.resolve("breakdown.png")) > 10_000);
        // progress went to standard error, one line per layer's launch
        for (String name : ALL) assertTrue(stderr.contains("layers: " + name + ": "), stderr);
    }

    private static JsonNode layer(String name) {
        for (JsonNode l : layers.get("layers")) if (l.get("layer").asText().equals(name)) return l;
        throw new AssertionError("no layer " + name + ": " + layers);
    }

    private static String key(String parameter) {
        return parameter.equals("RTT") ? "rtt" : parameter;
    }
}
