package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.app.job.ExitCodes;
import io.logp.format.result.LogpJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code compare} end to end on simulated runs: a Paragon-like and a Myrinet-like run (parameters of Culler et al.,
 * Table 4, 2% jitter), and a second Paragon-like run with another seed. The expected numbers are read back from the
 * runs' own logp.json. Also the exit codes and the files written.
 */
class CompareCommandTest {

    @TempDir
    static Path base;

    static Path paragon;
    static Path myrinet;
    static Path paragonAgain;

    @BeforeAll
    static void simulate() throws IOException {
        paragon = simulate("paragon", "1", "--os", "1.4", "--or", "2.2", "--g", "7.6", "--L", "6.3");
        myrinet = simulate("myrinet", "1", "--os", "2.0", "--or", "2.6", "--g", "12.4", "--L", "11.1");
        paragonAgain = simulate("paragon-again", "2", "--os", "1.4", "--or", "2.2", "--g", "7.6", "--L", "6.3");
    }

    private static Path simulate(String label, String seed, String... parameters) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("simulate"));
        args.addAll(List.of(parameters));
        args.addAll(List.of(
                "--jitter",
                "0.02",
                "--model-seed",
                seed,
                "--warmup-seconds",
                "0",
                "--quiet",
                "--label",
                label,
                "--out",
                base.toString()));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        try (Stream<Path> runs = Files.list(base.resolve("signatures"))) {
            return runs.filter(p -> p.getFileName().toString().endsWith("-" + label))
                    .findFirst()
                    .orElseThrow();
        }
    }

    private static double number(Path run, String key) throws Exception {
        return ((Number) LogpJson.read(run.resolve("logp.json")).get(key)).doubleValue();
    }

    private static String table(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private static List<CSVRecord> csv(String text) throws IOException {
        try (CSVParser parser =
                CSVParser.parse(text, CSVFormat.DEFAULT.builder().setHeader().build())) {
            return parser.getRecords();
        }
    }

    private static CSVRecord record(List<CSVRecord> records, String run, String parameter) {
        return records.stream()
                .filter(r -> r.get("run").equals(run) && r.get("parameter").equals(parameter))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row " + run + " " + parameter));
    }

    @Test
    void csvHoldsTheRunsValuesDifferencesAndFlags() throws Exception {
        CliRun run = CliRun.of(
                "compare",
                paragon.toString(),
                myrinet.toString(),
                "--format",
                "csv",
                "--out",
                base.resolve("csv").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        List<CSVRecord> records = csv(run.out());
        assertEquals(2 * 5, records.size(), "o_s, o_r, g, L, RTT for two runs; T0 and R known for none");
        String a = paragon.getFileName().toString();
        String b = myrinet.getFileName().toString();
        Map<String, String> keys = Map.of("o_s", "o_s_us", "o_r", "o_r_us", "g", "g_us", "L", "L_us", "RTT", "rtt_us");
        for (Map.Entry<String, String> e : keys.entrySet()) {
            CSVRecord base = record(records, a, e.getKey());
            CSVRecord other = record(records, b, e.getKey());
            double valueA = number(paragon, e.getValue());
            double valueB = number(myrinet, e.getValue());
            assertEquals(valueA, Double.parseDouble(base.get("value")), 5e-7, e.getKey());
            assertEquals(valueB, Double.parseDouble(other.get("value")), 5e-7, e.getKey());
            assertEquals(valueB - valueA, Double.parseDouble(other.get("diff")), 2e-6, e.getKey());
            assertEquals("true", base.get("baseline"));
            assertEquals("", base.get("significant"));
            assertEquals("measured", other.get("kind"));
            assertEquals("us", other.get("unit"));
            // Myrinet differs from the Paragon by 0.4 us or more in every parameter; the CIs are hundredths.
            assertEquals("true", other.get("significant"), e.getKey());
        }
        CSVRecord oS = record(records, b, "o_s");
        assertEquals(0.6, Double.parseDouble(oS.get("diff")), 0.03, "2.0 - 1.4 us within the fit's accuracy");
        assertTrue(Double.parseDouble(oS.get("ci95")) < 0.03, oS.toString());
    }

    @Test
    void theSameParametersWithAnotherSeedDifferByLessThanTheirCis() throws Exception {
        CliRun run = CliRun.of(
                "compare",
                paragon.toString(),
                paragonAgain.toString(),
                "--format",
                "csv",
                "--out",
                base.resolve("same").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        for (CSVRecord r : csv(run.out())) {
            if (r.get("baseline").equals("false")) assertEquals("false", r.get("significant"), r.toString());
        }
    }

    @Test
    void textMarkdownAndLatexShowTheSameRows() throws Exception {
        Path out = base.resolve("all");
        CliRun run = CliRun.of("compare", paragon.toString(), myrinet.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        String text = run.out();
        assertEquals(Files.readString(out.resolve("comparison.txt")), text, "stdout is the text table, alone");
        String md = Files.readString(out.resolve("comparison.md"));
        String tex = Files.readString(out.resolve("comparison.tex"));
        String a = paragon.getFileName().toString();
        String b = myrinet.getFileName().toString();
        String oS = table(number(myrinet, "o_s_us"));
        String oSDiff = table(number(myrinet, "o_s_us") - number(paragon, "o_s_us"));
        assertTrue(text.startsWith("LogP comparison, baseline: " + a + "\n"), text);
        double diff = 100 * (number(myrinet, "o_s_us") - number(paragon, "o_s_us")) / number(paragon, "o_s_us");
        String percent = String.format(java.util.Locale.ROOT, Math.abs(diff) < 10 ? "%.1f" : "%.0f", diff);
        assertTrue(
                text.lines()
                        .anyMatch(l -> l.startsWith(b) && l.contains(oS + " ± ") && l.contains("+" + percent + "%")),
                text);
        assertTrue(md.contains("| o_s (us) | " + b + " | " + oS + " | "), md);
        assertTrue(md.contains(" | +" + oSDiff + " | "), md);
        assertTrue(tex.contains(" & " + b + " & " + oS + " & "), tex);
        assertTrue(tex.contains(" & $+$" + oSDiff + " & "), tex);
        for (String parameter : List.of("o_s", "o_r", "g", "L", "RTT")) {
            assertTrue(text.lines().anyMatch(l -> l.startsWith("run ") && l.contains(parameter + " (us)")), parameter);
            assertEquals(
                    2,
                    md.lines()
                            .filter(l -> l.startsWith("| " + parameter + " (us) |"))
                            .count(),
                    parameter);
        }
        assertTrue(text.endsWith("not known for any run: T0, R\n"), text);
    }

    @Test
    void writesEveryFormatAndTheChart() throws Exception {
        Path out = base.resolve("files");
        CliRun run = CliRun.of(
                "compare",
                paragon.toString(),
                "--reference",
                "paragon,myrinet",
                "--format",
                "latex",
                "--out",
                out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        for (String name : List.of(
                "comparison.txt",
                "comparison.md",
                "comparison.tex",
                "comparison.csv",
                "breakdown.png",
                "breakdown.svg")) {
            assertTrue(Files.size(out.resolve(name)) > 0, name);
            assertTrue(run.err().contains("wrote " + out.resolve(name) + "\n"), run.err());
        }
        assertEquals(Files.readString(out.resolve("comparison.tex")), run.out());
        assertNotNull(ImageIO.read(out.resolve("breakdown.png").toFile()));
        try (Stream<Path> files = Files.list(out)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary files left");
        }
    }

    @Test
    void referencesAloneNeedNoRunDirectory() {
        CliRun run = CliRun.of(
                "compare",
                "--reference",
                "paragon,meiko,myrinet",
                "--format",
                "markdown",
                "--out",
                base.resolve("references").toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("Baseline: Intel Paragon."), run.out());
        assertTrue(run.out().contains("| L (us) | Intel Paragon (baseline) | 6.300 |  |  |  |  |"), run.out());
        assertTrue(run.out().contains("| RTT (us) | Meiko CS-2 | 21.600 |  | +1.800 | +9.1 | yes |"), run.out());
        assertTrue(run.out().contains("| g (us) | Myrinet | 12.400 |  | +4.800 | +63.2 | yes |"), run.out());
        assertTrue(run.out().contains("- Meiko CS-2: reference; "), run.out());
    }

    @Test
    void anUnknownReferenceIsAUsageErrorThatNamesIt() {
        CliRun run = CliRun.of(
                "compare",
                "--reference",
                "paragon,cray-t3d",
                "--out",
                base.resolve("x").toString());
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertTrue(run.err().contains("unknown reference 'cray-t3d'; known: meiko, myrinet, paragon"), run.err());
        assertFalse(Files.exists(base.resolve("x")), "nothing written");
    }

    @Test
    void aMissingRunDirectoryIsAUsageErrorAsInFit() {
        CliRun run = CliRun.of(
                "compare", paragon.toString(), base.resolve("no-such-run").toString());
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertTrue(run.err().contains("no such run directory: " + base.resolve("no-such-run")), run.err());
    }

    @Test
    void aDirectoryWithoutResultsIsBadData() throws IOException {
        Path empty = Files.createDirectories(base.resolve("signatures-empty").resolve("empty-run"));
        CliRun run = CliRun.of(
                "compare", empty.toString(), "--out", base.resolve("y").toString());
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains(empty.resolve("logp.json").toString()), run.err());
        assertFalse(Files.exists(base.resolve("y")), "nothing written");
    }

    @Test
    void helpNamesTheFormatsTheReferencesAndTheExitCodes() {
        CliRun run = CliRun.of("compare", "--help");
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertEquals("", run.err(), "no picocli warning (a bare % in the description would give one)");
        Map<String, String> help = HelpTest.entries(run.out());
        assertTrue(
                help.get("--format").contains("text, markdown, latex, csv or json (default: text)"), help.toString());
        assertTrue(help.get("--reference").contains("paragon, meiko, myrinet"), help.toString());
        String description = run.out().replaceAll("\\s+", " ");
        assertTrue(description.contains("with their 95% CIs"), run.out());
        assertTrue(
                description.contains("Exit codes: 2 for a missing RUN_DIR or an unknown reference, 3 for"), run.out());
    }

    @Test
    void nothingToCompareAndAnUnknownFormatAreUsageErrors() {
        CliRun none = CliRun.of("compare");
        assertEquals(ExitCodes.USAGE, none.exitCode(), none.toString());
        assertTrue(none.err().contains("nothing to compare"), none.err());
        CliRun html = CliRun.of("compare", "--reference", "paragon", "--format", "html");
        assertEquals(ExitCodes.USAGE, html.exitCode(), html.toString());
        assertTrue(html.err().contains("unknown format 'html'; use one of text, markdown, latex, csv"), html.err());
    }
}
