package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.analysis.HistoryParameter;
import io.logp.exit.ExitCodes;
import io.logp.format.run.CsvRow;
import io.logp.format.run.CsvTable;
import io.logp.format.run.JsonFiles;
import io.logp.format.run.MetaJson;
import io.logp.result.HistoryCsv;
import io.logp.result.HistoryJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code history} over real run directories of the simulated LogP network with a known step: eight nights at o_s 1.4
 * us, then three at 2.0 us (every other parameter unchanged, each night its own jitter seed). The step must be named
 * at night 9 for o_s and for RTT (which is 2 (o_s + L + o_r), so it moves by twice as much), and nothing else,
 * nowhere before.
 */
class HistoryCommandTest {

    static final int BEFORE = 8;
    static final int AFTER = 3;

    @TempDir
    static Path runs;

    @BeforeAll
    static void simulateNights() {
        for (int night = 1; night <= BEFORE + AFTER; night++) {
            CliRun run = CliRun.of(
                    "simulate",
                    "--os",
                    night <= BEFORE ? "1.4" : "2.0",
                    "--or",
                    "2.2",
                    "--g",
                    "7.6",
                    "--L",
                    "6.3",
                    "--jitter",
                    "0.05",
                    "--model-seed",
                    String.valueOf(night),
                    "--warmup-seconds",
                    "0",
                    "--quiet",
                    "--json",
                    "--out",
                    runs.toString(),
                    "--run-id",
                    "night-" + night);
            assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        }
    }

    static List<Path> nights() {
        List<Path> dirs = new ArrayList<>();
        for (int night = 1; night <= BEFORE + AFTER; night++) dirs.add(runs.resolve("signatures/night-" + night));
        return dirs;
    }

