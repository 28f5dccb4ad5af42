package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.logp.exit.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code fit FILE --json} on other suites' files: one object (or {@code {"tables": [...]}}) whose numbers hold what
 * the file shows. The checks are the file's own: Ts within 20% (or 0.1 us) of the median time of its sizes up to
 * 16 B; for a table reaching 256 KiB, R between 0.95 times the delivered rate of its largest size and 1.6 times its
 * best; for a table ending below 64 KiB, no R and a warning that names the missing bandwidth regime; Netgauge's G
 * within 10% of the median of its last five finite positive G values. They run on the samples that imitate each
 * tool and on the real files of ../shared/foreign (read from there, never copied).
 */
class ForeignFitJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path REAL = Path.of("..", "shared", "foreign");

    static Path sample(String name) {
        return Path.of("src/test/resources/io/logp/format/foreign/foreign", name);
    }

    /**
     * Each file's fit, once per file and output for the whole class: the checks of a 32-table log took its verbose
     * text once per table, 32 fits of the whole log (39 s of the suite on a loaded machine).
     */
    private static final Map<List<String>, CliRun> FITS = new ConcurrentHashMap<>();

    private static CliRun fit(Path file, String output) {
        return FITS.computeIfAbsent(List.of(file.toString(), output), k -> CliRun.of("fit", k.get(0), k.get(1)));
    }

    private static JsonNode fitJson(Path file) throws IOException {
        CliRun run = fit(file, "--json");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        JsonNode root = JSON.readTree(run.out());
        assertTrue(root.isObject(), run.out());
        assertEquals(2, root.get("schema_version").asInt(), run.out());
        return root;
    }

    private static List<JsonNode> tables(JsonNode root) {
        List<JsonNode> out = new ArrayList<>();
        if (root.has("tables")) root.get("tables").forEach(out::add);
        else out.add(root);
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "osu_latency-5.6.3.txt",
                "osu_latency-7.3-full.txt",
                "osu_bw-7.3.txt",
                "osu_bibw-5.8.txt",
                "osu_latency-cuda-7.5-z-validation.txt",
                "slurm-osu-7.3-crlf.log",
                "imb-2021.3-pingpong.txt",
                "imb-2021.2-two-rank-tables.txt",
                "netpipe-3.7.2-np.out",
                "netpipe-5.x-np.out",
                "netpipe-3.7-stdout.log",
                "netgauge-2.4-loggp.out",
                "netgauge-2.4-nan-cut.out"
            })
    void everySampleHoldsTheChecksOfItsOwnNumbers(String name) throws IOException {
        checkEveryTable(sample(name));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "imb/csd3-ib-impi-imb2019u6.out",
                "netgauge/anl-tukey-mpi.dat",
                "netpipe/quark-bf2-np37-truncated.out",
                "osu/aws-eks-efa-latency-v5.8.out",
                "osu/azure-cyclecloud-hpcx-multi-v5.8.out"
            })
    void everyRealFileHoldsTheChecksOfItsOwnNumbers(String name) throws IOException {
        assumeTrue(Files.isDirectory(REAL), "the real files of ../shared/foreign are on this machine");
        checkEveryTable(REAL.resolve(name));
    }

    /** The real IMB file on CSD3: its published minimum latency is 1.06 us, its maximum bandwidth 12069.36 MB/s. */
    @Test
    void theRealImbFileGivesItsPublishedNumbers() throws IOException {
        assumeTrue(Files.isDirectory(REAL), "the real files of ../shared/foreign are on this machine");
        JsonNode t = fitJson(REAL.resolve("imb/csd3-ib-impi-imb2019u6.out"));
        assertEquals("IMB 2019 Update 6 PingPong", t.get("format").asText());
        assertEquals(1.06, t.get("Ts_us").asDouble(), 0.02, t.toString());
        assertEquals(4194304 / 347.52, t.get("peak_MBps").asDouble(), 1e-6, "n/t of the largest size");
        assertEquals(12069.36, t.get("peak_MBps").asDouble(), 0.2, "as IMB's own column: 1e6 bytes/s");
        for (JsonNode b : t.get("breaks")) assertFalse(stepDownWhereTimeRises(t, b), b.toString());
    }

    /** The Azure log: 32 tables, osu_latency and osu_bw for 16 node pairs, each with its title and index. */
    @Test
    void theRealAzureLogIsEveryTableWithItsTitleAndTheSmallMessageStep() throws IOException {
        assumeTrue(Files.isDirectory(REAL), "the real files of ../shared/foreign are on this machine");
        JsonNode root = fitJson(REAL.resolve("osu/azure-cyclecloud-hpcx-multi-v5.8.out"));
        List<JsonNode> tables = tables(root);
        assertTrue(tables.size() >= 30 && tables.size() % 2 == 0, "pairs of tables: " + tables.size());
        assertEquals(
                "OSU OMB 5.8 osu_latency (line 6)", tables.get(0).get("title").asText());
        assertEquals("OSU OMB 5.8 osu_bw (line 35)", tables.get(1).get("title").asText());
        for (int i = 0; i < tables.size(); i++)
            assertEquals(i, tables.get(i).get("index").asInt());
        // 1.82 us at 128 B, 2.33 us at 256 B: the step up the file shows, with its CI.
        JsonNode step = null;
        for (JsonNode b : tables.get(0).get("breaks")) if (b.get("after_bytes").asInt() == 128) step = b;
        assertTrue(
                step != null && step.get("kind").asText().equals("step_up"),
                tables.get(0).toString());
        assertEquals(0.45, step.get("step_us").asDouble(), 0.1, step.toString());
        assertTrue(step.get("step_ci95_us").asDouble() < step.get("step_us").asDouble(), step.toString());
    }

    /** The summary renders the same fit: Ts, no R and why (before the 120 columns cut the line), the peak. */
    @Test
    void theSummaryLineOfATableTo8KibSaysWhyItHasNoRate() {
        CliRun run =
                CliRun.of("fit", sample("osu_latency-cuda-7.5-z-validation.txt").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(
                run.out()
                        .contains("  OSU OMB 7.5 osu_latency (line 1): 14 sizes, 1..8192 B; Ts 1.224 ± 0.015 us; no R;"
                                + " NO_BANDWIDTH_REGIME; peak 2475"),
                run.out());
    }

    /** The checks on every table of a file. */
    private static void checkEveryTable(Path file) throws IOException {
        for (JsonNode t : tables(fitJson(file))) {
            String context = file.getFileName() + " " + t.get("title").asText() + ": " + t;
            List<double[]> rows = rows(file, t);
            assertTrue(t.get("rows").asInt() >= 2, context);
            checkStartUp(t, rows, context);
            checkRate(t, rows, context);
            for (JsonNode b : t.get("breaks")) {
                assertFalse(stepDownWhereTimeRises(rows, b), "a step down where the time rises: " + b + " " + context);
                assertTrue(b.get("at_bytes").asInt() > b.get("after_bytes").asInt(), context);
            }
            if (t.get("format").asText().startsWith("Netgauge")) checkNetgaugeG(file, t, context);
        }
    }

    private static void checkStartUp(JsonNode t, List<double[]> rows, String context) {
        if (t.get("measure").asText().contains("stream")) {
            assertTrue(t.get("Ts_us").isNull(), "rates only, no Ts: " + context);
            return;
        }
        List<Double> tiny = new ArrayList<>();
        for (double[] r : rows) if (r[0] <= 16 && Double.isFinite(r[1])) tiny.add(r[1]);
        if (tiny.size() < 3) return;
        double median = median(tiny);
        double ts = t.get("Ts_us").asDouble();
        assertTrue(Math.abs(ts - median) <= Math.max(0.2 * median, 0.1), "Ts " + ts + " against " + median + context);
    }

    private static void checkRate(JsonNode t, List<double[]> rows, String context) {
        double largest = rows.getLast()[0];
        if (largest >= 262144) {
            double best = 0;
            for (double[] r : rows) if (r[2] > best) best = r[2];
            double r = t.get("R_MBps").asDouble();
            double last = rows.getLast()[2];
            assertTrue(r >= 0.95 * last && r <= 1.6 * best, "R " + r + " against " + last + ", " + best + context);
        }
        if (largest < 65536) {
            boolean named = false;
            for (JsonNode w : t.get("warnings")) named |= w.get("code").asText().matches(".*(BANDWIDTH|RATE|REGIME).*");
            assertTrue(t.get("R_MBps").isNull() && named, context);
        }
    }

    private static void checkNetgaugeG(Path file, JsonNode t, String context) throws IOException {
        List<Double> g = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String[] f = line.strip().split("\\s+");
            if (f.length != 11 || line.startsWith("#")) continue;
            double v = parse(f[9]);
            if (Double.isFinite(v) && v > 0) g.add(v);
        }
        List<Double> last = g.subList(Math.max(0, g.size() - 5), g.size());
        double median = median(last);
        assertEquals(median, t.get("G_us_per_byte").asDouble(), 0.1 * median, context);
    }

    /** Size, time per message (one direction), delivered rate per direction, as the JSON's rows report them. */
    private static List<double[]> rows(Path file, JsonNode t) throws IOException {
        CliRun run = fit(file, "--verbose");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        // The verbose text prints each table's rows; take the block of this table by its index.
        List<List<double[]>> blocks = new ArrayList<>();
        List<double[]> current = null;
        boolean netgauge = false;
        for (String line : run.out().lines().toList()) {
            if (line.strip().startsWith("n_bytes ")) {
                current = new ArrayList<>();
                blocks.add(current);
                netgauge = line.contains("PRTT");
                continue;
            }
            if (current == null || line.startsWith("---")) continue;
            String[] f = line.strip().split("\\s+");
            if (f.length < 3 || !f[0].matches("\\d+")) {
                current = null;
                continue;
            }
            double n = Double.parseDouble(f[0]);
            double time = netgauge ? parse(f[1]) / 2 : parse(f[1]);
            double rate = netgauge ? n / time : parse(f[2]);
            current.add(new double[] {n, time, Double.isFinite(rate) ? rate : n / time});
        }
        return blocks.get(t.get("index").asInt());
    }

    private static boolean stepDownWhereTimeRises(List<double[]> rows, JsonNode b) {
        if (!b.get("kind").asText().equals("step_down")) return false;
        double before = Double.NaN;
        double after = Double.NaN;
        for (double[] r : rows) {
            if (r[0] == b.get("after_bytes").asDouble()) before = r[1];
            if (r[0] == b.get("at_bytes").asDouble()) after = r[1];
        }
        return after > before;
    }

    private static boolean stepDownWhereTimeRises(JsonNode t, JsonNode b) {
        return b.get("kind").asText().equals("step_down") && b.get("step_us").asDouble() > 0;
    }

    private static double parse(String s) {
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static double median(List<Double> v) {
        List<Double> s = new ArrayList<>(v);
        s.sort(null);
        int k = s.size();
        return k % 2 == 1 ? s.get(k / 2) : (s.get(k / 2 - 1) + s.get(k / 2)) / 2;
    }

    @SuppressWarnings("unused")
    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }
}
