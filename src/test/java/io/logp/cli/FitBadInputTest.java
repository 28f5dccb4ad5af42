package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.Signature;
import io.logp.data.SignaturePoint;
import io.logp.exit.ExitCodes;
import io.logp.fit.TextbookSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code fit} on a run directory that is missing or broken: the exit code tells a script which (2 for a DIR that is
 * no directory, 3 for data that is missing, malformed or not enough to fit), the message names the file and line,
 * nothing goes to stdout, and nothing is written anywhere under the base directory.
 */
class FitBadInputTest {

    private static final TextbookSystem MYRINET = TextbookSystem.MYRINET;

    @TempDir
    Path base;

    Path dir;

    @BeforeEach
    void writeGoodRun() throws IOException {
        dir = RunFiles.writeTextbookRun(base);
    }

    /** Runs fit and checks what every failure shares; returns the run for its specific checks. */
    private CliRun failingFit(int exitCode, String... args) throws IOException {
        Map<String, String> before = RunFiles.listing(base);
        for (boolean json : new boolean[] {false, true}) {
            List<String> line = new ArrayList<>(List.of("fit"));
            line.addAll(List.of(args));
            if (json) line.add("--json");
            CliRun run = CliRun.of(line.toArray(String[]::new));
            assertEquals(exitCode, run.exitCode(), run.toString());
            assertEquals("", run.out(), "no partial table or JSON on stdout: " + run);
            // A usage error names the command whose options are wrong; a data error is the program's.
            assertTrue(run.err().startsWith(exitCode == ExitCodes.USAGE ? "logp fit: " : "logp: "), run.toString());
            assertEquals(before, RunFiles.listing(base), "nothing written: " + run);
            if (json) return run;
        }
        throw new AssertionError("unreachable");
    }

    @Test
    void goodRunFitsSoTheFailuresBelowAreCausedByWhatEachBreaks() {
        CliRun run = CliRun.of("fit", dir.toString(), "--verbose");

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("\ng "), run.out());
    }

    @Test
    void missingDirectoryIsAUsageErrorNamingThePath() throws IOException {
        Path missing = base.resolve("signatures").resolve("20990101-000000-typo");

        CliRun run = failingFit(ExitCodes.USAGE, missing.toString());

        assertTrue(run.err().startsWith("logp fit: no such run directory: " + missing + "\n"), run.toString());
        OptionValidationTest.assertUsageHint(run, "fit");
    }

    @Test
    void fileInsteadOfDirectoryIsAUsageError() throws IOException {
        CliRun run = failingFit(ExitCodes.USAGE, dir.resolve("signature.csv").toString());

        assertTrue(run.err().contains("no such run directory: " + dir.resolve("signature.csv")), run.toString());
    }

    @Test
    void malformedLineFiveIsBadDataNamingFileAndLine() throws IOException {
        Path csv = dir.resolve("signature.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.set(4, "0,0.000000,4,2,0000000,0.004000,150");
        Files.write(csv, lines);

        CliRun run = failingFit(ExitCodes.BAD_DATA, dir.toString());

        assertTrue(
                run.err().startsWith("logp: " + csv + ":5: expected 6 fields as in the header, got 7"), run.toString());
    }

    @Test
    void unparsableValueOnLineFiveIsBadDataQuotingIt() throws IOException {
        Path csv = dir.resolve("signature.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(csv));
        lines.set(4, "0,0.000000,4,fast,0.004000,150");
        Files.write(csv, lines);

        CliRun run = failingFit(ExitCodes.BAD_DATA, dir.toString());

        assertTrue(run.err().contains("signature.csv:5: cost_us must be a number >= 0, got 'fast'"), run.toString());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"rtt.csv", "signature.csv"})
    void missingDataFileIsBadDataNamingIt(String name) throws IOException {
        Files.delete(dir.resolve(name));

        CliRun run = failingFit(ExitCodes.BAD_DATA, dir.toString());

        assertTrue(run.err().startsWith("logp: " + dir.resolve(name) + ": no such file"), run.toString());
    }

    @Test
    void signatureWithoutAZeroDelayCurveIsBadDataSayingSo() throws IOException {
        List<SignaturePoint> withoutZero = new ArrayList<>();
        for (SignaturePoint p :
                MYRINET.signature(0, MYRINET.delaysAroundIdle(), 256, 0.002).points()) {
            if (p.delayUs() > 0) withoutZero.add(p);
        }
        RunFiles.writeSignature(dir.resolve("signature.csv"), new Signature(withoutZero), RunFiles.SIGNATURE_COLUMNS);

        CliRun run = failingFit(ExitCodes.BAD_DATA, dir.toString());

        assertTrue(run.err().startsWith("logp: the signature has no D = 0 curve for n_bytes = 0"), run.toString());
    }

    @Test
    void headerWithoutRowsIsBadData() throws IOException {
        Files.writeString(dir.resolve("signature.csv"), "n_bytes,delay_us,m,cost_us,ci95_us,samples\n");

        CliRun run = failingFit(ExitCodes.BAD_DATA, dir.toString());

        assertTrue(run.err().contains("signature.csv: a header but no data rows"), run.toString());
    }

    @Test
    void rttFileWithoutItsColumnIsBadDataNamingTheColumn() throws IOException {
        Files.writeString(dir.resolve("rtt.csv"), "n_bytes,latency_us,ci95_us,samples\n0,31.4,,\n");

        CliRun run = failingFit(ExitCodes.BAD_DATA, dir.toString());

        assertTrue(run.err().contains("rtt.csv:1: missing column rtt_us"), run.toString());
    }

    /** meta.json is optional to fit: a damaged one is set aside with a warning that says where and what. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "{\"window\": 32,|:1: the file ends inside the JSON: it may have been cut short",
                "{\"window\": \"abc\"}|:1: not a meta.json: key window: expected a whole number, got \"abc\"",
                "[1, 2]|:1: expected one JSON object { ... }, found a list [ ... ]",
                "{\"window\": 1, \"window\": 2}|:1: key 'window' appears twice",
                "{\"ranks\": 5}|:1: not a meta.json: key ranks: expected a list [ ... ], found a number"
            })
    void damagedMetaJsonIsSetAsideWithAWarningNamingItAndTheProblem(String caseText) throws IOException {
        String[] parts = caseText.split("\\|");
        Files.writeString(dir.resolve("meta.json"), parts[0]);

        CliRun run = CliRun.of("fit", dir.toString(), "--verbose");

        assertEquals(ExitCodes.OK, run.exitCode(), run.toString());
        assertTrue(run.out().contains("\ng "), "the fit goes on: " + run);
        String warning = "meta.json set aside: " + dir.resolve("meta.json") + parts[1];
        assertTrue(run.unwrapped().contains(warning), "expected '" + warning + "' in " + run);
        for (String internal : List.of("`", "java.", "JsonToken", "Source:", "FAIL_ON")) {
            assertFalse(run.out().contains(internal), "no Jackson internals (" + internal + "): " + run);
        }
        CliRun json = CliRun.of("fit", dir.toString(), "--json");
        assertEquals(ExitCodes.OK, json.exitCode(), json.toString());
        assertTrue(json.out().contains("meta.json set aside: "), json.toString());
    }
}
