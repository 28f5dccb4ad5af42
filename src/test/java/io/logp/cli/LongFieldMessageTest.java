package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A field of megabytes in a data file is refused with a message of one short line: the start of the field (at most 80
 * characters quoted), its length, its line and where on the line it starts; never the field itself.
 */
class LongFieldMessageTest {

    /** The longest message a refusal of one field may print: the path, the line, the rule and the excerpt. */
    private static final int MAX_MESSAGE = 400;

    @Test
    void aFiveMegabyteNumberInSignatureCsv(@TempDir Path base) throws Exception {
        Path dir = RunFiles.writeTextbookRun(base);
        Path csv = dir.resolve("signature.csv");
        List<String> lines = Files.readAllLines(csv);
        String[] row = lines.get(3).split(",", -1);
        row[3] = "9".repeat(5_000_000);
        lines.set(3, String.join(",", row));
        Files.write(csv, lines);

        CliRun fit = CliRun.of("fit", dir.toString());

        assertEquals(
                3,
                fit.exitCode(),
                fit.err().substring(0, Math.min(500, fit.err().length())));
        assertTrue(
                fit.err().length() < MAX_MESSAGE,
                "a short message: " + fit.err().length() + " characters");
        String expected = csv
                + ":4: cost_us must be a number >= 0 and at most 1e15 (no measured time, size or count is larger), got '"
                + "9".repeat(40) + "...' (5000000 characters from field 4)";
        assertTrue(fit.err().contains(expected), fit.err());
    }

    @Test
    void aThreeMegabyteLineGivenToStats(@TempDir Path tmp) throws Exception {
        Path samples = tmp.resolve("samples.txt");
        Files.writeString(samples, "1.5\n2.5\n  " + "x".repeat(3_000_000) + "\n3.5\n");

        CliRun stats = CliRun.of("stats", samples.toString());

        assertEquals(
                3,
                stats.exitCode(),
                stats.err().substring(0, Math.min(500, stats.err().length())));
        assertTrue(
                stats.err().length() < MAX_MESSAGE,
                "a short message: " + stats.err().length() + " characters");
        assertTrue(
                stats.err()
                        .contains(samples + ":3: expected a time in microseconds, got '" + "x".repeat(40)
                                + "...' (3000000 characters from column 3)"),
                stats.err());
    }

    @Test
    void aShortFieldIsStillQuotedWhole(@TempDir Path tmp) throws Exception {
        Path samples = tmp.resolve("samples.txt");
        Files.writeString(samples, "1.5\nabc\n");
        CliRun stats = CliRun.of("stats", samples.toString());
        assertEquals(3, stats.exitCode());
        assertTrue(stats.err().contains(samples + ":2: expected a time in microseconds, got 'abc'"), stats.err());
    }
}
