package io.logp.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.logp.data.RttPoint;
import io.logp.exit.ExitCodes;
import io.logp.fit.TextbookSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@code fit} prints and {@code simulate} writes does not depend on the default locale: the table, the JSON
 * and the warnings (which format numbers) are the same under Russian, German and Turkish (decimal comma), French
 * (space grouping) and Egyptian Arabic (Arabic-Indic digits) as under {@link Locale#ROOT}.
 */
class FitLocaleTest {

    private static final TextbookSystem PARAGON = TextbookSystem.PARAGON;

    @TempDir
    static Path base;
    /** A run whose fit warns about its window (W = 5) and one whose L is negative: both warnings format numbers. */
    static Path windowLimited;

    static Path negativeLatency;

    private Locale saved;
    private Locale savedFormat;
    private Locale savedDisplay;

    @BeforeAll
    static void writeRuns() throws IOException {
        windowLimited = RunFiles.writeRun(
                base,
                "20260101-000000-window",
                PARAGON.signature(0, PARAGON.delaysAroundIdle(), 256, 0.004),
                PARAGON.rtt(0, 0.031));
        Files.writeString(windowLimited.resolve("meta.json"), "{\"window\": 5, \"open_mpi\": \"4.1.4\"}\n");
        negativeLatency = RunFiles.writeRun(
                base,
                "20260101-000000-negative",
                PARAGON.signature(0, PARAGON.delaysAroundIdle(), 256, 0.004),
                new RttPoint(0, 5.0, 0.012, 2000));
    }

    @BeforeEach
    void saveLocale() {
        saved = Locale.getDefault();
        savedFormat = Locale.getDefault(Locale.Category.FORMAT);
        savedDisplay = Locale.getDefault(Locale.Category.DISPLAY);
    }

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(saved);
        Locale.setDefault(Locale.Category.FORMAT, savedFormat);
        Locale.setDefault(Locale.Category.DISPLAY, savedDisplay);
    }

    private static CliRun fitUnder(Locale locale, String... args) {
        Locale.setDefault(locale);
        CliRun run = CliRun.of(args);
        assertEquals(ExitCodes.OK, run.exitCode(), locale + ": " + run);
        return run;
    }

    @Test
    void rootOutputHasTheFormattedNumbersTheOtherLocalesMustReproduce() {
        CliRun table = fitUnder(Locale.ROOT, "fit", windowLimited.toString(), "--verbose");
        CliRun negative = fitUnder(Locale.ROOT, "fit", negativeLatency.toString(), "--json");

        assertTrue(table.out().matches("(?s).*\ng +7\\.600\\d* ± .*"), table.out());
        assertTrue(table.unwrapped().contains("RTT/W = 3.960 us (window W = 5)"), table.out());
        // A negative L is no latency: null as a value, its number in the finding.
        assertTrue(negative.out().contains("\"L_us\": null"), negative.out());
        assertTrue(negative.out().contains("\"l_us\": -1.1"), negative.out());
        assertTrue(negative.out().contains("L = -1.100 us is negative"), negative.out());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ru", "de-DE", "fr-FR", "ar-EG", "tr-TR"})
    void fitPrintsTheSameTableAndJsonAsUnderRoot(String tag) {
        Locale locale = Locale.forLanguageTag(tag);
        for (Path dir : List.of(windowLimited, negativeLatency)) {
            for (List<String> args :
                    List.of(List.of("fit", dir.toString(), "--verbose"), List.of("fit", dir.toString(), "--json"))) {
                String[] line = args.toArray(String[]::new);
                String root = fitUnder(Locale.ROOT, line).out();

                assertEquals(root, fitUnder(locale, line).out(), tag + " " + args);
            }
        }
    }

    @Test
    void simulateWritesTheSameDataUnderAGermanLocale() throws IOException {
        String[] args = {
            "simulate",
            "--os",
            "1.4",
            "--or",
            "2.2",
            "--g",
            "7.6",
            "--L",
            "6.3",
            "--jitter",
            "0.02",
            "--warmup-seconds",
            "0",
            "--quiet",
            "--rtt-trials",
            "200",
            "--delays",
            "0,3.8,15,30"
        };
        Path rootRun = simulate(Locale.ROOT, "root", args);
        Path germanRun = simulate(Locale.GERMANY, "german", args);

        for (String name : List.of("signature.csv", "rtt.csv", "rtt_samples.txt", "logp.json")) {
            // Each run's own id ends every row of its CSV files; the data before it must be the same.
            assertEquals(
                    withoutRunIds(Files.readString(rootRun.resolve(name))),
                    withoutRunIds(Files.readString(germanRun.resolve(name))),
                    name);
        }
        assertTrue(Files.readString(germanRun.resolve("signature.csv")).contains("\n16,3.8,1,"), "dot decimals");
    }

    private static String withoutRunIds(String text) {
        return text.replaceAll("(?m),run_id$", "").replaceAll("(?m),[^,]+\\.[0-9a-f]{8}$", "");
    }

    private static Path simulate(Locale locale, String label, String... args) throws IOException {
        String[] withOut = Stream.concat(
                        Stream.of(args), Stream.of("--out", base.resolve(label).toString()))
                .toArray(String[]::new);
        fitUnder(locale, withOut);
        try (Stream<Path> runs = Files.list(base.resolve(label).resolve("signatures"))) {
            return runs.findFirst().orElseThrow();
        }
    }
}
