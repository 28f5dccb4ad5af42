package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import io.logp.result.LogpJson;
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

    /** A value as the tables show it: to the last digit of its CI (the one rule of numbers). */
    private static String table(double value, double ci95) {
        return io.logp.presentation.NumberText.value(value, ci95);
    }

    private static List<CSVRecord> csv(String text) throws IOException {
        try (CSVParser parser =
                CSVParser.parse(text, CSVFormat.DEFAULT.builder().setHeader().build())) {
            return parser.getRecords();
        }
    }

    private static CSVRecord record(List<CSVRecord> records, String system) {
        return records.stream()
                .filter(r -> r.get("system").equals(system))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no row " + system));
    }

    /** The rows of a LaTeX tabular, between its rules. */
    private static List<String> latexRows(String tex) {
        List<String> lines = tex.lines().toList();
        return lines.subList(lines.indexOf("\\midrule") + 1, lines.indexOf("\\bottomrule"));
    }

    @Test
    void csvHoldsOneRecordPerSystemWithValuesCisAndFlags() throws Exception {
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
        assertEquals(2, records.size(), "one record per system");
        CSVRecord a = record(records, paragon.getFileName().toString());
        CSVRecord b = record(records, myrinet.getFileName().toString());
        for (String key : List.of("o_s", "o_r", "g", "L", "rtt")) {
            String column = key + "_us";
            assertEquals(number(paragon, column), Double.parseDouble(a.get(column)), 5e-7, key);
            assertEquals(number(myrinet, column), Double.parseDouble(b.get(column)), 5e-7, key);
            assertEquals("", a.get(key + "_significant"), "the baseline is not tested");
            // Myrinet differs from the Paragon by 0.4 us or more in every parameter; the CIs are hundredths.
            assertEquals("true", b.get(key + "_significant"), key);
            assertEquals(number(myrinet, key + "_ci95_us"), Double.parseDouble(b.get(key + "_ci95_us")), 5e-7, key);
        }
        assertEquals(0.6, Double.parseDouble(b.get("o_s_us")) - Double.parseDouble(a.get("o_s_us")), 0.03);
        assertFalse(csv(run.out()).get(0).isMapped("T0_us"), "T0 and R are known for no run");
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
        CSVRecord again = csv(run.out()).get(1);
        for (String key : List.of("o_s", "o_r", "g", "L", "rtt"))
            assertEquals("false", again.get(key + "_significant"), again.toString());
    }

    /** The check of issue 26: two named runs and the three machines of 1996 are five rows, each under its name. */
    @Test
    void namedRunsAndReferencesAreOneLatexRowPerSystem() throws Exception {
        Path out = base.resolve("named");
        CliRun run = CliRun.of(
                "compare",
                "--name",
                "a=" + paragon,
                "--name",
                "b=" + myrinet,
                "--reference",
                "paragon,meiko,myrinet",
                "--format",
                "latex",
                "--out",
                out.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        List<String> rows = latexRows(run.out());
        assertEquals(
                List.of("a", "b", "paragon", "meiko", "myrinet"),
                rows.stream().map(r -> r.substring(0, r.indexOf(" & "))).toList(),
                run.out());
        String oS = table(number(myrinet, "o_s_us"), number(myrinet, "o_s_ci95_us"));
        assertTrue(rows.get(1).startsWith("b & " + oS + " $\\pm$ "), rows.get(1));
        assertTrue(rows.get(1).contains("$^{*}$"), "b differs from a beyond the CIs: " + rows.get(1));
        assertEquals("paragon & 1.40 & 2.20 & 7.60 & 6.30 & 19.8 \\\\", rows.get(2));
        assertEquals("meiko & 1.70 & 1.60 & 13.6 & 7.50 & 21.6 \\\\", rows.get(3));
        assertEquals("myrinet & 2.00 & 2.60 & 12.4 & 11.1 & 31.4 \\\\", rows.get(4));
        String json = Files.readString(out.resolve("comparison.json"));
        assertTrue(json.contains("\"baseline\": \"a\""), json);
    }

    @Test
    void aBadOrRepeatedNameIsAUsageError() {
        CliRun noEquals = CliRun.of("compare", "--name", paragon.toString());
        assertEquals(ExitCodes.USAGE, noEquals.exitCode(), noEquals.toString());
        assertTrue(noEquals.err().contains("expected NAME=DIR"), noEquals.err());
        CliRun twice = CliRun.of(
                "compare",
                "--name",
                "paragon=" + paragon,
                "--reference",
                "paragon",
                "--out",
                base.resolve("twice").toString());
        assertEquals(ExitCodes.USAGE, twice.exitCode(), twice.toString());
        assertTrue(twice.err().contains("two rows are named 'paragon'"), twice.err());
        assertFalse(Files.exists(base.resolve("twice")), "nothing written");
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
        String oS = table(number(myrinet, "o_s_us"), number(myrinet, "o_s_ci95_us"));
        assertTrue(text.startsWith("LogP parameters (Culler et al., Table 4), baseline " + a + "\n"), text);
        double diff = 100 * (number(myrinet, "o_s_us") - number(paragon, "o_s_us")) / number(paragon, "o_s_us");
        String percent = String.format(Locale.ROOT, "%+.1f*", diff);
        assertTrue(text.lines().anyMatch(l -> l.startsWith(b) && l.contains(oS + " ± ")), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith(b) && l.contains(percent)), percent + "\n" + text);
        assertTrue(md.contains("| " + b + " | " + oS + " ± "), md);
        assertTrue(tex.contains("\n" + b + " & " + oS + " $\\pm$ "), tex);
        assertEquals(2, latexRows(tex).size(), tex);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("system ") && l.contains("o_s (us)")), text);
        assertTrue(text.contains("not known for any system: T0, R\n"), text);
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
        String md = run.out();
        assertTrue(md.contains("| paragon | 1.40 | 2.20 | 7.60 | 6.30 | 19.8 |\n"), md);
        assertTrue(md.contains("| meiko | 1.70 | 1.60 | 13.6 | 7.50 | 21.6 |\n"), md);
        assertTrue(md.contains("| myrinet | +42.9 | +18.2 | +63.2 | +76.2 | +58.6 |\n"), md);
        assertTrue(
                md.lines().filter(l -> l.startsWith("| ")).noneMatch(l -> l.contains("*")),
                "no machine of 1996 has a CI, so none is marked: " + md);
        assertTrue(md.contains("- meiko: reference; Active Messages on the Meiko CS-2"), md);
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
    void aMissingRunDirectoryIsMissingInputDataAsTheReadmeSays() {
        CliRun run = CliRun.of(
                "compare", paragon.toString(), base.resolve("no-such-run").toString());
        assertEquals(ExitCodes.BAD_DATA, run.exitCode(), run.toString());
        assertTrue(run.err().contains(base.resolve("no-such-run") + ": no such run directory"), run.err());
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
        String flat = run.out().replaceAll("\\s+", " ");
        assertTrue(
                flat.contains("--name=NAME=DIR a run directory (or another suite's file) under the name its row"),
                flat);
        String description = run.out().replaceAll("\\s+", " ");
        assertTrue(description.contains("with its 95% CI"), run.out());
        assertTrue(
                description.contains("Exit codes: 2 for a missing RUN_DIR, a bad --name, an unknown reference or two"
                        + " rows of one name, 3 for"),
                run.out());
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

    /**
     * Two runs of one launch each: the SINGLE_LAUNCH_COMPARISON note is said once, among the text table's notes, and
     * on stderr only where the table has no notes (CSV). Issue 48: it was printed twice.
     */
    @Test
    void theSingleLaunchNoteIsSaidOnce() {
        String code = io.logp.finding.Code.SINGLE_LAUNCH_COMPARISON.name();
        for (String format : List.of("text", "csv")) {
            Path out = base.resolve("once-" + format);
            CliRun run = CliRun.of(
                    "compare", paragon.toString(), myrinet.toString(), "--format", format, "--out", out.toString());
            assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
            String both = run.out() + run.err();
            int times = both.split(code, -1).length - 1;
            assertEquals(1, times, format + ": " + both);
            assertEquals(format.equals("csv"), run.err().contains(code), format + ": " + run.err());
        }
    }
}
