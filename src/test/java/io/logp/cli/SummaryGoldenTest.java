package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.exit.ExitCodes;
import io.logp.report.ScreenSummary;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seals the one-screen summary's layout: a simulated run (the Paragon's parameters on 4 simulated ranks, so the
 * contention line and the fitter's warnings appear) printed by {@code report DIR --brief}, byte for byte against
 * summary.golden.txt under the locales the other golden tests use. The run's temporary directory reads as
 * {@code <base>}. The virtual clock makes the simulated run the same on every machine.
 */
class SummaryGoldenTest {

    @TempDir
    static Path base;

    static Path runDir;

    private final Locale defaultLocale = Locale.getDefault();

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(defaultLocale);
    }

    @BeforeAll
    static void simulate() {
        CliRun sim = CliRun.paragon(
                "--jitter",
                "0.02",
                "--ranks",
                "4",
                "--window",
                "8",
                "--warmup-seconds",
                "0",
                "--quiet",
                "--run-id",
                "golden",
                "--out",
                base.toString());
        assertEquals(ExitCodes.OK, sim.exitCode(), sim.toString());
        runDir = base.resolve("signatures").resolve("golden");
    }

    @ParameterizedTest(name = "locale {0}")
    @ValueSource(strings = {"und", "en-US", "ru", "de-DE", "ar-EG", "tr"})
    void summaryMatchesGolden(String locale) throws IOException {
        Locale.setDefault(Locale.forLanguageTag(locale));
        CliRun brief = CliRun.of("report", runDir.toString(), "--brief");
        assertEquals(ExitCodes.OK, brief.exitCode(), brief.toString());
        String summary = brief.out().replace(base.toString(), "<base>");
        assertGolden("summary.golden.txt", summary.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void summaryFitsOneScreenAndFullTextIsLonger() {
        CliRun brief = CliRun.of("report", runDir.toString(), "--brief");
        CliRun full = CliRun.of("report", runDir.toString());
        long briefLines = brief.out().lines().filter(l -> !l.isBlank()).count();
        long fullLines = full.out().lines().filter(l -> !l.isBlank()).count();
        assertTrue(briefLines <= ScreenSummary.MAX_LINES, briefLines + " lines:\n" + brief.out());
        assertTrue(brief.out().lines().allMatch(l -> l.length() <= 110), brief.out());
        assertTrue(fullLines > briefLines + 5, "full " + fullLines + " vs brief " + briefLines);
        assertTrue(full.out().contains("LogP parameters (small messages"), full.out());
        assertTrue(Files.isRegularFile(runDir.resolve("report.html")));
    }

    private static void assertGolden(String name, byte[] actual) throws IOException {
        byte[] expected;
        try (InputStream in = SummaryGoldenTest.class.getResourceAsStream(name)) {
            assertNotNull(in, "golden file " + name + " is missing");
            expected = in.readAllBytes();
        }
        if (!Arrays.equals(expected, actual)) {
            Path saved = Path.of("target", "golden-actual", name);
            Files.createDirectories(saved.getParent());
            Files.write(saved, actual);
            assertEquals(
                    new String(expected, StandardCharsets.UTF_8),
                    new String(actual, StandardCharsets.UTF_8),
                    name + " differs; actual output saved in " + saved);
        }
        assertArrayEquals(expected, actual, name);
    }
}
