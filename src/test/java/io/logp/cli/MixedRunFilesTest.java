package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files of two runs in one directory: signature.csv of one run beside rtt.csv and meta.json of another is found out
 * (MIXED_RUN_FILES) by what meta.json says the run measured, and a run's own files are never taken for mixed ones.
 * Runs of today carry run ids, which refuse such a mix outright (MixedRunsTest); this is what is left for runs of a
 * logp before run ids, so the runs here are made into such runs first.
 */
class MixedRunFilesTest {

    private static Path run(Path base, String g, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of(
                "simulate", "--os", "1.4", "--or", "2.2", "--g", g, "--L", "6.3", "--warmup-seconds", "0", "--quiet"));
        args.addAll(List.of(more));
        args.addAll(List.of("--out", base.toString()));
        CliRun r = CliRun.of(args.toArray(String[]::new));
        assertEquals(0, r.exitCode(), r.toString());
        Path dir;
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            dir = runs.findFirst().orElseThrow();
        }
        return withoutRunIds(dir);
    }

    /** The run as a logp before run ids wrote it: no run_id column, no run_id key. */
    private static Path withoutRunIds(Path dir) throws Exception {
        for (String name : List.of("signature.csv", "rtt.csv")) {
            List<String> lines = Files.readAllLines(dir.resolve(name));
            Files.write(
                    dir.resolve(name),
                    lines.stream().map(l -> l.substring(0, l.lastIndexOf(','))).toList());
        }
        Path meta = dir.resolve("meta.json");
        Files.write(
                meta,
                Files.readAllLines(meta).stream()
                        .filter(l -> !l.contains("\"run_id\""))
                        .toList());
        return dir;
    }

    private static List<JsonNode> mixed(Path dir) throws Exception {
        CliRun fit = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(0, fit.exitCode(), fit.toString());
        List<JsonNode> found = new ArrayList<>();
        new ObjectMapper().readTree(fit.out()).get("warnings").forEach(w -> {
            if (w.get("code").asText().equals("MIXED_RUN_FILES")) found.add(w);
        });
        return found;
    }

    @Test
    void anotherRunsSignatureBesideThisRunsMetaJsonIsFoundOut(@TempDir Path tmp) throws Exception {
        // The Paragon's g of 7.6 us against 15 us: the pilot gap, and so the nominal delays, differ.
        Path paragon = run(tmp.resolve("a"), "7.6");
        Path slower = run(tmp.resolve("b"), "15");
        assertEquals(List.of(), mixed(paragon), "a run's own files agree");
        assertEquals(List.of(), mixed(slower), "a run's own files agree");

        Files.copy(
                paragon.resolve("signature.csv"), slower.resolve("signature.csv"), StandardCopyOption.REPLACE_EXISTING);
        List<JsonNode> found = mixed(slower);

        assertEquals(1, found.size(), found.toString());
        JsonNode f = found.get(0);
        assertEquals("error", f.get("severity").asText());
        assertEquals("signature.csv", f.get("file").asText());
        assertEquals("DELAYS_US", f.get("what").asText());
        JsonNode meta = new ObjectMapper().readTree(slower.resolve("meta.json").toFile());
        assertEquals(meta.get("sweep").get("nominal_delays_us"), f.get("in_meta"), f.toString());
        assertTrue(f.get("message").asText().startsWith("signature.csv does not belong with meta.json"), f.toString());
        // The summary says it too.
        CliRun summary = CliRun.of("fit", slower.toString());
        assertTrue(summary.out().contains("MIXED_RUN_FILES"), summary.out());
    }

    @Test
    void anotherPayloadOrALargerMIsFoundOut(@TempDir Path tmp) throws Exception {
        Path capped = run(tmp.resolve("a"), "7.6", "--m-max", "64", "--m-cap", "64");
        Path wider = run(tmp.resolve("b"), "7.6", "--m-max", "256");
        // As a run with requests of twice the payload writes it (the simulated network has one payload).
        int payload = new ObjectMapper()
                .readTree(capped.resolve("meta.json").toFile())
                .get("small_messages")
                .get("payload_bytes")
                .asInt();
        List<String> rows = new ArrayList<>();
        for (String line : Files.readAllLines(wider.resolve("signature.csv")))
            rows.add(line.startsWith(payload + ",") ? 2 * payload + line.substring(line.indexOf(',')) : line);
        Files.write(capped.resolve("signature.csv"), rows);

        List<JsonNode> found = mixed(capped);

        assertEquals(
                List.of("PAYLOAD_BYTES", "M_CAP"),
                found.stream().map(w -> w.get("what").asText()).toList());
        assertEquals(
                List.of(2.0 * payload),
                List.of(found.get(0).get("in_file").get(0).asDouble()),
                found.toString());
        assertEquals(64, found.get(1).get("in_meta").get(0).asInt(), found.toString());
        assertTrue(found.get(1).get("in_file").get(0).asInt() >= 256, found.toString());
    }
}
