package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import io.logp.format.run.Decimals;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Numbers at the edge of double and damaged rows in the files logp reads (issue 40): 1e308 in signature.csv ended
 * fit, report, plot and compare with "Index 14 out of bounds"; stats of 1e308 printed "Infinity" and "NaN"; OSU
 * latencies of 1e308 failed the fit without a line; a size of -16 ended an OSU table in silence after 5 of 24 rows;
 * a file cut inside its last number read 840.26 as 840; compare took a logp.json of schema_version 99 or "x". Each
 * is now refused or noted, naming the file and line.
 */
class EdgeNumbersTest {

    @TempDir
    static Path shared;

    private static Path run;

    @BeforeAll
    static void simulatedRun() throws Exception {
        CliRun r = CliRun.paragon("--out", shared.toString(), "--quiet");
        assertEquals(0, r.exitCode(), r.toString());
        try (Stream<Path> runs = Files.list(shared.resolve("signatures"))) {
            run = runs.findFirst().orElseThrow();
        }
    }

    /** A copy of the simulated run with {@code edit} applied to line {@code line} (1-based) of {@code file}. */
    private static Path edited(Path tmp, String file, int line, java.util.function.UnaryOperator<String> edit)
            throws Exception {
        Path copy = tmp.resolve("run");
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(run)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) Files.copy(f, copy.resolve(f.getFileName()));
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(copy.resolve(file)));
        lines.set(line - 1, edit.apply(lines.get(line - 1)));
        Files.write(copy.resolve(file), lines);
        return copy;
    }

    @Test
    void aCostOf1e308IsRefusedWithItsLineByFitReportAndPlot(@TempDir Path tmp) throws Exception {
        Path dir = edited(tmp, "signature.csv", 11, l -> {
            String[] f = l.split(",");
            f[3] = "1e308";
            return String.join(",", f);
        });
        Files.delete(dir.resolve("logp.json")); // compare and fit then fit the CSV files themselves
        assertEquals(Decimals.MAX_MAGNITUDE, Double.parseDouble(Decimals.MAX_MAGNITUDE_TEXT), "the bound as worded");
        for (String command : List.of("fit", "report", "plot")) {
            CliRun r = CliRun.of(command, dir.toString());
            assertEquals(ExitCodes.BAD_DATA, r.exitCode(), command + ": " + r);
            assertTrue(
                    r.err()
                            .contains("signature.csv:11: cost_us must be a number >= 0 and at most "
                                    + Decimals.MAX_MAGNITUDE_TEXT),
                    r.err());
            assertFalse(r.err().contains("out of bounds"), r.err());
        }
        CliRun r = CliRun.of(
                "compare",
                dir.toString(),
                run.toString(),
                "--out",
                tmp.resolve("c").toString());
        assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
        assertTrue(r.err().contains("signature.csv:11: cost_us"), r.err());
    }

    @Test
    void statsRefusesTimesBeyondAnyClock(@TempDir Path tmp) throws Exception {
        for (String text : List.of("1e308\n1e308\n1e308\n2\n", "1.7e308\n2\n")) {
            Path f = Files.writeString(tmp.resolve("samples.txt"), text);
            CliRun r = CliRun.of("stats", f.toString());
            assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
            assertTrue(r.err().contains("samples.txt:1: expected a time in microseconds of at most 1e15"), r.err());
            assertFalse(r.out().contains("Infinity") || r.out().contains("NaN"), r.out());
        }
    }

    @Test
    void aLogpJsonOfAnUnknownSchemaIsRefusedByCompare(@TempDir Path tmp) throws Exception {
        for (String version : List.of("99", "\"x\"")) {
            Path dir = edited(
                    tmp.resolve(version.replace("\"", "q")),
                    "logp.json",
                    2,
                    l -> "  \"schema_version\": " + version + ",");
            CliRun r = CliRun.of(
                    "compare",
                    dir.toString(),
                    run.toString(),
                    "--out",
                    tmp.resolve("c").toString());
            assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
            assertTrue(r.err().contains("logp.json: schema_version must be a whole number from 1 to 2"), r.err());
        }
    }

    /** The real OSU latency table of AWS EKS with EFA, rows from line 3 (size 0) to line 26 (4 MiB). */
    private static List<String> osu() throws Exception {
        return Files.readAllLines(osuFile());
    }

    /** /work/shared/foreign's OSU file, from main's checkout (../shared) or a worktree (../../shared). */
    private static Path osuFile() {
        Path name = Path.of("shared", "foreign", "osu", "aws-eks-efa-latency-v5.8.out");
        Path up = Path.of("..").resolve(name);
        return Files.isRegularFile(up) ? up : Path.of("..", "..").resolve(name);
    }

    private static Path osuWith(Path tmp, int line, String row) throws Exception {
        List<String> lines = new ArrayList<>(osu());
        lines.set(line - 1, row);
        return Files.write(tmp.resolve("osu.out"), lines);
    }

    @Test
    void anOsuLatencyOf1e308IsRefusedWithItsLine(@TempDir Path tmp) throws Exception {
        assumeOsu();
        CliRun r =
                CliRun.of("fit", osuWith(tmp, 8, "16                     1e308").toString());
        assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
        assertTrue(r.err().contains("osu.out:8: the value must be at most 1e15"), r.err());
    }

    @Test
    void anOsuSizeOfMinus16IsADamagedRowNotTheEndOfTheTable(@TempDir Path tmp) throws Exception {
        assumeOsu();
        CliRun r =
                CliRun.of("fit", osuWith(tmp, 8, "-16                    15.60").toString());
        assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
        assertTrue(r.err().contains("osu.out:8: the message size must be a whole number of bytes >= 0, got '-16'"));
    }

    @Test
    void anOsuFileCutInsideItsLastNumberIsNoted(@TempDir Path tmp) throws Exception {
        assumeOsu();
        List<String> lines = osu();
        int last = 0;
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).matches("\\d+\\s+[\\d.]+")) last = i;
        String cut = String.join("\n", lines.subList(0, last)) + "\n"
                + lines.get(last).substring(0, lines.get(last).length() - 1);
        Path f = Files.writeString(tmp.resolve("osu.out"), cut);
        CliRun r = CliRun.of("fit", f.toString());
        assertEquals(0, r.exitCode(), r.toString());
        assertTrue(r.out().contains("TABLE_CUT"), r.out());
    }

    private static void assumeOsu() {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                Files.isRegularFile(osuFile()), "/work/shared/foreign/osu is here");
    }

    /** fit of a symbolic link loop said "no such run directory". */
    @Test
    void aSymbolicLinkLoopIsNamed(@TempDir Path tmp) throws Exception {
        Path a = tmp.resolve("a");
        Files.createSymbolicLink(a, tmp.resolve("b"));
        Files.createSymbolicLink(tmp.resolve("b"), a);
        for (String command : List.of("fit", "report", "plot")) {
            CliRun r = CliRun.of(command, a.toString());
            assertEquals(ExitCodes.BAD_DATA, r.exitCode(), r.toString());
            assertTrue(r.err().contains(a + ": a symbolic link loop"), r.err());
        }
    }
}