    static String[] args(Path out, List<Path> dirs, String... more) {
        List<String> a = new ArrayList<>(List.of("history", "--out", out.toString()));
        a.addAll(List.of(more));
        dirs.forEach(d -> a.add(d.toString()));
        return a.toArray(String[]::new);
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> list(Object o) {
        return (List<Map<String, Object>>) o;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        return (Map<String, Object>) o;
    }

    @Test
    void theStepIsNamedAtItsRunAndNothingBefore(@TempDir Path out) throws Exception {
        CliRun run = CliRun.of(args(out, nights(), "--json"));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        Map<String, Object> json = JsonFiles.read(out.resolve("history.json"));
        List<Map<String, Object>> systems = list(json.get("systems"));
        assertEquals(1, systems.size(), "one system: " + systems);
        Map<String, Object> system = systems.get(0);
        assertEquals(BEFORE + AFTER, list(system.get("runs")).size());
        List<Map<String, Object>> warnings = list(system.get("warnings"));
        Map<String, Map<String, Object>> moved = new LinkedHashMap<>();
        for (Map<String, Object> w : warnings) {
            assertEquals("PARAMETER_MOVED", w.get("code"), w.toString());
            moved.put((String) w.get("parameter"), w);
        }
        assertEquals(List.of("o_s", "RTT"), List.copyOf(moved.keySet()), warnings.toString());
        String ninth = (String) list(system.get("runs")).get(BEFORE).get("run_id");
        assertTrue(ninth.startsWith("night-9"), ninth);
        for (Map<String, Object> w : moved.values()) assertEquals(ninth, w.get("run_id"), w.toString());
        double oS = change(moved.get("o_s"));
        assertEquals(0.6, oS, 0.05, "the simulated step of o_s");
        assertEquals(2 * oS, change(moved.get("RTT")), 0.1, "RTT = 2 (o_s + L + o_r) moves by 2 x o_s's step");
        assertEquals(BEFORE, ((Number) moved.get("o_s").get("baseline_runs")).intValue());
        // Nothing before night 9 left its band, for any parameter.
        for (Map<String, Object> r : list(system.get("runs")).subList(0, BEFORE))
            for (Object band : map(r.get("bands")).values())
                assertEquals(false, map(band).get("moved"), r.get("run_id") + ": " + band);
        assertTrue(Files.size(out.resolve("history-1.png")) > 10_000);
        assertTrue(Files.readString(out.resolve("history.html")).contains("PARAMETER_MOVED"));
        // history.csv: one row per run and parameter with a value, the same values, bands and moves as history.json.
        List<CsvRow> csv = CsvTable.read(out.resolve(HistoryCsv.FILE), HistoryCsv.HEADER);
        int withValue = 0;
        for (Map<String, Object> r : list(system.get("runs")))
            for (HistoryParameter p : HistoryParameter.values()) if (r.get(HistoryJson.key(p)) != null) withValue++;
        assertEquals(withValue, csv.size());
        List<String> movedRows = new ArrayList<>();
        for (CsvRow row : csv) {
            assertEquals(map(system.get("system")).get("key"), row.string("system"));
            Map<String, Object> r = list(system.get("runs")).stream()
                    .filter(x -> x.get("run_id").equals(row.string("run")))
                    .findFirst()
                    .orElseThrow();
            HistoryParameter p = java.util.Arrays.stream(HistoryParameter.values())
                    .filter(x -> x.symbol().equals(row.string("parameter")))
                    .findFirst()
                    .orElseThrow();
            // The CSV files write 6 decimals.
            assertEquals(
                    ((Number) r.get(HistoryJson.key(p))).doubleValue(), row.number("value"), 1e-6, row.string("value"));
            Map<String, Object> band = map(map(r.get("bands")).get(p.symbol()));
            if (band == null) assertTrue(row.string("band_mean").isEmpty(), row.toString());
            else assertEquals(((Number) band.get("mean")).doubleValue(), row.number("band_mean"), 1e-6);
            if (row.string("moved").equals("true")) movedRows.add(row.string("parameter") + " " + row.string("run"));
        }
        assertEquals(List.of("o_s " + ninth, "RTT " + ninth), movedRows);
        assertEquals(JsonFiles.toJson(json).strip(), run.out().strip(), "--json prints history.json's object");
    }

    private static double change(Map<String, Object> w) {
        return ((Number) w.get("value")).doubleValue() - ((Number) w.get("band_mean")).doubleValue();
    }

    @Test
    void aRunOfAnotherSystemIsGroupedApartAndSaid(@TempDir Path tmp) throws Exception {
        Path other = copy(nights().get(2), tmp.resolve("node07-run"));
        Map<String, Object> meta = MetaJson.read(other.resolve("meta.json"));
        meta.remove("model");
        meta.put("run_id", "node07-run.0001");
        meta.put("path", Map.of("medium", "network", "transport", "native", "hosts", 2));
        meta.put("placement", Map.of("hosts", List.of("node07", "node08")));
        Files.writeString(other.resolve("meta.json"), JsonFiles.toJson(meta));
        List<Path> dirs = new ArrayList<>(nights());
        dirs.add(4, other);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of(args(out, dirs));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("2 systems among the runs given"), run.out());
        assertTrue(run.out().contains("node07,node08 | unknown MPI | network | native: 1 run"), run.out());
        List<Map<String, Object>> systems =
                list(JsonFiles.read(out.resolve("history.json")).get("systems"));
        assertEquals(BEFORE + AFTER, list(systems.get(0).get("runs")).size());
        assertEquals(1, list(systems.get(1).get("runs")).size());
        assertEquals(2, list(systems.get(0).get("warnings")).size(), "the simulated system's moves as before");
    }

    @Test
    void aDuplicateRunIdIsLeftOutAndNamed(@TempDir Path tmp) throws Exception {
        Path twin = copy(nights().get(2), tmp.resolve("night-3-copy"));
        List<Path> dirs = new ArrayList<>(nights());
        dirs.add(twin);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of(args(out, dirs));
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains(twin + ": left out, its run id is that of " + nights().get(2)), run.err());
        Map<String, Object> json = JsonFiles.read(out.resolve("history.json"));
        assertEquals(
                BEFORE + AFTER,
                list(list(json.get("systems")).get(0).get("runs")).size());
        assertEquals("duplicate_run_id", list(json.get("left_out")).get(0).get("reason"));
    }

    @Test
    void aCorruptRunIsNamedAndTheOthersWritten(@TempDir Path tmp) throws Exception {
        Path broken = copy(nights().get(0), tmp.resolve("broken"));
        Files.writeString(broken.resolve("logp.json"), "{\"o_s_us\": 1.4,");
        Map<String, Object> meta = MetaJson.read(broken.resolve("meta.json"));
        meta.put("run_id", "broken.0001");
        Files.writeString(broken.resolve("meta.json"), JsonFiles.toJson(meta));
        List<Path> dirs = new ArrayList<>(nights());
        dirs.add(broken);
        Path out = tmp.resolve("out");
        CliRun run = CliRun.of(args(out, dirs));
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains(broken.resolve("logp.json").toString()), run.err());
        assertTrue(run.out().contains("PARAMETER_MOVED"), run.out());
        assertTrue(Files.exists(out.resolve("history.html")));
    }

    /**
     * {@code reference --format reframe}: each parameter's value is the mean of the runs since it last moved (o_s:
     * nights 9 to 11), its bounds their between-launch interval plus their typical CI, as fractions, and every one of those runs passes
     * ReFrame's test value (1 + lower) <= x <= value (1 + upper).
     */
    @Test
    void theReframeReferenceIsTheBandOfTheLevelNow(@TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("reference.py");
        CliRun run = CliRun.of(withCommand("reference", args(tmp, nights(), "--format", "reframe"), file));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertEquals(run.out(), Files.readString(file));
        assertTrue(run.out().contains("reference = {\n    # simulated | no MPI\n    '*': {"), run.out());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "'o_s': \\(([-0-9.e]+), ([-0-9.e]+), ([-0-9.e]+), 'us'\\),  # 3 runs since night-9")
                .matcher(run.out());
        assertTrue(m.find(), run.out());
        double value = Double.parseDouble(m.group(1));
        double lower = Double.parseDouble(m.group(2));
        double upper = Double.parseDouble(m.group(3));
        List<Double> level = new ArrayList<>();
        for (Path night : nights().subList(BEFORE, BEFORE + AFTER))
            level.add(((Number) JsonFiles.read(night.resolve("logp.json")).get("o_s_us")).doubleValue());
        double mean = level.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double sd = Math.sqrt(
                level.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum() / 2);
        // t(0.975, 2) = 4.302653
        double between = 4.302653 * sd * Math.sqrt(1 + 1.0 / 3);
        assertEquals(mean, value, 1e-5 * mean);
        double typicalCi = 0;
        for (Path night : nights().subList(BEFORE, BEFORE + AFTER))
            typicalCi += ((Number) JsonFiles.read(night.resolve("logp.json")).get("o_s_ci95_us")).doubleValue() / AFTER;
        assertEquals((between + typicalCi) / mean, upper, 1e-4 * upper + 1e-9);
        assertEquals(-upper, lower, 1e-12);
        for (double x : level) assertTrue(value * (1 + lower) <= x && x <= value * (1 + upper), x + " in " + m.group());
        assertTrue(run.out().contains("'g': (7.6"), "g's level is all 11 nights: " + run.out());

        CliRun two = CliRun.of(
                "reference",
                "--partition",
                "a:b",
                "--partition",
                "c:d",
                nights().get(0).toString());
        assertEquals(ExitCodes.USAGE, two.exitCode(), two.toString());
        assertTrue(two.err().contains("give one system:partition per system"), two.err());
    }

    /** The arguments of {@code history} made {@code command}'s, with --out FILE for the block. */
    static String[] withCommand(String command, String[] historyArgs, Path file) {
        List<String> a = new ArrayList<>(List.of(historyArgs));
        a.set(0, command);
        a.set(2, file.toString());
        return a.toArray(String[]::new);
    }

    @Test
    void aMissingDirectoryIsAUsageError(@TempDir Path tmp) {
        CliRun run = CliRun.of(
                "history", "--out", tmp.toString(), tmp.resolve("nope").toString());
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertTrue(run.err().contains("no such run directory: " + tmp.resolve("nope")), run.err());
    }

    /** A run's results (meta.json and logp.json) copied into {@code to}: its data files carry its run id. */
    static Path copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        for (String f : List.of("meta.json", "logp.json")) Files.copy(from.resolve(f), to.resolve(f));
        return to;
    }
}
